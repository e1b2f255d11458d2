/**
 * Building and saving the candidate document on the device. A save writes only the fields it changes onto the
 * stored document (patchFields), so an edit made meanwhile on another tab or device survives; the server keeps
 * its own fields (verification flags, vouches, timestamps) whatever the device sends, so the values filled in
 * here only make a new profile complete for display until the server's copy comes back.
 */
import { newCandidateDefaults } from '@shared/rules/new-candidate.ts';
import type { CandidateProfileForm } from '@shared/schemas/candidate-profile-form.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { candidateProfileIdFor } from '@shared/rules/natural-ids.ts';
import { patchFields } from '../../db/writes.ts';

/** A new, empty profile for the signed-in user, named from the session; its id is derived from the user. */
export function newCandidateDoc(user: CurrentUser, now: Date): Candidate {
  const at = now.toISOString();
  return {
    id: candidateProfileIdFor(user.id),
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    title: '',
    bio: '',
    location: '',
    skills: [],
    experience: [],
    education: [],
    certifications: [],
    achievements: [],
    workAuthorizationStatus: 'citizen',
    ...newCandidateDefaults(),
    lastActive: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** An empty optional text is stored as absent, so 'filled' checks (completeness) read it as missing. */
function orAbsent(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * The Profile tab's parsed values as document fields; an undefined value removes the field (an emptied
 * optional one), except the visibility switch, which is left alone when the form has none.
 */
export function profileFormFields(form: CandidateProfileForm): Record<string, unknown> {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: orAbsent(form.phone),
    title: form.title,
    location: form.location,
    bio: form.bio,
    workAuthorizationStatus: form.workAuthorizationStatus,
    linkedinUrl: orAbsent(form.linkedinUrl),
    githubUrl: orAbsent(form.githubUrl),
    portfolioUrl: orAbsent(form.portfolioUrl),
    salaryExpectation: form.salaryExpectation,
    yearsExperience: form.yearsExperience,
    ...(form.isOpenToEmployers === undefined ? {} : { isOpenToEmployers: form.isOpenToEmployers }),
  };
}

/** The fields every candidate save sets besides the user's. */
export function candidateStamp(): Record<string, unknown> {
  const at = new Date().toISOString();
  return { lastActive: at, updatedAt: at };
}

/**
 * Sets some fields of the stored profile (offline too), possibly computed from it as stored now;
 * replication sends them in the background.
 */
export async function patchCandidate(id: string, fields: (stored: Candidate) => Partial<Candidate>): Promise<Candidate> {
  return patchFields('candidates', id, (stored) => ({ ...fields(stored), ...candidateStamp() }));
}
