/**
 * The billing API (issue 13 payments contract): checkout intents, the test-mode card form, completion, cancel
 * and resume, the caller's subscription, invoices and job-posting limits. The caller is always the session's
 * user; ids in paths must be theirs (anything else is 404) and ids in bodies are ignored. Stripe's webhook is in
 * stripe-webhook.ts: it has no session.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { PLANS, type PaidPlanId } from '@shared/catalog.ts';
import { BILLING_THROTTLES } from '@shared/catalog/limits.ts';
import { alreadySubscribedMessage, API_ERROR_MESSAGES, BILLING_MESSAGES, TEAM_REFUSALS, VALIDATION_MESSAGES as M } from '@shared/messages.ts';
import { isPremium } from '@shared/rules/premium.ts';
import { checkJobPostingLimit } from '@shared/rules/usage-limits.ts';
import { startOfUtcMonth } from '@shared/rules/time-input.ts';
import type { Account } from '@shared/schemas/account.ts';
import { BILLING_ERROR_CODES, type BillingConfig } from '@shared/schemas/billing.ts';
import {
  completeCheckoutRequestSchema,
  createEmployerSubscriptionRequestSchema,
  createPaymentIntentRequestSchema,
  isCardExpired,
  parseCardExpiry,
  testCardRequestSchema,
} from '@shared/schemas/billing-requests.ts';
import type { Viewer } from '../auth/sessions.ts';
import { takeAttempt } from '../auth/throttle.ts';
import { findUserById } from '../auth/users.ts';
import { setCancelAtPeriodEnd } from '../billing/cancel-at-period-end.ts';
import { refusePayments } from '../billing/billing.ts';
import { completeCheckout, createCheckoutIntent, readOwnSetupIntent } from '../billing/checkout.ts';
import { customerIdOf } from '../billing/customers.ts';
import { listInvoices } from '../billing/invoices.ts';
import { MissingPriceError } from '../billing/plan-prices.ts';
import { isCardError, isUnexpectedState } from '../billing/stripe-errors.ts';
import { subscriptionInfoOf } from '../billing/subscription-info.ts';
import type { BillingDeps } from '../billing/sync-billing-state.ts';
import { testPaymentMethodFor } from '../billing/test-cards.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { actionTimesSince, effectivePlan, readAccount } from '../plans/usage.ts';
import { publicInvoiceUrl } from './test-invoice-page.ts';
import { billingConfigSchema, checkoutIntentSchema, invoiceListSchema, jobPostingLimitsSchema, subscriptionInfoSchema, subscriptionResponseSchema } from '@shared/schemas/billing.ts';

const TAG = 'Billing';
const notFound = (): never => httpError(404, 'not_found', API_ERROR_MESSAGES.notFound);
const paymentFailed = (message: string): never => httpError(402, BILLING_ERROR_CODES.paymentFailed, message);

const CHECKOUT_ANSWERS = {
  200: '`CheckoutIntent`: a SetupIntent to confirm with a card',
  403: 'A plan for the other role, or a company member who is not an admin: `forbidden`; payments are off on this server: `payments_not_available`',
  409: 'That plan is already in force: `already_subscribed`',
  429: 'Too many checkouts started in 15 minutes: `throttled`, with `retry-after`',
  503: 'Stripe has no price for the plan (run `npm run stripe:setup`): `billing_not_set_up`',
};
const SUBSCRIPTION_ANSWER = '`{ subscription: SubscriptionInfo }`';

/**
 * Whose plan a request is about (issue 47): a company member's plan and limits are the company's (its account is
 * the company id), and only an admin changes them or reads its invoices; anyone else is billed as themselves.
 */
function billedUserId(viewer: Viewer, manages: boolean): string {
  if (viewer.userType !== 'employer' || !viewer.company) return viewer.userId;
  if (manages && viewer.company.role !== 'admin') httpError(403, 'forbidden', TEAM_REFUSALS.adminsOnlyBilling);
  return viewer.company.id;
}

/** The caller as billing sees them: the company, for one of its admins. */
function billedViewer(viewer: Viewer): Viewer {
  return { ...viewer, userId: billedUserId(viewer, true) };
}

