/**
 * The Education and Certifications tabs of /candidate-profile. The spec's education rules (institutionName,
 * degree, fieldOfStudy, startDate, location required) are used here, since decisions.md makes the tabs editable.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import type { Certification, Education } from './candidate.ts';
import { monthField, optionalMonthSchema, optionalText, requiredText, webUrlOrEmpty } from './form-fields.ts';

/** The education form; an end date, when given, must not precede the start. */
export const educationFormSchema = z
  .object({
    institutionName: requiredText(M.institutionRequired, 200, 'Institution name'),
    degree: requiredText(M.degreeRequired, 200, 'Degree'),
    fieldOfStudy: requiredText(M.fieldOfStudyRequired, 200, 'Field of study'),
    startDate: monthField(M.startDateRequired),
    endDate: optionalMonthSchema.default(''),
    isOngoing: z.boolean().default(false),
    grade: optionalText(50, 'Grade').default(''),
    location: requiredText(M.locationRequired, 200, 'Location'),
    activities: optionalText(2000, 'Activities').default(''),
    description: optionalText(5000, 'Description').default(''),
  })
  .overwrite((value) => (value.isOngoing ? { ...value, endDate: '' } : value))
  .superRefine((value, ctx) => {
    if (value.endDate !== '' && value.startDate !== '' && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', message: M.endDateBeforeStart, path: ['endDate'] });
    }
  });
export type EducationForm = z.infer<typeof educationFormSchema>;
export type EducationFormInput = z.input<typeof educationFormSchema>;

/** The stored entry for a parsed education form; empty optional fields become absent. */
export function toEducation(id: string, form: EducationForm): Education {
  return {
    id,
    institutionName: form.institutionName,
    degree: form.degree,
    fieldOfStudy: form.fieldOfStudy,
    startDate: form.startDate,
    endDate: form.endDate || undefined,
    isOngoing: form.isOngoing,
    grade: form.grade || undefined,
    location: form.location,
    activities: form.activities || undefined,
    description: form.description || undefined,
  };
}

/** The certification form; an expiry date, when given, must not precede the issue date. */
export const certificationFormSchema = z
  .object({
    name: requiredText(M.certificationNameRequired, 200, 'Certification name'),
    issuer: requiredText(M.issuerRequired, 200, 'Issuing organization'),
    issueDate: monthField(M.issueDateRequired),
    expiryDate: optionalMonthSchema.default(''),
    credentialUrl: webUrlOrEmpty(M.urlInvalid).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.expiryDate !== '' && value.issueDate !== '' && value.expiryDate < value.issueDate) {
      ctx.addIssue({ code: 'custom', message: M.expiryBeforeIssue, path: ['expiryDate'] });
    }
  });
export type CertificationForm = z.infer<typeof certificationFormSchema>;

/** The stored certification for a parsed form. */
export function toCertification(id: string, form: CertificationForm): Certification {
  return {
    id,
    name: form.name,
    issuer: form.issuer,
    issueDate: form.issueDate,
    expiryDate: form.expiryDate || undefined,
    credentialUrl: form.credentialUrl || undefined,
  };
}
