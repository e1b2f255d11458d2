/** The badge colour of each application status, so a stage reads the same on every list and timeline. */
import type { ApplicationStatus } from '@shared/schemas/application.ts';
import type { BadgeTone } from '../../ui/index.ts';

export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'neutral',
  viewed: 'info',
  considered: 'brand',
  interview: 'brand',
  on_hold: 'warning',
  hired: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** The tone of a status; unknown values look neutral. */
export function getApplicationStatusTone(status: string | undefined): BadgeTone {
  return APPLICATION_STATUS_TONES[(status || 'pending') as ApplicationStatus] ?? 'neutral';
}
