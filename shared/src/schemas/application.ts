/**
 * An application of a candidate to a job, moving through the 7-stage pipeline (decisions.md). Its status
 * history is written by the server only; `notes` is the employer's private review note and never reaches the
 * candidate.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';
import { APPLICATION_STATUSES, REJECTION_REASONS } from './enum-values.ts';
import { applicationSourceSchema, screeningAnswerListSchema } from './screening.ts';
import { applicationTagListSchema } from './company-tags.ts';

export { APPLICATION_STATUSES };
/** An application status. */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** A rejection reason from the short list. */
export const rejectionReasonSchema = z.enum(REJECTION_REASONS);
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;

/**
 * One step of the pipeline as it happened: a move, or a note added without a move (the same status as the step
 * before). `note` and `authorUserId` are the company's and never reach the candidate.
 */
export const statusChangeSchema = z.object({
  status: applicationStatusSchema,
  at: isoDateTimeSchema,
  /** The employer's private note kept with this step (a knockout's 'Screening · <rule>' too). */
  note: z.string().max(5000).optional(),
  /** The user who made the step (the acting member of the company); absent for the candidate's own steps and the server's automatic ones. */
  authorUserId: z.string().max(200).optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The application document. Job title, company and candidate name are copied for display offline. */
export const applicationSchema = z.object({
  id: idSchema,
  jobId: idSchema,
  candidateId: idSchema,
  employerId: idSchema,
  coverLetter: z.string().max(10000),
  appliedAt: isoDateTimeSchema,
  viewedAt: isoDateTimeSchema.optional(),
  status: applicationStatusSchema,
  statusHistory: z.array(statusChangeSchema),
  /** The latest note added (every note is kept in `statusHistory`); employer-private, stripped from the candidate's copy. */
  notes: z.string().max(5000).optional(),
  /** Why the company did not select the candidate (status 'rejected'); the company's, never the candidate's copy. */
  rejectionReason: rejectionReasonSchema.optional(),
  /** Free text beside the rejection reason; company-private too. */
  rejectionDetail: z.string().max(500).optional(),
  /**
   * The company's tags on this candidate (schemas/company-tags.ts), the same on each of their applications to
   * the company; the server fills names and colours. Company-private: never in the candidate's copy.
   */
  tags: applicationTagListSchema.optional(),
  /** The candidate's reason for withdrawing, when they gave one (status 'withdrawn'). */
  withdrawReason: z.string().max(500).optional(),
  /** The résumé sent with it: one of the candidate's uploads (category 'resume'), chosen or their latest. */
  resumeFileId: idSchema.optional(),
  /** That upload's file name, copied for the employer, whose devices do not hold the candidate's file records. */
  resumeFileName: z.string().max(255).optional(),
  /** The match score when the candidate applied, computed by the server with the shared scorer. */
  matchScore: z.number().min(0).max(100).optional(),
  /** The candidate's answers to the job's screening questions, as the server kept them. */
  screeningAnswers: screeningAnswerListSchema.optional(),
  /** 'Does not meet: <question>' for each knockout not met; set by the server, employer-only. */
  screeningFlags: z.array(z.string().max(400)).max(10).optional(),
  /** How the candidate reached the job (browse, search, alert, shared link, invited). */
  source: applicationSourceSchema.optional(),
  jobTitle: z.string().max(200),
  companyName: z.string().max(200),
  candidateName: z.string().max(200),
  updatedAt: isoDateTimeSchema,
});
export type Application = z.infer<typeof applicationSchema>;
