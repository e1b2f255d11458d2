import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, ERROR_TOASTS } from '@shared/messages.ts';
import { checkoutIntentSchema } from '@shared/schemas/billing.ts';
import { ApiError } from '../../sync/api.ts';
import { viewCheckoutStartError, viewPaymentError } from './payment-errors.ts';

describe('viewPaymentError', () => {
  it('shows a decline as Payment Failed with the provider message, which also stays at the card field', () => {
    expect(viewPaymentError(new ApiError(402, 'Payment Failed', 'Your card was declined.'))).toEqual({
      toast: { title: 'Payment Failed', description: 'Your card was declined.' },
      atCard: 'Your card was declined.',
    });
  });

  it('puts a refused card detail under its field', () => {
    expect(viewPaymentError(new ApiError(400, 'validation', 'Your card number is incorrect.'))).toEqual({
      field: 'cardNumber',
      message: 'Your card number is incorrect.',
    });
    expect(viewPaymentError(new ApiError(400, 'validation', "Your card's expiration date is in the past."))).toEqual({
      field: 'expiry',
      message: "Your card's expiration date is in the past.",
    });
  });

  it('asks a signed-out payer to sign in, and an offline one to check the connection', () => {
    expect(viewPaymentError(new ApiError(401, 'unauthorized', 'Sign in'))).toEqual({
      toast: { title: 'Authentication Required', description: 'Please sign in to subscribe to a plan.' },
    });
    expect(viewPaymentError(new TypeError('Failed to fetch'))).toEqual({
      toast: { title: 'Network Error', description: 'Please check your connection and try again' },
    });
  });

  it('falls back to the spec line when the server sent no message', () => {
    expect(viewPaymentError(new Error('boom'))).toEqual({
      toast: { title: 'Payment Failed', description: 'Failed to initialize payment. Please try again.' },
    });
  });
});

describe('viewCheckoutStartError', () => {
  it('says why when too many checkouts were started', () => {
    expect(viewCheckoutStartError(new ApiError(429, 'throttled', AUTH_ERROR_MESSAGES.throttled))).toEqual({
      toast: { title: ERROR_TOASTS.paymentInitFailed.title, description: AUTH_ERROR_MESSAGES.throttled },
      needsSignIn: false,
    });
  });
  it('shows a plan already in force in place, with the server message', () => {
    expect(viewCheckoutStartError(new ApiError(409, 'already_subscribed', 'You already have Candidate Premium.'))).toEqual({
      alreadySubscribed: 'You already have Candidate Premium.',
    });
  });

  it('asks a signed-out visitor to sign in', () => {
    expect(viewCheckoutStartError(new ApiError(401, 'unauthorized', 'Sign in first.'))).toEqual({
      toast: { title: 'Authentication Required', description: 'Please sign in to subscribe to a plan.' },
      needsSignIn: true,
    });
  });

  it('says Subscription Failed when the answer has no client secret', () => {
    const parsed = checkoutIntentSchema.safeParse({ setupIntentId: 'seti_1', provider: 'test', plan: 'candidate-premium' });
    expect(parsed.success).toBe(false);
    expect(viewCheckoutStartError(parsed.error)).toEqual({
      toast: { title: 'Subscription Failed', description: 'Failed to create subscription' },
      needsSignIn: false,
    });
  });

  it('says the payment could not be initialized for anything else', () => {
    expect(viewCheckoutStartError(new ApiError(500, 'internal', 'Something went wrong on our side.'))).toEqual({
      toast: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
      needsSignIn: false,
    });
    expect(viewCheckoutStartError(new TypeError('Failed to fetch'))).toEqual({
      toast: { title: 'Error', description: 'Failed to initialize payment. Please try again.' },
      needsSignIn: false,
    });
  });
});
