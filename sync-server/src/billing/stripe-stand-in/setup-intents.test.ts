/** Saving a card through a SetupIntent with Stripe's test PaymentMethod ids, driven through the real SDK. */
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejectionOf, startTestStandIn, TEST_WEBHOOK_SECRET, type TestStandIn } from './test-stand-in.ts';

let t: TestStandIn;
let customer: Stripe.Customer;
let intent: Stripe.SetupIntent;
beforeEach(async () => {
  t = await startTestStandIn();
  customer = await t.stripe.customers.create({ email: 'pat@example.com', metadata: { userId: 'user-1' } });
  intent = await t.stripe.setupIntents.create({
    customer: customer.id,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    metadata: { userId: 'user-1', plan: 'candidate-premium' },
  });
});
afterEach(async () => {
  await t.close();
});

describe('a SetupIntent', () => {
  it('starts waiting for a card, with a client secret of its own', async () => {
    expect(intent).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', customer: customer.id, usage: 'off_session', payment_method: null, livemode: false });
    expect(intent.id).toMatch(/^seti_/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_\\w+$`));
    expect(intent.metadata).toEqual({ userId: 'user-1', plan: 'candidate-premium' });
    expect(intent.payment_method_types).toEqual(['card']);
  });

  it.each([
    ['pm_card_visa', 'visa', '4242'],
    ['pm_card_mastercard', 'mastercard', '4444'],
    ['pm_card_chargeCustomerFail', 'visa', '0341'],
  ])('saves %s: succeeded, a concrete card attached to the customer', async (testCard, brand, last4) => {
    const confirmed = await t.stripe.setupIntents.confirm(intent.id, { payment_method: testCard });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.payment_method).toMatch(/^pm_/);
    expect(confirmed.payment_method).not.toBe(testCard);
    const pm = await t.stripe.paymentMethods.retrieve(confirmed.payment_method as string);
    expect(pm).toMatchObject({ object: 'payment_method', type: 'card', customer: customer.id, card: { brand, last4 } });
    expect(pm.card!.exp_year).toBeGreaterThan(2026);
    expect((await t.stripe.setupIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it.each([
    ['pm_card_chargeDeclined', 'Your card was declined.', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('declines %s with a 402 card error and keeps waiting for another card', async (testCard, message, declineCode) => {
    const error = await rejectionOf(t.stripe.setupIntents.confirm(intent.id, { payment_method: testCard }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error.statusCode).toBe(402);
    expect(error.message).toBe(message);
    expect(error.code).toBe('card_declined');
    expect(error.decline_code).toBe(declineCode);
    expect(error.setup_intent?.id).toBe(intent.id);
    const after = await t.stripe.setupIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_setup_error).toMatchObject({ type: 'card_error', message, decline_code: declineCode });
    expect((await t.stripe.customers.listPaymentMethods(customer.id)).data).toEqual([]);
    // Another card then succeeds on the same intent.
    expect((await t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).status).toBe('succeeded');
  });

  it('refuses a second confirmation once it succeeded', async () => {
    await t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const error = await rejectionOf(t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('setup_intent_unexpected_state');
  });

  it('refuses an unknown payment method id with resource_missing', async () => {
    const error = await rejectionOf(t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_madeUp' }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('resource_missing');
    expect(error.param).toBe('payment_method');
  });

  it('emits setup_intent.setup_failed then setup_intent.succeeded, signed and in order', async () => {
    await rejectionOf(t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }));
    await t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    await t.settle();
    expect(t.events.map((e) => e.type)).toEqual([
      'customer.created',
      'setup_intent.created',
      'setup_intent.setup_failed',
      'payment_method.attached',
      'setup_intent.succeeded',
    ]);
    const succeeded = t.events.at(-1)!;
    expect(succeeded).toMatchObject({ object: 'event', livemode: false, pending_webhooks: 1, api_version: expect.any(String) });
    expect(succeeded.id).toMatch(/^evt_/);
    expect((succeeded.data.object as Stripe.SetupIntent).metadata).toEqual({ userId: 'user-1', plan: 'candidate-premium' });
    expect(succeeded.request?.id).toMatch(/^req_/);
    expect(succeeded.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
    // The signature holds only for the exact payload and secret.
    const { payload, header } = t.deliveries.at(-1)!;
    const verifier = new Stripe('sk_test_x');
    expect(() => verifier.webhooks.constructEvent(payload.replace('succeeded', 'canceled'), header, TEST_WEBHOOK_SECRET)).toThrow();
    expect(() => verifier.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow();
    // The same event can be read back through the API.
    expect((await t.stripe.events.retrieve(succeeded.id)).type).toBe('setup_intent.succeeded');
  });
});
