/**
 * The webhook and the plan's lifecycle, against the Stripe stand-in through the real stripe SDK, events signed by
 * the SDK's test-header helper: forged signatures change nothing, replays are no-ops, events out of order end
 * right, and a trial without a card, a failed renewal and a cancel at period end each end in the right plan and
 * limits.
 */
import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents } from '../db/schema.ts';
import { readRow } from '../store/rows.ts';
import { accountOf, CARDS, checkoutWith, paymentNotices, planInForce, settle, startCheckout, stripeOf, advanceTo } from '../test-support/billing.ts';
import { insertRow, jobDoc } from '../test-support/fixtures.ts';
import { createTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { signUpEmployer } from '../test-support/world.ts';

const DAY = 86_400_000;
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function employer() {
  const client = server.client();
  const user = await client.signUp('employer');
  return { client, user };
}

/** Events the stand-in sends while `work` runs are held back (accepted), for the test to hand on itself. */
async function holdingEvents(work: () => Promise<void>): Promise<Stripe.Event[]> {
  const held: Stripe.Event[] = [];
  server.stripeEvents.deliver = async (payload) => {
    held.push(JSON.parse(payload) as Stripe.Event);
  };
  try {
    await work();
    await settle(server);
  } finally {
    server.stripeEvents.deliver = server.stripeEvents.forward;
  }
  return held;
}

/** Post an event to the webhook route, signed with `secret` (the server's own unless told). */
async function postEvent(event: unknown, secret?: string, header?: string) {
  const { stripe, webhookSecret } = await stripeOf(server);
  const payload = JSON.stringify(event);
  const signature = header ?? stripe.webhooks.generateTestHeaderString({ payload, secret: secret ?? webhookSecret });
  return server.app.request('http://localhost/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

/** Sessions last 30 days: after a jump past that, the user signs in again. */
async function signInAgain(client: TestClient, email: string) {
  const res = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
}

async function customerOf(email: string) {
  const { stripe } = await stripeOf(server);
  return (await stripe.customers.list({ email })).data[0]!;
}

async function accountSeq(userId: string) {
  return (await readRow(server.deps.database.db, 'accounts', userId))!.seq;
}

async function handledEventCount() {
  const rows = await server.deps.database.db.select({ n: sql<number>`count(*)::int` }).from(billingEvents);
  return Number(rows[0]!.n);
}

describe('the webhook', () => {
  it('refuses a missing or forged signature with 400 and changes nothing', async () => {
    const { client, user } = await employer();
    const { stripe } = await stripeOf(server);
    // Stripe ends the subscription, but its real events are held back: only the forged ones reach the route.
    const held = await holdingEvents(async () => {
      expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
      const [sub] = (await stripe.subscriptions.list({ customer: (await customerOf(user.email)).id })).data;
      await stripe.subscriptions.cancel(sub!.id);
    });
    const created = held.find((e) => e.type === 'customer.subscription.created')!;
    const before = { seq: await accountSeq(user.id), events: await handledEventCount(), notices: await paymentNotices(server, user.id) };

    const forged = await postEvent({ ...created, id: 'evt_forged_1', type: 'customer.subscription.deleted' }, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    const unsigned = await server.app.request('http://localhost/api/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(created) });
    expect(unsigned.status).toBe(400);
    const tampered = await postEvent({ ...created, id: 'evt_tampered' }, undefined, stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(created), secret: (await stripeOf(server)).webhookSecret }));
    expect(tampered.status).toBe(400);

    expect(await accountSeq(user.id)).toBe(before.seq);
    expect(await handledEventCount()).toBe(before.events);
    expect(await paymentNotices(server, user.id)).toEqual(before.notices);
    expect((await accountOf(server, user.id)).subscriptionStatus).toBe('trialing');
  });

  it('handles a replayed event once: the second delivery changes nothing', async () => {
    const { client, user } = await employer();
    const held = await holdingEvents(async () => {
      expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
    });
    const created = held.find((e) => e.type === 'customer.subscription.created')!;
    expect((await postEvent(created)).status).toBe(200);
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started']);
    const seq = await accountSeq(user.id);
    const events = await handledEventCount();
    // Stripe's state moves on meanwhile; the replay must not act on it (the event was handled).
    const { stripe } = await stripeOf(server);
    await holdingEvents(async () => {
      await stripe.subscriptions.update((created.data.object as Stripe.Subscription).id, { cancel_at_period_end: true });
    });
    for (let i = 0; i < 3; i += 1) expect((await postEvent(created)).status).toBe(200);
    expect(await accountSeq(user.id)).toBe(seq);
    expect(await handledEventCount()).toBe(events);
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started']);
  });

  it('an event for a customer that is no user of ours is recorded and ignored', async () => {
    const { stripe } = await stripeOf(server);
    const stranger = await stripe.customers.create({ email: 'stranger@example.com' });
    const res = await postEvent({ id: 'evt_stranger', object: 'event', type: 'customer.updated', data: { object: stranger }, created: 1, livemode: false, api_version: null, pending_webhooks: 0, request: null });
    expect(res.status).toBe(200);
  });

  it('a card saved before a later checkout, its setup_intent.succeeded delivered late, leaves the later plan in force', async () => {
    const { client, user } = await employer();
    const { stripe } = await stripeOf(server);
    const abandoned = await startCheckout(client, 'employer-professional');
    // The card is saved, but the browser never completes and the event does not get through yet.
    const held = await holdingEvents(async () => {
      await stripe.setupIntents.confirm(abandoned.json.setupIntentId, { payment_method: 'pm_card_visa' });
    });
    const late = held.find((e) => e.type === 'setup_intent.succeeded')!;
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    await settle(server);
    const chosen = await startCheckout(client, 'employer-enterprise');
    expect((await client.post('/api/billing/test-card', { setupIntentId: chosen.json.setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' })).status).toBe(200);
    await settle(server);
    expect((await postEvent(late)).status).toBe(200);
    await settle(server);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-enterprise' });
    const customer = (await stripe.setupIntents.retrieve(chosen.json.setupIntentId)).customer as string;
    const running = (await stripe.subscriptions.list({ customer, status: 'all' })).data.filter((s) => ['trialing', 'active'].includes(s.status));
    expect(running.map((s) => s.metadata.plan)).toEqual(['employer-enterprise']);
  });

  it('setup_intent.succeeded for a SetupIntent Stripe no longer has is recorded (200, not a 500 retried for days)', async () => {
    const { client, user } = await employer();
    await startCheckout(client, 'employer-professional');
    const customer = await customerOf(user.email);
    const event = { id: 'evt_gone_seti', object: 'event', type: 'setup_intent.succeeded', data: { object: { id: 'seti_gone', object: 'setup_intent', customer: customer.id } }, created: 1 };
    const res = await postEvent(event);
    expect(res.status).toBe(200);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'free' });
    // Recorded: a retry is a no-op.
    expect((await postEvent(event)).status).toBe(200);
  });
});

describe('events out of order', () => {
  it('deleted before created: the subscription ends cancelled, and no trial is announced', async () => {
    const { client, user } = await employer();
    const held = await holdingEvents(async () => {
      expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
      const { stripe } = await stripeOf(server);
      const customer = await customerOf(user.email);
      const [sub] = (await stripe.subscriptions.list({ customer: customer.id })).data;
      await stripe.subscriptions.cancel(sub!.id);
    });
    expect(held.map((e) => e.type)).toEqual(expect.arrayContaining(['customer.subscription.created', 'customer.subscription.deleted']));
    for (const event of [...held].reverse()) expect((await postEvent(event)).status).toBe(200);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled', cancelAtPeriodEnd: false });
    expect(await planInForce(server, user.id)).toBe('free');
    expect(await paymentNotices(server, user.id)).toEqual(['Subscription Cancelled']);
  });

  it('an old update after a newer one: the newer state stands', async () => {
    const { client, user } = await employer();
    const held = await holdingEvents(async () => {
      expect((await checkoutWith(client, 'employer-enterprise')).status).toBe(200);
      const { stripe } = await stripeOf(server);
      const [sub] = (await stripe.subscriptions.list({ customer: (await customerOf(user.email)).id })).data;
      await stripe.subscriptions.update(sub!.id, { cancel_at_period_end: true });
      await stripe.subscriptions.update(sub!.id, { cancel_at_period_end: false });
    });
    const updates = held.filter((e) => e.type === 'customer.subscription.updated');
    expect(updates.length).toBeGreaterThanOrEqual(2);
    for (const event of [...updates].reverse()) expect((await postEvent(event)).status).toBe(200);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-enterprise', subscriptionStatus: 'trialing', cancelAtPeriodEnd: false });
    // The cancel was undone before its event arrived: nothing to announce.
    expect(await paymentNotices(server, user.id)).toEqual([]);
  });
});

describe('the plan over time', () => {
  it('a trial that ends without a card: free again, with the free limits', async () => {
    const { client, user } = await employer();
    // The customer comes from a checkout that never got a card; the subscription is made the way Stripe allows.
    expect((await startCheckout(client, 'employer-professional')).status).toBe(200);
    const { stripe, priceOf } = await stripeOf(server);
    const customer = await customerOf(user.email);
    await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: await priceOf('employer-professional') }],
      trial_period_days: 14,
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      metadata: { userId: user.id, plan: 'employer-professional' },
    });
    await settle(server);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-professional', subscriptionStatus: 'trialing' });
    expect(await planInForce(server, user.id)).toBe('employer-professional');
    const start = server.clock.now.getTime();
    await advanceTo(server, new Date(start + 12 * DAY));
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started', 'Trial Ending']);
    await advanceTo(server, new Date(start + 14 * DAY + 60_000));
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
    expect(await planInForce(server, user.id)).toBe('free');
    expect((await client.get(`/api/job-posting-limits/${user.id}`)).json).toMatchObject({ limit: 3 });
    expect((await paymentNotices(server, user.id)).at(-1)).toBe('Subscription Cancelled');
  });

  it('a renewal that fails: past_due, then not premium once the period is over', async () => {
    const { client, user } = await employer();
    expect((await checkoutWith(client, 'employer-professional', CARDS.failsOnRenewal)).status).toBe(200);
    await settle(server);
    const start = server.clock.now.getTime();
    await advanceTo(server, new Date(start + 14 * DAY + 3_600_000));
    const account = await accountOf(server, user.id);
    expect(account.subscriptionStatus).toBe('past_due');
    expect(await paymentNotices(server, user.id)).toContain('Payment Failed');
    await advanceTo(server, new Date(Date.parse(account.currentPeriodEnd!) + DAY));
    expect(await planInForce(server, user.id)).toBe('free');
    await signInAgain(client, user.email);
    expect((await client.get(`/api/users/${user.id}/subscription`)).json.isPremium).toBe(false);
  });

  it('cancel at period end: premium until the period ends, then free, and the job-posting limit is back', async () => {
    const { client, user } = await signUpEmployer(server);
    expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
    await settle(server);
    const start = server.clock.now.getTime();
    // Three days before the trial ends, then past it: the first $49 is charged.
    await advanceTo(server, new Date(start + 12 * DAY));
    await advanceTo(server, new Date(start + 15 * DAY));
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-professional', subscriptionStatus: 'active' });
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started', 'Trial Ending', 'Payment Successful']);
    const invoices = (await client.get('/api/billing/invoices')).json.invoices;
    expect(invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: 4900 });
    // Test mode links to the app's own page for the stand-in's invoice (routes/test-invoice-page.ts).
    expect(invoices[0].hostedInvoiceUrl).toMatch(/^\/api\/billing\/test-invoices\/in_/);

    const cancelled = await client.post('/api/cancel-subscription');
    expect(cancelled.json.subscription).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true, subscriptionStatus: 'active' });
    const periodEnd = Date.parse(cancelled.json.subscription.currentPeriodEnd);
    // Premium until then: more than three postings this month.
    for (let i = 0; i < 4; i += 1) expect((await client.push('jobs', [insertRow(jobDoc())])).json.refused).toEqual([]);
    await advanceTo(server, new Date(periodEnd - DAY));
    expect(await planInForce(server, user.id)).toBe('employer-professional');
    await advanceTo(server, new Date(periodEnd + 60_000));
    await signInAgain(client, user.email);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
    expect(await planInForce(server, user.id)).toBe('free');
    const limits = (await client.get(`/api/job-posting-limits/${user.id}`)).json;
    expect(limits).toMatchObject({ limit: 3 });
    for (let i = 0; i < 3; i += 1) expect((await client.push('jobs', [insertRow(jobDoc())])).json.refused).toEqual([]);
    expect((await client.push('jobs', [insertRow(jobDoc())])).json.refused).toEqual([expect.objectContaining({ code: 'limit' })]);
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started', 'Trial Ending', 'Payment Successful', 'Subscription Cancelled', 'Subscription Cancelled']);
  });
});

