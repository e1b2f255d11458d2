/**
 * What happens to a subscription over time: the trial ends (charge the card, or follow trial_settings when there
 * is none), periods renew, a cancel-at-period-end subscription ends, a failed payment gets one retry 3 days later
 * and then the subscription is canceled (Stripe's retry schedule is configurable; one retry keeps tests short),
 * and an incomplete subscription expires after 23 hours. `nextDueAt` says when the next of these is due.
 */
import type { Actor } from './actor.ts';
import { changedAttributes } from './events.ts';
import { closeUnpaidInvoice, collectInvoice, openInvoice } from './invoicing.ts';
import type { SubscriptionObject } from './objects.ts';
import { SECONDS_PER_DAY, addInterval } from './periods.ts';
import type { StandIn } from './stand-in.ts';
import { find, type SubscriptionNotes } from './store.ts';

export const TRIAL_WILL_END_NOTICE = 3 * SECONDS_PER_DAY;
export const PAYMENT_RETRY_AFTER = 3 * SECONDS_PER_DAY;
export const INCOMPLETE_EXPIRES_AFTER = 23 * 60 * 60;

type Due = { at: number; run: (standIn: StandIn, sub: SubscriptionObject, actor: Actor) => void };

/** The next lifecycle step of `sub` and when it is due, or null when nothing will happen by itself. */
export function nextDue(standIn: StandIn, sub: SubscriptionObject): Due | null {
  const notes = standIn.state.subscriptionNotes[sub.id] ?? {};
  const periodEnd = sub.items.data[0]?.current_period_end ?? sub.current_period_end;
  const step = nextCycleStep(standIn, sub, notes, periodEnd);
  // `cancel_at` before the next step ends the subscription then (cancel_at_period_end sets it to the period end).
  const isLive = sub.status === 'trialing' || sub.status === 'active' || sub.status === 'past_due' || sub.status === 'paused';
  if (isLive && sub.cancel_at !== null && (!step || sub.cancel_at <= step.at)) {
    return { at: sub.cancel_at, run: endAtPeriodEnd };
  }
  return step;
}

function nextCycleStep(standIn: StandIn, sub: SubscriptionObject, notes: SubscriptionNotes, periodEnd: number): Due | null {
  switch (sub.status) {
    case 'trialing': {
      const trialEnd = sub.trial_end ?? periodEnd;
      const noticeAt = Math.max(trialEnd - TRIAL_WILL_END_NOTICE, sub.created);
      if (!notes.trialWillEndSent && noticeAt < trialEnd) return { at: noticeAt, run: sendTrialWillEnd };
      return { at: trialEnd, run: sub.cancel_at_period_end ? endAtPeriodEnd : endTrial };
    }
    case 'active':
      return { at: periodEnd, run: sub.cancel_at_period_end ? endAtPeriodEnd : renew };
    case 'past_due':
      if (notes.retryAt !== undefined) return { at: notes.retryAt, run: retryPayment };
      return { at: periodEnd, run: endAtPeriodEnd };
    case 'incomplete':
      return { at: sub.created + INCOMPLETE_EXPIRES_AFTER, run: expireIncomplete };
    default:
      return null;
  }
}

/** The card a subscription's invoices are charged to: its own default, else the customer's. */
export function paymentMethodFor(standIn: StandIn, sub: SubscriptionObject): string | null {
  if (sub.default_payment_method) return sub.default_payment_method;
  const customer = find(standIn.state, 'customer', sub.customer);
  return customer?.invoice_settings.default_payment_method ?? null;
}

/** Apply `change` to the subscription and emit customer.subscription.updated with what it was before. */
export function updateSubscription(standIn: StandIn, sub: SubscriptionObject, actor: Actor, change: () => void): void {
  const before = structuredClone(sub);
  change();
  const previous = changedAttributes(before, sub);
  if (Object.keys(previous).length > 0) standIn.emit('customer.subscription.updated', sub, actor, previous);
}

