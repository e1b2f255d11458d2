/** A video interview an employer schedules with a candidate for a job (spec sections 3 and 4). */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { scorecardSchema } from './scorecard.ts';

/** Interview states. */
export const INTERVIEW_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
/** An interview status. */
export const interviewStatusSchema = z.enum(INTERVIEW_STATUSES);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;

/** The interview document. */
export const interviewSchema = z.object({
  id: idSchema,
  jobId: idSchema,
  employerId: idSchema,
  candidateId: idSchema,
  applicationId: idSchema.optional(),
  jobTitle: z.string().max(200),
  companyName: z.string().max(200),
  candidateName: z.string().max(200),
  candidateEmail: z.string().max(254),
  scheduledDateTime: isoDateTimeSchema,
  durationMinutes: z.number().int().min(15).max(240),
  interviewNotes: z.string().max(5000).optional(),
  status: interviewStatusSchema,
  meetingLink: z.string().max(500),
  meetingPassword: z.string().max(50),
  createdAt: isoDateTimeSchema,
  /** Scorecards of the members who ran it (issue 49): the server's, never the candidate's to see. */
  scorecards: z.array(scorecardSchema).max(20).optional(),
  updatedAt: isoDateTimeSchema,
});
export type Interview = z.infer<typeof interviewSchema>;
