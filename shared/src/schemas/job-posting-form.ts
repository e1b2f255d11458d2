/**
 * The /job-posting form (spec section 5) and the body of POST /api/jobs. The owner, counts, dates and the copied
 * company fields are the server's. Salaries are numbers (bind inputs with `setValueAs`, '' to undefined).
 */
import { z } from 'zod';
import { TEXT_RULES } from '../catalog.ts';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from '../messages.ts';
import { isSalaryRangeInOrder } from '../rules/salary-display.ts';
import { JOB_TYPES } from './common.ts';
import { optionalText, requiredText, skillListSchema } from './form-fields.ts';
import { scorecardAttributesSchema } from './scorecard.ts';
import { screeningKnockoutActionSchema, screeningQuestionListSchema } from './screening.ts';

/** The fields of the form, before the cross-field salary rule. */
export const jobPostingFieldsSchema = z.object({
  title: requiredText(M.jobTitleRequired, 200, 'Job title'),
  description: z
    .string(M.jobDescriptionMin)
    .trim()
    .min(TEXT_RULES.jobDescriptionMin, M.jobDescriptionMin)
    .max(20_000, maxLengthMessage('Job description', 20_000)),
  location: requiredText(M.locationRequired, 200, 'Location'),
  salaryMin: z.number(M.salaryMinPositive).min(0, M.salaryMinPositive).optional(),
  salaryMax: z.number(M.salaryMaxPositive).min(0, M.salaryMaxPositive).optional(),
  jobType: z.enum(JOB_TYPES, M.jobTypeRequired),
  skills: skillListSchema.refine((skills) => skills.length > 0, M.skillsRequired),
  requiredExperience: z
    .number(M.experienceInvalid)
    .int(M.experienceInvalid)
    .min(0, M.experienceInvalid)
    .max(50, M.experienceInvalid)
    .default(0),
  remoteOk: z.boolean().default(false),
  visaSponsorship: z.boolean().default(false),
  employmentType: optionalText(50, 'Employment type').optional(),
  teamSize: optionalText(50, 'Team size').optional(),
  growthStage: optionalText(50, 'Growth stage').optional(),
  screeningQuestions: screeningQuestionListSchema.default([]),
  screeningKnockoutAction: screeningKnockoutActionSchema.default('flag'),
  scorecardAttributes: scorecardAttributesSchema.optional(),
});

/** The job-posting form: the fields plus 'Maximum salary must be at least the minimum salary' (ours). */
export const jobPostingFormSchema = jobPostingFieldsSchema.superRefine((value, ctx) => {
  if (!isSalaryRangeInOrder(value.salaryMin, value.salaryMax)) {
    ctx.addIssue({ code: 'custom', message: M.salaryRangeOrder, path: ['salaryMax'] });
  }
});
export type JobPostingForm = z.infer<typeof jobPostingFormSchema>;
export type JobPostingFormInput = z.input<typeof jobPostingFormSchema>;
