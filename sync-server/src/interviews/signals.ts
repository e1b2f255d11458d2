/**
 * Signals of a call, through the database: stored in interview_signals and announced on the change bus's
 * signal channel at commit, so a stream on any instance reads them in id order and resumes after the last id it
 * sent (Last-Event-ID).
 */
import { sql } from 'drizzle-orm';
import type { SignalBody } from '@shared/schemas/interview-room.ts';
import { notify, queryRows, type Db, type Queryable } from '../db/client.ts';
import { SIGNALS_CHANNEL, type SignalAnnouncement } from '../live/change-bus.ts';

/** A stored signal as the recipient's stream sends it. */
export interface StoredSignal {
  id: number;
  fromUserId: string;
  payload: SignalBody;
}

/** Store a signal for `toUserId` and announce it to every instance; answers its id. */
export async function storeSignal(db: Db, signal: { interviewId: string; fromUserId: string; toUserId: string; body: SignalBody }): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number | string }>(
      tx,
      sql`insert into interview_signals (interview_id, from_user_id, to_user_id, payload)
          values (${signal.interviewId}, ${signal.fromUserId}, ${signal.toUserId}, ${JSON.stringify({ kind: signal.body.kind, data: signal.body.data ?? null })}::jsonb)
          returning id`,
    );
    const id = Number(row!.id);
    const announcement: SignalAnnouncement = { i: signal.interviewId, t: signal.toUserId, id };
    await notify(tx, SIGNALS_CHANNEL, JSON.stringify(announcement));
    return id;
  });
}

/** The signals for a user in an interview after `afterId`, in order (at most `limit`). */
export async function signalsAfter(q: Queryable, interviewId: string, toUserId: string, afterId: number, limit = 500): Promise<StoredSignal[]> {
  const rows = await queryRows<{ id: number | string; from_user_id: string; payload: SignalBody }>(
    q,
    sql`select id, from_user_id, payload from interview_signals
        where interview_id = ${interviewId} and to_user_id = ${toUserId} and id > ${afterId}
        order by id limit ${limit}`,
  );
  return rows.map((r) => ({ id: Number(r.id), fromUserId: r.from_user_id, payload: r.payload }));
}

/** Signals a user may post in a burst, and how fast the allowance comes back (per instance). */
export const SIGNAL_RATE = { burst: 200, perSecond: 20 };

/**
 * A token bucket per user: a negotiation with many ICE candidates fits the burst, a client looping on the call
 * does not. Kept in memory per instance: it guards this process, and a sender is usually stuck to one.
 */
export function createSignalRateLimit(rate = SIGNAL_RATE) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (userId: string, now: number): boolean => {
    const bucket = buckets.get(userId) ?? { tokens: rate.burst, at: now };
    bucket.tokens = Math.min(rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond);
    bucket.at = now;
    if (buckets.size > 10_000) buckets.clear();
    buckets.set(userId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };
}
