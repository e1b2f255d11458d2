/** How verification states read and look on the profile's Verification tab and the dashboard. */
import type { VerificationBadge } from '@shared/rules/verification-badge.ts';
import type { VerificationStatus } from '@shared/schemas/common.ts';
import type { VerificationKind } from '@shared/schemas/verification.ts';
import type { BadgeTone } from '../../ui/index.ts';

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, { title: string; description: string }> = {
  id: { title: 'Government ID', description: 'A passport, driver’s license or other ID, checked by a reviewer.' },
  email: { title: 'Company email', description: 'A 6-digit code sent to your work address confirms you work there.' },
  reference: { title: 'Professional reference', description: 'A former manager or colleague confirms your work together.' },
};

export const VERIFICATION_STATUS_DISPLAY: Record<VerificationStatus, { label: string; tone: BadgeTone }> = {
  not_started: { label: 'Not started', tone: 'neutral' },
  pending: { label: 'Pending review', tone: 'warning' },
  verified: { label: 'Verified', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

export const VERIFICATION_BADGE_TONES: Record<VerificationBadge, BadgeTone> = {
  Verified: 'success',
  'In Progress': 'info',
  'Reverification Needed': 'warning',
};
