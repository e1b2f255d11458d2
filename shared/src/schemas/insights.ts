/**
 * Hiring analytics (issue 49): the numbers an employer's Insights view shows, per job or for the company,
 * computed by the server from the stored applications and their history (rules/hiring-insights.ts).
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { applicationStatusSchema } from './application.ts';
import { applicationSourceSchema } from './screening.ts';

/** GET /api/insights: the company's numbers, or one job's with `jobId`. */
export const insightsQuerySchema = z.object({ jobId: idSchema.optional() });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const count = z.number().int().nonnegative();
/** A share from 0 to 1, or null when there is nothing to divide by. */
const rate = z.number().min(0).max(1).nullable();

/** The Insights answer. Medians are in days (one decimal), null without a case to measure. */
export const hiringInsightsSchema = z.object({
  jobId: idSchema.nullable(),
  computedAt: isoDateTimeSchema,
  totalApplications: count,
  /** Applications per ISO week (the Monday it starts, UTC), oldest first, empty weeks included. */
  overTime: z.array(z.object({ weekStart: z.string().max(10), count })),
  /** Applications that reached each stage (or one after it), with the share of the stage before. */
  funnel: z.array(z.object({ status: applicationStatusSchema, reached: count, conversion: rate })),
  /** Median days an application spent in each stage it left. */
  timeInStage: z.array(z.object({ status: applicationStatusSchema, medianDays: z.number().nonnegative().nullable(), samples: count })),
  medianDaysToHire: z.number().nonnegative().nullable(),
  hires: count,
  sources: z.array(z.object({ source: z.union([applicationSourceSchema, z.literal('unknown')]), count })),
  rejectionReasons: z.array(z.object({ reason: z.string().max(200), count })),
  screening: z.object({ screened: count, passed: count, passRate: rate }),
  /** Interviews that took place (completed) and how many of them have at least one scorecard. */
  scorecards: z.object({ interviews: count, withScorecard: count, submissionRate: rate }),
});
export type HiringInsights = z.infer<typeof hiringInsightsSchema>;
