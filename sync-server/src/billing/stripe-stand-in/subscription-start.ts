/**
 * Creating a subscription: with a trial it starts `trialing` with a paid $0 invoice; without one the first period
 * is charged at once (paid -> active; declined -> incomplete, or a 402 with payment_behavior=error_if_incomplete).
 */
import type { Actor } from './actor.ts';
import { paymentMethodFor } from './billing-cycle.ts';
import { StripeApiError, invalidParam, missingParam } from './errors.ts';
import type { Params } from './form-body.ts';
import { collectInvoice, openInvoice } from './invoicing.ts';
import type { MissingPaymentMethodBehavior, SubscriptionItemObject, SubscriptionObject } from './objects.ts';
import { mergeMetadata, optHash, optInt, optList, optString } from './params.ts';
import { chargeDeclineOf, cardError } from './payment-methods.ts';
import { SECONDS_PER_DAY, addInterval } from './periods.ts';
import type { StandIn } from './stand-in.ts';
import { get, newId, put } from './store.ts';

const BEHAVIORS: MissingPaymentMethodBehavior[] = ['cancel', 'pause', 'create_invoice'];
const PAYMENT_BEHAVIORS = ['allow_incomplete', 'default_incomplete', 'error_if_incomplete', 'pending_if_incomplete'];

export function startSubscription(standIn: StandIn, params: Params, actor: Actor): SubscriptionObject {
  const { state } = standIn;
  const customerId = optString(params, 'customer');
  if (!customerId) throw missingParam('customer');
  const customer = get(state, 'customer', customerId, 'customer');
  const id = newId('sub');
  const items = readItems(standIn, params, id, actor);
  const defaultPm = optString(params, 'default_payment_method') || null;
  if (defaultPm) {
    const pm = get(state, 'payment_method', defaultPm, 'default_payment_method');
    if (pm.customer !== customer.id) {
      throw invalidParam('default_payment_method', `The customer does not have a payment method with the ID ${defaultPm}. The payment method must be attached to the customer.`);
    }
  }
  const paymentBehavior = optString(params, 'payment_behavior') ?? 'allow_incomplete';
  if (!PAYMENT_BEHAVIORS.includes(paymentBehavior)) throw invalidParam('payment_behavior', `Invalid payment_behavior: ${paymentBehavior}`);
  const trialSettings = optHash(params, 'trial_settings');
  const endBehavior = optHash(trialSettings ?? {}, 'end_behavior');
  const missingPm = (endBehavior && optString(endBehavior, 'missing_payment_method')) || 'create_invoice';
  if (!BEHAVIORS.includes(missingPm as MissingPaymentMethodBehavior)) {
    throw invalidParam('trial_settings[end_behavior][missing_payment_method]', `Invalid missing_payment_method: ${missingPm}`);
  }
  const trialEnd = readTrialEnd(params, actor);
  const periodEnd = trialEnd ?? addInterval(actor.at, items[0].price.recurring);
  for (const item of items) {
    item.current_period_start = actor.at;
    item.current_period_end = periodEnd;
  }
  const sub: SubscriptionObject = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: periodEnd,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: actor.at,
    currency: items[0].price.currency,
    current_period_start: actor.at,
    current_period_end: periodEnd,
    customer: customer.id,
    days_until_due: null,
    default_payment_method: defaultPm,
    default_source: null,
    description: optString(params, 'description') ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: { object: 'list', data: items, has_more: false, total_count: items.length, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, params),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: actor.at,
    status: trialEnd ? 'trialing' : 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: missingPm as MissingPaymentMethodBehavior } },
    trial_start: trialEnd ? actor.at : null,
  };
  const paymentMethod = paymentMethodFor(standIn, sub);
  const decline = paymentMethod ? chargeDeclineOf(standIn, paymentMethod) : undefined;
  if (!trialEnd && paymentBehavior === 'error_if_incomplete') {
    // Refused before anything is stored or announced, as Stripe does.
    if (decline) throw cardError(decline);
    if (!paymentMethod) {
      throw new StripeApiError(400, 'invalid_request_error', 'This customer has no attached payment source or default payment method. Please consider adding a default payment method.', {
        code: 'resource_missing',
      });
    }
  }
  put(state, sub);
  // customer.subscription.created goes first (Stripe's order) but shows the status the creation ended in: its
  // snapshot is taken again below, before the queue (started on the next turn) sends it.
  const created = standIn.emit('customer.subscription.created', sub, actor);
  const draft = { serviceStart: actor.at, serviceEnd: periodEnd, periodStart: actor.at, periodEnd: actor.at };
  const invoice = openInvoice(standIn, sub, { ...draft, reason: 'subscription_create', isTrial: trialEnd !== null }, actor);
  if (!trialEnd && paymentBehavior !== 'default_incomplete') {
    const result = collectInvoice(standIn, invoice, paymentMethod, null, actor);
    if (result.isPaid) sub.status = 'active';
  }
  created.data.object = structuredClone(sub) as Record<string, unknown>;
  return sub;
}

function readItems(standIn: StandIn, params: Params, subscriptionId: string, actor: Actor): SubscriptionItemObject[] {
  const list = optList(params, 'items');
  if (!list || list.length === 0) throw missingParam('items');
  return list.map((entry, index) => {
    if (typeof entry === 'string' || Array.isArray(entry)) throw invalidParam(`items[${index}]`, 'Invalid hash');
    const priceId = optString(entry, 'price');
    if (!priceId) throw missingParam(`items[${index}][price]`);
    const price = get(standIn.state, 'price', priceId, `items[${index}][price]`);
    if (!price.recurring) throw invalidParam(`items[${index}][price]`, `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`);
    if (!price.active) throw invalidParam(`items[${index}][price]`, `The price specified is inactive. This field only accepts active prices.`);
    const item: SubscriptionItemObject = {
      id: newId('si'),
      object: 'subscription_item',
      billing_thresholds: null,
      created: actor.at,
      current_period_start: actor.at,
      current_period_end: actor.at,
      current_trial: null,
      discounts: [],
      livemode: false,
      metadata: mergeMetadata({}, entry),
      price: structuredClone(price),
      quantity: optInt(entry, 'quantity') ?? 1,
      subscription: subscriptionId,
      tax_rates: [],
    };
    return item;
  });
}

function readTrialEnd(params: Params, actor: Actor): number | null {
  const trialEnd = optString(params, 'trial_end');
  if (trialEnd === 'now') return null;
  if (trialEnd !== undefined) {
    const at = optInt(params, 'trial_end') ?? 0;
    if (at <= actor.at) throw invalidParam('trial_end', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
    return at;
  }
  const days = optInt(params, 'trial_period_days');
  if (days === undefined || days === 0) return null;
  if (days < 0 || days > 730) throw invalidParam('trial_period_days', 'trial_period_days must be between 1 and 730.');
  return actor.at + days * SECONDS_PER_DAY;
}
