/**
 * The scheduled work of job alerts (jobs/scheduled-jobs.ts claims each once): a published job's instant alerts,
 * and the digest round every quarter hour, which re-arms itself. The (search, job) pairs and the digest periods
 * are claimed in the database before anything is sent, so a restart or a second instance never sends twice.
 */
import { sql } from 'drizzle-orm';
import { ALERT_DIGEST_MAX_JOBS } from '@shared/schemas/saved-search.ts';
import { loadServerKey } from '../auth/server-key.ts';
import type { AppDeps } from '../context.ts';
import { queryRows, type Db } from '../db/client.ts';
import { createTransportFromEnv } from '../delivery/transport.ts';
import { armJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import { processLogger } from '../observability/logger.ts';
import { deliverAlert, type AlertChannels } from './alert-delivery.ts';
import { DIGEST_WINDOW_MS, duePeriod, nextDigestRound } from './digest-schedule.ts';
import { JOB_ALERT_KINDS } from '../rules/job-publications.ts';
import { activeJobs, alertingSearches, alreadySent, claimSends, jobsPublishedBetween, matchSavedSearch, type AlertingSearch } from './saved-search-matching.ts';
import { loadVapidKeys } from './web-push.ts';

const DIGEST_JOB_ID = 'job-alert-digests';

/** Arm the digest round unless it is armed already (every instance calls this at start; the first wins). */
export async function ensureDigestRound(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    insert into scheduled_jobs (id, kind, run_at, payload, done_at, attempts)
    values (${DIGEST_JOB_ID}, ${JOB_ALERT_KINDS.digests}, ${nextDigestRound(now).toISOString()}, '{}'::jsonb, null, 0)
    on conflict (id) do nothing`);
}

/** A published job's instant alerts: every instant saved search it fits, once each. */
export async function sendInstantAlerts(db: Db, channels: AlertChannels, jobId: string, now: Date): Promise<void> {
  const [job] = await activeJobs(db, [jobId]);
  if (!job) return;
  for (const alerting of await alertingSearches(db, ['instant'])) {
    const [match] = await matchSavedSearch(db, alerting, [job], now);
    if (!match || !(await claimSends(db, alerting, [job.id], now)).has(job.id)) continue;
    await deliverAlert(db, channels, alerting, [match], now);
  }
}

/** One digest round: each daily or weekly search at its 08:00 gets its best new jobs, once per period. */
export async function sendDueDigests(db: Db, channels: AlertChannels, now: Date): Promise<void> {
  for (const alerting of await alertingSearches(db, ['daily', 'weekly'])) {
    const period = duePeriod(alerting.search.alert, alerting.timeZone, now);
    if (!period || !(await claimPeriod(db, alerting, period, now))) continue;
    // One period back, or to the last digest if that is further (rounds missed while no instance ran); jobs sent
    // before are left out either way.
    const periodStart = new Date(now.getTime() - DIGEST_WINDOW_MS[alerting.search.alert as 'daily' | 'weekly']);
    const last = await lastDigestBefore(db, alerting, period);
    const since = last && last < periodStart ? last : periodStart;
    const jobs = await activeJobs(db, await jobsPublishedBetween(db, since, now));
    const sent = await alreadySent(db, alerting, jobs.map((job) => job.id));
    const best = (await matchSavedSearch(db, alerting, jobs.filter((job) => !sent.has(job.id)), now)).slice(0, ALERT_DIGEST_MAX_JOBS);
    const claimed = await claimSends(db, alerting, best.map(({ job }) => job.id), now);
    await deliverAlert(db, channels, alerting, best.filter(({ job }) => claimed.has(job.id)), now);
  }
}

async function lastDigestBefore(db: Db, alerting: AlertingSearch, period: string): Promise<Date | null> {
  const [row] = await queryRows<{ sentAt: Date | string }>(
    db,
    sql`select sent_at as "sentAt" from job_alert_digests
        where user_id = ${alerting.userId} and saved_search_id = ${alerting.search.id} and period <> ${period}
        order by sent_at desc limit 1`,
  );
  return row ? new Date(row.sentAt) : null;
}

async function claimPeriod(db: Db, alerting: AlertingSearch, period: string, now: Date): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`insert into job_alert_digests (user_id, saved_search_id, period, sent_at)
        values (${alerting.userId}, ${alerting.search.id}, ${period}, ${now.toISOString()}) on conflict do nothing returning period`,
  );
  return rows.length > 0;
}

/** The channels of an instance's deps. */
export function alertChannels(deps: Pick<AppDeps, 'env' | 'transport' | 'database'> & Partial<Pick<AppDeps, 'log'>>): AlertChannels {
  const log = deps.log ?? processLogger();
  return {
    transport: deps.transport ?? createTransportFromEnv(deps.env, log),
    origin: deps.env.publicOrigin,
    mailFrom: deps.env.MAIL_FROM,
    serverKey: () => loadServerKey(deps.database.db, deps.env.PATTERN_PEPPER),
    vapid: () => loadVapidKeys(deps.database.db),
    log,
  };
}

/** The handlers, by job kind. */
export function alertJobHandlers(channels: AlertChannels): Record<string, JobHandler> {
  return {
    [JOB_ALERT_KINDS.instant]: (db, job, now) => sendInstantAlerts(db, channels, String(job.payload.jobId), now),
    [JOB_ALERT_KINDS.digests]: async (db, _job, now) => {
      // Re-armed first: the next round stays armed even if this one fails (its done mark then does not apply).
      await armJob(db, { id: DIGEST_JOB_ID, kind: JOB_ALERT_KINDS.digests, runAt: nextDigestRound(now), payload: {} });
      await sendDueDigests(db, channels, now);
    },
  };
}
