import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isPremium } from '@shared/rules/premium.ts';
import type { UsageCheck } from '@shared/rules/usage-limits.ts';
import { session } from '../../state/session.ts';
import { useMyAccount } from '../plans/use-my-account.ts';
import { loadProfileViewUsage, profileViewCheck, profileViewState } from './profile-view-usage.ts';

/**
 * The signed-in employer's full-profile views against the plan's limit, refreshed from the server when a screen
 * that shows them opens. `check` is null until known (a paying employer is never shown as free while loading).
 */
export function useProfileViewUsage(): { check: UsageCheck | null; isPaidPlan: boolean; userId: string | undefined } {
  const { user } = useSnapshot(session);
  const { byUser } = useSnapshot(profileViewState);
  const { account, isLoading } = useMyAccount();
  const userId = user?.userType === 'employer' ? user.id : undefined;
  useEffect(() => {
    if (userId) void loadProfileViewUsage(userId);
  }, [userId]);
  const now = new Date();
  const isPaidPlan = !!account && isPremium(account, now);
  if (!userId || isLoading) return { check: null, isPaidPlan, userId };
  return { check: profileViewCheck(userId ? byUser[userId] : undefined, isPaidPlan, now), isPaidPlan, userId };
}
