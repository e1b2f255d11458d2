/**
 * An employer's use of the free limit of full candidate profiles (decisions.md: 10 a UTC month, paid plans
 * unlimited): what the server answers for usage and for opening a profile. The device keeps the last usage to
 * show it and to pre-check offline with `checkProfileViewLimit`.
 */
import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';

/** An employer's profile-view usage in the current UTC month. */
export const profileViewUsageSchema = z.object({
  /** Whether the employer's paid plan is in force (then nothing is counted). */
  isUnlimited: z.boolean(),
  /** Distinct profiles first opened this month. */
  used: z.number().int().min(0),
  /** The free limit; null when unlimited. */
  limit: z.number().int().min(0).nullable(),
  remaining: z.number().int().min(0).nullable(),
  /** When the count starts again (the next UTC month). */
  resetsAt: isoDateTimeSchema,
  /** When each of this month's counted profiles was first opened: the offline pre-check counts these. */
  viewedAt: z.array(isoDateTimeSchema),
});
export type ProfileViewUsage = z.infer<typeof profileViewUsageSchema>;

/** The answer to opening a full profile: whether this open was counted, and the usage after it. */
export const profileOpenAnswerSchema = z.object({
  candidateId: z.string(),
  counted: z.boolean(),
  usage: profileViewUsageSchema,
});
export type ProfileOpenAnswer = z.infer<typeof profileOpenAnswerSchema>;
