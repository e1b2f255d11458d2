/**
 * The shared form schemas each collection's writes are validated with: the very ones the PWA's forms use. A
 * document may leave out what its entity marks optional (a device that never showed that field), so those
 * fields are optional here while keeping the form's rules for any value given.
 */
import { z } from 'zod';
import { candidateProfileFormSchema as candidateForm } from '@shared/schemas/candidate-profile-form.ts';
import { candidateSchema, certificationSchema, educationSchema, workExperienceSchema } from '@shared/schemas/candidate.ts';
import { companyProfileFormSchema as companyForm } from '@shared/schemas/company-profile-form.ts';
import { employerSchema } from '@shared/schemas/employer.ts';
import { jobPostingFieldsSchema, jobPostingFormSchema as jobForm } from '@shared/schemas/job-posting-form.ts';
import { jobSchema } from '@shared/schemas/job.ts';

type Shape = Record<string, z.ZodType>;

/** The form's fields, optional where the entity's are. */
function asDocument<S extends Shape>(form: S, entity: z.ZodObject): S {
  const entityShape = entity.shape as Shape;
  return Object.fromEntries(
    Object.entries(form).map(([key, field]) => [key, entityShape[key]?.safeParse(undefined).success ? field.optional() : field]),
  ) as S;
}

export const companyProfileFormSchema = z.object(asDocument(companyForm.shape, employerSchema));

export const jobPostingFormSchema = z
  .object({ ...asDocument(jobPostingFieldsSchema.shape, jobSchema), isActive: z.boolean().default(true), applicationDeadline: jobSchema.shape.applicationDeadline })
  .superRefine((value, ctx) => {
    // The salary order rule of the form, applied to the document.
    const parsed = jobForm.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) if (issue.code === 'custom') ctx.addIssue({ ...issue, code: 'custom' });
  });

/** A candidate document: the profile form plus the lists edited on the other tabs and the profile settings. */
export const candidateProfileFormSchema = z.object({
  ...asDocument(candidateForm.shape, candidateSchema),
  skills: candidateSchema.shape.skills.default([]),
  experience: z.array(workExperienceSchema).max(50).default([]),
  education: z.array(educationSchema).max(20).default([]),
  certifications: z.array(certificationSchema).max(50).default([]),
  achievements: candidateSchema.shape.achievements.default([]),
  resumeUrl: candidateSchema.shape.resumeUrl,
  profilePhoto: candidateSchema.shape.profilePhoto,
  videoIntroUrl: candidateSchema.shape.videoIntroUrl,
  visaStatus: candidateSchema.shape.visaStatus,
  isOpenToEmployers: z.boolean().default(true),
});
