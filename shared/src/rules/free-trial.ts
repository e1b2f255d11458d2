/**
 * Whether a checkout comes with the plan's free trial: only for someone who has never had a paid plan. The
 * server decides from Stripe's subscriptions (billing/checkout.ts trialOf); the account document says the same
 * thing to the device, so checkout never promises a trial the server will not give.
 */
import type { Account } from '../schemas/account.ts';

export function hasFreeTrial(account: Pick<Account, 'subscriptionStatus'> | null | undefined): boolean {
  // 'free' is never subscribed (or a subscription that never ran); any other status had a plan.
  return !account || account.subscriptionStatus === 'free';
}
