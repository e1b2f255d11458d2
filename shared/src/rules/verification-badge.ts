/**
 * The candidate's verification badge and the verification page's overall progress (spec section 4): three
 * kinds (government ID, company e-mail, reference), each not_started, pending, verified or rejected.
 */
import type { Candidate } from '../schemas/candidate.ts';
import type { VerificationStatus } from '../schemas/common.ts';
import { VERIFICATION_KINDS, type Verification, type VerificationKind } from '../schemas/verification.ts';

/** The three badges. */
export const VERIFICATION_BADGES = ['Verified', 'In Progress', 'Reverification Needed'] as const;
export type VerificationBadge = (typeof VERIFICATION_BADGES)[number];

/**
 * 'Verified' only when ID, company e-mail and reference are all verified; otherwise 'In Progress' while the
 * profile is under 100% complete, else 'Reverification Needed'.
 */
export function getVerificationBadge(
  candidate: Pick<Candidate, 'isIdVerified' | 'isCompanyEmailVerified' | 'isReferenceVerified'>,
  completenessPercentage: number,
): VerificationBadge {
  if (candidate.isIdVerified && candidate.isCompanyEmailVerified && candidate.isReferenceVerified) return 'Verified';
  return completenessPercentage < 100 ? 'In Progress' : 'Reverification Needed';
}

/** Status per kind; a kind with no document yet is not_started. */
export type VerificationStatuses = Record<VerificationKind, VerificationStatus>;

/** The status of each kind from a user's verification documents. */
export function collectVerificationStatuses(
  verifications: readonly Pick<Verification, 'kind' | 'status'>[],
): VerificationStatuses {
  const statuses: VerificationStatuses = { id: 'not_started', email: 'not_started', reference: 'not_started' };
  for (const verification of verifications) statuses[verification.kind] = verification.status;
  return statuses;
}

/** The overall progress: how many of the three kinds are verified, and that share as a rounded percentage. */
export function computeVerificationProgress(statuses: Partial<VerificationStatuses>): {
  verified: number;
  total: number;
  percentage: number;
} {
  const verified = VERIFICATION_KINDS.filter((kind) => statuses[kind] === 'verified').length;
  const total = VERIFICATION_KINDS.length;
  return { verified, total, percentage: Math.round((verified / total) * 100) };
}
