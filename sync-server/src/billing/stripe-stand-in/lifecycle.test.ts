/**
 * The clock: trial ends, renewals, a failed payment's retry, cancel at period end, and delivery of the resulting
 * events (in order, retried when the receiver fails), all driven by advanceClock and read through the real SDK.
 */
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startStripeStandIn } from './index.ts';
import { createPlanPrice, customerWithCard, sdkFor, START, startTestStandIn, TEST_SECRET_KEY, type TestStandIn } from './test-stand-in.ts';

const NOW = Math.floor(START.getTime() / 1000);
const DAY = 86_400;
const TRIAL_END = NOW + 14 * DAY;

let t: TestStandIn;
afterEach(async () => {
  await t.close();
});

async function trialWith(testCard: string | null, endBehavior: 'cancel' | 'pause' | 'create_invoice' = 'create_invoice') {
  t = await startTestStandIn();
  const price = await createPlanPrice(t.stripe);
  const { customer, paymentMethod } = testCard
    ? await customerWithCard(t.stripe, testCard)
    : { customer: await t.stripe.customers.create({ email: 'pat@example.com' }), paymentMethod: undefined };
  const sub = await t.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    trial_period_days: 14,
    ...(paymentMethod ? { default_payment_method: paymentMethod } : {}),
    trial_settings: { end_behavior: { missing_payment_method: endBehavior } },
  });
  await t.settle();
  t.events.length = 0;
  return { sub, customer };
}

const typesOf = (events: Stripe.Event[]) => events.map((e) => e.type);

