/** A job posting (spec section 3). Active jobs are visible to everyone signed in; inactive ones to their owner. */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, jobTypeSchema } from './common.ts';
import { scorecardAttributesSchema } from './scorecard.ts';
import { screeningKnockoutActionSchema, screeningQuestionListSchema } from './screening.ts';

/** The job document. Company name and verification are copied from the employer so a card needs one read. */
export const jobSchema = z.object({
  id: idSchema,
  employerId: idSchema,
  title: z.string().max(200),
  description: z.string().max(20000),
  location: z.string().max(200),
  isActive: z.boolean(),
  skills: z.array(z.string().max(80)).max(50),
  /** Years of experience asked for; 0 when none is required. */
  requiredExperience: z.number().int().min(0).max(50),
  remoteOk: z.boolean(),
  visaSponsorship: z.boolean(),
  jobType: jobTypeSchema,
  employmentType: z.string().max(50).optional(),
  salaryMin: z.number().min(0).optional(),
  salaryMax: z.number().min(0).optional(),
  postedAt: isoDateTimeSchema,
  applicationDeadline: isoDateTimeSchema.optional(),
  teamSize: z.string().max(50).optional(),
  growthStage: z.string().max(50).optional(),
  companyName: z.string().max(200),
  companyVerified: z.boolean(),
  /** Screening questions a candidate answers when applying (issue 49); none when absent. */
  screeningQuestions: screeningQuestionListSchema.optional(),
  /** What a knockout answer does: flag the application (absent: the default) or move it to Not Selected. */
  screeningKnockoutAction: screeningKnockoutActionSchema.optional(),
  /** The interview scorecard's attributes; absent: the top skills plus Communication (rules/scorecards.ts). */
  scorecardAttributes: scorecardAttributesSchema.optional(),
  /** Counted by the server. */
  applicationCount: z.number().int().min(0),
  updatedAt: isoDateTimeSchema,
});
export type Job = z.infer<typeof jobSchema>;
