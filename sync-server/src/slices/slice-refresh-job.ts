/**
 * A slice refresh asked for by a write (a candidate's profile edited, an employer's jobs changed) runs after the
 * push, in the background, not in it: scoring a pool at a million jobs would make the push slow and hold its
 * transaction open. A scheduled job (jobs/scheduled-jobs.ts) is armed with it as the fallback, one per user:
 * edits before it runs fold into one refresh.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Queryable } from '../db/client.ts';
import { armJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import type { SlicedCollection } from './membership.ts';
import { inBackground } from './background-work.ts';
import { refreshSlice, sliceRefreshJobId } from './refresh-slice.ts';

export const SLICE_REFRESH_JOB = 'slice-refresh';

/**
 * Ask for a refresh of the user's slice, in the transaction of the write that moves it. Made right after the
 * write commits (refreshArmedSoon), also when it was never made: a candidate's first profile, an employer's
 * first job, decide what it holds, and their device's first pull would otherwise wait for it.
 */
export async function armSliceRefresh(q: Queryable, userId: string, collection: SlicedCollection, now: Date): Promise<void> {
  // The lock refreshSlice holds: a slice being made right now (a first pull) is seen once it is committed, so
  // the write that moves it is not lost on a slice made from what came before it.
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`slice:${collection}:${userId}`}))`);
  armedHere.add(userId);
  const [owner] = await queryRows(q, sql`select 1 from slice_owners where user_id = ${userId} and collection = ${collection}`);
  // Never made: if making it now fails, the first pull makes it.
  if (!owner) return;
  await armJob(q, { id: sliceRefreshJobId(userId), kind: SLICE_REFRESH_JOB, runAt: now, payload: { userId } });
}

/** Users whose refresh a write of this process asked for, not yet started in the background. */
const armedHere = new Set<string>();

/**
 * After a write's transaction: refresh the slices it asked for now, in the background, rather than at the
 * job poller's next round (up to JOB_POLL_INTERVAL_MS later): a candidate who edits their skills sees their jobs
 * follow at once, and the device's next pull waits for it (ensureSlice). A refresh started before the write
 * commits waits for it on the lock armSliceRefresh holds. The armed job stays as the fallback (a crash, a
 * failure) and is marked done by the refresh. A slice never made is made with `capIfNew` (the server's cap);
 * without it, the first pull makes it.
 */
export function refreshArmedSoon(db: Db, now: () => Date, capIfNew?: number): void {
  for (const userId of armedHere) {
    armedHere.delete(userId);
    inBackground(userId, () => refreshSlice(db, userId, now(), capIfNew === undefined ? { onlyIfMade: true } : { capIfNew }));
  }
}

/** The scheduled-job handlers of slices. */
export const sliceJobHandlers: Record<string, JobHandler> = {
  [SLICE_REFRESH_JOB]: async (db, job, now) => {
    await refreshSlice(db, String(job.payload.userId), now);
  },
};
