/** The Profile tab's starting values: the stored profile, or for a new user their name and e-mail from the session. */
import type { CandidateProfileFormInput } from '@shared/schemas/candidate-profile-form.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { WORK_AUTHORIZATION_STATUSES, type WorkAuthorizationStatus } from '@shared/schemas/common.ts';

type FormAuthorization = (typeof WORK_AUTHORIZATION_STATUSES)[number];

/**
 * Imported profiles may hold legacy values (h1b, opt, requires_sponsorship) the form does not offer; all of
 * them need sponsorship, which the form calls visa_required.
 */
function toFormAuthorization(status: WorkAuthorizationStatus): FormAuthorization {
  return (WORK_AUTHORIZATION_STATUSES as readonly string[]).includes(status) ? (status as FormAuthorization) : 'visa_required';
}

export function profileFormValues(candidate: Candidate | undefined, user: CurrentUser): CandidateProfileFormInput {
  if (!candidate) {
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: '',
      title: '',
      location: '',
      bio: '',
      workAuthorizationStatus: 'citizen',
      linkedinUrl: '',
      githubUrl: '',
      portfolioUrl: '',
      salaryExpectation: undefined as unknown as number,
      yearsExperience: undefined,
      isOpenToEmployers: true,
    };
  }
  return {
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    email: candidate.email ?? user.email,
    phone: candidate.phone ?? '',
    title: candidate.title,
    location: candidate.location,
    bio: candidate.bio,
    workAuthorizationStatus: toFormAuthorization(candidate.workAuthorizationStatus),
    linkedinUrl: candidate.linkedinUrl ?? '',
    githubUrl: candidate.githubUrl ?? '',
    portfolioUrl: candidate.portfolioUrl ?? '',
    salaryExpectation: candidate.salaryExpectation as number,
    yearsExperience: candidate.yearsExperience,
    isOpenToEmployers: candidate.isOpenToEmployers,
  };
}

/** The Profile tab's labels by field, for saying which field changed elsewhere. */
export const PROFILE_FIELD_LABELS: Partial<Record<keyof CandidateProfileFormInput, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  title: 'Title',
  location: 'Location',
  bio: 'Bio',
  workAuthorizationStatus: 'Work authorization',
  salaryExpectation: 'Salary expectation',
  yearsExperience: 'Years of experience',
  linkedinUrl: 'LinkedIn',
  githubUrl: 'GitHub',
  portfolioUrl: 'Portfolio',
  isOpenToEmployers: 'Visible to employers',
};
