/**
 * The summary of a candidate profile that a free employer holds until it opens the full profile (decisions.md:
 * 10 full profiles a month). It keeps what a talent card shows and what the shared scorer reads, nothing more.
 */
import type { Candidate, Education, WorkExperience } from '@shared/schemas/candidate.ts';

/**
 * What one employer may see in full beyond its readers' profiles: every open profile (a paid plan in force),
 * or only the ones it opened (free plan). Loaded per request (profile-views/access.ts); absent means summaries.
 */
export interface CandidateAccess {
  tier: 'full' | 'summary';
  /** Profiles this employer opened with a counted view (kept while the plan is free). */
  granted: ReadonlySet<string>;
}

/** Whether the viewer with this access sees the open profile `candidateId` in full. */
export function seesFullProfile(access: CandidateAccess | undefined, candidateId: string): boolean {
  return access?.tier === 'full' || (access?.granted.has(candidateId) ?? false);
}

/** Fields a summary keeps as they are: the card (name, title, location, skills, years, trust badges) and the scorer. */
const SUMMARY_FIELDS = [
  'id',
  'userId',
  'firstName',
  'lastName',
  'title',
  'location',
  'skills',
  'yearsExperience',
  'workAuthorizationStatus',
  'isOpenToEmployers',
  'isIdVerified',
  'isCompanyEmailVerified',
  'isReferenceVerified',
  'isEmailVerified',
  'vouchCount',
  'lastActive',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Candidate)[];

// Entries keep their dates and count only: the scorer counts them and years of experience come from the dates.
function datesOfExperience(entry: WorkExperience): WorkExperience {
  const { id, startDate, endDate, isCurrent } = entry;
  return { id, startDate, ...(endDate ? { endDate } : {}), isCurrent, companyName: '', position: '', description: '', location: '', skills: [], achievements: [] };
}

function datesOfEducation(entry: Education): Education {
  const { id, startDate, endDate, isOngoing } = entry;
  return { id, startDate, ...(endDate ? { endDate } : {}), isOngoing, institutionName: '', degree: '', fieldOfStudy: '', location: '' };
}

/** The summary of a stored profile, marked `isSummary` so the device never shows it as the full profile. */
export function summarizeCandidate(doc: Record<string, unknown>): Record<string, unknown> {
  const full = doc as unknown as Candidate;
  const kept = Object.fromEntries(SUMMARY_FIELDS.filter((f) => doc[f] !== undefined).map((f) => [f, doc[f]]));
  return {
    ...kept,
    bio: '',
    experience: (full.experience ?? []).map(datesOfExperience),
    education: (full.education ?? []).map(datesOfEducation),
    certifications: [],
    achievements: [],
    isSummary: true,
  };
}
