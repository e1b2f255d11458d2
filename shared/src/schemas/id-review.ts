/**
 * One ID submission waiting for a support agent's decision, as GET /api/support/id-reviews lists it (oldest
 * first). The server builds it from the check and the stored document; the console shows it.
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common.ts';

export const idReviewSchema = z.object({
  verificationId: idSchema,
  userId: idSchema,
  userEmail: z.string(),
  documentType: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  submittedAt: isoDateTimeSchema,
  idDocumentId: idSchema,
  contentType: z.string(),
  size: z.number().int().min(0),
});
export type IdReview = z.infer<typeof idReviewSchema>;

/** The review queue's answer. */
export const idReviewListSchema = z.object({ reviews: z.array(idReviewSchema) });
export type IdReviewList = z.infer<typeof idReviewListSchema>;

/**
 * The live-stream event that tells a support agent's device the review queue moved (a check submitted, replaced
 * or decided): it names no one, and the device reads the list again.
 */
export const ID_REVIEWS_EVENT = 'id-reviews';
