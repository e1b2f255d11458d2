/**
 * Between the stored company profile and the /employer-profile form: the form's starting values, and the
 * complete local document a first save writes. The server recomputes verification and timestamps; the device
 * fills them provisionally so the profile shows at once, offline too.
 */
import type { CompanyProfileForm, CompanyProfileFormInput } from '@shared/schemas/company-profile-form.ts';
import type { Employer } from '@shared/schemas/employer.ts';
import { companyProfileIdFor } from '@shared/rules/natural-ids.ts';

/** The form's values for an existing profile, or empty ones for a new profile. */
export function toCompanyFormValues(employer: Employer | undefined): CompanyProfileFormInput {
  return {
    companyName: employer?.companyName ?? '',
    // An empty select shows its placeholder and fails with 'Industry is required' until one is chosen.
    industry: (employer?.industry ?? '') as CompanyProfileFormInput['industry'],
    companySize: (employer?.companySize ?? '') as CompanyProfileFormInput['companySize'],
    location: employer?.location ?? '',
    website: employer?.website ?? '',
    description: employer?.description ?? '',
    contactName: employer?.contactName ?? '',
    contactEmail: employer?.contactEmail ?? '',
    contactPhone: employer?.contactPhone ?? '',
    linkedinUrl: employer?.linkedinUrl ?? '',
  };
}

/** The form's labels by field, for saying which field changed elsewhere. */
export const COMPANY_FIELD_LABELS: Record<keyof CompanyProfileFormInput, string> = {
  companyName: 'Company name',
  industry: 'Industry',
  companySize: 'Company size',
  location: 'Location',
  website: 'Website',
  description: 'Company description',
  logoUrl: 'Logo',
  contactName: 'Contact name',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  linkedinUrl: 'LinkedIn',
};

/**
 * A new profile for `userId` from the form's fields, under the id derived from its employer, so a second
 * first save (another tab, another device) is the same profile.
 */
export function newEmployerDoc(fields: Partial<CompanyProfileForm>, userId: string, now: Date): Employer {
  const at = now.toISOString();
  return {
    ...(fields as CompanyProfileForm),
    id: companyProfileIdFor(userId),
    userId,
    isVerified: false,
    createdAt: at,
    updatedAt: at,
  };
}
