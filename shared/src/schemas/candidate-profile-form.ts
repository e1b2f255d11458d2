/**
 * The candidate Profile tab and Skills tab of /candidate-profile (spec section 5), also the body of
 * PUT /api/candidates/me. Field names follow the candidate entity (`workAuthorizationStatus`, `linkedinUrl`...)
 * so a parsed form merges into the document as it is. Verification flags and counters are the server's.
 */
import { z } from 'zod';
import { SALARY_EXPECTATION_MIN, TEXT_RULES } from '../catalog.ts';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from '../messages.ts';
import { WORK_AUTHORIZATION_STATUSES } from './common.ts';
import {
  emailField,
  optionalPhoneSchema,
  optionalText,
  requiredText,
  skillListSchema,
  webUrlOrEmpty,
} from './form-fields.ts';

/**
 * The Profile tab. Salary expectation is a number (bind the input with `valueAsNumber`); an empty input gives
 * NaN and 'Salary expectation required'.
 */
export const candidateProfileFormSchema = z.object({
  firstName: requiredText(M.firstNameRequired, 100, 'First name'),
  lastName: requiredText(M.lastNameRequired, 100, 'Last name'),
  email: emailField(M.emailRequired),
  phone: optionalPhoneSchema.optional(),
  title: optionalText(200, 'Title'),
  location: requiredText(M.locationRequired, 200, 'Location'),
  bio: z.string(M.bioMin).trim().min(TEXT_RULES.bioMin, M.bioMin).max(5000, maxLengthMessage('Bio', 5000)),
  workAuthorizationStatus: z.enum(WORK_AUTHORIZATION_STATUSES, M.workAuthorizationRequired),
  linkedinUrl: webUrlOrEmpty(M.urlInvalid),
  githubUrl: webUrlOrEmpty(M.urlInvalid),
  portfolioUrl: webUrlOrEmpty(M.urlInvalid),
  salaryExpectation: z.number(M.salaryExpectationRequired).min(SALARY_EXPECTATION_MIN, M.salaryExpectationRequired),
  yearsExperience: z
    .number(M.experienceInvalid)
    .int(M.experienceInvalid)
    .min(0, M.experienceInvalid)
    .max(70)
    .optional(),
  interviewAvailability: optionalText(500, 'Interview availability').optional(),
  /** Whether employers may find the profile; absent keeps the stored choice. */
  isOpenToEmployers: z.boolean().optional(),
});
export type CandidateProfileForm = z.infer<typeof candidateProfileFormSchema>;
export type CandidateProfileFormInput = z.input<typeof candidateProfileFormSchema>;

/** The Skills tab: the chip list, cleaned and without repeats. Three or more count toward completeness. */
export const candidateSkillsFormSchema = z.object({ skills: skillListSchema });
export type CandidateSkillsForm = z.infer<typeof candidateSkillsFormSchema>;
