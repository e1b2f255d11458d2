/**
 * The best of the employer's active jobs for a candidate the device does not hold (a server search result), with
 * the shared reference scorer: the same number the device's fast scorer gives its own candidates, for the few
 * cards of a results page, without adding them to the device's match caches.
 */
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { scoreMatchReference } from '@shared/scoring/index.ts';

export interface BestJob {
  score: number;
  jobId: string;
  jobTitle: string;
}

/** The first of the best-scoring jobs, or undefined without jobs (the card then shows no score, as local ones do). */
export function bestJobFor(candidate: Candidate, jobs: readonly Job[], now: number): BestJob | undefined {
  let best: BestJob | undefined;
  for (const job of jobs) {
    const score = scoreMatchReference(candidate, job, now).overall;
    if (!best || score > best.score) best = { score, jobId: job.id, jobTitle: job.title };
  }
  return best;
}
