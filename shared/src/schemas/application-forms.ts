/**
 * The 'Apply Now' dialog and the employer's review dialog (spec sections 2 and 7). Who applies, when, and
 * whether a free candidate still has applications left today are decided by the server from the session.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { EMPLOYER_SETTABLE_STATUSES } from '../rules/application-status.ts';
import { rejectionReasonSchema } from './application.ts';
import { idSchema } from './common.ts';
import { APPLICATION_STATUSES } from './enum-values.ts';
import { optionalText } from './form-fields.ts';
import { applicationSourceSchema, screeningAnswerListSchema } from './screening.ts';

/**
 * POST /api/applications and the apply dialog: the job and an optional cover letter. The spec's candidateId and
 * appliedAt are not taken from the client: the server knows the candidate from the session and stamps the time.
 */
export const applyFormSchema = z.object({
  jobId: idSchema,
  coverLetter: optionalText(10_000, 'Cover letter').default(''),
  /** One of the candidate's uploaded résumés; absent: their latest (the server decides, from their files). */
  resumeFileId: idSchema.optional(),
  /** Answers to the job's screening questions; whether they pass is rules/screening.ts, on both sides. */
  screeningAnswers: screeningAnswerListSchema.optional(),
  source: applicationSourceSchema.optional(),
});
export type ApplyForm = z.infer<typeof applyFormSchema>;

/**
 * PUT /api/applications/{id} and the review dialog: a status an employer may set, with optional notes. Whether
 * the change is allowed from the current status is `canEmployerSetStatus` in rules/application-status.ts.
 */
export const applicationStatusUpdateSchema = z.object({
  status: z.enum(EMPLOYER_SETTABLE_STATUSES, M.applicationStatusInvalid),
  notes: optionalText(5000, 'Notes').optional(),
  /** With a move to 'rejected': the reason from the short list, and free text. */
  rejectionReason: rejectionReasonSchema.optional(),
  rejectionDetail: optionalText(500, 'Reason details').optional(),
});
export type ApplicationStatusUpdate = z.infer<typeof applicationStatusUpdateSchema>;

/**
 * The review dialog's form: the select starts on the application's current status (which may be 'pending', a
 * status no employer sets: leaving it there is no move) and the note to add.
 */
export const applicationReviewFormSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, M.applicationStatusInvalid),
  notes: optionalText(5000, 'Note').optional(),
  rejectionReason: rejectionReasonSchema.optional(),
  rejectionDetail: optionalText(500, 'Reason details').optional(),
});
export type ApplicationReviewForm = z.infer<typeof applicationReviewFormSchema>;

/** A candidate's withdrawal of an application (decisions.md): the status, and an optional reason. */
export const withdrawApplicationSchema = z.object({
  status: z.literal('withdrawn'),
  withdrawReason: optionalText(500, 'Reason').optional(),
});
export type WithdrawApplication = z.infer<typeof withdrawApplicationSchema>;

/** Most applications one bulk action takes: a recruiter's screenful of cards, well under the status-change rate. */
export const BULK_ACTION_MAX = 50;

/**
 * POST /api/applications/bulk and the board's bulk bar: one move (or a rejection with its reason) for several
 * applications at once. Each application is still checked alone by the pipeline rule and the company's rights;
 * a rejection in bulk needs its reason, since nobody reviews the cards one by one to add it later.
 */
export const applicationBulkActionSchema = applicationStatusUpdateSchema
  .extend({
    applicationIds: z
      .array(idSchema)
      .min(1, M.bulkActionEmpty)
      .max(BULK_ACTION_MAX, M.bulkActionTooMany(BULK_ACTION_MAX))
      .refine((ids) => new Set(ids).size === ids.length, M.bulkActionRepeated),
  })
  .refine((action) => action.status !== 'rejected' || action.rejectionReason !== undefined, {
    message: M.rejectionReasonRequired,
    path: ['rejectionReason'],
  });
export type ApplicationBulkAction = z.infer<typeof applicationBulkActionSchema>;
