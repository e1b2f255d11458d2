/**
 * A job that became public (posted or reopened) is recorded with the time, in the write's transaction, and its
 * instant alerts are armed as a scheduled job due at once: the poller (15 s) sends them within the minute, with
 * no mail sent while the write's transaction is open. The job's kinds are named here, below the alerts that
 * handle them (alerts/alert-jobs.ts), so the write rules arm them without importing the alerts.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { armJob } from '../jobs/scheduled-jobs.ts';

export const JOB_ALERT_KINDS = { instant: 'job-alert-instant', digests: 'job-alert-digests' } as const;

/** After a job write that made the job public. */
export async function recordJobPublication(q: Queryable, jobId: string, now: Date): Promise<void> {
  await q.execute(sql`
    insert into job_publications (job_id, published_at) values (${jobId}, ${now.toISOString()})
    on conflict (job_id) do update set published_at = excluded.published_at`);
  await armJob(q, { id: `job-alert:${jobId}`, kind: JOB_ALERT_KINDS.instant, runAt: now, payload: { jobId } });
}
