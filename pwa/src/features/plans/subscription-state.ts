/**
 * How the account document's plan reads on the plan screens: which plan is in force now (a cancelled plan runs
 * to its period end, spec section 4) and one line on trial, renewal or cancellation. Dates come from the
 * server's `currentPeriodEnd`; nothing here guesses a date the server did not send.
 */
import { PLANS, formatPlanPrice } from '@shared/catalog.ts';
import { isPremium } from '@shared/rules/premium.ts';
import type { Account, PlanId } from '@shared/schemas/account.ts';
import { formatDate } from '../../ui/format-date.ts';
import type { BadgeTone } from '../../ui/index.ts';

export type PlanAccount = Pick<Account, 'plan' | 'subscriptionStatus' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;

export interface SubscriptionState {
  /** The plan whose benefits apply now: the paid plan while premium, else free. */
  planInForce: PlanId;
  /** A short status for a badge: 'Free', 'Free trial', 'Active', 'Cancelled', 'Payment past due'. */
  label: string;
  tone: BadgeTone;
  /** One sentence on what happens next, or null when there is nothing to say. */
  detail: string | null;
}

/** The state of an account's subscription at `now`. */
export function describeSubscription(account: PlanAccount, now: Date): SubscriptionState {
  const premium = isPremium(account, now);
  const end = account.currentPeriodEnd ? formatDate(account.currentPeriodEnd) : '';
  if (!premium) {
    const ended = account.plan !== 'free' && end ? `Your ${PLANS[account.plan].name} plan ended on ${end}.` : null;
    return { planInForce: 'free', label: 'Free', tone: 'neutral', detail: ended };
  }
  const price = formatPlanPrice(account.plan);
  const until = (text: string) => (end ? `${text} ${end}` : null);
  const stopping = account.cancelAtPeriodEnd || account.subscriptionStatus === 'canceled';
  if (stopping) {
    return { planInForce: account.plan, label: 'Cancelled', tone: 'warning', detail: until('Your plan stays on until') };
  }
  switch (account.subscriptionStatus) {
    case 'trialing':
      return {
        planInForce: account.plan,
        label: 'Free trial',
        tone: 'info',
        detail: end ? `Free trial until ${end}, then ${price}.` : null,
      };
    case 'past_due':
      return {
        planInForce: account.plan,
        label: 'Payment past due',
        tone: 'danger',
        detail: until('Your last payment did not go through. Premium stays on until'),
      };
    default:
      return { planInForce: account.plan, label: 'Active', tone: 'success', detail: until(`${price}, renews on`) };
  }
}
