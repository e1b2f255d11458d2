/**
 * Fixed-window counters in the database (so every instance shares them): failures of password, code, link and
 * pattern attempts and sends of codes and links, per identifier and per client address. Over a limit the
 * request is answered 429 with `retry-after`, the same for registered and unknown addresses.
 *
 * An attempt takes its place on the counters before the secret is checked, in one conditional upsert per
 * counter, so a burst of simultaneous tries can never see the same free places: at most `limit` of them are
 * ever checked. An attempt that turns out right gives its place back, since only failures are limited.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { AUTH_THROTTLES, type ThrottleRule } from '@shared/catalog/limits.ts';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import type { Queryable } from '../db/client.ts';
import { throttles } from '../db/schema.ts';

/** A counter: its key (e.g. `passwordFailuresPerAddress:203.0.113.9`) and its rule. */
export type Counter = readonly [key: string, rule: ThrottleRule];

/** The name of one of the auth throttles. */
export type ThrottleName = keyof typeof AUTH_THROTTLES;

/** The counter of one throttle for one subject (a typed identifier, a client address, a user). */
export function counterOf(name: ThrottleName, subject: string): Counter {
  return [`${name}:${subject}`, AUTH_THROTTLES[name]];
}

function windowOf(rule: ThrottleRule, now: Date) {
  const start = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000)) };
}

/** Answer 429 `throttled` with `retry-after`. */
export function throttled(retryAfterSeconds: number, message: string = AUTH_ERROR_MESSAGES.throttled): never {
  throw new HTTPException(429, {
    res: new Response(JSON.stringify({ error: { code: AUTH_ERROR_CODES.throttled, message } }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
    }),
  });
}

/**
 * Take one place on a counter's window unless it is full: the increment and the comparison are one statement,
 * so concurrent takers queue on the row and each sees the count the one before it left. The count with this
 * place taken, or null when the window was full.
 */
export async function takePlace(db: Queryable, key: string, windowStart: Date, limit: number): Promise<number | null> {
  if (limit < 1) return null;
  const taken = await db
    .insert(throttles)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [throttles.key, throttles.windowStart],
      set: { count: sql`${throttles.count} + 1` },
      setWhere: lt(throttles.count, limit),
    })
    .returning({ count: throttles.count });
  return taken[0]?.count ?? null;
}

/** Give back a place taken with takePlace (an attempt that was not a failure). */
export async function givePlaceBack(db: Queryable, key: string, windowStart: Date): Promise<void> {
  await db
    .update(throttles)
    .set({ count: sql`${throttles.count} - 1` })
    .where(and(eq(throttles.key, key), eq(throttles.windowStart, windowStart), gt(throttles.count, 0)));
}

/** Places taken on every counter of an attempt; `giveBack` when the attempt is not to be counted after all. */
export interface Taken {
  giveBack(): Promise<void>;
}

/**
 * Take a place on every counter, or none: when one is full the places already taken are given back and the
 * request is answered 429. The caller checks the secret only after this returns.
 */
export async function takeAttempt(db: Queryable, counters: readonly Counter[], now: Date): Promise<Taken> {
  const held: { key: string; start: Date }[] = [];
  const giveBack = async () => {
    for (const { key, start } of held.splice(0)) await givePlaceBack(db, key, start);
  };
  for (const [key, rule] of counters) {
    const window = windowOf(rule, now);
    if ((await takePlace(db, key, window.start, rule.limit)) === null) {
      await giveBack();
      throttled(window.retryAfterSeconds);
    }
    held.push({ key, start: window.start });
  }
  return { giveBack };
}

/**
 * Run an attempt under the counters: a place is taken first, `check` runs only with it, and a right attempt
 * (a truthy result: true, the e-mail a link was for) gives its place back. 429 before `check` when one is full.
 */
export async function attempt<T>(db: Queryable, counters: readonly Counter[], now: Date, check: () => Promise<T>): Promise<T> {
  const taken = await takeAttempt(db, counters, now);
  const result = await check();
  if (result) await taken.giveBack();
  return result;
}

/** Drop windows that ended more than a day ago. */
export async function pruneThrottles(db: Queryable, now: Date): Promise<void> {
  // Windows starting at the epoch are the ones that never end (the pattern lock-out); they stay.
  await db.delete(throttles).where(and(lt(throttles.windowStart, new Date(now.getTime() - 86_400_000)), gt(throttles.windowStart, new Date(0))));
}
