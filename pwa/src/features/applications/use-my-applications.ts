/** The signed-in candidate's applications on this device, and the daily free-limit check over them. */
import { useMemo } from 'react';
import { isPremium } from '@shared/rules/premium.ts';
import { checkApplicationLimit, type UsageCheck } from '@shared/rules/usage-limits.ts';
import type { Application } from '@shared/schemas/application.ts';
import { useDoc, useDocs } from '../../db/hooks.ts';

export function useMyApplications(candidateId: string | undefined): { applications: Application[]; loading: boolean } {
  const { docs, loading } = useDocs('applications', { candidateId: candidateId ?? '\u0000' });
  return { applications: docs, loading };
}

/**
 * Whether one more application fits today's free limit, checked offline on the device's own copy (the server
 * checks again). Without the account document yet (first sync not done) the free plan is assumed.
 */
export function useApplicationLimit(userId: string, applications: readonly Application[]): UsageCheck {
  const account = useDoc('accounts', userId);
  return useMemo(() => {
    const now = new Date();
    const plan = account && isPremium(account, now) ? account.plan : 'free';
    return checkApplicationLimit({ plan, actionTimes: applications.map((application) => application.appliedAt), now });
  }, [account, applications]);
}
