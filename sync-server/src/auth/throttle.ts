/**
 * Fixed-window counters in the database (so every instance shares them): failures of password, code, link and
 * pattern attempts and sends of codes and links, per identifier and per client address. Over a limit the
 * request is answered 429 with `retry-after`, the same for registered and unknown addresses.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import type { ThrottleRule } from '@shared/catalog/limits.ts';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import type { Queryable } from '../db/client.ts';
import { throttles } from '../db/schema.ts';

/** A counter: its key (e.g. `pw:ip:203.0.113.9`) and its rule. */
export type Counter = readonly [key: string, rule: ThrottleRule];

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

/** Refuse when any counter has reached its limit in the current window. */
export async function refuseIfOver(db: Queryable, counters: readonly Counter[], now: Date): Promise<void> {
  for (const [key, rule] of counters) {
    const window = windowOf(rule, now);
    const [row] = await db
      .select({ count: throttles.count })
      .from(throttles)
      .where(and(eq(throttles.key, key), eq(throttles.windowStart, window.start)));
    if (row && row.count >= rule.limit) throttled(window.retryAfterSeconds);
  }
}

/** Count one event on every counter. */
export async function countEvent(db: Queryable, counters: readonly Counter[], now: Date): Promise<void> {
  for (const [key, rule] of counters) {
    await db
      .insert(throttles)
      .values({ key, windowStart: windowOf(rule, now).start, count: 1 })
      .onConflictDoUpdate({ target: [throttles.key, throttles.windowStart], set: { count: sql`${throttles.count} + 1` } });
  }
}

/** Count one event and refuse it when that goes over a limit (for sends, which are counted before they happen). */
export async function takeOrRefuse(db: Queryable, counters: readonly Counter[], now: Date): Promise<void> {
  await refuseIfOver(db, counters, now);
  await countEvent(db, counters, now);
}

/** Drop windows that ended more than a day ago. */
export async function pruneThrottles(db: Queryable, now: Date): Promise<void> {
  // Windows starting at the epoch are the ones that never end (the pattern lock-out); they stay.
  await db.delete(throttles).where(and(lt(throttles.windowStart, new Date(now.getTime() - 86_400_000)), gt(throttles.windowStart, new Date(0))));
}
