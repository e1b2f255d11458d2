/**
 * GET /api/search over the whole marketplace: the SQL pool (search-pool.ts), projected for the viewer with the
 * replication rules, filtered by the shared rule on what the viewer may see, scored and ordered as the device's
 * /advanced-search does (pwa/src/features/search/advanced-search.ts with use-job-matches.ts and
 * use-talent-pool.ts), then one page after the cursor. It owns no HTTP: routes/search.ts does.
 */
import { sql } from 'drizzle-orm';
import {
  candidateExperienceYears,
  candidateMatchesSearch,
  candidateSearchText,
  jobMatchesSearch,
  jobSearchText,
  prepareSearch,
  type PreparedSearch,
} from '@shared/rules/search-match.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { JobSort } from '@shared/schemas/search-params.ts';
import { jobSortValue } from '@shared/rules/job-order.ts';
import { SEARCH_PAGE_DEFAULT, SEARCH_PAGE_MAX, type SearchFilters, type SearchType } from '@shared/schemas/search-filters.ts';
import { createMatchIndex, scorePair, toCandidateFeatures, toJobFeatures, type JobFeatures, type MatchIndex } from '@shared/scoring/index.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Queryable } from '../db/client.ts';
import { httpError } from '../http-error.ts';
import { projectionViewer } from '../profile-views/access.ts';
import { CANDIDATE_CONTACT_FIELDS } from '../rules/candidates.ts';
import { RULES } from '../rules/index.ts';
import { findRows } from '../store/rows.ts';
import { compareKeys, decodeCursor, encodeCursor, type SortKey } from './search-cursor.ts';
import { loadCandidatePool, loadCompanySizes, loadJobPool, loadWholeRows, probeLowerSupport } from './search-pool.ts';
import type { RankedSnapshots } from './ranked-snapshots.ts';
import type { PoolCache, PoolTable } from './pool-cache.ts';
import type { StoredRow } from '../store/rows.ts';

/**
 * How many SQL rows one search reads at most (search-pool.ts says why there is a bound): 10 pages of 20.
 * Finding, reading, projecting and scoring the pool is most of a search; at 10 concurrent users on 1,000,000
 * jobs a pool of 500 served 18 searches a second, 200 serve 29 (p50 498 -> 250 ms). The best matches by score
 * are on the device already (its slice is the 5,000 best), so the server's part is the further results, for
 * which depth matters less.
 */
export const SEARCH_POOL_SIZE = 200;

/** One result: the document as the viewer may see it, its id, and the score the device would show (or null). */
export type SearchItem = Record<string, unknown> & { id: string; matchScore: number | null };

export interface SearchPageOptions {
  limit?: number;
  cursor?: string;
  /** Overrides SEARCH_POOL_SIZE (tests, benchmarks). */
  poolSize?: number;
  /** Where a first page leaves its order for the pages after it (ranked-snapshots.ts); without, each page searches. */
  snapshots?: RankedSnapshots;
  /** Where pools of recent searches are kept for every viewer (pool-cache.ts); without, each first page reads its pool. */
  pools?: PoolCache;
  /**
   * The order of job results (rules/job-order.ts), 'match' unless asked. Candidates are ordered by match only.
   * Every order is of the same pool (the newest that pass, search-pool.ts): a sort orders results, it does not
   * widen the search.
   */
  sort?: JobSort;
}

export interface SearchResultPage {
  items: SearchItem[];
  /** The cursor of the next page, or null when this is the last. */
  next: string | null;
}

interface Ranked {
  key: SortKey;
  doc: Record<string, unknown>;
  matchScore: number | null;
}

/**
 * One page of a search by `viewer`. Candidates may not search candidates (403), as on the device, where
 * the 'Find Candidates' toggle is disabled for them.
 */
