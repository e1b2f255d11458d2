/**
 * Work due at a time (an interview's reminder, its invitation mail), kept in the scheduled_jobs table so it
 * survives restarts and is done exactly once however many instances poll: each claims a due row with
 * `for update skip locked` inside a transaction, does the work in it and marks the row done before commit. A
 * second instance skips the locked row and, after the commit, no longer sees it as due. Works the same on
 * PGlite (one connection) and Postgres.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Queryable, type Tx } from '../db/client.ts';

/** A claimed job. */
export interface DueJob {
  id: string;
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  attempts: number;
}

/** What does one kind of job, inside the claiming transaction. */
export type JobHandler = (tx: Tx, job: DueJob, now: Date) => Promise<void>;

/** A failing job is tried again later, this many times at most. */
export const MAX_JOB_ATTEMPTS = 5;
const RETRY_AFTER_MS = 60_000;

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

function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

/** Claim and do one due job; false when none is due (or every due one is being done by another instance). */
async function runOne(db: Db, handlers: Record<string, JobHandler>, now: Date): Promise<boolean> {
  let failed: { id: string; attempts: number; error: unknown } | undefined;
  const claimed = await db
    .transaction(async (tx) => {
      const [row] = await queryRows<{ id: string; kind: string; run_at: unknown; payload: Record<string, unknown>; attempts: number }>(
        tx,
        sql`select id, kind, run_at, payload, attempts from scheduled_jobs
            where done_at is null and run_at <= ${now.toISOString()}
            order by run_at, id limit 1 for update skip locked`,
      );
      if (!row) return false;
      const job: DueJob = { id: row.id, kind: row.kind, runAt: toDate(row.run_at), payload: row.payload, attempts: row.attempts };
      const handler = handlers[job.kind];
      try {
        // A savepoint, so a failing job's partial writes go while the claim (and the attempt count) stays.
        await tx.transaction(async (inner) => {
          if (handler) await handler(inner, job, now);
        });
      } catch (error) {
        failed = { id: job.id, attempts: job.attempts + 1, error };
        const giveUp = job.attempts + 1 >= MAX_JOB_ATTEMPTS;
        await tx.execute(sql`
          update scheduled_jobs set attempts = attempts + 1,
            run_at = ${new Date(now.getTime() + RETRY_AFTER_MS).toISOString()},
            done_at = ${giveUp ? now.toISOString() : null}
          where id = ${job.id}`);
        return true;
      }
      await tx.execute(sql`update scheduled_jobs set done_at = ${now.toISOString()}, attempts = attempts + 1 where id = ${job.id}`);
      return true;
    });
  if (failed) console.error(`Scheduled job ${failed.id} failed (attempt ${failed.attempts}):`, failed.error);
  return claimed;
}

/** Do every job due at `now` (at most `limit`); answers how many were claimed. */
export async function runDueJobs(db: Db, handlers: Record<string, JobHandler>, now: Date, limit = 100): Promise<number> {
  let count = 0;
  while (count < limit && (await runOne(db, handlers, now))) count++;
  return count;
}

/** How often every instance looks for due jobs. */
export const JOB_POLL_INTERVAL_MS = 15_000;

/**
 * Poll for due jobs on this instance until stopped; the timer never keeps the process alive, and `stop` waits
 * for a round under way so the database can close after it.
 */
export function startJobPoller(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: { now: () => Date; intervalMs?: number; log?: boolean },
) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => runDueJobs(db, handlers, options.now()))
      .then(
        () => {},
        (err: unknown) => {
          if (options.log !== false) console.error('Running scheduled jobs failed:', err);
        },
      );
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? JOB_POLL_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
