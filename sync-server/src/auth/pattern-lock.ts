/**
 * Pattern lock-out: wrong patterns are counted per e-mail, registered or not (so a lock tells nothing), with no
 * time window: after the limit the pattern stays locked until a code, link or password sign-in of that address
 * unlocks it. Kept in the throttles table at the epoch window, which no pruning touches.
 */
import { and, eq } from 'drizzle-orm';
import { PATTERN_RULES } from '@shared/catalog.ts';
import type { Queryable } from '../db/client.ts';
import { throttles } from '../db/schema.ts';
import { takePlace } from './throttle.ts';

const FOREVER = new Date(0);
const keyOf = (email: string) => `pattern-lock:${email}`;

/** Wrong patterns since the last unlock. */
export async function patternFailures(db: Queryable, email: string): Promise<number> {
  const [row] = await db
    .select({ count: throttles.count })
    .from(throttles)
    .where(and(eq(throttles.key, keyOf(email)), eq(throttles.windowStart, FOREVER)));
  return row?.count ?? 0;
}

/**
 * Take one of the wrong tries a pattern has, before the pattern is checked: how many are taken with this one,
 * or null when none is left (locked). Taken in one statement, so of a burst of simultaneous tries at most the
 * limit are checked. A right pattern signs in, which unlocks (deletes the count), so nothing is given back.
 */
export async function takePatternTry(db: Queryable, email: string): Promise<number | null> {
  return takePlace(db, keyOf(email), FOREVER, PATTERN_RULES.maxWrongTries);
}

/** Unlock after a sign-in that proves the address or knows the password. */
export async function unlockPattern(db: Queryable, email: string | null): Promise<void> {
  if (!email) return;
  await db.delete(throttles).where(and(eq(throttles.key, keyOf(email)), eq(throttles.windowStart, FOREVER)));
}

/** Whether pattern sign-in of this address is locked now (settings shows it). */
export async function isPatternLocked(db: Queryable, email: string | null): Promise<boolean> {
  return !!email && (await patternFailures(db, email)) >= PATTERN_RULES.maxWrongTries;
}
