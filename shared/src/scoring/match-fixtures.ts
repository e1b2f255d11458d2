/**
 * Builders of minimal but schema-shaped scorer inputs, for the scorer's tests and the benchmark. Only the
 * fields the scorer reads are meaningful; the rest of each experience and education entry is filler.
 */
import type { Education, WorkExperience } from '../schemas/candidate.ts';
import type { WorkAuthorizationStatus } from '../schemas/common.ts';
import type { MatchCandidate, MatchJob } from './match-weights.ts';

/** The moment the scorer's tests and the benchmark score at: experience entries are dated before it. */
export const MATCH_NOW = '2026-06-15T12:00:00.000Z';

/**
 * `years` placeholder work-experience entries of one year each, back to back and ending in 2025-12, so they
 * cover exactly `years` years at {@link MATCH_NOW}.
 */
export function experienceEntries(years: number): WorkExperience[] {
  return Array.from({ length: years }, (_, i) => ({
    id: `experience-${i}`,
    companyName: `Company ${i + 1}`,
    position: 'Engineer',
    startDate: `${2025 - i}-01`,
    endDate: `${2025 - i}-12`,
    isCurrent: false,
    description: 'Worked on things that mattered to the team.',
    location: '',
    skills: [],
    achievements: [],
  }));
}

/** `count` placeholder education entries (the scorer checks there is at least one). */
export function educationEntries(count: number): Education[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `education-${i}`,
    institutionName: `University ${i + 1}`,
    degree: 'BSc',
    fieldOfStudy: 'Computer Science',
    startDate: '2014-09',
    endDate: '2018-06',
    isOngoing: false,
    location: '',
  }));
}

/** What a test or benchmark says about a candidate; everything else defaults to a strong match. */
export interface CandidateSpec {
  skills?: readonly string[];
  /** Years of experience, as that many one-year entries. */
  experienceYears?: number;
  educationCount?: number;
  location?: string;
  workAuthorizationStatus?: WorkAuthorizationStatus;
}

/** A scorer input for a candidate: by default citizen in Berlin with 2 years of experience and 1 education entry. */
export function matchCandidate(spec: CandidateSpec = {}): MatchCandidate {
  return {
    skills: [...(spec.skills ?? ['React'])],
    experience: experienceEntries(spec.experienceYears ?? 2),
    education: educationEntries(spec.educationCount ?? 1),
    location: spec.location ?? 'Berlin, Germany',
    workAuthorizationStatus: spec.workAuthorizationStatus ?? 'citizen',
  };
}

/** A scorer input for a job: by default React in Berlin, 2 years, not remote, no sponsorship. */
export function matchJob(spec: Partial<MatchJob> = {}): MatchJob {
  return {
    skills: spec.skills ?? ['React'],
    requiredExperience: spec.requiredExperience ?? 2,
    location: spec.location ?? 'Berlin',
    remoteOk: spec.remoteOk ?? false,
    visaSponsorship: spec.visaSponsorship ?? false,
  };
}
