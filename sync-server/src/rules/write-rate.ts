/**
 * Per-user rate limits on writes that notify someone else (WRITE_RATE_LIMITS): messages, applications,
 * status changes, interviews. It only counts; who may write at all is the collection rule's decision, made first.
 */
import { sql } from 'drizzle-orm';
import { WRITE_RATE_LIMITS, type ThrottleRule, type WriteRateKind } from '@shared/catalog/limits.ts';
import { writeRateLimitMessage } from '@shared/messages.ts';
import type { Tx } from '../db/client.ts';
import { throttles } from '../db/schema.ts';
import { refuse, type Refusal } from './types.ts';

/** How the refusal names each kind of write. */
const WHAT: Record<WriteRateKind, string> = {
  messages: 'messages',
  applications: 'applications',
  applicationStatusChanges: 'status changes',
  interviews: 'interview changes',
};

class OverLimit extends Error {
  constructor(readonly rule: ThrottleRule) {
    super('over the write rate limit');
  }
}

/**
 * Count one write of `kind` by `userId`, or refuse it (code 'limit') when one of its windows is full. Call it
 * last, once the write is otherwise accepted, so only writes that happen are counted.
 *
 * Each window is one conditional upsert in the `throttles` table that every server instance shares: it adds
 * one only while the count is under the limit, and the row lock makes a concurrent writer (another device,
 * another instance) wait and test the committed count, so a burst can never pass the limit. The windows are
 * taken in a savepoint, so a write refused by the hourly window is not left counted in the minute window.
 */
export async function takeWriteAllowance(tx: Tx, userId: string, kind: WriteRateKind, now: Date): Promise<Refusal | null> {
  try {
    await tx.transaction(async (savepoint) => {
      for (const rule of WRITE_RATE_LIMITS[kind]) {
        const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
        const taken = await savepoint
          .insert(throttles)
          .values({ key: `write:${kind}:${rule.windowMs}:${userId}`, windowStart, count: 1 })
          .onConflictDoUpdate({
            target: [throttles.key, throttles.windowStart],
            set: { count: sql`${throttles.count} + 1` },
            setWhere: sql`${throttles.count} < ${rule.limit}`,
          })
          .returning({ count: throttles.count });
        if (taken.length === 0) throw new OverLimit(rule);
      }
    });
    return null;
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error;
    return refuse('limit', writeRateLimitMessage(WHAT[kind], error.rule.limit, error.rule.windowMs));
  }
}
