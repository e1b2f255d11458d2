/**
 * The 'payment' notification an event stands for, if any: trial started, payment succeeded, payment failed,
 * subscription cancelled (set to end, or ended), trial ending. Decided against the subscriptions as Stripe has
 * them now, so a late or replayed event never announces what is no longer true.
 */
import type Stripe from 'stripe';
import { formatPrice, PLANS } from '@shared/catalog.ts';
import type { NotificationInput } from '../notifications/create-notification.ts';
import { planOfSubscription, subscriptionInForce } from './plan-state.ts';

/** Where payment notifications lead: the plan and invoices in settings. */
const ACTION_URL = '/settings';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const dateOf = (seconds: number | null | undefined) => (seconds ? DATE.format(new Date(seconds * 1000)) : 'the end of the period');

function notice(title: string, message: string): NotificationInput {
  return { type: 'payment', title, message, actionUrl: ACTION_URL };
}

function periodEndOf(sub: Stripe.Subscription): number | undefined {
  return sub.status === 'trialing' ? (sub.trial_end ?? undefined) : sub.items.data[0]?.current_period_end;
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | undefined {
  const details = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  const id = details ?? legacy;
  return typeof id === 'string' ? id : id?.id;
}

/**
 * The notification for an event. `subscriptions` is the customer's list as just read from Stripe; `invoice` the
 * event's invoice as just read from Stripe (invoice events only).
 */
export function paymentNoticeFor(event: Stripe.Event, subscriptions: readonly Stripe.Subscription[], invoice?: Stripe.Invoice): NotificationInput | null {
  const objectId = (event.data.object as { id?: string }).id;
  const byId = (id: string | undefined) => subscriptions.find((sub) => sub.id === id);
  const nameOf = (sub: Stripe.Subscription | undefined) => {
    const plan = sub && planOfSubscription(sub);
    return plan ? PLANS[plan].name : 'your plan';
  };
  switch (event.type) {
    case 'customer.subscription.created': {
      const sub = byId(objectId);
      if (sub?.status !== 'trialing') return null;
      // A plan chosen during a trial goes on to that trial's end (checkout.ts trialOf): its days, not the plan's.
      const days = sub.trial_start && sub.trial_end ? Math.round((sub.trial_end - sub.trial_start) / 86_400) : PLANS[planOfSubscription(sub) ?? 'employer-professional'].trialDays;
      return notice('Trial Started', `Your ${days}-day free trial of ${nameOf(sub)} has started. It runs until ${dateOf(sub.trial_end)}.`);
    }
    case 'customer.subscription.updated': {
      const sub = byId(objectId);
      const previous = event.data.previous_attributes as { cancel_at_period_end?: boolean } | undefined;
      if (!sub || previous?.cancel_at_period_end !== false || !sub.cancel_at_period_end) return null;
      if (!['trialing', 'active', 'past_due'].includes(sub.status)) return null;
      return notice('Subscription Cancelled', `Your ${nameOf(sub)} plan is cancelled. It stays active until ${dateOf(periodEndOf(sub))}.`);
    }
    case 'customer.subscription.deleted': {
      const sub = byId(objectId);
      if (sub?.status !== 'canceled') return null;
      // Ended by a plan change: another plan runs, and the user is not on the Free plan.
      if (subscriptionInForce(subscriptions)) return null;
      const endedInTrial = sub.trial_end !== null && (sub.ended_at ?? 0) <= sub.trial_end;
      return notice(
        'Subscription Cancelled',
        endedInTrial
          ? `Your ${nameOf(sub)} trial has ended. You are on the Free plan now.`
          : `Your ${nameOf(sub)} plan has ended. You are on the Free plan now.`,
      );
    }
    case 'customer.subscription.trial_will_end': {
      const sub = byId(objectId);
      if (sub?.status !== 'trialing') return null;
      const plan = planOfSubscription(sub);
      const then = sub.default_payment_method
        ? `Your card will then be charged ${formatPrice(plan ? PLANS[plan].priceCents : 0)} a month.`
        : 'Without a card on file, the plan then ends.';
      if (sub.cancel_at_period_end) return notice('Trial Ending', `Your ${nameOf(sub)} trial ends on ${dateOf(sub.trial_end)}, and the plan with it.`);
      return notice('Trial Ending', `Your ${nameOf(sub)} trial ends on ${dateOf(sub.trial_end)}. ${then}`);
    }
    case 'invoice.paid': {
      if (!invoice || invoice.status !== 'paid' || invoice.amount_paid <= 0) return null;
      const sub = byId(subscriptionIdOf(invoice));
      return notice('Payment Successful', `We received your payment of ${formatPrice(invoice.amount_paid)} for ${nameOf(sub)}.`);
    }
    case 'invoice.payment_failed': {
      if (!invoice || invoice.status === 'paid' || invoice.amount_due <= 0) return null;
      const sub = byId(subscriptionIdOf(invoice));
      return notice(
        'Payment Failed',
        `We could not charge your card ${formatPrice(invoice.amount_due)} for ${nameOf(sub)}. We will try again; if it keeps failing, the plan ends.`,
      );
    }
    default:
      return null;
  }
}