export async function searchMarketplace(
  q: Queryable,
  viewer: Viewer,
  type: SearchType,
  filters: SearchFilters,
  page: SearchPageOptions = {},
  now = new Date(),
): Promise<SearchResultPage> {
  if (type === 'candidates' && viewer.userType !== 'employer') {
    httpError(403, 'forbidden', 'Only employers can search candidates.');
  }
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const limit = Math.min(Math.max(page.limit ?? SEARCH_PAGE_DEFAULT, 1), SEARCH_PAGE_MAX);
  const search = prepareSearch(filters, now);
  const poolSize = page.poolSize ?? SEARCH_POOL_SIZE;
  const { snapshots } = page;
  const sort: JobSort = type === 'jobs' ? (page.sort ?? 'match') : 'match';
  let ranked = after ? snapshots?.get(viewer.userId, type, filters, poolSize, sort) : undefined;
  if (!ranked) {
    const fresh =
      type === 'jobs' ? await rankJobs(q, viewer, search, poolSize, now, sort, page.pools) : await rankCandidates(q, viewer, search, poolSize, now, page.pools);
    ranked = fresh.map(({ key, matchScore }) => ({ key, matchScore })).sort((a, b) => compareKeys(a.key, b.key));
    snapshots?.set(viewer.userId, type, filters, poolSize, ranked, sort);
  }
  const rest = after ? ranked.filter((r) => compareKeys(r.key, after) > 0) : ranked;
  const shown = rest.slice(0, limit);
  const whole = await wholeDocs(q, viewer, type, shown.map((r) => r.key.id), now);
  return {
    // A document the viewer may no longer see (closed since the pool was read) is left out of the page.
    items: shown.filter(({ key }) => whole.has(key.id)).map(({ matchScore, key }) => ({ ...whole.get(key.id)!, id: key.id, matchScore })),
    next: rest.length > limit ? encodeCursor(shown.at(-1)!.key) : null,
  };
}

/** The page's documents read whole (the pool left out their long text), projected for the viewer as before. */
async function wholeDocs(q: Queryable, viewer: Viewer, type: SearchType, ids: string[], now: Date): Promise<Map<string, Record<string, unknown>>> {
  const rows = await loadWholeRows(q, type, ids);
  const view = await projectionViewer(q, type, viewer, now);
  const docs = new Map<string, Record<string, unknown>>();
  for (const [id, row] of rows) {
    const projected = RULES[type].project(row, view);
    if (!projected) continue;
    const doc: Record<string, unknown> = { ...projected, id };
    if (type === 'candidates') for (const field of CANDIDATE_CONTACT_FIELDS) delete doc[field];
    docs.set(id, doc);
  }
  return docs;
}

/** What a kept job pool carries besides its rows: the job each row is, its search text, its scorer features. */
interface JobPoolWork {
  jobs: Job[];
  haystacks: string[];
  /** Made on the first candidate's search of the pool: one index for the pool's jobs and every scored profile. */
  scoring?: { index: MatchIndex; features: JobFeatures[] };
}

function jobPoolWork(rows: readonly StoredRow[]): JobPoolWork {
  const jobs = rows.map((row) => ({ ...row.doc, id: row.id }) as unknown as Job);
  return { jobs, haystacks: jobs.map(jobSearchText) };
}

/** The tables a pool is read from: a company-size filter reads the employers too. */
function poolTables(table: 'jobs' | 'candidates', search: PreparedSearch): PoolTable[] {
  return table === 'jobs' && search.filters.companySize ? ['jobs', 'employers'] : [table];
}

async function rankJobs(
  q: Queryable,
  viewer: Viewer,
  search: PreparedSearch,
  poolSize: number,
  now: Date,
  sort: JobSort,
  pools?: PoolCache,
): Promise<Ranked[]> {
  const load = async () => loadJobPool(q, search, await probeLowerSupport(q), poolSize);
  const { rows, extra: work } = pools
    ? await pools.pool(q, { table: 'jobs', filters: search.filters, poolSize }, poolTables('jobs', search), load, jobPoolWork)
    : await load().then((loaded) => ({ rows: loaded, extra: jobPoolWork(loaded) }));
  const view = await projectionViewer(q, 'jobs', viewer, now);
  const sizes = search.filters.companySize ? await loadCompanySizes(q, rows.map((r) => String(r.doc.employerId))) : new Map<string, string>();
  const passing: number[] = [];
  const passingJobs: Job[] = [];
  for (const [i, row] of rows.entries()) {
    const doc = RULES.jobs.project(row, view);
    // The device searches the active jobs only, an employer's own closed ones included in none.
    if (!doc || doc.isActive !== true) continue;
    // The rules show a job's document as stored or not at all; another projection is searched as it is.
    const own = doc === row.doc;
    const job = own ? work.jobs[i]! : ({ ...doc, id: row.id } as unknown as Job);
    const haystack = own ? work.haystacks[i]! : jobSearchText(job);
    if (jobMatchesSearch(search, { job, haystack, companySize: sizes.get(job.employerId) })) {
      passing.push(own ? i : -1);
      passingJobs.push(job);
    }
  }
  const scores = viewer.userType === 'candidate' ? await scoreJobsForCandidate(q, viewer.userId, passingJobs, now, { work, passing }) : null;
  return passingJobs.map((job, i) => {
    const score = scores ? scores[i]! : null;
    return { key: { score: jobSortValue(sort, job, score), tie: Date.parse(job.postedAt) || 0, id: job.id }, doc: job, matchScore: score };
  });
}

