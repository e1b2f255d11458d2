/**
 * Building and saving the candidate document on the device. Every save writes the whole document (saveDoc);
 * the server keeps its own fields (verification flags, vouches, timestamps) whatever the device sends, so the
 * values filled in here only make a new profile complete for display until the server's copy comes back.
 */
import type { CandidateProfileForm } from '@shared/schemas/candidate-profile-form.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { saveDoc } from '../../db/writes.ts';

/** A new, empty profile for the signed-in user, named from the session. */
export function newCandidateDoc(user: CurrentUser, now: Date): Candidate {
  const at = now.toISOString();
  return {
    id: crypto.randomUUID(),
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
    isOpenToEmployers: true,
    isIdVerified: false,
    isCompanyEmailVerified: false,
    isReferenceVerified: false,
    isEmailVerified: false,
    vouchCount: 0,
    lastActive: at,
    createdAt: at,
    updatedAt: at,
  };
}

/** An empty optional text is stored as absent, so 'filled' checks (completeness) read it as missing. */
function orAbsent(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The profile with the Profile tab's parsed values merged in. */
export function mergeProfileForm(candidate: Candidate, form: CandidateProfileForm): Candidate {
  return {
    ...candidate,
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
    isOpenToEmployers: form.isOpenToEmployers ?? candidate.isOpenToEmployers,
  };
}

/** The document without keys whose value is undefined: a stored JSON document has no such keys. */
function withoutUndefined<T extends object>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined)) as T;
}

/** Saves the whole profile locally (offline too); replication sends it in the background. */
export async function saveCandidate(candidate: Candidate): Promise<void> {
  const at = new Date().toISOString();
  await saveDoc('candidates', withoutUndefined({ ...candidate, lastActive: at, updatedAt: at }));
}
