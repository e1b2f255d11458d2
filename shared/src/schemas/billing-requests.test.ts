import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_PLAN_TARGETS } from '../catalog.ts';
import { ERROR_TOASTS, VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  checkoutQuerySchema,
  completeCheckoutRequestSchema,
  createEmployerSubscriptionRequestSchema,
  createPaymentIntentRequestSchema,
  subscribeQuerySchema,
  testCardFormSchemaAt,
  testCardRequestSchemaAt,
} from './billing-requests.ts';

describe('billing requests', () => {
  it.each(['candidate-premium', 'employer-professional', 'employer-enterprise'])('checkout takes %s', (plan) => {
    expect(checkoutQuerySchema.parse({ plan })).toEqual({ plan });
  });
  it.each(['free', 'premium', '', undefined])(
    "checkout refuses %j with 'Please select a valid subscription plan.'",
    (plan) => {
      expect(checkoutQuerySchema.safeParse({ plan }).error?.issues.map((issue) => issue.message)).toEqual([
        M.invalidPlan,
      ]);
    },
  );
  it("the 'Invalid Plan' toast carries the same words", () => {
    expect(ERROR_TOASTS.invalidPlan).toEqual({
      title: 'Invalid Plan',
      description: 'Please select a valid subscription plan.',
    });
  });
  it('/subscribe?plan= maps to a checkout plan', () => {
    const { plan } = subscribeQuerySchema.parse({ plan: 'employer' });
    expect(SUBSCRIBE_PLAN_TARGETS[plan]).toBe('employer-professional');
    expect(subscribeQuerySchema.safeParse({ plan: 'admin' }).success).toBe(false);
  });
});

describe('checkout intent requests', () => {
  it('takes a plan, echoes a matching amount and drops userId', () => {
    expect(createPaymentIntentRequestSchema.parse({ planType: 'candidate-premium', amount: 999, userId: 'x' })).toEqual({
      planType: 'candidate-premium',
      amount: 999,
    });
    expect(createEmployerSubscriptionRequestSchema.parse({ userId: 'someone' })).toEqual({
      plan: 'employer-professional',
    });
  });
  it("refuses an amount that is not the catalog price with 'Please select a valid subscription plan.'", () => {
    const result = createPaymentIntentRequestSchema.safeParse({ planType: 'candidate-premium', amount: 1 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([M.invalidPlan]);
  });
  it('takes only SetupIntent ids', () => {
    expect(completeCheckoutRequestSchema.safeParse({ setupIntentId: 'seti_123abc' }).success).toBe(true);
    expect(completeCheckoutRequestSchema.safeParse({ setupIntentId: 'pi_123' }).success).toBe(false);
  });
});

describe('the test-mode card form', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const schema = testCardRequestSchemaAt(now);
  const card = { setupIntentId: 'seti_1', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
  const messagesOf = (body: unknown) => schema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a card number with spaces and hands on the digits', () => {
    expect(schema.parse(card).cardNumber).toBe('4242424242424242');
  });
  it.each([
    ['4242 4242', M.cardNumberIncomplete],
    ['4242 4242 4242 4241', M.cardNumberInvalid],
    ['4242-4242-4242-4242', M.cardNumberInvalid],
  ])('card number %s: %s', (cardNumber, message) => {
    expect(messagesOf({ ...card, cardNumber })).toEqual([message]);
  });
  it.each([
    ['12/3', M.cardExpiryIncomplete],
    ['13/30', M.cardExpiryInvalid],
    ['10/26', M.cardExpiryPast],
  ])('expiry %s: %s', (expiry, message) => {
    expect(messagesOf({ ...card, expiry })).toEqual([message]);
  });
  it('the current month is still valid', () => {
    expect(messagesOf({ ...card, expiry: '11/26' })).toEqual([]);
  });
  it.each(['12', '12345', 'abc'])('cvc %s is incomplete', (cvc) => {
    expect(messagesOf({ ...card, cvc })).toEqual([M.cardCvcIncomplete]);
  });
  it('the form schema checks the same fields without the SetupIntent id', () => {
    const { setupIntentId: _omitted, ...fields } = card;
    expect(testCardFormSchemaAt(now).safeParse(fields).success).toBe(true);
    expect(testCardFormSchemaAt(now).safeParse({ ...fields, expiry: '01/20' }).success).toBe(false);
  });
});
