/** The server's use of the shared match scorer: the score stored with an application, and dashboard counts. */
import { createMatchIndex, scorePair, toCandidateFeatures, toJobFeatures } from '@shared/scoring/index.ts';
import type { MatchCandidate, MatchJob } from '@shared/scoring/index.ts';

/** Jobs at or above this score count as potential matches (Good Match and better, decisions.md). */
export const POTENTIAL_MATCH_MIN_SCORE = 70;

/** Scores of one candidate against many jobs. */
export function scoreCandidateAgainstJobs(candidate: Record<string, unknown>, jobs: Record<string, unknown>[], now: Date): number[] {
  const index = createMatchIndex();
  const features = toCandidateFeatures(index, candidate as unknown as MatchCandidate, now);
  const jobFeatures = jobs.map((job) => toJobFeatures(index, job as unknown as MatchJob));
  return jobFeatures.map((job) => scorePair(features, job));
}

/** The match score stored with a new application, by the same scorer the device shows. */
export function scoreApplication(candidate: Record<string, unknown>, job: Record<string, unknown>, now: Date): number {
  return scoreCandidateAgainstJobs(candidate, [job], now)[0]!;
}
