/** Whether an account has a paid plan's benefits at a moment (spec section 4: a cancelled plan runs to period end). */
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
