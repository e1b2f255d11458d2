/**
 * Browse-jobs search as plain functions, so it is tested and timed without React: each job's lower-case
 * haystack and match features are built once (JobMatchCache, keyed by id + updatedAt), scores and the
 * score-then-newest order once per candidate or data change, and a keystroke only walks that order testing
 * substrings. Nothing here allocates per job on a keystroke beyond the result page.
 */
import {
  createMatchIndex,
  scorePair,
  toJobFeatures,
  type CandidateFeatures,
  type JobFeatures,
  type MatchIndex,
} from '@shared/scoring/index.ts';
import { jobMatchesSearch, jobSearchText, prepareSearch } from '@shared/rules/search-match.ts';
import type { JobType } from '@shared/schemas/common.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SearchFilters } from '@shared/schemas/search-filters.ts';
import { JOB_SORTS, type JobSort, type PostedWithin } from '@shared/schemas/search-params.ts';
import { salaryTop } from '@shared/rules/job-order.ts';

/** A job ready for text search. */
export interface JobSearchEntry {
  readonly job: Job;
  /** Title, company, location and skills, lower-cased, one per line so a term never spans two fields. */
  readonly haystack: string;
  readonly postedMs: number;
}

/** The filters of /browse-jobs; the server is asked the same set (features/search/screen-filters.ts). */
export interface JobFilters {
  remoteOnly: boolean;
  visaSponsorship: boolean;
  /** Yearly salary in dollars: a job passes when its range reaches into [salaryFrom, salaryTo]. */
  salaryFrom?: number;
  salaryTo?: number;
  postedWithin?: PostedWithin;
  jobType?: JobType;
}

export const NO_FILTERS: JobFilters = { remoteOnly: false, visaSponsorship: false };

/** Whether any filter of the set is on. */
export function hasJobFilters(filters: JobFilters): boolean {
  return (
    filters.remoteOnly ||
    filters.visaSponsorship ||
    filters.salaryFrom !== undefined ||
    filters.salaryTo !== undefined ||
    filters.postedWithin !== undefined ||
    filters.jobType !== undefined
  );
}

export { JOB_SORTS, type JobSort };

/** An open upper end of a salary range (the filter's range includes both ends, whole dollars). */
const SALARY_TOP = Number.MAX_SAFE_INTEGER;

/**
 * Browse Jobs' words and filters as the shared advanced-search filter set, built without parsing it: the
 * screen never loads the search schemas (building them was a long task on a phone).
 */
export function toSearchFilters(query: string, filters: JobFilters): SearchFilters {
  return { ...toSearchInput(query, filters), location: '', skills: [] };
}

/** {@link toSearchFilters} without the filters Browse Jobs never sets (what GET /api/search is sent). */
export function toSearchInput(query: string, filters: JobFilters): Omit<SearchFilters, 'location' | 'skills'> {
  const hasSalary = filters.salaryFrom !== undefined || filters.salaryTo !== undefined;
  const from = filters.salaryFrom ?? 0;
  const to = filters.salaryTo ?? SALARY_TOP;
  return {
    query,
    remote: filters.remoteOnly || undefined,
    visaStatus: filters.visaSponsorship ? 'sponsorship' : undefined,
    salaryRange: hasSalary ? [Math.min(from, to), Math.max(from, to)] : undefined,
    postedWithin: filters.postedWithin,
    jobType: filters.jobType,
  };
}

/** The search text of a job. */
export function toSearchEntry(job: Job): JobSearchEntry {
  return { job, haystack: jobSearchText(job), postedMs: Date.parse(job.postedAt) || 0 };
}

/**
 * Search entries and match features of a set of jobs, reusing those of jobs unchanged since the last call (same
 * id and updatedAt). One cache holds one MatchIndex, so its features can be scored against a candidate built
 * with `cache.index`. Jobs that left the set are dropped from the cache.
 */
export class JobMatchCache {
  readonly index: MatchIndex = createMatchIndex();
  private byId = new Map<string, CachedJob>();
  /** The set `warm` works through, and how far it got. */
  private warming: { jobs: readonly Job[]; next: number } | null = null;

