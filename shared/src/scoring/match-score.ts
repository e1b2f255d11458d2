/**
 * The fast match scorer: spec section 9 on precomputed features. Per pair it tests one bit per job skill and
 * one for the location, then adds the five parts as points out of 100 with 0/1 flags instead of branches; no
 * strings, no allocation. It sums in another order than scoreMatchReference, but both round the same exact
 * value (see roundMatchScore), so their numbers are equal (tested exhaustively on small cases and randomly).
 */
import { refreshCandidateFeatures, type CandidateFeatures, type JobFeatures } from './match-features.ts';
import {
  LOCATION_MISMATCH_SCORE,
  MATCH_WEIGHTS,
  NO_EDUCATION_SCORE,
  SPONSORSHIP_NOT_OFFERED_SCORE,
  roundMatchScore,
  type MatchScores,
} from './match-weights.ts';

// The parts as points out of 100, read into plain constants once: the hot loop then multiplies 0/1 flags.
/** Location points on a mismatch (4.5), and the 10.5 more when remote-ok or overlapping. */
const LOCATION_MISMATCH_POINTS = (MATCH_WEIGHTS.location * LOCATION_MISMATCH_SCORE) / 100;
const LOCATION_MET_GAIN = MATCH_WEIGHTS.location - LOCATION_MISMATCH_POINTS;
/** Authorization points lost (12 of 15) when sponsorship is needed and not offered. */
const AUTHORIZATION_LOSS = MATCH_WEIGHTS.workAuthorization - (MATCH_WEIGHTS.workAuthorization * SPONSORSHIP_NOT_OFFERED_SCORE) / 100;
const EXPERIENCE_POINTS = MATCH_WEIGHTS.experience;
/** Points every pair gets before its flags: the location floor and full authorization (19.5). */
const FIXED_POINTS = LOCATION_MISMATCH_POINTS + MATCH_WEIGHTS.workAuthorization;

/** Called off the hot path only: when the job is newer than the candidate's bitsets, or from another index. */
function ensureComparable(candidate: CandidateFeatures, job: JobFeatures): void {
  if (job.index !== candidate.index) throw new Error('Candidate and job features come from different match indexes');
  refreshCandidateFeatures(candidate);
}

function countMatchedSkills(candidate: CandidateFeatures, job: JobFeatures): number {
  const ids = job.skillPool;
  const bits = candidate.skillBits;
  const end = job.skillEnd;
  let matched = 0;
  for (let i = job.skillStart; i < end; i++) {
    const id = ids[i];
    matched += (bits[id >>> 5] >>> (id & 31)) & 1;
  }
  return matched;
}

/** 1 when the job is remote-ok or its location overlaps the candidate's, else 0. */
function locationMet(candidate: CandidateFeatures, job: JobFeatures): number {
  const id = job.locationId;
  return job.remoteOk | ((candidate.locationBits[id >>> 5] >>> (id & 31)) & 1);
}

/**
 * The overall match score (an integer 0-100) of a candidate for a job. Both features must come from the same
 * MatchIndex; a job interned after the candidate was built makes the candidate's bitsets refresh once.
 */
export function scorePair(candidate: CandidateFeatures, job: JobFeatures): number {
  if (job.generation > candidate.generation || job.index !== candidate.index) ensureComparable(candidate, job);
  const experiencePoints = job.experienceBasePoints + candidate.experienceYears * job.pointsPerExperienceYear;
  return roundMatchScore(
    job.skillBasePoints +
      countMatchedSkills(candidate, job) * job.pointsPerSkill +
      Math.min(EXPERIENCE_POINTS, experiencePoints) +
      FIXED_POINTS +
      LOCATION_MET_GAIN * locationMet(candidate, job) -
      AUTHORIZATION_LOSS * (candidate.needsSponsorship & job.lacksSponsorship) +
      candidate.educationPoints,
  );
}

/**
 * Like {@link scorePair}, and also writes the five sub-scores (rounded) into `out`, for sorting by a chosen
 * sub-score. Reuse one `out` across a loop to avoid allocating.
 */
export function scorePairBreakdown(candidate: CandidateFeatures, job: JobFeatures, out: MatchScores): number {
  out.overall = scorePair(candidate, job);
  const count = job.skillEnd - job.skillStart;
  const required = job.requiredExperience;
  out.skills = count === 0 ? 100 : roundMatchScore((100 * countMatchedSkills(candidate, job)) / count);
  out.experience = required <= 0 ? 100 : roundMatchScore(Math.min(100, (100 * candidate.experienceYears) / required));
  out.location = locationMet(candidate, job) === 1 ? 100 : LOCATION_MISMATCH_SCORE;
  out.workAuthorization = candidate.needsSponsorship & job.lacksSponsorship ? SPONSORSHIP_NOT_OFFERED_SCORE : 100;
  out.education = candidate.hasEducation ? 100 : NO_EDUCATION_SCORE;
  return out.overall;
}
