/**
 * The match breakdown of one card: the scores, which job skills matched and through which candidate skill,
 * which are missing, blockers first, then strengths and areas for review as short sentences. Slow path (string
 * work per call); its numbers equal scorePair's.
 */
import type { TimeInput } from '../rules/time-input.ts';
import { experienceYears, formatExperienceYears } from './experience-years.ts';
import { locationsOverlap } from './location-match.ts';
import { needsSponsorship, type MatchCandidate, type MatchJob, type MatchScores } from './match-weights.ts';
import { scoreMatchReference } from './reference-scorer.ts';
import { distinctJobSkills, matchPreparedSkills, prepareSkill, type SkillMatchKind } from './skill-match.ts';

/** A job skill the candidate has, and the candidate skill that covers it ('JS' for JavaScript: a synonym). */
export interface SkillMatchDetail {
  readonly jobSkill: string;
  readonly candidateSkill: string;
  readonly kind: SkillMatchKind;
}

/** Something that costs the match much and that the candidate cannot fix with a profile edit. */
export interface MatchBlocker {
  readonly kind: 'work-authorization' | 'location';
  readonly message: string;
}

/** Everything a match card shows. `areasForReview` starts with the blockers' messages. */
export interface MatchExplanation {
  readonly scores: MatchScores;
  readonly matchedSkills: readonly SkillMatchDetail[];
  readonly missingSkills: readonly string[];
  readonly blockers: readonly MatchBlocker[];
  readonly strengths: readonly string[];
  readonly areasForReview: readonly string[];
}

const KIND_RANK: Record<SkillMatchKind, number> = { same: 0, partial: 1, synonym: 2 };

/** For each distinct job skill, the most literal candidate skill covering it, if any. */
function matchJobSkills(candidateSkills: readonly string[], jobSkills: readonly string[]) {
  const prepared = candidateSkills.map((skill) => ({ skill: skill.trim(), prepared: prepareSkill(skill) }));
  const matched: SkillMatchDetail[] = [];
  const missing: string[] = [];
  for (const jobSkill of jobSkills) {
    const job = prepareSkill(jobSkill);
    let best: SkillMatchDetail | undefined;
    for (const { skill, prepared: candidate } of prepared) {
      const kind = matchPreparedSkills(candidate, job);
      if (kind && (!best || KIND_RANK[kind] < KIND_RANK[best.kind])) best = { jobSkill, candidateSkill: skill, kind };
    }
    if (best) matched.push(best);
    else missing.push(jobSkill);
  }
  return { matched, missing };
}

function skillSentences(matched: readonly SkillMatchDetail[], missing: readonly string[]) {
  const total = matched.length + missing.length;
  const names = (details: readonly { jobSkill: string }[]) => details.map((detail) => detail.jobSkill).join(', ');
  if (total === 0) return { strength: 'The job lists no required skills.', review: undefined };
  if (missing.length === 0) {
    return { strength: total === 1 ? 'Has the listed skill.' : `Has all ${total} listed skills.`, review: undefined };
  }
  return {
    strength: matched.length > 0 ? `Has ${matched.length} of ${total} listed skills: ${names(matched)}.` : undefined,
    review: `Missing ${missing.length} of ${total} listed skills: ${missing.join(', ')}.`,
  };
}

function experienceSentence(years: number, required: number): { isMet: boolean; text: string } {
  if (required <= 0) return { isMet: true, text: 'Experience: the job asks for no prior experience.' };
  return { isMet: years >= required, text: `${formatExperienceYears(years)} of experience, ${required} required.` };
}

function locationMismatch(candidateLocation: string, jobLocation: string): string {
  const candidate = candidateLocation.trim() === '' ? 'No location given' : `Based in ${candidateLocation.trim()}`;
  const job = jobLocation.trim() === '' ? 'the job gives no location' : `the job is in ${jobLocation.trim()}`;
  return `${candidate}; ${job} and is not remote.`;
}

/** The full breakdown of one candidate for one job as of `now` (the end of a current role); see {@link MatchExplanation}. */
export function explainMatch(candidate: MatchCandidate, job: MatchJob, now: TimeInput): MatchExplanation {
  const scores = scoreMatchReference(candidate, job, now);
  const { matched, missing } = matchJobSkills(candidate.skills, distinctJobSkills(job.skills));
  const blockers: MatchBlocker[] = [];
  const strengths: string[] = [];
  const reviews: string[] = [];

  const skills = skillSentences(matched, missing);
  if (skills.strength) strengths.push(skills.strength);
  if (skills.review) reviews.push(skills.review);

  const experience = experienceSentence(experienceYears(candidate.experience, now), job.requiredExperience);
  (experience.isMet ? strengths : reviews).push(experience.text);

  if (job.remoteOk) strengths.push('The job is open to remote work.');
  else if (locationsOverlap(candidate.location, job.location)) strengths.push(`Based where the job is (${job.location.trim()}).`);
  else blockers.push({ kind: 'location', message: locationMismatch(candidate.location, job.location) });

  if (!needsSponsorship(candidate.workAuthorizationStatus)) strengths.push('Authorized to work without visa sponsorship.');
  else if (job.visaSponsorship) strengths.push('Needs visa sponsorship, which the job offers.');
  else blockers.unshift({ kind: 'work-authorization', message: 'Needs visa sponsorship, which the job does not offer.' });

  if (candidate.education.length > 0) {
    const first = candidate.education[0];
    const degree = [first.degree, first.fieldOfStudy].filter((part) => part.trim() !== '').join(', ');
    strengths.push(degree === '' ? 'Education listed.' : `Education listed: ${degree}.`);
  } else reviews.push('No education listed.');

  return {
    scores,
    matchedSkills: matched,
    missingSkills: missing,
    blockers,
    strengths,
    areasForReview: [...blockers.map((blocker) => blocker.message), ...reviews],
  };
}
