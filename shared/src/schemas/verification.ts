/**
 * One verification of a user: government ID, company e-mail or professional reference. Only the status and
 * what the user typed are replicated; ID documents stay on the server (decisions.md, Privacy).
 */
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, verificationStatusSchema } from './common.ts';

/** The three kinds of verification. */
export const VERIFICATION_KINDS = ['id', 'email', 'reference'] as const;
/** A verification kind. */
export const verificationKindSchema = z.enum(VERIFICATION_KINDS);
export type VerificationKind = z.infer<typeof verificationKindSchema>;

/** The verification document; id is `${userId}:${kind}` so each user has at most one per kind. */
export const verificationSchema = z.object({
  id: idSchema,
  userId: idSchema,
  kind: verificationKindSchema,
  status: verificationStatusSchema,
  /** What was submitted, minus any document: e.g. documentType, companyEmail, referenceName. */
  details: z.record(z.string(), z.string().max(2000)),
  submittedAt: isoDateTimeSchema.optional(),
  reviewedAt: isoDateTimeSchema.optional(),
  rejectionReason: z.string().max(1000).optional(),
  updatedAt: isoDateTimeSchema,
});
export type Verification = z.infer<typeof verificationSchema>;
