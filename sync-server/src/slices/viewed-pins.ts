/**
 * Jobs a candidate looked at stay on their devices for a day (decisions.md): a job opened from search or a
 * shared link is pinned to their slice with an end (`pinned_until`), and a scheduled job unpins it then,
 * unless a lasting pin (saved, applied to) replaced it meanwhile. Owns only these short pins.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';
import { armJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import { announceSlice } from './membership.ts';

/** How long a looked-at job stays. */
export const VIEWED_PIN_MS = 24 * 3_600_000;

export const VIEWED_PIN_EXPIRY_JOB = 'viewed-pin-expiry';

function expiryJobId(userId: string, jobId: string): string {
  return `viewed-pin:${userId}:${jobId}`;
}

// A row that was not pinned moves to a new change position (its device must receive it); one already pinned
// keeps its position (the device holds it).
const MOVE_IF_UNPINNED = sql.raw(`
  xid = case when slice_members.pinned then slice_members.xid else pg_current_xact_id() end,
  seq = case when slice_members.pinned then slice_members.seq else nextval('change_seq') end`);

/**
 * Keep the job on the candidate's devices until `now` + a day (a later look moves the end on). A lasting pin is
 * left as it is. Call in a transaction; the unpinning is armed in it.
 */
export async function keepViewedJob(q: Queryable, userId: string, jobId: string, now: Date): Promise<Date | null> {
  const until = new Date(now.getTime() + VIEWED_PIN_MS);
  const rows = await queryRows<{ moved: boolean }>(
    q,
    sql`insert into slice_members (user_id, collection, doc_id, in_slice, pinned, pinned_until)
        values (${userId}, 'jobs', ${jobId}, false, true, ${until.toISOString()})
        on conflict (user_id, collection, doc_id) do update
          set pinned_until = ${until.toISOString()}, pinned = true, ${MOVE_IF_UNPINNED}
          where not slice_members.pinned or slice_members.pinned_until is not null
        returning true as moved`,
  );
  if (!rows.length) return null;
  await armJob(q, { id: expiryJobId(userId, jobId), kind: VIEWED_PIN_EXPIRY_JOB, runAt: until, payload: { userId, jobId } });
  await announceSlice(q, 'jobs', userId);
  return until;
}

/**
 * End the short pins of `userId` on `jobId` that are due: the row moves to a new change position, so a device
 * gets the removal if the job is not in the slice. A lasting pin (pinned_until null) is never touched.
 */
export async function expireViewedPin(q: Queryable, userId: string, jobId: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    q,
    sql`update slice_members set pinned = false, pinned_until = null, xid = pg_current_xact_id(), seq = nextval('change_seq')
        where user_id = ${userId} and collection = 'jobs' and doc_id = ${jobId}
          and pinned_until is not null and pinned_until <= ${now.toISOString()}
        returning doc_id as id`,
  );
  if (rows.length) await announceSlice(q, 'jobs', userId);
  return rows.length > 0;
}

/** The scheduled-job handler: a look renewed since keeps its pin (its end is later than now). */
export const viewedPinJobHandlers: Record<string, JobHandler> = {
  [VIEWED_PIN_EXPIRY_JOB]: async (db, job, now) => {
    await db.transaction((tx) => expireViewedPin(tx, String(job.payload.userId), String(job.payload.jobId), now));
  },
};
