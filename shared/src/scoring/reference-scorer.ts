/**
 * The match score computed the straightforward way: every pair resolves its skills' synonyms and compares
 * strings, job skill by candidate skill, nothing cached between pairs. It is the oracle the fast scorer is
 * tested against and the baseline of the benchmark; screens use scorePair or explainMatch instead.
 */
import type { TimeInput } from '../rules/time-input.ts';
import { experienceYears } from './experience-years.ts';
import { locationsOverlap } from './location-match.ts';
import { distinctJobSkills, matchPreparedSkills, prepareSkill } from './skill-match.ts';
import {
  LOCATION_MISMATCH_SCORE,
  MATCH_WEIGHTS,
  NO_EDUCATION_SCORE,
  roundMatchScore,
  SPONSORSHIP_NOT_OFFERED_SCORE,
  needsSponsorship,
  type MatchCandidate,
  type MatchJob,
  type MatchScores,
} from './match-weights.ts';

/**
 * The spec section 9 match score of one candidate for one job, computed directly from the documents, with the
 * experience in years (decisions.md) as of `now`.
 */
export function scoreMatchReference(candidate: MatchCandidate, job: MatchJob, now: TimeInput): MatchScores {
  const jobSkills = distinctJobSkills(job.skills).map(prepareSkill);
  const candidateSkills = candidate.skills.map(prepareSkill);
  const matched = jobSkills.filter((jobSkill) =>
    candidateSkills.some((skill) => matchPreparedSkills(skill, jobSkill) !== undefined),
  ).length;
  const skills = jobSkills.length === 0 ? 100 : (100 * matched) / jobSkills.length;
  const years = experienceYears(candidate.experience, now);
  const experience = job.requiredExperience <= 0 ? 100 : Math.min(100, (100 * years) / job.requiredExperience);
  const location = job.remoteOk || locationsOverlap(candidate.location, job.location) ? 100 : LOCATION_MISMATCH_SCORE;
  const workAuthorization =
    needsSponsorship(candidate.workAuthorizationStatus) && !job.visaSponsorship ? SPONSORSHIP_NOT_OFFERED_SCORE : 100;
  const education = candidate.education.length > 0 ? 100 : NO_EDUCATION_SCORE;
  const overall = roundMatchScore(
    (MATCH_WEIGHTS.skills * skills +
      MATCH_WEIGHTS.experience * experience +
      MATCH_WEIGHTS.location * location +
      MATCH_WEIGHTS.workAuthorization * workAuthorization +
      MATCH_WEIGHTS.education * education) /
      100,
  );
  return {
    overall,
    skills: roundMatchScore(skills),
    experience: roundMatchScore(experience),
    location,
    workAuthorization,
    education,
  };
}
