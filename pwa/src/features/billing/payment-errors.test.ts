import { describe, expect, it } from 'vitest';
import { ApiError } from '../../sync/api.ts';
import { viewPaymentError } from './payment-errors.ts';

describe('viewPaymentError', () => {
  it('shows a decline as Payment Failed with the provider message', () => {
    expect(viewPaymentError(new ApiError(402, 'Payment Failed', 'Your card was declined.'))).toEqual({
      toast: { title: 'Payment Failed', description: 'Your card was declined.' },
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