describe('the end of a trial', () => {
  it('with a good card: active for a month, the plan price paid, trial_will_end 3 days before (once)', async () => {
    const { sub, customer } = await trialWith('pm_card_visa');
    await t.advanceDays(10);
    expect(typesOf(t.events)).toEqual([]);
    await t.advanceDays(1);
    expect(typesOf(t.events)).toEqual(['customer.subscription.trial_will_end']);
    expect(t.events[0].created).toBe(TRIAL_END - 3 * DAY);
    await t.advanceDays(1);
    expect(typesOf(t.events)).toHaveLength(1);
    await t.advanceDays(3);
    expect(typesOf(t.events).slice(1)).toEqual([
      'invoice.created',
      'invoice.finalized',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    const updated = t.events.at(-1)!;
    expect(updated.created).toBe(TRIAL_END);
    expect(updated.data.previous_attributes).toMatchObject({ status: 'trialing' });
    const now = await t.stripe.subscriptions.retrieve(sub.id);
    expect(now.status).toBe('active');
    expect(now.items.data[0].current_period_start).toBe(TRIAL_END);
    expect(now.items.data[0].current_period_end).toBe(Math.floor(Date.UTC(2026, 3, 24, 12) / 1000));
    const invoices = await t.stripe.invoices.list({ customer: customer.id });
    expect(invoices.data.map((i) => [i.status, i.amount_due, i.amount_paid, i.billing_reason])).toEqual([
      ['paid', 4900, 4900, 'subscription_cycle'],
      ['paid', 0, 0, 'subscription_create'],
    ]);
    expect(invoices.data[0].number).toMatch(/^[0-9A-F]{8}-0002$/);
    expect(invoices.data[0].lines.data[0].period).toEqual({ start: TRIAL_END, end: now.items.data[0].current_period_end });
  });

  it('with pm_card_chargeCustomerFail: past_due, invoice open, invoice.payment_failed; the retry 3 days later fails and cancels', async () => {
    const { sub, customer } = await trialWith('pm_card_chargeCustomerFail');
    await t.advanceDays(14);
    expect(typesOf(t.events)).toEqual([
      'customer.subscription.trial_will_end',
      'invoice.created',
      'invoice.finalized',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    const [invoice] = (await t.stripe.invoices.list({ customer: customer.id, limit: 1 })).data;
    expect(invoice).toMatchObject({ status: 'open', amount_due: 4900, amount_paid: 0, attempt_count: 1, next_payment_attempt: TRIAL_END + 3 * DAY });
    t.events.length = 0;
    await t.advanceDays(3);
    expect(typesOf(t.events)).toEqual(['invoice.payment_failed', 'invoice.marked_uncollectible', 'customer.subscription.deleted']);
    expect(await t.stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'canceled', ended_at: TRIAL_END + 3 * DAY });
  });

  it('past_due recovers when the customer pays the open invoice with a new card', async () => {
    const { sub, customer } = await trialWith('pm_card_chargeCustomerFail');
    await t.advanceDays(14);
    const pm = await t.stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    await t.stripe.subscriptions.update(sub.id, { default_payment_method: pm.id });
    const [invoice] = (await t.stripe.invoices.list({ subscription: sub.id, status: 'open' })).data;
    expect((await t.stripe.invoices.pay(invoice.id)).status).toBe('paid');
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    await t.advanceDays(3);
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('without a card and end_behavior cancel: canceled at trial end with customer.subscription.deleted', async () => {
    const { sub, customer } = await trialWith(null, 'cancel');
    await t.advanceDays(20);
    expect(typesOf(t.events)).toEqual(['customer.subscription.trial_will_end', 'customer.subscription.deleted']);
    expect(await t.stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'canceled', ended_at: TRIAL_END, canceled_at: TRIAL_END });
    expect((await t.stripe.invoices.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it('without a card and end_behavior create_invoice: past_due with an open invoice', async () => {
    const { sub } = await trialWith(null, 'create_invoice');
    await t.advanceDays(14);
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    expect(typesOf(t.events)).toContain('invoice.payment_failed');
  });

  it('without a card and end_behavior pause: paused', async () => {
    const { sub } = await trialWith(null, 'pause');
    await t.advanceDays(14);
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('paused');
    expect(typesOf(t.events).slice(-2)).toEqual(['customer.subscription.updated', 'customer.subscription.paused']);
  });
});

describe('periods', () => {
  it('renews each month with a paid invoice, each at its own due time', async () => {
    const { sub } = await trialWith('pm_card_visa');
    await t.advanceDays(14 + 31 + 30);
    const invoices = (await t.stripe.invoices.list({ subscription: sub.id })).data;
    expect(invoices.map((i) => [i.status, i.amount_paid])).toEqual([
      ['paid', 4900],
      ['paid', 4900],
      ['paid', 4900],
      ['paid', 0],
    ]);
    const paid = t.events.filter((e) => e.type === 'invoice.paid').map((e) => new Date(e.created * 1000).toISOString().slice(0, 10));
    expect(paid).toEqual(['2026-03-24', '2026-04-24', '2026-05-24']);
  });

  it('cancel_at_period_end ends the subscription at the period end, not before', async () => {
    const { sub } = await trialWith('pm_card_visa');
    await t.advanceDays(15);
    const active = await t.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const periodEnd = active.items.data[0].current_period_end;
    await t.advanceDays(28);
    expect((await t.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
    t.events.length = 0;
    await t.advanceDays(3);
    expect(typesOf(t.events)).toEqual(['customer.subscription.deleted']);
    expect(await t.stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'canceled', ended_at: periodEnd, cancel_at_period_end: true });
    expect((await t.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(2);
  });

  it('cancel_at_period_end during the trial ends it at trial end without a charge', async () => {
    const { sub } = await trialWith('pm_card_visa');
    await t.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    await t.advanceDays(14);
    expect(await t.stripe.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'canceled', ended_at: TRIAL_END });
    expect((await t.stripe.invoices.list({ subscription: sub.id })).data).toHaveLength(1);
  });
});

describe('the clock', () => {
  it("follows a caller's own clock moved to the same time as advanceClock, without counting the move twice", async () => {
    let clockNow = START;
    const standIn = await startStripeStandIn({ secretKey: TEST_SECRET_KEY, webhookSecret: 'whsec_x', deliverEvent: async () => {}, clock: () => clockNow });
    try {
      const stripe = sdkFor(standIn.port);
      const price = await createPlanPrice(stripe);
      const { customer, paymentMethod } = await customerWithCard(stripe, 'pm_card_visa');
      const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: 14, default_payment_method: paymentMethod });
      clockNow = new Date(START.getTime() + 14 * 86_400_000);
      await standIn.advanceClock(clockNow);
      expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
      expect((await stripe.customers.create({})).created).toBe(TRIAL_END);
      // The caller's clock moving on alone is followed too.
      clockNow = new Date(clockNow.getTime() + 1000);
      expect((await stripe.customers.create({})).created).toBe(TRIAL_END + 1);
    } finally {
      await standIn.close();
    }
  });
});

describe('delivery', () => {
  it('retries a failed delivery and keeps the order', async () => {
    let failuresLeft = 2;
    const attempts: string[] = [];
    t = await startTestStandIn({
      deliverEvent: async (payload) => {
        const type = (JSON.parse(payload) as { type: string }).type;
        attempts.push(type);
        if (type === 'customer.created' && failuresLeft-- > 0) throw new Error('receiver down');
      },
    });
    await t.stripe.customers.create({});
    await t.stripe.products.create({ name: 'P' });
    await t.settle();
    expect(attempts).toEqual(['customer.created', 'customer.created', 'customer.created', 'product.created']);
    expect(typesOf(t.events)).toEqual(['customer.created', 'product.created']);
  });

  it('sends one event at a time: the next waits for the receiver to finish the previous', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    t = await startTestStandIn({
      deliverEvent: async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
    });
    for (let i = 0; i < 5; i += 1) await t.stripe.customers.create({ name: `c${i}` });
    await t.settle();
    expect(maxInFlight).toBe(1);
    expect(t.events.map((e) => (e.data.object as Stripe.Customer).name)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
  });
});
