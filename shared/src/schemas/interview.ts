/** A video interview an employer schedules with a candidate for a job (spec sections 3 and 4). */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { scorecardSchema } from './scorecard.ts';

/** Interview states; 'proposed': times offered, none picked yet (issue 51). */
export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'completed', 'cancelled'] as const;
/** At most this many times offered at once. */
export const MAX_OFFERED_SLOTS = 20;
/** An interview status. */
export const interviewStatusSchema = z.enum(INTERVIEW_STATUSES);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;

/** What a candidate may answer an interview with (issue 51): ask for another time, or decline it. */
export const INTERVIEW_REPLY_KINDS = ['reschedule', 'decline'] as const;
/** A candidate's answer as the device writes it: the kind, and a note to the employer. */
export const interviewReplySchema = z.object({
  kind: z.enum(INTERVIEW_REPLY_KINDS),
  note: z.string().trim().max(1000).optional(),
  /** When the server took it (filled by the server; absent while queued on the device). */
  at: isoDateTimeSchema.optional(),
});
export type InterviewReply = z.infer<typeof interviewReplySchema>;

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
  /**
   * The company member who runs it (issue 47): picked by the scheduler from the members who can run interviews,
   * the scheduler when none is picked. Absent on interviews made before teams: their employer runs them.
   */
  interviewerId: idSchema.optional(),
  /** Who interviews (the assigned member's name), filled by the server (issue 51). */
  interviewerName: z.string().max(200).optional(),
  /** The interviewer's and the candidate's IANA time zones when it was last written, filled by the server. */
  employerTimeZone: z.string().max(64).optional(),
  candidateTimeZone: z.string().max(64).optional(),
  /** The times offered while 'proposed' (each lasting durationMinutes); scheduledDateTime is the earliest. */
  offeredSlots: z.array(isoDateTimeSchema).max(MAX_OFFERED_SLOTS).optional(),
  /** When an unpicked offer lapses (at the latest, its earliest slot's start). */
  offerExpiresAt: isoDateTimeSchema.optional(),
  /** The candidate's pick, queued on their device; the server books it (or refuses) and clears it. */
  pickedSlot: isoDateTimeSchema.optional(),
  /**
   * The candidate's latest answer (issue 51): a request for another time stays until the employer sets a new time,
   * offers new times or cancels; a decline stays on the cancelled interview as its reason.
   */
  candidateReply: interviewReplySchema.optional(),
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
