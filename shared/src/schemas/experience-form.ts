/**
 * The work-experience form of /candidate-profile (spec section 5) and the body of POST /api/work-experience.
 * Months are `YYYY-MM` as a month input gives them; the end date is ignored while 'currently working here' is on.
 */
import { z } from 'zod';
import { TEXT_RULES } from '../catalog.ts';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from '../messages.ts';
import type { WorkExperience } from './candidate.ts';
import { monthField, optionalMonthSchema, optionalText, requiredText, skillListSchema } from './form-fields.ts';

/**
 * The experience form. When not current, an end date is required and must not precede the start; when current,
 * whatever the disabled end-date input holds is dropped (`endDate` comes out as '').
 */
export const experienceFormSchema = z
  .object({
    companyName: requiredText(M.companyNameRequired, 200, 'Company name'),
    position: requiredText(M.positionRequired, 200, 'Position'),
    startDate: monthField(M.startDateRequired),
    endDate: optionalMonthSchema.default(''),
    isCurrent: z.boolean().default(false),
    location: requiredText(M.locationRequired, 200, 'Location'),
    description: z
      .string(M.workDescriptionMin)
      .trim()
      .min(TEXT_RULES.workDescriptionMin, M.workDescriptionMin)
      .max(5000, maxLengthMessage('Description', 5000)),
    industry: optionalText(100, 'Industry').optional(),
    companySize: optionalText(20, 'Company size').optional(),
    skills: skillListSchema.default([]),
    achievements: z.array(optionalText(500, 'Achievement')).max(20).default([]),
  })
  .overwrite((value) => (value.isCurrent ? { ...value, endDate: '' } : value))
  .superRefine((value, ctx) => {
    if (value.isCurrent) return;
    if (value.endDate === '') {
      ctx.addIssue({ code: 'custom', message: M.endDateRequired, path: ['endDate'] });
    } else if (value.startDate !== '' && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', message: M.endDateBeforeStart, path: ['endDate'] });
    }
  });
export type ExperienceForm = z.infer<typeof experienceFormSchema>;
export type ExperienceFormInput = z.input<typeof experienceFormSchema>;

/** The stored entry for a parsed form: empty optional fields become absent, blank achievements are dropped. */
export function toWorkExperience(id: string, form: ExperienceForm): WorkExperience {
  return {
    id,
    companyName: form.companyName,
    position: form.position,
    startDate: form.startDate,
    endDate: form.isCurrent || form.endDate === '' ? undefined : form.endDate,
    isCurrent: form.isCurrent,
    description: form.description,
    location: form.location,
    industry: form.industry || undefined,
    companySize: form.companySize || undefined,
    skills: form.skills,
    achievements: form.achievements.filter((achievement) => achievement !== ''),
  };
}
