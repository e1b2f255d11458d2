/**
 * The orders Browse Jobs offers, as one rule for the device's list and GET /api/search's further results: each
 * job's primary value (higher first), then newest first, then id. The device sorts its positions with it
 * (pwa/src/features/jobs/job-search.ts), the server builds its cursor keys from it (search/search-marketplace.ts),
 * so "Highest salary" lists the marketplace's jobs below the device's in the same order.
 */
import type { Job } from '../schemas/job.ts';
import type { JobSort } from '../schemas/search-params.ts';

/** A salary's top end (a range's upper figure, else its only one); -1 without a salary, so those come last. */
export function salaryTop(job: Pick<Job, 'salaryMin' | 'salaryMax'>): number {
  return job.salaryMax ?? job.salaryMin ?? -1;
}

/**
 * The value a job is ordered by first, higher first: its match score (-1 when none is shown), nothing for
 * 'newest' (all equal, so the posting time decides), or its salary's top end.
 */
export function jobSortValue(sort: JobSort, job: Pick<Job, 'salaryMin' | 'salaryMax'>, matchScore: number | null): number {
  if (sort === 'newest') return 0;
  if (sort === 'salary') return salaryTop(job);
  return matchScore ?? -1;
}