  /**
   * Prepares the jobs not cached yet (or changed) until `deadline` (a performance.now() time), so thousands of
   * new jobs can be prepared in slices between frames; true once every one of them is. The next call with the
   * same array goes on where this one stopped.
   */
  warm(jobs: readonly Job[], deadline: number): boolean {
    const from = this.warming?.jobs === jobs ? this.warming.next : 0;
    let i = from;
    for (; i < jobs.length; i++) {
      // The clock is read every 64 jobs, and every call prepares at least that many, so each one gets on.
      if (i > from && (i - from) % 64 === 0 && performance.now() > deadline) break;
      const job = jobs[i]!;
      const cached = this.byId.get(job.id);
      if (!cached || cached.updatedAt !== job.updatedAt) this.byId.set(job.id, this.entryOf(job));
    }
    this.warming = { jobs, next: i };
    return i === jobs.length;
  }

  prepare(jobs: readonly Job[]): { entries: JobSearchEntry[]; features: JobFeatures[] } {
    const next = new Map<string, CachedJob>();
    const entries: JobSearchEntry[] = [];
    const features: JobFeatures[] = [];
    for (const job of jobs) {
      let cached = this.byId.get(job.id);
      if (!cached || cached.updatedAt !== job.updatedAt) cached = this.entryOf(job);
      next.set(job.id, cached);
      entries.push(cached.entry);
      features.push(cached.features);
    }
    // Jobs of a set still being warmed stay, though this set does not hold them: the work is not lost.
    const warming = this.warming;
    if (warming && warming.jobs !== jobs) {
      for (let i = 0; i < warming.next; i++) {
        const id = warming.jobs[i]!.id;
        const cached = this.byId.get(id);
        if (cached && !next.has(id)) next.set(id, cached);
      }
    }
    this.byId = next;
    return { entries, features };
  }

  private entryOf(job: Job): CachedJob {
    return { updatedAt: job.updatedAt, entry: toSearchEntry(job), features: toJobFeatures(this.index, job) };
  }
}

interface CachedJob {
  updatedAt: string;
  entry: JobSearchEntry;
  features: JobFeatures;
}

/** Every job's match score for the candidate (0-100), or null without a candidate profile. */
export function scoreJobs(candidate: CandidateFeatures | null, jobs: readonly JobFeatures[]): Uint8Array | null {
  if (!candidate) return null;
  const scores = new Uint8Array(jobs.length);
  for (let i = 0; i < jobs.length; i++) scores[i] = scorePair(candidate, jobs[i]);
  return scores;
}

/** Positions of the entries, newest first (ties as given). Depends on the jobs only, so it is kept per data change. */
export function orderByNewest(entries: readonly JobSearchEntry[]): Int32Array {
  const order = new Int32Array(entries.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => entries[b].postedMs - entries[a].postedMs || a - b);
}

/**
 * Positions best match first, newest first within a score: a counting sort of the newest-first order over the
 * 101 possible scores, O(n) with no comparator, so a candidate edit re-ranks 10,000 jobs in about a millisecond.
 */
export function orderByMatch(newest: Int32Array, scores: ArrayLike<number> | null): Int32Array {
  if (!scores) return newest;
  const starts = new Int32Array(102);
  for (let i = 0; i < newest.length; i++) starts[100 - scores[newest[i]] + 1]++;
  for (let bucket = 1; bucket < starts.length; bucket++) starts[bucket] += starts[bucket - 1];
  const order = new Int32Array(newest.length);
  for (let i = 0; i < newest.length; i++) {
    const position = newest[i];
    order[starts[100 - scores[position]]++] = position;
  }
  return order;
}

/**
 * Positions highest salary first (a range's top end, else its only figure), jobs without one last, newest first
 * within a salary: `newest` is kept, so ties keep that order.
 */
export function orderBySalary(entries: readonly JobSearchEntry[], newest: Int32Array): Int32Array {
  const top = (position: number) => salaryTop(entries[position].job);
  return Int32Array.from(newest).sort((a, b) => top(b) - top(a));
}

/**
 * The first `limit` matching positions in `order`'s order, and how many match in all. The test is the shared
 * one the server's search runs (rules/search-match.ts), so the device and GET /api/search agree.
 */
export function searchJobs(
  entries: readonly JobSearchEntry[],
  order: Int32Array,
  query: string,
  filters: JobFilters,
  limit: number,
  now: number = Date.now(),
): { positions: number[]; total: number } {
  const search = prepareSearch(toSearchFilters(query, filters), now);
  const positions: number[] = [];
  let total = 0;
  for (let i = 0; i < order.length; i++) {
    const position = order[i];
    if (!jobMatchesSearch(search, entries[position])) continue;
    if (total < limit) positions.push(position);
    total++;
  }
  return { positions, total };
}
