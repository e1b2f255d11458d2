/** Test helper: a stand-in on a fixed clock, the real SDK pointed at it, and the events it delivered (verified). */
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from './index.ts';

export const TEST_SECRET_KEY = 'sk_test_standin_0123456789';
export const TEST_WEBHOOK_SECRET = 'whsec_standin_test_secret';
export const START = new Date('2026-03-10T12:00:00Z');
export const DAY_MS = 86_400_000;

export interface TestStandIn {
  standIn: StripeStandIn;
  stripe: Stripe;
  /** Events as received, each checked with `stripe.webhooks.constructEvent`. */
  events: Stripe.Event[];
  /** Raw deliveries (payload, header) in the order received. */
  deliveries: { payload: string; header: string }[];
  /** Wait until every event recorded so far was delivered. */
  settle(): Promise<void>;
  /** Move the clock `days` further (from START, then from the last move). */
  advanceDays(days: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestStandIn(options: {
  deliverEvent?: (payload: string, header: string) => Promise<void>;
  statePath?: string;
} = {}): Promise<TestStandIn> {
  const events: Stripe.Event[] = [];
  const deliveries: { payload: string; header: string }[] = [];
  const verifier = new Stripe(TEST_SECRET_KEY);
  let clockAt = START.getTime();
  const standIn = await startStripeStandIn({
    secretKey: TEST_SECRET_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    clock: () => START,
    statePath: options.statePath,
    deliverEvent: async (payload, header) => {
      await options.deliverEvent?.(payload, header);
      deliveries.push({ payload, header });
      events.push(verifier.webhooks.constructEvent(payload, header, TEST_WEBHOOK_SECRET));
    },
  });
  const stripe = sdkFor(standIn.port);
  return {
    standIn,
    stripe,
    events,
    deliveries,
    // A time already passed moves nothing: it only runs what is due and waits for the deliveries.
    settle: () => standIn.advanceClock(new Date(0)),
    async advanceDays(days) {
      clockAt += days * DAY_MS;
      await standIn.advanceClock(new Date(clockAt));
    },
    close: () => standIn.close(),
  };
}

export function sdkFor(port: number, key = TEST_SECRET_KEY): Stripe {
  return new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
}

/** A monthly plan price with a lookup key, as `npm run stripe:setup` makes them. */
export async function createPlanPrice(stripe: Stripe, lookupKey = 'employer-professional', unitAmount = 4900): Promise<Stripe.Price> {
  const product = await stripe.products.create({ name: `Plan ${lookupKey}` });
  return stripe.prices.create({
    product: product.id,
    unit_amount: unitAmount,
    currency: 'usd',
    recurring: { interval: 'month' },
    lookup_key: lookupKey,
  });
}

/** A customer whose card (a Stripe test PaymentMethod id) was saved through a SetupIntent. */
export async function customerWithCard(stripe: Stripe, testCard: string): Promise<{ customer: Stripe.Customer; paymentMethod: string }> {
  const customer = await stripe.customers.create({ email: 'pat@example.com', metadata: { userId: 'user-1' } });
  const intent = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' });
  const confirmed = await stripe.setupIntents.confirm(intent.id, { payment_method: testCard });
  return { customer, paymentMethod: confirmed.payment_method as string };
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    return error as Stripe.errors.StripeError;
  }
  throw new Error('expected the call to be refused');
}