/** The viewer's own profile, as the device holds it (null without one: the device then shows no scores). */
async function ownProfile(q: Queryable, userId: string): Promise<Candidate | null> {
  const [row] = await findRows(q, 'candidates', sql`owner_user_id = ${userId} and not deleted order by updated_at desc limit 1`);
  return row ? ({ ...row.doc, id: row.id } as unknown as Candidate) : null;
}

/**
 * Scores as use-job-matches.ts makes them: job features first, then the candidate's, on one index. Job alerts
 * (alerts/) score with it too, so an alert shows the number search and the device show.
 */
export async function scoreJobsForCandidate(
  q: Queryable,
  userId: string,
  jobs: readonly Job[],
  now: Date,
  kept?: { work: JobPoolWork; passing: readonly number[] },
): Promise<number[] | null> {
  const candidate = await ownProfile(q, userId);
  if (!candidate) return null;
  if (kept && kept.passing.every((i) => i >= 0)) {
    // The pool's features, made once for every candidate who searches it: an index only grows, and a job's
    // features do not depend on the profiles scored against them.
    const { work } = kept;
    work.scoring ??= (() => {
      const index = createMatchIndex();
      return { index, features: work.jobs.map((job) => toJobFeatures(index, job)) };
    })();
    const own = toCandidateFeatures(work.scoring.index, candidate, now);
    return kept.passing.map((i) => scorePair(own, work.scoring!.features[i]!));
  }
  const index: MatchIndex = createMatchIndex();
  const features = jobs.map((job) => toJobFeatures(index, job));
  const own = toCandidateFeatures(index, candidate, now);
  return features.map((job) => scorePair(own, job));
}

async function rankCandidates(q: Queryable, viewer: Viewer, search: PreparedSearch, poolSize: number, now: Date, pools?: PoolCache): Promise<Ranked[]> {
  const load = async () => loadCandidatePool(q, search, await probeLowerSupport(q), poolSize);
  // Profiles are projected per viewer (a summary until opened), so only the rows are kept.
  const rows = pools ? (await pools.pool(q, { table: 'candidates', filters: search.filters, poolSize }, poolTables('candidates', search), load, () => null)).rows : await load();
  const view = await projectionViewer(q, 'candidates', viewer, now);
  const index: MatchIndex = createMatchIndex();
  // The employer's active jobs, scored against as use-talent-pool.ts does: each candidate's best job.
  const ownJobs = (await findRows(q, 'jobs', sql`owner_user_id = ${viewer.userId} and not deleted`))
    .filter((row) => row.doc.isActive === true)
    .map((row) => toJobFeatures(index, { ...row.doc, id: row.id } as unknown as Job));
  const ranked: Ranked[] = [];
  for (const row of rows) {
    const projected = RULES.candidates.project(row, view);
    if (!projected || projected.isOpenToEmployers !== true) continue;
    // Contact details and documents never leave through search, even to an employer the candidate wrote to.
    const doc: Record<string, unknown> = { ...projected, id: row.id };
    for (const field of CANDIDATE_CONTACT_FIELDS) delete doc[field];
    const candidate = doc as unknown as Candidate;
    const subject = { candidate, haystack: candidateSearchText(candidate), years: candidateExperienceYears(candidate, now) };
    if (!candidateMatchesSearch(search, subject)) continue;
    ranked.push({ key: { score: -1, tie: `${candidate.firstName} ${candidate.lastName}`.toLowerCase(), id: row.id }, doc, matchScore: null });
  }
  if (ownJobs.length > 0) {
    for (const entry of ranked) {
      const features = toCandidateFeatures(index, entry.doc as unknown as Candidate, now);
      let best = 0;
      for (const job of ownJobs) best = Math.max(best, scorePair(features, job));
      entry.matchScore = best;
      entry.key.score = best;
    }
  }
  return ranked;
}