describe('a candidate’s plan', () => {
  it('cancelled, lifts the application limit until the period ends, then the free limit applies again', async () => {
    const client = server.client();
    const user = await client.signUp('candidate');
    expect((await checkoutWith(client, 'candidate-premium')).status).toBe(200);
    const cancelled = await client.post('/api/cancel-subscription');
    expect(cancelled.json.subscription).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true, subscriptionStatus: 'trialing' });
    const end = Date.parse(cancelled.json.subscription.currentPeriodEnd);
    await advanceTo(server, new Date(end - 60_000));
    expect(await planInForce(server, user.id)).toBe('candidate-premium');
    await advanceTo(server, new Date(end + 60_000));
    expect(await planInForce(server, user.id)).toBe('free');
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
  });
});

describe('deleting the account', () => {
  it('ends its subscription in Stripe; the events that follow touch nothing of the deleted user', async () => {
    const { client, user } = await employer();
    expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
    await settle(server);
    expect((await client.request('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
    await settle(server);
    const { stripe } = await stripeOf(server);
    const subs = (await stripe.subscriptions.list({ customer: (await customerOf(user.email)).id, status: 'all' })).data;
    expect(subs.map((sub) => sub.status)).toEqual(['canceled']);
    expect(await paymentNotices(server, user.id)).toEqual([]);
  });
});