export function billingRoutes(deps: AppDeps) {
  const billingDeps: BillingDeps = { db: deps.database.db, billing: deps.billing, now: deps.now };
  const db = deps.database.db;

  async function accountOf(userId: string): Promise<Account> {
    return (await readAccount(db, userId)) ?? notFound();
  }

  /** Checkout for a plan of the caller's role that is not already in force. */
  /** Take a place on one of the caller's checkout limits, or answer 429 (places are never given back). */
  async function throttle(name: keyof typeof BILLING_THROTTLES, userId: string) {
    await takeAttempt(db, [[`${name}:${userId}`, BILLING_THROTTLES[name]]], deps.now());
  }

  async function startCheckout(viewer: Viewer, plan: PaidPlanId) {
    if (deps.billing.provider === 'off') refusePayments();
    const audience = PLANS[plan].audience;
    if (audience !== viewer.userType) {
      httpError(403, 'forbidden', audience === 'candidate' ? BILLING_MESSAGES.planForCandidates : BILLING_MESSAGES.planForEmployers);
    }
    const account = await accountOf(viewer.userId);
    if (account.plan === plan && isPremium(account, deps.now())) {
      httpError(409, BILLING_ERROR_CODES.alreadySubscribed, alreadySubscribedMessage(PLANS[plan].name));
    }
    const user = (await findUserById(db, viewer.userId)) ?? notFound();
    await throttle('checkoutStartsPerUser', viewer.userId);
    try {
      return await createCheckoutIntent(billingDeps, user, plan);
    } catch (error) {
      if (error instanceof MissingPriceError) httpError(503, 'billing_not_set_up', error.message);
      throw error;
    }
  }

  /** The answer once the card is saved: the subscription made (once) and the plan as now stored. */
  async function finishCheckout(intent: Stripe.SetupIntent) {
    if (intent.status !== 'succeeded') paymentFailed(intent.last_setup_error?.message ?? BILLING_MESSAGES.cardNotSaved);
    const account = (await completeCheckout(billingDeps, intent)) ?? notFound();
    return { subscription: subscriptionInfoOf(account, deps.now()) };
  }

  return new Hono<AppEnv>()
    .get('/billing/config', describeRoute({ summary: 'Who takes cards: test mode, Stripe (with its publishable key), or nobody (`off`)', tag: TAG, response: billingConfigSchema, answers: { 200: '`BillingConfig`', 404: 'Not found' } }), (c) => {
      const config: BillingConfig = { provider: deps.billing.provider, ...(deps.billing.publishableKey ? { publishableKey: deps.billing.publishableKey } : {}) };
      return c.json(config);
    })
    .post(
      '/create-payment-intent',
      describeRoute({ summary: 'Start checkout for Candidate Premium', tag: TAG, response: checkoutIntentSchema, answers: CHECKOUT_ANSWERS, example: { planType: 'candidate-premium', amount: 999 } }),
      requireViewer,
      jsonBody(createPaymentIntentRequestSchema),
      async (c) => c.json(await startCheckout(billedViewer(c.var.viewer!), c.req.valid('json').planType)),
    )
    .post(
      '/create-employer-subscription',
      describeRoute({ summary: 'Start checkout for an employer plan', tag: TAG, response: checkoutIntentSchema, answers: CHECKOUT_ANSWERS, example: { plan: 'employer-professional' } }),
      requireViewer,
      jsonBody(createEmployerSubscriptionRequestSchema),
      async (c) => c.json(await startCheckout(billedViewer(c.var.viewer!), c.req.valid('json').plan)),
    )
    .post(
      '/billing/test-card',
      describeRoute({
        summary: 'Test mode: save one of Stripe’s test cards to the SetupIntent, then subscribe',
        tag: TAG, response: subscriptionResponseSchema,
        answers: {
          200: SUBSCRIPTION_ANSWER,
          402: 'The card was declined (Stripe’s message): `payment_failed`',
          403: 'Payments are off on this server: `payments_not_available`; a company member who is not an admin: `forbidden`',
          404: 'No such SetupIntent of the caller’s, or not in test mode: `not_found`',
          429: 'Too many cards tried in 15 minutes: `throttled`, with `retry-after`',
        },
        example: { setupIntentId: 'seti_123', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
      }),
      requireViewer,
      jsonBody(testCardRequestSchema),
      async (c) => {
        if (deps.billing.provider === 'off') refusePayments();
        if (deps.billing.provider !== 'test') return notFound();
        const body = c.req.valid('json');
        if (isCardExpired(parseCardExpiry(body.expiry)!, deps.now())) httpError(400, 'invalid', M.cardExpiryPast);
        const paymentMethod = testPaymentMethodFor(body.cardNumber) ?? httpError(400, 'invalid', M.cardNumberIncorrect);
        const billed = billedUserId(c.var.viewer!, true);
        await throttle('cardTriesPerUser', billed);
        const { stripe } = await deps.billing.connect();
        let intent = (await readOwnSetupIntent(billingDeps, stripe, billed, body.setupIntentId)) ?? notFound();
        if (intent.status !== 'succeeded') {
          try {
            intent = await stripe.setupIntents.confirm(intent.id, { payment_method: paymentMethod });
          } catch (error) {
            if (isCardError(error)) paymentFailed(error.message);
            // Confirmed meanwhile by another request for the same SetupIntent (a second tab, a double click).
            if (!isUnexpectedState(error)) throw error;
            intent = await stripe.setupIntents.retrieve(intent.id);
          }
        }
        return c.json(await finishCheckout(intent));
      },
    )
    .post(
      '/billing/complete',
      describeRoute({
        summary: 'After the Payment Element saved the card: subscribe (once per SetupIntent)',
        tag: TAG, response: subscriptionResponseSchema,
        answers: { 200: SUBSCRIPTION_ANSWER, 402: 'The SetupIntent has not succeeded: `payment_failed`', 403: 'Payments are off on this server: `payments_not_available`; a company member who is not an admin: `forbidden`', 404: 'No such SetupIntent of the caller’s: `not_found`' },
        example: { setupIntentId: 'seti_123' },
      }),
      requireViewer,
      jsonBody(completeCheckoutRequestSchema),
      async (c) => {
        const { stripe } = await deps.billing.connect();
        const intent = (await readOwnSetupIntent(billingDeps, stripe, billedUserId(c.var.viewer!, true), c.req.valid('json').setupIntentId)) ?? notFound();
        return c.json(await finishCheckout(intent));
      },
    )
    .post(
      '/cancel-subscription',
      describeRoute({ summary: 'Cancel at period end: the plan runs to the end of what is paid for', tag: TAG, response: subscriptionResponseSchema, answers: { 200: SUBSCRIPTION_ANSWER, 403: 'A company member who is not an admin: `forbidden`', 409: 'No paid plan in force: `no_subscription`' } }),
      requireViewer,
      async (c) => {
        const account = await setCancelAtPeriodEnd(billingDeps, billedUserId(c.var.viewer!, true), true);
        if (!account) httpError(409, BILLING_ERROR_CODES.noSubscription, BILLING_MESSAGES.noSubscriptionToCancel);
        return c.json({ subscription: subscriptionInfoOf(account!, deps.now()) });
      },
    )
    .post(
      '/resume-subscription',
      describeRoute({ summary: 'Undo a cancel before the period ends', tag: TAG, response: subscriptionResponseSchema, answers: { 200: SUBSCRIPTION_ANSWER, 403: 'A company member who is not an admin: `forbidden`', 409: 'No paid plan in force: `no_subscription`' } }),
      requireViewer,
      async (c) => {
        const account = await setCancelAtPeriodEnd(billingDeps, billedUserId(c.var.viewer!, true), false);
        if (!account) httpError(409, BILLING_ERROR_CODES.noSubscription, BILLING_MESSAGES.noSubscriptionToResume);
        return c.json({ subscription: subscriptionInfoOf(account!, deps.now()) });
      },
    )
    .get(
      '/users/:id/subscription',
      describeRoute({ summary: 'The caller’s own plan, a company member’s the company’s (any other id is 404)', tag: TAG, response: subscriptionInfoSchema, answers: { 200: '`SubscriptionInfo`', 404: 'Not the caller’s id: `not_found`' } }),
      requireViewer,
      async (c) => {
        if (c.req.param('id') !== c.var.viewer!.userId) return notFound();
        // A member reads the company's plan: it is the one their postings and views count against.
        return c.json(subscriptionInfoOf(await accountOf(billedUserId(c.var.viewer!, false)), deps.now()));
      },
    )
    .get(
      '/job-posting-limits/:userId',
      describeRoute({
        summary: 'The caller’s job postings this month against their plan’s limit (employers; any other id is 404)',
        tag: TAG, response: jobPostingLimitsSchema,
        answers: { 200: '`JobPostingLimits`', 403: 'Not an employer: `forbidden`', 404: 'Not the caller’s id: `not_found`' },
      }),
      requireViewer,
      async (c) => {
        const viewer = c.var.viewer!;
        if (c.req.param('userId') !== viewer.userId) return notFound();
        if (viewer.userType !== 'employer') httpError(403, 'forbidden', BILLING_MESSAGES.jobPostingLimitsForEmployers);
        const now = deps.now();
        // The company's postings against the company's plan (3 a month on the free plan are the company's).
        const billed = billedUserId(viewer, false);
        const plan = await effectivePlan(db, billed, now);
        const posted = await actionTimesSince(db, 'jobs', 'postedAt', billed, new Date(startOfUtcMonth(now)));
        const usage = checkJobPostingLimit({ plan, actionTimes: posted, now });
        return c.json({ used: usage.used, limit: usage.limit, remaining: usage.remaining, resetsAt: new Date(usage.resetsAt).toISOString() });
      },
    )
    .get(
      '/billing/invoices',
      describeRoute({ summary: 'The caller’s invoices, newest first, with Stripe’s hosted invoice pages', tag: TAG, response: invoiceListSchema, answers: { 200: '`{ invoices: Invoice[] }`', 403: 'A company member who is not an admin: `forbidden`' } }),
      requireViewer,
      async (c) => {
        const customerId = await customerIdOf(db, billedUserId(c.var.viewer!, true));
        if (!customerId) return c.json({ invoices: [] });
        const { stripe, standIn } = await deps.billing.connect();
        const invoices = await listInvoices(stripe, customerId);
        const standInUrl = standIn?.url ?? null;
        return c.json({ invoices: invoices.map((invoice) => ({ ...invoice, hostedInvoiceUrl: publicInvoiceUrl(invoice.hostedInvoiceUrl, standInUrl) })) });
      },
    );
}
