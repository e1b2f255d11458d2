/**
 * Work due at a time (an interview's reminder, its invitation mail), kept in the scheduled_jobs table so it
 * survives restarts and is done once however many instances poll. An instance claims a due row in one short
 * statement (`for update skip locked` picks a row no one else is claiming, and the claim moves its time a lease
 * ahead), does the work outside any transaction, then marks it done. No transaction stays open while mail is
 * sent: an open transaction holds back every device's pull (replication/pull.ts reads below the oldest one).
 * Another instance sees the row as due again only if the lease runs out (the claimer died or hung), so a job is
 * done twice only then. Works the same on PGlite (one connection) and Postgres.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Queryable } from '../db/client.ts';
import { processLogger, type Logger } from '../observability/logger.ts';
import { repeatEvery } from '../repeat-every.ts';

/** A claimed job. */
export interface DueJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** Counting this attempt; re-arming resets it, so a job re-armed while running is not marked done by it. */
  attempts: number;
}

/** What does one kind of job (short transactions of its own for its writes). */
export type JobHandler = (db: Db, job: DueJob, now: Date) => Promise<void>;

/** A failing job is tried again later, this many times at most. */
export const MAX_JOB_ATTEMPTS = 5;
const RETRY_AFTER_MS = 60_000;
/** How long a claim keeps other instances off a job; far longer than sending a few mails takes. */
export const JOB_LEASE_MS = 5 * 60_000;

/**
 * Arm (or re-arm) a job: a new time clears its done mark, so a rescheduled interview's reminder goes out again.
 * Call inside the transaction of the change that asks for it, so the job exists exactly when the change does.
 */
export async function armJob(q: Queryable, job: { id: string; kind: string; runAt: Date; payload: Record<string, unknown> }): Promise<void> {
  await q.execute(sql`
    insert into scheduled_jobs (id, kind, run_at, payload, done_at, attempts)
    values (${job.id}, ${job.kind}, ${job.runAt.toISOString()}, ${JSON.stringify(job.payload)}::jsonb, null, 0)
    on conflict (id) do update set kind = excluded.kind, run_at = excluded.run_at, payload = excluded.payload, done_at = null, attempts = 0`);
}

/** Disarm a job (a cancelled interview's reminder); a job already done stays recorded as done. */
export async function disarmJob(q: Queryable, id: string): Promise<void> {
  await q.execute(sql`delete from scheduled_jobs where id = ${id} and done_at is null`);
}

/** Claim one due job (its time moved a lease ahead), or null when none is due or every due one is claimed. */
async function claim(db: Db, now: Date): Promise<DueJob | null> {
  const [row] = await queryRows<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number }>(
    db,
    sql`update scheduled_jobs set run_at = ${new Date(now.getTime() + JOB_LEASE_MS).toISOString()}, attempts = attempts + 1
        where id = (
          select id from scheduled_jobs where done_at is null and run_at <= ${now.toISOString()}
          order by run_at, id limit 1 for update skip locked)
        returning id, kind, payload, attempts`,
  );
  return row ? { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts } : null;
}

/** Claim and do one due job; false when none is due. */
async function runOne(db: Db, handlers: Record<string, JobHandler>, now: Date, log: Logger): Promise<boolean> {
  const job = await claim(db, now);
  if (!job) return false;
  // Only while the claim is still this one's: a re-arm (new time) made meanwhile keeps its own run.
  const stillOurs = sql`id = ${job.id} and attempts = ${job.attempts} and done_at is null`;
  try {
    await handlers[job.kind]?.(db, job, now);
  } catch (error) {
    log.error({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'Scheduled job failed');
    const giveUp = job.attempts >= MAX_JOB_ATTEMPTS;
    await db.execute(sql`
      update scheduled_jobs set run_at = ${new Date(now.getTime() + RETRY_AFTER_MS).toISOString()}, done_at = ${giveUp ? now.toISOString() : null}
      where ${stillOurs}`);
    return true;
  }
  await db.execute(sql`update scheduled_jobs set done_at = ${now.toISOString()} where ${stillOurs}`);
  return true;
}

/** Do every job due at `now` (at most `limit`); answers how many were claimed. */
export async function runDueJobs(db: Db, handlers: Record<string, JobHandler>, now: Date, limit = 100, log: Logger = processLogger()): Promise<number> {
  let count = 0;
  while (count < limit && (await runOne(db, handlers, now, log))) count++;
  return count;
}

/** How often every instance looks for due jobs. */
export const JOB_POLL_INTERVAL_MS = 15_000;

/** Poll for due jobs on this instance until stopped (see repeatEvery). */
export function startJobPoller(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: { now: () => Date; intervalMs?: number; log?: Logger },
) {
  return repeatEvery(
    () => runDueJobs(db, handlers, options.now(), 100, options.log),
    options.intervalMs ?? JOB_POLL_INTERVAL_MS,
    (err) => {
      (options.log ?? processLogger()).error({ err }, 'Running scheduled jobs failed');
    },
  );
}
