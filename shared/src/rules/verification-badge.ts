/**
 * The candidate's verification badge and the verification page's overall progress (spec section 4): three
 * kinds (government ID, company e-mail, reference), each not_started, pending, verified or rejected.
 */
import type { VerificationStatus } from '../schemas/common.ts';
import { VERIFICATION_KINDS, type Verification, type VerificationKind } from '../schemas/verification.ts';

/** The three badges. */
export const VERIFICATION_BADGES = ['Verified', 'In Progress', 'Reverification Needed'] as const;
export type VerificationBadge = (typeof VERIFICATION_BADGES)[number];

/**
 * The badge from the real statuses of the three checks (spec section 4, decisions.md): 'Verified' only when ID,
 * company e-mail and reference are all verified; 'Reverification Needed' only when a check was turned down (a
 * reviewer rejected the ID, a reference declined) and the profile is otherwise complete; else 'In Progress'.
 * The spec's reading ('Reverification Needed' for any complete profile) told people who never sent anything
 * that something had lapsed.
 */
export function getVerificationBadge(statuses: VerificationStatuses, completenessPercentage: number): VerificationBadge {
  if (VERIFICATION_KINDS.every((kind) => statuses[kind] === 'verified')) return 'Verified';
  const isTurnedDown = VERIFICATION_KINDS.some((kind) => statuses[kind] === 'rejected');
  return isTurnedDown && completenessPercentage >= 100 ? 'Reverification Needed' : 'In Progress';
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