export function setPeriod(sub: SubscriptionObject, start: number, end: number): void {
  sub.current_period_start = start;
  sub.current_period_end = end;
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

function sendTrialWillEnd(standIn: StandIn, sub: SubscriptionObject, actor: Actor): void {
  standIn.state.subscriptionNotes[sub.id] = { ...standIn.state.subscriptionNotes[sub.id], trialWillEndSent: true };
  standIn.emit('customer.subscription.trial_will_end', sub, actor);
}

function endTrial(standIn: StandIn, sub: SubscriptionObject, actor: Actor): void {
  const paymentMethod = paymentMethodFor(standIn, sub);
  if (!paymentMethod) {
    const behavior = sub.trial_settings.end_behavior.missing_payment_method;
    if (behavior === 'cancel') return endNow(standIn, sub, actor, 'cancellation_requested');
    if (behavior === 'pause') {
      updateSubscription(standIn, sub, actor, () => {
        sub.status = 'paused';
      });
      standIn.emit('customer.subscription.paused', sub, actor);
      return;
    }
  }
  chargeNewPeriod(standIn, sub, actor);
}

function renew(standIn: StandIn, sub: SubscriptionObject, actor: Actor): void {
  chargeNewPeriod(standIn, sub, actor);
}

/** Start the next period at the end of the current one and bill it: paid -> active, else past_due with a retry. */
function chargeNewPeriod(standIn: StandIn, sub: SubscriptionObject, actor: Actor): void {
  const previousStart = sub.items.data[0].current_period_start;
  const start = sub.items.data[0].current_period_end;
  const end = addInterval(start, sub.items.data[0].price.recurring, sub.billing_cycle_anchor);
  const invoice = openInvoice(
    standIn,
    sub,
    { reason: 'subscription_cycle', serviceStart: start, serviceEnd: end, periodStart: previousStart, periodEnd: start, isTrial: false },
    actor,
  );
  const retryAt = actor.at + PAYMENT_RETRY_AFTER;
  const result = collectInvoice(standIn, invoice, paymentMethodFor(standIn, sub), retryAt, actor);
  if (!result.isPaid) standIn.state.subscriptionNotes[sub.id] = { ...standIn.state.subscriptionNotes[sub.id], retryAt };
  updateSubscription(standIn, sub, actor, () => {
    setPeriod(sub, start, end);
    sub.status = result.isPaid ? 'active' : 'past_due';
  });
}

function retryPayment(standIn: StandIn, sub: SubscriptionObject, actor: Actor): void {
  const notes = standIn.state.subscriptionNotes[sub.id] ?? {};
  delete notes.retryAt;
  standIn.state.subscriptionNotes[sub.id] = notes;
  const invoice = sub.latest_invoice ? find(standIn.state, 'invoice', sub.latest_invoice) : undefined;
  if (!invoice || invoice.status !== 'open') {
    updateSubscription(standIn, sub, actor, () => {
      sub.status = 'active';
    });
    return;
  }
  const result = collectInvoice(standIn, invoice, paymentMethodFor(standIn, sub), null, actor);
  if (result.isPaid) {
    updateSubscription(standIn, sub, actor, () => {
      sub.status = 'active';
    });
    return;
  }
  closeUnpaidInvoice(standIn, invoice.id, 'uncollectible', actor);
  endNow(standIn, sub, actor, 'payment_failed');
}

function endAtPeriodEnd(standIn: StandIn, sub: SubscriptionObject, actor: Actor): void {
  endNow(standIn, sub, actor, 'cancellation_requested');
}

function expireIncomplete(standIn: StandIn, sub: SubscriptionObject, actor: Actor): void {
  closeUnpaidInvoice(standIn, sub.latest_invoice, 'void', actor);
  updateSubscription(standIn, sub, actor, () => {
    sub.status = 'incomplete_expired';
    sub.ended_at = actor.at;
  });
}

/** Cancel at once: status canceled, ended now, customer.subscription.deleted. */
export function endNow(
  standIn: StandIn,
  sub: SubscriptionObject,
  actor: Actor,
  reason: 'cancellation_requested' | 'payment_failed',
): void {
  sub.status = 'canceled';
  sub.canceled_at ??= actor.at;
  sub.ended_at = actor.at;
  sub.cancellation_details = { comment: null, feedback: null, reason };
  delete standIn.state.subscriptionNotes[sub.id];
  standIn.emit('customer.subscription.deleted', sub, actor);
}
