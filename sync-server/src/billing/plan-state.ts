/**
 * Stripe's subscriptions of one customer, read as the plan fields of the account document. Pure: it sees the
 * whole list each time, so it gives the same answer whatever order the events that led there came in.
 */
import type Stripe from 'stripe';
import { isPaidPlanId } from '@shared/catalog.ts';
import type { Account } from '@shared/schemas/account.ts';
import { planOfPrice } from './plan-prices.ts';

/** The plan fields of the account document. */
export type PlanState = Pick<Account, 'plan' | 'subscriptionStatus' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;

/** The free plan, never subscribed (or a subscription that never got paid for). */
export const FREE_STATE: PlanState = { plan: 'free', subscriptionStatus: 'free', cancelAtPeriodEnd: false };

/** Statuses in which the plan's benefits run (past_due until its period ends: Stripe is still retrying). */
const IN_FORCE: readonly Stripe.Subscription.Status[] = ['trialing', 'active', 'past_due'];

/** Whether a subscription's plan runs now (see IN_FORCE). */
export function isInForce(sub: Stripe.Subscription): boolean {
  return IN_FORCE.includes(sub.status);
}

const iso = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000).toISOString() : undefined);

/** The subscription that decides the plan: the newest in force, else the newest of the others, else none. */
export function subscriptionInForce(subscriptions: readonly Stripe.Subscription[]): Stripe.Subscription | undefined {
  const newestFirst = [...subscriptions].sort((a, b) => b.created - a.created || b.id.localeCompare(a.id));
  return newestFirst.find((sub) => IN_FORCE.includes(sub.status));
}

/** The plan a subscription sells: its price's lookup key, else the plan it was made for. */
export function planOfSubscription(sub: Stripe.Subscription) {
  const fromPrice = planOfPrice(sub.items.data[0]?.price);
  if (fromPrice) return fromPrice;
  return isPaidPlanId(sub.metadata?.plan) ? sub.metadata.plan : null;
}

/** End of the current billing period (on the subscription item since API 2025-03-31). */
function periodEndOf(sub: Stripe.Subscription): number | undefined {
  return sub.items.data[0]?.current_period_end ?? (sub as unknown as { current_period_end?: number }).current_period_end;
}

/**
 * The account's plan fields for a customer's subscriptions; null for a customer who never subscribed, whose
 * account keeps what it says (a plan Stripe never knew of, such as a demo employer's, is not Stripe's to end).
 */
export function planStateOf(subscriptions: readonly Stripe.Subscription[]): PlanState | null {
  if (subscriptions.length === 0) return null;
  const current = subscriptionInForce(subscriptions);
  const plan = current && planOfSubscription(current);
  if (current && plan) {
    const isTrial = current.status === 'trialing';
    return {
      plan,
      subscriptionStatus: current.status as 'trialing' | 'active' | 'past_due',
      // While trialing the plan runs to the trial's end; otherwise to the end of the paid period.
      currentPeriodEnd: iso(isTrial ? current.trial_end : periodEndOf(current)),
      cancelAtPeriodEnd: current.cancel_at_period_end || current.cancel_at !== null,
    };
  }
  const newest = [...subscriptions].sort((a, b) => b.created - a.created)[0];
  // A subscription that ran and ended: free again, with the end kept so the screens can say when.
  if (newest?.status === 'canceled') {
    return { plan: 'free', subscriptionStatus: 'canceled', currentPeriodEnd: iso(newest.ended_at), cancelAtPeriodEnd: false };
  }
  // incomplete, incomplete_expired, unpaid, paused: never premium.
  return FREE_STATE;
}

/** Whether two plan states say the same (so an unchanged state is not written again). */
export function isSamePlanState(a: PlanState, b: PlanState): boolean {
  return (
    a.plan === b.plan &&
    a.subscriptionStatus === b.subscriptionStatus &&
    (a.currentPeriodEnd ?? null) === (b.currentPeriodEnd ?? null) &&
    a.cancelAtPeriodEnd === b.cancelAtPeriodEnd
  );
}
