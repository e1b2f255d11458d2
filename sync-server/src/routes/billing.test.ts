/**
 * The billing API in test mode (the Stripe stand-in through the real stripe SDK): checkout card first, declines,
 * cancel and resume, the caller's own data only, and input that must never reach Stripe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_THROTTLES } from '@shared/catalog/limits.ts';
import { hasFreeTrial } from '@shared/rules/free-trial.ts';
import { AUTH_ERROR_MESSAGES, BILLING_MESSAGES, VALIDATION_MESSAGES as M } from '@shared/messages.ts';
import { billingConfigSchema, checkoutIntentSchema, invoiceListSchema, jobPostingLimitsSchema, subscriptionInfoSchema } from '@shared/schemas/billing.ts';
import { accountOf, advanceTo, CARDS, checkoutWith, paymentMessages, paymentNotices, planInForce, settle, startCheckout, stripeOf } from '../test-support/billing.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';

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
async function candidate() {
  const client = server.client();
  const user = await client.signUp('candidate');
  return { client, user };
}

describe('checkout in test mode', () => {
  it('the config says test mode, signed in or not', async () => {
    const res = await server.client().get('/api/billing/config');
    expect(res.status).toBe(200);
    expect(billingConfigSchema.parse(res.json)).toEqual({ provider: 'test' });
  });

  it('an employer subscribes with 4242…: a 14-day trial, stored in the account, announced once', async () => {
    const { client, user } = await employer();
    const intent = await startCheckout(client, 'employer-professional');
    expect(intent.status).toBe(200);
    expect(checkoutIntentSchema.parse(intent.json)).toMatchObject({ provider: 'test', plan: 'employer-professional' });
    expect(intent.json.setupIntentId).toMatch(/^seti_/);
    const res = await client.post('/api/billing/test-card', { setupIntentId: intent.json.setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    expect(res.status).toBe(200);
    const trialEnd = new Date(server.clock.now.getTime() + 14 * 86_400_000).toISOString();
    expect(subscriptionInfoSchema.parse(res.json.subscription)).toEqual({
      isPremium: true,
      plan: 'employer-professional',
      subscriptionStatus: 'trialing',
      currentPeriodEnd: trialEnd,
      trialEnd,
      cancelAtPeriodEnd: false,
    });
    await settle(server);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-professional', subscriptionStatus: 'trialing', currentPeriodEnd: trialEnd });
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started']);
    const own = await client.get(`/api/users/${user.id}/subscription`);
    expect(own.json).toEqual(res.json.subscription);
    // The same plan again is refused while it runs.
    const again = await startCheckout(client, 'employer-professional');
    expect(again.status).toBe(409);
    expect(again.json.error).toEqual({ code: 'already_subscribed', message: 'You already have Employer Professional.', requestId: expect.any(String) });
  });

  it('a declined card answers 402 with Stripe’s message and starts nothing', async () => {
    const { client, user } = await candidate();
    const declined = await checkoutWith(client, 'candidate-premium', CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.json.error).toEqual({ code: 'payment_failed', message: 'Your card was declined.', requestId: expect.any(String) });
    const poor = await checkoutWith(client, 'candidate-premium', CARDS.insufficientFunds);
    expect(poor.status).toBe(402);
    expect(poor.json.error.message).toBe('Your card has insufficient funds.');
    await settle(server);
    const { stripe } = await stripeOf(server);
    const customer = (await stripe.customers.list({ email: user.email })).data[0];
    expect((await stripe.subscriptions.list({ customer: customer!.id, status: 'all' })).data).toEqual([]);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'free', subscriptionStatus: 'free' });
    expect(await paymentNotices(server, user.id)).toEqual([]);
  });

  it('after a decline the same checkout goes through with another card', async () => {
    const { client, user } = await candidate();
    const intent = await startCheckout(client, 'candidate-premium');
    const body = { setupIntentId: intent.json.setupIntentId, expiry: '12/34', cvc: '123' };
    expect((await client.post('/api/billing/test-card', { ...body, cardNumber: CARDS.declined })).status).toBe(402);
    const ok = await client.post('/api/billing/test-card', { ...body, cardNumber: CARDS.visa });
    expect(ok.status).toBe(200);
    expect(ok.json.subscription).toMatchObject({ isPremium: true, plan: 'candidate-premium' });
    expect(await planInForce(server, user.id)).toBe('candidate-premium');
  });

  it('card form mistakes are 400 with Stripe’s words, before Stripe is asked', async () => {
    const { client } = await candidate();
    const intent = await startCheckout(client, 'candidate-premium');
    const send = (fields: Record<string, string>) =>
      client.post('/api/billing/test-card', { setupIntentId: intent.json.setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123', ...fields });
    const cases: [Record<string, string>, string][] = [
      [{ cardNumber: '4111 1111 1111 1111' }, M.cardNumberIncorrect],
      [{ cardNumber: '4242 4242 4242 4241' }, M.cardNumberInvalid],
      [{ expiry: '10/26' }, M.cardExpiryPast],
      [{ expiry: '13/30' }, M.cardExpiryInvalid],
      [{ cvc: '1' }, M.cardCvcIncomplete],
    ];
    for (const [fields, message] of cases) {
      const res = await send(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.json.error.message).toBe(message);
    }
  });

  it('a plan of the other role is 403; an amount that is not the price is 400', async () => {
    const { client } = await candidate();
    expect((await startCheckout(client, 'employer-enterprise')).status).toBe(403);
    expect((await client.post('/api/create-payment-intent', { planType: 'candidate-premium', amount: 100 })).json.error.message).toBe(M.invalidPlan);
    const boss = await employer();
    const res = await startCheckout(boss.client, 'candidate-premium');
    expect(res.status).toBe(403);
    expect(res.json.error.message).toBe(BILLING_MESSAGES.planForCandidates);
  });

  it('signed out, every billing call but the config is 401', async () => {
    const anonymous = server.client();
    for (const [method, path] of [
      ['POST', '/api/create-payment-intent'],
      ['POST', '/api/create-employer-subscription'],
      ['POST', '/api/billing/test-card'],
      ['POST', '/api/billing/complete'],
      ['POST', '/api/cancel-subscription'],
      ['POST', '/api/resume-subscription'],
      ['GET', '/api/users/someone/subscription'],
      ['GET', '/api/job-posting-limits/someone'],
      ['GET', '/api/billing/invoices'],
    ] as const) {
      expect((await anonymous.request(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(401);
    }
  });

  it('two test-card calls at once for one SetupIntent make one subscription', async () => {
    const { client, user } = await employer();
    const intent = await startCheckout(client, 'employer-enterprise');
    const body = { setupIntentId: intent.json.setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' };
    const answers = await Promise.all([client.post('/api/billing/test-card', body), client.post('/api/billing/test-card', body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await settle(server);
    const { stripe } = await stripeOf(server);
    const customer = (await stripe.customers.list({ email: user.email })).data[0]!;
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started']);
  });

  it('two complete calls at once, racing the setup_intent.succeeded webhook, make one subscription', async () => {
    const { client, user } = await employer();
    const intent = await startCheckout(client, 'employer-professional');
    const { stripe } = await stripeOf(server);
    // What the Payment Element does in the browser with real Stripe.
    await stripe.setupIntents.confirm(intent.json.setupIntentId, { payment_method: 'pm_card_visa' });
    const body = { setupIntentId: intent.json.setupIntentId };
    const answers = await Promise.all([client.post('/api/billing/complete', body), client.post('/api/billing/complete', body), settle(server)]);
    expect(answers.slice(0, 2).map((a) => a!.status)).toEqual([200, 200]);
    await settle(server);
    const customer = (await stripe.customers.list({ email: user.email })).data[0]!;
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-professional', subscriptionStatus: 'trialing' });
  });

  it('two checkouts (two SetupIntents) paid at once leave one plan in force, not none', async () => {
    const { client, user } = await employer();
    const [a, b] = await Promise.all([startCheckout(client, 'employer-professional'), startCheckout(client, 'employer-professional')]);
    const card = (setupIntentId: string) => ({ setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    const answers = await Promise.all([client.post('/api/billing/test-card', card(a.json.setupIntentId)), client.post('/api/billing/test-card', card(b.json.setupIntentId))]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    await settle(server);
    const { stripe } = await stripeOf(server);
    const customer = (await stripe.customers.list({ email: user.email })).data[0]!;
    const statuses = (await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.map((s) => s.status).sort();
    expect(statuses).toEqual(['canceled', 'trialing']);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-professional', subscriptionStatus: 'trialing' });
  });

  it('a plan chosen during the trial runs on to the same trial end: no new trial, no charge today, no "Free plan" notice', async () => {
    const { client, user } = await employer();
    expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
    await settle(server);
    const trialEnd = (await accountOf(server, user.id)).currentPeriodEnd!;
    await advanceTo(server, new Date(server.clock.now.getTime() + 3 * 86_400_000));
    expect((await checkoutWith(client, 'employer-enterprise')).status).toBe(200);
    await settle(server);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-enterprise', subscriptionStatus: 'trialing', currentPeriodEnd: trialEnd });
    const { stripe } = await stripeOf(server);
    const customer = (await stripe.customers.list({ email: user.email })).data[0]!;
    const invoices = (await stripe.invoices.list({ customer: customer.id })).data;
    expect(invoices.reduce((sum, invoice) => sum + invoice.amount_paid, 0)).toBe(0);
    // The ended Professional trial is not announced as a move to the Free plan.
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started', 'Trial Started']);
    const runsUntil = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(trialEnd));
    expect((await paymentMessages(server, user.id))[1]).toBe(`Your 11-day free trial of Employer Enterprise has started. It runs until ${runsUntil}.`);
  });

  it('after a plan has ended, checkout starts the next with no trial, charged today, as the device says it will', async () => {
    const { client, user } = await employer();
    expect(hasFreeTrial(await accountOf(server, user.id))).toBe(true);
    expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
    expect((await client.post('/api/cancel-subscription')).status).toBe(200);
    await settle(server);
    await advanceTo(server, new Date(Date.parse((await accountOf(server, user.id)).currentPeriodEnd!) + 60_000));
    const ended = await accountOf(server, user.id);
    expect(ended).toMatchObject({ plan: 'free', subscriptionStatus: 'canceled' });
    expect(hasFreeTrial(ended)).toBe(false);
    expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
    await settle(server);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-professional', subscriptionStatus: 'active' });
    const { stripe } = await stripeOf(server);
    const customer = (await stripe.customers.list({ email: user.email })).data[0]!;
    expect((await stripe.invoices.list({ customer: customer.id })).data.map((invoice) => invoice.amount_paid)).toContain(4900);
  });

  it('completing an old SetupIntent again leaves the newer plan in force', async () => {
    const { client, user } = await employer();
    const first = await startCheckout(client, 'employer-professional');
    const card = (setupIntentId: string) => ({ setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    expect((await client.post('/api/billing/test-card', card(first.json.setupIntentId))).status).toBe(200);
    server.clock.now = new Date(server.clock.now.getTime() + 1000);
    await settle(server);
    const second = await startCheckout(client, 'employer-enterprise');
    expect((await client.post('/api/billing/test-card', card(second.json.setupIntentId))).status).toBe(200);
    await settle(server);
    // A reloaded success page or a retried call with the first SetupIntent.
    const again = await client.post('/api/billing/complete', { setupIntentId: first.json.setupIntentId });
    expect(again.status).toBe(200);
    await settle(server);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-enterprise' });
    expect(again.json.subscription).toMatchObject({ plan: 'employer-enterprise', isPremium: true });
  });

  it('complete before the card is saved is 402, and subscribes nothing', async () => {
    const { client, user } = await employer();
    const intent = await startCheckout(client, 'employer-professional');
    const res = await client.post('/api/billing/complete', { setupIntentId: intent.json.setupIntentId });
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('payment_failed');
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'free' });
  });
});

describe('another user’s ids', () => {
  it('reach nothing: paths answer 404, body ids are ignored, SetupIntents of others are 404', async () => {
    const owner = await employer();
    const intruder = await employer();
    const intent = await startCheckout(owner.client, 'employer-professional');
    expect((await intruder.client.get(`/api/users/${owner.user.id}/subscription`)).status).toBe(404);
    expect((await intruder.client.get(`/api/job-posting-limits/${owner.user.id}`)).status).toBe(404);
    const stolen = await intruder.client.post('/api/billing/test-card', { setupIntentId: intent.json.setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    expect(stolen.status).toBe(404);
    expect((await intruder.client.post('/api/billing/complete', { setupIntentId: intent.json.setupIntentId })).status).toBe(404);
    // A userId in the body names nobody: the intent is the caller's.
    const own = await intruder.client.post('/api/create-employer-subscription', { plan: 'employer-professional', userId: owner.user.id });
    expect(own.status).toBe(200);
    const paid = await intruder.client.post('/api/billing/test-card', { setupIntentId: own.json.setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    expect(paid.status).toBe(200);
    await settle(server);
    expect(await accountOf(server, owner.user.id)).toMatchObject({ plan: 'free' });
    expect(await accountOf(server, intruder.user.id)).toMatchObject({ plan: 'employer-professional' });
    // Cancelling acts on the caller's plan only.
    expect((await owner.client.post('/api/cancel-subscription', { userId: intruder.user.id })).status).toBe(409);
    expect((await accountOf(server, intruder.user.id)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('limits, invoices, cancel and resume', () => {
  it('job-posting limits: the employer’s own, from the plan in force', async () => {
    const { client, user } = await employer();
    const free = await client.get(`/api/job-posting-limits/${user.id}`);
    expect(jobPostingLimitsSchema.parse(free.json)).toEqual({ used: 0, limit: 3, remaining: 3, resetsAt: '2026-12-01T00:00:00.000Z' });
    expect((await checkoutWith(client, 'employer-professional')).status).toBe(200);
    expect((await client.get(`/api/job-posting-limits/${user.id}`)).json).toMatchObject({ limit: null, remaining: null });
    const someone = await candidate();
    expect((await someone.client.get(`/api/job-posting-limits/${someone.user.id}`)).status).toBe(403);
  });

  it('cancel keeps the plan to the period end, resume undoes it; without a plan both are 409', async () => {
    const { client, user } = await employer();
    expect((await client.post('/api/cancel-subscription')).json.error).toEqual({ code: 'no_subscription', message: BILLING_MESSAGES.noSubscriptionToCancel, requestId: expect.any(String) });
    expect((await client.post('/api/resume-subscription')).status).toBe(409);
    await checkoutWith(client, 'employer-professional');
    const cancelled = await client.post('/api/cancel-subscription');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.subscription).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true, subscriptionStatus: 'trialing' });
    await settle(server);
    expect(await paymentNotices(server, user.id)).toEqual(['Trial Started', 'Subscription Cancelled']);
    const resumed = await client.post('/api/resume-subscription');
    expect(resumed.json.subscription).toMatchObject({ isPremium: true, cancelAtPeriodEnd: false });
    expect((await accountOf(server, user.id)).cancelAtPeriodEnd).toBe(false);
  });

  it('invoices: the caller’s, newest first (none before any checkout)', async () => {
    const { client } = await candidate();
    expect((await client.get('/api/billing/invoices')).json).toEqual({ invoices: [] });
    await checkoutWith(client, 'candidate-premium');
    const res = await client.get('/api/billing/invoices');
    expect(res.status).toBe(200);
    const { invoices } = invoiceListSchema.parse(res.json);
    // The trial's first invoice is for $0.
    expect(invoices[0]).toMatchObject({ amountDueCents: 0, currency: 'usd' });
    // Test mode links to the page on the app's own origin (the stand-in's port changes with every start), open
    // like Stripe's hosted links to whoever holds the unguessable id, under the app's CSP (its stylesheet is 'self').
    const link = invoices[0]!.hostedInvoiceUrl!;
    expect(link).toBe(`/api/billing/test-invoices/${invoices[0]!.id}`);
    const page = await server.client().get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.json).toContain(`Invoice ${invoices[0]!.number}`);
    expect(page.json).toContain('<link rel="stylesheet" href="invoice.css">');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const style = await server.client().get('/api/billing/test-invoices/invoice.css');
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toMatch(/^text\/css/);
    for (const wrong of ['in_doesNotExist0000', 'in_%00', '..%2F..%2Fv1%2Fcustomers', `${invoices[0]!.id}%20`, 'invoice.js']) {
      const refused = await server.client().get(`/api/billing/test-invoices/${wrong}`);
      expect(refused.status).toBe(404);
      expect(refused.json.error.code).toBe('not_found');
    }
  });
});

describe('a plan written without Stripe (the demo employers’)', () => {
  it('is kept when the user meets Stripe, cancels and resumes on the account, and lapses at its end', async () => {
    const { client, user } = await employer();
    await grantTrial(server.deps.database.db, user.id, 'employer-professional', server.clock.now);
    expect((await startCheckout(client, 'employer-professional')).status).toBe(409);
    // A checkout started (a Stripe customer now exists) and left: the plan Stripe never knew of stays.
    expect((await startCheckout(client, 'employer-enterprise')).status).toBe(200);
    await settle(server);
    expect(await accountOf(server, user.id)).toMatchObject({ plan: 'employer-professional', subscriptionStatus: 'trialing' });
    const cancelled = await client.post('/api/cancel-subscription');
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.subscription).toMatchObject({ isPremium: true, cancelAtPeriodEnd: true });
    expect((await client.post('/api/resume-subscription')).json.subscription).toMatchObject({ cancelAtPeriodEnd: false });
    await client.post('/api/cancel-subscription');
    const end = Date.parse((await accountOf(server, user.id)).currentPeriodEnd!);
    await advanceTo(server, new Date(end + 60_000));
    expect(await planInForce(server, user.id)).toBe('free');
  });
});

describe('checkout limits', () => {
  it('refuses an 11th checkout start and an 11th card tried in 15 minutes with 429, without calling Stripe', async () => {
    const { client, user } = await candidate();
    const intents: string[] = [];
    for (let i = 0; i < BILLING_THROTTLES.checkoutStartsPerUser.limit; i++) {
      const intent = await startCheckout(client, 'candidate-premium');
      expect(intent.status).toBe(200);
      intents.push(intent.json.setupIntentId);
    }
    const refused = await startCheckout(client, 'candidate-premium');
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({ code: 'throttled', message: AUTH_ERROR_MESSAGES.throttled, requestId: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    for (let i = 0; i < BILLING_THROTTLES.cardTriesPerUser.limit; i++) {
      const tried = await client.post('/api/billing/test-card', { setupIntentId: intents[i], cardNumber: CARDS.declined, expiry: '12/34', cvc: '123' });
      expect(tried.status).toBe(402);
    }
    const blocked = await client.post('/api/billing/test-card', { setupIntentId: intents[0], cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    expect(blocked.status).toBe(429);
    expect(await planInForce(server, user.id)).toBe('free');
  });
});
