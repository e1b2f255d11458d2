/** The signed-in user's three verification statuses from their `verifications` documents (not_started when absent). */
import { useMemo } from 'react';
import { collectVerificationStatuses, type VerificationStatuses } from '@shared/rules/verification-badge.ts';
import { useDocs } from '../../db/hooks.ts';

export function useVerificationStatuses(userId: string | undefined): VerificationStatuses {
  const { docs } = useDocs('verifications', { userId: userId ?? '\u0000' });
  return useMemo(() => collectVerificationStatuses(docs), [docs]);
}
