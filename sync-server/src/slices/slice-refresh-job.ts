/**
 * A slice refresh asked for by a write (a candidate's profile edited, an employer's jobs changed) runs soon after
 * as a scheduled job (jobs/scheduled-jobs.ts), not in the push: scoring a pool at a million jobs would make the
 * push slow and hold its transaction open. One job per user: edits before it runs fold into one refresh.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';
import { armJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import type { SlicedCollection } from './membership.ts';
import { refreshSlice } from './refresh-slice.ts';

export const SLICE_REFRESH_JOB = 'slice-refresh';

/**
 * Ask for a refresh of the user's slice, in the transaction of the write that moves it. A slice never computed
 * is left alone: the user's first pull computes it.
 */
export async function armSliceRefresh(q: Queryable, userId: string, collection: SlicedCollection, now: Date): Promise<void> {
  const [owner] = await queryRows(q, sql`select 1 from slice_owners where user_id = ${userId} and collection = ${collection}`);
  if (!owner) return;
  await armJob(q, { id: `${SLICE_REFRESH_JOB}:${userId}`, kind: SLICE_REFRESH_JOB, runAt: now, payload: { userId } });
}

/** The scheduled-job handlers of slices. */
export const sliceJobHandlers: Record<string, JobHandler> = {
  [SLICE_REFRESH_JOB]: async (db, job, now) => {
    await refreshSlice(db, String(job.payload.userId), now);
  },
};
