/**
 * Which saved searches a job fits, with the rule and scorer of search itself (shared/rules/search-match.ts and
 * the shared scorer through search-marketplace.ts), so an alert names what the same search would show.
 */
import { sql } from 'drizzle-orm';
import { jobMatchesSearch, jobSearchText, prepareSearch } from '@shared/rules/search-match.ts';
import type { Account } from '@shared/schemas/account.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SavedSearch, SavedSearchAlert } from '@shared/schemas/saved-search.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { findRows } from '../store/rows.ts';
import { scoreJobsForCandidate } from '../search/search-marketplace.ts';
import { loadCompanySizes } from '../search/search-pool.ts';

/** A candidate's saved search whose alert is on and not paused. */
export interface AlertingSearch {
  userId: string;
  email: string | null;
  timeZone: string;
  search: SavedSearch;
}

/** Every candidate's saved search with one of these alert settings, not paused. */
export async function alertingSearches(q: Queryable, alerts: readonly SavedSearchAlert[]): Promise<AlertingSearch[]> {
  const rows = await findRows(q, 'accounts', sql`not deleted and jsonb_array_length(coalesce(doc->'savedSearches', '[]'::jsonb)) > 0`);
  const found: AlertingSearch[] = [];
  for (const row of rows) {
    const account = row.doc as unknown as Account;
    if (account.userType !== 'candidate') continue;
    for (const search of account.savedSearches ?? []) {
      if (search.paused || !alerts.includes(search.alert)) continue;
      found.push({ userId: row.ownerUserId, email: account.email || null, timeZone: account.timeZone ?? 'UTC', search });
    }
  }
  return found;
}

/** The active jobs among these ids, as a candidate sees them. */
export async function activeJobs(q: Queryable, ids: readonly string[]): Promise<Job[]> {
  if (ids.length === 0) return [];
  const rows = await findRows(q, 'jobs', sql`id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and not deleted`);
  return rows.filter((row) => row.doc.isActive === true).map((row) => ({ ...row.doc, id: row.id }) as unknown as Job);
}

/** The ids of jobs that became public after `since`, up to `until`. */
export async function jobsPublishedBetween(q: Queryable, since: Date, until: Date): Promise<string[]> {
  const rows = await queryRows<{ jobId: string }>(
    q,
    sql`select job_id as "jobId" from job_publications where published_at > ${since.toISOString()} and published_at <= ${until.toISOString()}`,
  );
  return rows.map((r) => r.jobId);
}

/** A job an alert names, with the candidate's match score (null without a profile: the device shows none). */
export interface AlertJob {
  job: Job;
  score: number | null;
}

/** The jobs the saved search lets through, scored for its owner, best first (newest first on a tie). */
export async function matchSavedSearch(q: Queryable, alerting: AlertingSearch, jobs: readonly Job[], now: Date): Promise<AlertJob[]> {
  const search = prepareSearch(alerting.search.filters);
  const sizes = search.filters.companySize ? await loadCompanySizes(q, jobs.map((job) => job.employerId)) : new Map<string, string>();
  const passing = jobs.filter((job) => jobMatchesSearch(search, { job, haystack: jobSearchText(job), companySize: sizes.get(job.employerId) }));
  const scores = passing.length ? await scoreJobsForCandidate(q, alerting.userId, passing, now) : null;
  return passing
    .map((job, i) => ({ job, score: scores ? scores[i]! : null }))
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || Date.parse(b.job.postedAt) - Date.parse(a.job.postedAt));
}

/**
 * Claim (search, job) pairs for sending: only the pairs never claimed before come back. The primary key decides,
 * so a restart or a second instance that meets the same pair gets nothing.
 */
export async function claimSends(q: Queryable, alerting: AlertingSearch, jobIds: readonly string[], now: Date): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const values = sql.join(jobIds.map((id) => sql`(${alerting.search.id}, ${id}, ${alerting.userId}, ${now.toISOString()}::timestamptz)`), sql`, `);
  const rows = await queryRows<{ jobId: string }>(
    q,
    sql`insert into job_alert_sends (saved_search_id, job_id, user_id, sent_at) values ${values}
        on conflict do nothing returning job_id as "jobId"`,
  );
  return new Set(rows.map((r) => r.jobId));
}

/** The job ids among these already sent for the saved search. */
export async function alreadySent(q: Queryable, alerting: AlertingSearch, jobIds: readonly string[]): Promise<Set<string>> {
  if (jobIds.length === 0) return new Set();
  const rows = await queryRows<{ jobId: string }>(
    q,
    sql`select job_id as "jobId" from job_alert_sends where user_id = ${alerting.userId} and saved_search_id = ${alerting.search.id} and job_id in (${sql.join(jobIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Set(rows.map((r) => r.jobId));
}
