/** Whether an account has a paid plan's benefits at a moment (spec section 4: a cancelled plan runs to period end). */
import { PAID_FEATURES, type PaidFeature } from '../catalog/plans.ts';
import type { Account } from '../schemas/account.ts';

/** True while a paid plan is trialing, active, or cancelled but not yet past its period end. */
export function isPremium(account: Pick<Account, 'plan' | 'subscriptionStatus' | 'currentPeriodEnd'>, now: Date): boolean {
  if (account.plan === 'free') return false;
  const periodEnd = account.currentPeriodEnd ? Date.parse(account.currentPeriodEnd) : 0;
  switch (account.subscriptionStatus) {
    case 'trialing':
    case 'active':
      return !account.currentPeriodEnd || periodEnd > now.getTime();
    case 'canceled':
    case 'past_due':
      return periodEnd > now.getTime();
    default:
      return false;
  }
}

/**
 * Whether an account may use a paid feature at a moment: its plan includes the feature (PAID_FEATURES, what
 * /pricing sells) and the plan is in force ({@link isPremium}). The free plan includes none.
 */
export function hasPlanFeature(
  account: Pick<Account, 'plan' | 'subscriptionStatus' | 'currentPeriodEnd'>,
  feature: PaidFeature,
  now: Date,
): boolean {
  const plans: readonly string[] = PAID_FEATURES[feature].plans;
  return plans.includes(account.plan) && isPremium(account, now);
}
