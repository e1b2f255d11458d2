/**
 * Compact, precomputed forms of a candidate and a job for the fast scorer: ids, bitsets, counts, 0/1 flags
 * and per-job point factors, so scoring a pair is bit tests and a few multiply-adds with no strings and no
 * branches to mispredict. Built once per document through a shared MatchIndex.
 */
import { bitsetWords, type MatchIndex } from './match-index.ts';
import type { TimeInput } from '../rules/time-input.ts';
import { experienceYears } from './experience-years.ts';
import { distinctJobSkills } from './skill-match.ts';
import { MATCH_WEIGHTS, NO_EDUCATION_SCORE, needsSponsorship, type MatchCandidate, type MatchJob } from './match-weights.ts';

/**
 * A candidate as the fast scorer sees it. `skillBits` has a bit set for every job skill id one of the
 * candidate's skills matches (synonyms and either-way containment already applied), `locationBits` one for
 * every job location id that overlaps the candidate's location. Both cover the ids known to the index at
 * `generation`; the scorer brings them up to date when it meets a newer job.
 */
export interface CandidateFeatures {
  readonly index: MatchIndex;
  generation: number;
  skillBits: Uint32Array;
  locationBits: Uint32Array;
  readonly skills: readonly string[];
  readonly location: string;
  /** Years the experience entries cover at the `now` the features were built for (experienceYears). */
  readonly experienceYears: number;
  /** 1 when the work authorization needs sponsorship, else 0. */
  readonly needsSponsorship: 0 | 1;
  /** 1 when any education is listed, else 0. */
  readonly hasEducation: 0 | 1;
  /** The education part of the overall score, in points of 100: 5 or 4. */
  readonly educationPoints: number;
}

/**
 * A job as the fast scorer sees it: distinct skill ids, a location id (a blank location has one that nothing
 * overlaps), 0/1 flags, and the overall-score points (out of 100) each part is worth for this job.
 */
export interface JobFeatures {
  readonly index: MatchIndex;
  readonly generation: number;
  /** The job's distinct skill ids are `skillPool[skillStart]` up to (not including) `skillPool[skillEnd]`. */
  readonly skillPool: Uint32Array;
  readonly skillStart: number;
  readonly skillEnd: number;
  readonly locationId: number;
  readonly requiredExperience: number;
  /** 1 when the job is remote-ok, else 0. */
  readonly remoteOk: 0 | 1;
  /** 1 when the job does not sponsor visas, else 0. */
  readonly lacksSponsorship: 0 | 1;
  /** Points per matched skill: 40 / the number of distinct skills (0 when the job lists none). */
  readonly pointsPerSkill: number;
  /** Skill points given whatever the candidate has: 40 when the job lists no skills, else 0. */
  readonly skillBasePoints: number;
  /** Points per year of experience before the cap: 25 / required years (0 when none is required). */
  readonly pointsPerExperienceYear: number;
  /** Experience points given whatever the candidate has: 25 when none is required, else 0. */
  readonly experienceBasePoints: number;
}

/** The fast-scorer form of a job; interns its skills and location in the index. */
export function toJobFeatures(index: MatchIndex, job: MatchJob): JobFeatures {
  const skills = distinctJobSkills(job.skills);
  const { chunk, start } = index.jobSkillIds.store(skills.map((skill) => index.skills.targetId(skill)));
  const locationId = index.locations.targetId(job.location);
  const required = job.requiredExperience;
  return {
    index,
    generation: index.generation,
    skillPool: chunk,
    skillStart: start,
    skillEnd: start + skills.length,
    locationId,
    requiredExperience: required,
    remoteOk: job.remoteOk ? 1 : 0,
    lacksSponsorship: job.visaSponsorship ? 0 : 1,
    pointsPerSkill: skills.length > 0 ? MATCH_WEIGHTS.skills / skills.length : 0,
    skillBasePoints: skills.length > 0 ? 0 : MATCH_WEIGHTS.skills,
    pointsPerExperienceYear: required > 0 ? MATCH_WEIGHTS.experience / required : 0,
    experienceBasePoints: required > 0 ? 0 : MATCH_WEIGHTS.experience,
  };
}

/** The distinct skill ids of a job, in the order of its skill list (a view, for tests and tools). */
export function jobSkillIds(job: JobFeatures): Uint32Array {
  return job.skillPool.subarray(job.skillStart, job.skillEnd);
}

function skillBitsOf(index: MatchIndex, skills: readonly string[]): Uint32Array {
  const bits = new Uint32Array(bitsetWords(index.skills.targetCount));
  for (const skill of skills) index.skills.orMatchesInto(skill, bits);
  return bits;
}

function locationBitsOf(index: MatchIndex, location: string): Uint32Array {
  const bits = new Uint32Array(bitsetWords(index.locations.targetCount));
  index.locations.orMatchesInto(location, bits);
  return bits;
}

/**
 * The fast-scorer form of a candidate, matched against every job skill and location the index knows. `now`
 * dates a current role's end; the features hold the years at that moment.
 */
export function toCandidateFeatures(index: MatchIndex, candidate: MatchCandidate, now: TimeInput): CandidateFeatures {
  const skills = [...candidate.skills];
  const hasEducation = candidate.education.length > 0;
  return {
    index,
    generation: index.generation,
    skillBits: skillBitsOf(index, skills),
    locationBits: locationBitsOf(index, candidate.location),
    skills,
    location: candidate.location,
    experienceYears: experienceYears(candidate.experience, now),
    needsSponsorship: needsSponsorship(candidate.workAuthorizationStatus) ? 1 : 0,
    hasEducation: hasEducation ? 1 : 0,
    educationPoints: (MATCH_WEIGHTS.education * (hasEducation ? 100 : NO_EDUCATION_SCORE)) / 100,
  };
}

/**
 * Brings a candidate's bitsets up to date with job skills and locations interned after it was built. The
 * scorer calls it when it meets such a job; it allocates, so build jobs first where the order is free.
 */
export function refreshCandidateFeatures(features: CandidateFeatures): void {
  const { index } = features;
  features.skillBits = skillBitsOf(index, features.skills);
  features.locationBits = locationBitsOf(index, features.location);
  features.generation = index.generation;
}
