/**
 * Between the stored company profile and the /employer-profile form: the form's starting values, and the
 * complete local document a save writes. The server recomputes ids, verification and timestamps; the device
 * fills them provisionally so the profile shows at once, offline too.
 */
import type { CompanyProfileForm, CompanyProfileFormInput } from '@shared/schemas/company-profile-form.ts';
import type { Employer } from '@shared/schemas/employer.ts';

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

/** The whole document to store: the form's values over the existing profile (or a new one for `userId`). */
export function toEmployerDoc(values: CompanyProfileForm, existing: Employer | undefined, userId: string): Employer {
  const now = new Date().toISOString();
  const doc: Employer = {
    ...existing,
    ...values,
    id: existing?.id ?? crypto.randomUUID(),
    userId,
    isVerified: existing?.isVerified ?? false,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
  // Stored documents leave absent fields out rather than holding undefined.
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined)) as Employer;
}
