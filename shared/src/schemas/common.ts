/**
 * Building blocks shared by every entity schema: ids, timestamps and the enums the spec names.
 * Entity schemas describe documents as they are stored and replicated; form schemas live beside them.
 */
import { z } from 'zod';
import { SPONSORSHIP_NEEDED_STATUSES, WORK_AUTHORIZATION_STATUSES } from './enum-values.ts';

/** A document id, made on the device that created the document (so offline inserts are idempotent): a UUID, or derived from its natural key (rules/natural-ids.ts). */
export const idSchema = z.string().min(1).max(64);

/** An instant as an ISO-8601 string in UTC, as stored and replicated. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** The two roles of the product (spec section 6). */
export const USER_TYPES = ['candidate', 'employer'] as const;
/** A user's role. */
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Job types of the job-posting form (spec section 5). */
export const JOB_TYPES = ['full-time', 'part-time', 'contract'] as const;
/** A job's type. */
export const jobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof jobTypeSchema>;

export { SPONSORSHIP_NEEDED_STATUSES, WORK_AUTHORIZATION_STATUSES };
/** Every work authorization value a stored profile may hold. */
export const workAuthorizationStatusSchema = z.enum([
  ...WORK_AUTHORIZATION_STATUSES,
  'requires_sponsorship',
  'h1b',
  'opt',
]);
export type WorkAuthorizationStatus = z.infer<typeof workAuthorizationStatusSchema>;

/** Visa status of a candidate (spec section 3). */
export const VISA_STATUSES = ['citizen', 'sponsored', 'requires_sponsorship'] as const;
/** A candidate's visa status. */
export const visaStatusSchema = z.enum(VISA_STATUSES);

/** Verification statuses per kind (spec section 3). */
export const VERIFICATION_STATUSES = ['not_started', 'pending', 'verified', 'rejected'] as const;
/** The status of one verification kind. */
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
