/** Subscriptions through the real SDK: trial start, first charge, cancel at period end and back, cancel now, lists. */
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlanPrice, customerWithCard, rejectionOf, START, startTestStandIn, type TestStandIn } from './test-stand-in.ts';

const NOW = Math.floor(START.getTime() / 1000);
const DAY = 86_400;

let t: TestStandIn;
let price: Stripe.Price;
beforeEach(async () => {
  t = await startTestStandIn();
  price = await createPlanPrice(t.stripe);
});
afterEach(async () => {
  await t.close();
});

async function eventsAfterSetup(): Promise<string[]> {
  await t.settle();
  const types = t.events.map((e) => e.type);
  return types.slice(types.indexOf('setup_intent.succeeded') + 1);
}

describe('creating a subscription', () => {
  it('with a trial: trialing for 14 days, a paid $0 invoice, created + invoice events in order', async () => {
    const { customer, paymentMethod } = await customerWithCard(t.stripe, 'pm_card_visa');
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 14,
      default_payment_method: paymentMethod,
      metadata: { userId: 'user-1', plan: 'employer-professional' },
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
    expect(sub).toMatchObject({
      object: 'subscription',
      status: 'trialing',
      customer: customer.id,
      trial_start: NOW,
      trial_end: NOW + 14 * DAY,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      default_payment_method: paymentMethod,
      livemode: false,
      metadata: { userId: 'user-1', plan: 'employer-professional' },
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
    expect(sub.id).toMatch(/^sub_/);
    expect(sub.items.data[0]).toMatchObject({ object: 'subscription_item', current_period_start: NOW, current_period_end: NOW + 14 * DAY, price: { id: price.id, unit_amount: 4900 } });
    const invoice = await t.stripe.invoices.retrieve(sub.latest_invoice as string);
    expect(invoice).toMatchObject({ status: 'paid', amount_due: 0, amount_paid: 0, currency: 'usd', customer: customer.id, billing_reason: 'subscription_create' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(await eventsAfterSetup()).toEqual([
      'customer.subscription.created',
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const created = t.events.find((e) => e.type === 'customer.subscription.created')!;
    expect((created.data.object as Stripe.Subscription).status).toBe('trialing');
  });

  it('without a trial: charged at once, active, one paid invoice for the price', async () => {
    const { customer, paymentMethod } = await customerWithCard(t.stripe, 'pm_card_mastercard');
    const sub = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: paymentMethod });
    expect(sub.status).toBe('active');
    expect(sub.trial_end).toBeNull();
    const monthLater = Math.floor(Date.UTC(2026, 3, 10, 12) / 1000);
    expect(sub.items.data[0].current_period_end).toBe(monthLater);
    const { data } = await t.stripe.invoices.list({ subscription: sub.id });
    expect(data.map((i) => [i.status, i.amount_paid])).toEqual([['paid', 4900]]);
    const created = (await eventsAfterSetup()).filter((type) => type.startsWith('customer.subscription'));
    expect(created).toEqual(['customer.subscription.created']);
  });

  it('without a trial and a card that fails charges: incomplete, invoice open, invoice.payment_failed', async () => {
    const { customer, paymentMethod } = await customerWithCard(t.stripe, 'pm_card_chargeCustomerFail');
    const sub = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: paymentMethod });
    expect(sub.status).toBe('incomplete');
    expect((await t.stripe.invoices.retrieve(sub.latest_invoice as string)).status).toBe('open');
    expect(await eventsAfterSetup()).toContain('invoice.payment_failed');
  });

  it("with payment_behavior error_if_incomplete, a failing card is a 402 with Stripe's message and makes nothing", async () => {
    const { customer, paymentMethod } = await customerWithCard(t.stripe, 'pm_card_chargeCustomerFail');
    const error = await rejectionOf(
      t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: paymentMethod, payment_behavior: 'error_if_incomplete' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.message).toBe('Your card was declined.');
    expect((await t.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toEqual([]);
  });

  it("refuses a card that is not the customer's", async () => {
    const { paymentMethod } = await customerWithCard(t.stripe, 'pm_card_visa');
    const other = await t.stripe.customers.create({});
    const error = await rejectionOf(t.stripe.subscriptions.create({ customer: other.id, items: [{ price: price.id }], default_payment_method: paymentMethod }));
    expect(error.statusCode).toBe(400);
    expect(error.param).toBe('default_payment_method');
  });

  it('makes one subscription for one idempotency key, even when the two requests race', async () => {
    const { customer, paymentMethod } = await customerWithCard(t.stripe, 'pm_card_visa');
    const params = { customer: customer.id, items: [{ price: price.id }], trial_period_days: 14, default_payment_method: paymentMethod };
    const retrying = new Stripe('sk_test_standin_0123456789', { host: '127.0.0.1', port: t.standIn.port, protocol: 'http', maxNetworkRetries: 3 });
    const [a, b] = await Promise.all([
      retrying.subscriptions.create(params, { idempotencyKey: 'subscription-seti_1' }),
      retrying.subscriptions.create(params, { idempotencyKey: 'subscription-seti_1' }),
    ]);
    expect(a.id).toBe(b.id);
    expect((await t.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
  });
});

describe('changing a subscription', () => {
  let sub: Stripe.Subscription;
  beforeEach(async () => {
    const { customer, paymentMethod } = await customerWithCard(t.stripe, 'pm_card_visa');
    sub = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: 14, default_payment_method: paymentMethod });
  });

  it('sets and clears cancel_at_period_end, each with customer.subscription.updated and previous attributes', async () => {
    const cancelled = await t.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(cancelled).toMatchObject({ status: 'trialing', cancel_at_period_end: true, cancel_at: NOW + 14 * DAY, canceled_at: NOW });
    const resumed = await t.stripe.subscriptions.update(sub.id, { cancel_at_period_end: false, cancel_at: '' });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await t.settle();
    const updates = t.events.filter((e) => e.type === 'customer.subscription.updated');
    expect(updates.map((e) => e.data.previous_attributes?.cancel_at_period_end)).toEqual([false, true]);
  });

  it('merges metadata and swaps the default card', async () => {
    const pm = await t.stripe.paymentMethods.attach('pm_card_mastercard', { customer: sub.customer as string });
    const updated = await t.stripe.subscriptions.update(sub.id, { metadata: { note: 'x' }, default_payment_method: pm.id });
    expect(updated.default_payment_method).toBe(pm.id);
    expect(updated.metadata).toEqual({ note: 'x' });
  });

  it('cancels now: canceled, ended, customer.subscription.deleted; a second cancel is refused', async () => {
    const ended = await t.stripe.subscriptions.cancel(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', canceled_at: NOW, ended_at: NOW });
    await t.settle();
    expect(t.events.at(-1)?.type).toBe('customer.subscription.deleted');
    const error = await rejectionOf(t.stripe.subscriptions.cancel(sub.id));
    expect(error.type).toBe('StripeInvalidRequestError');
  });

  it('lists by customer: canceled ones only with status all (or canceled)', async () => {
    const customer = sub.customer as string;
    const second = await t.stripe.subscriptions.create({ customer, items: [{ price: price.id }], trial_period_days: 14 });
    await t.stripe.subscriptions.cancel(sub.id);
    expect((await t.stripe.subscriptions.list({ customer })).data.map((s) => s.id)).toEqual([second.id]);
    expect((await t.stripe.subscriptions.list({ customer, status: 'all' })).data.map((s) => s.id)).toEqual([second.id, sub.id]);
    expect((await t.stripe.subscriptions.list({ customer, status: 'canceled' })).data.map((s) => s.id)).toEqual([sub.id]);
    expect((await t.stripe.subscriptions.list({ customer: 'cus_other' })).data).toEqual([]);
  });
});
