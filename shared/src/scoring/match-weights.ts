/**
 * The numbers of the match score (spec section 9) and the shapes every scorer shares: what it reads from a
 * candidate and a job, and the scores it gives back. The scorers themselves live beside this file.
 */
import type { Candidate } from '../schemas/candidate.ts';
import type { WorkAuthorizationStatus } from '../schemas/common.ts';
import { SPONSORSHIP_NEEDED_STATUSES } from '../schemas/enum-values.ts';
import type { Job } from '../schemas/job.ts';

/**
 * Weight of each sub-score in the overall score, in percent; they add up to 100. Kept as whole numbers so the
 * weighted sum of whole sub-scores is exact and a .5 rounds up as it does on paper (0.15 has no exact binary
 * form).
 */
export const MATCH_WEIGHTS = {
  skills: 40,
  experience: 25,
  location: 15,
  workAuthorization: 15,
  education: 5,
} as const;

/** Location score of a job that is not remote-ok and whose location does not overlap the candidate's. */
export const LOCATION_MISMATCH_SCORE = 30;
/** Work authorization score of a candidate who needs sponsorship for a job that does not sponsor. */
export const SPONSORSHIP_NOT_OFFERED_SCORE = 20;
/** Education score of a candidate who lists no education. */
export const NO_EDUCATION_SCORE = 80;

/** The candidate fields the scorer reads, so callers can pass a full candidate document. */
export type MatchCandidate = Pick<Candidate, 'skills' | 'experience' | 'education' | 'location' | 'workAuthorizationStatus'>;

/** The job fields the scorer reads, so callers can pass a full job document. */
export type MatchJob = Pick<Job, 'skills' | 'requiredExperience' | 'location' | 'remoteOk' | 'visaSponsorship'>;

/**
 * A match score and its five sub-scores, each an integer from 0 to 100. The overall score is the weighted
 * sum of the exact sub-scores, rounded; the sub-scores are rounded only for display, so the overall may
 * differ by one from a weighted sum of the rounded sub-scores.
 */
export interface MatchScores {
  overall: number;
  skills: number;
  experience: number;
  location: number;
  workAuthorization: number;
  education: number;
}

/**
 * Rounds a score half up, as on paper. The sub-scores are fractions such as 2/3, so a weighted sum that is
 * exactly 59.5 can come out of floating point as 59.49999999999999; the nudge is far smaller than the gap
 * between any two distinct possible sums (at most 50 skills and 50 years give steps above 1e-6).
 */
export function roundMatchScore(score: number): number {
  return Math.round(score + 1e-9);
}

const NEEDS_SPONSORSHIP: ReadonlySet<string> = new Set(SPONSORSHIP_NEEDED_STATUSES);

/** Whether the matching treats a work authorization as needing visa sponsorship (spec section 3). */
export function needsSponsorship(status: WorkAuthorizationStatus): boolean {
  return NEEDS_SPONSORSHIP.has(status);
}

/** A zeroed MatchScores to fill again and again, e.g. by scorePairBreakdown in a loop. */
export function createMatchScores(): MatchScores {
  return { overall: 0, skills: 0, experience: 0, location: 0, workAuthorization: 0, education: 0 };
}
