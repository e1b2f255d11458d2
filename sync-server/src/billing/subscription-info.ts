/** The caller's plan as the billing API answers it, read from the account document the server keeps. */
import { isPremium } from '@shared/rules/premium.ts';
import type { Account } from '@shared/schemas/account.ts';
import type { SubscriptionInfo } from '@shared/schemas/billing.ts';

export function subscriptionInfoOf(account: Account, now: Date): SubscriptionInfo {
  return {
    isPremium: isPremium(account, now),
    plan: account.plan,
    subscriptionStatus: account.subscriptionStatus,
    ...(account.currentPeriodEnd ? { currentPeriodEnd: account.currentPeriodEnd } : {}),
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
    // While trialing, the period the account runs to is the trial.
    ...(account.subscriptionStatus === 'trialing' && account.currentPeriodEnd ? { trialEnd: account.currentPeriodEnd } : {}),
  };
}
