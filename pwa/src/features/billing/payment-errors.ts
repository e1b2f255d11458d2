/**
 * What a person sees when paying fails (spec section 8 'Subscribe' row): a decline is the toast 'Payment Failed'
 * with the provider's own message, and that message also stays at the card field (a toast fades; issue 52); a
 * card detail the server refused goes under its field, as Stripe's form does.
 */
import { ZodError } from 'zod';
import { ERROR_TOASTS, VALIDATION_MESSAGES as M, type ToastText } from '@shared/messages.ts';
import { BILLING_ERROR_CODES } from '@shared/schemas/billing.ts';
import type { TestCardForm } from '@shared/schemas/billing-requests.ts';
import { ApiError, describeError } from '../../sync/api.ts';

export type PaymentErrorView = { field: keyof TestCardForm; message: string } | { toast: ToastText; atCard?: string };

const FIELD_OF_MESSAGE: Record<string, keyof TestCardForm> = {
  [M.cardNumberIncomplete]: 'cardNumber',
  [M.cardNumberInvalid]: 'cardNumber',
  [M.cardNumberIncorrect]: 'cardNumber',
  [M.cardExpiryIncomplete]: 'expiry',
  [M.cardExpiryInvalid]: 'expiry',
  [M.cardExpiryPast]: 'expiry',
  [M.cardCvcIncomplete]: 'cvc',
};

/** How to show a failed card payment call. */
export function viewPaymentError(error: unknown): PaymentErrorView {
  if (error instanceof ApiError) {
    if (error.status === 401) return { toast: ERROR_TOASTS.authenticationRequired };
    const field = FIELD_OF_MESSAGE[error.serverMessage];
    if (error.status === 400 && field) return { field, message: error.serverMessage };
    // The provider refused the card (a decline): said where the card is typed, as well as in the toast.
    if (error.serverMessage) return { toast: { title: ERROR_TOASTS.paymentFailed.title, description: error.serverMessage }, atCard: error.serverMessage };
  }
  if (error instanceof TypeError) return { toast: ERROR_TOASTS.networkError };
  return { toast: { title: ERROR_TOASTS.paymentFailed.title, description: describeError(error, ERROR_TOASTS.paymentInitFailed.description) } };
}

export type CheckoutStartErrorView = { alreadySubscribed: string } | { toast: ToastText; needsSignIn: boolean };

/** How to show a failed request for a checkout intent (the card step could not start). */
export function viewCheckoutStartError(error: unknown): CheckoutStartErrorView {
  if (error instanceof ApiError && error.code === BILLING_ERROR_CODES.alreadySubscribed) return { alreadySubscribed: error.serverMessage };
  if (error instanceof ApiError && error.status === 401) return { toast: ERROR_TOASTS.authenticationRequired, needsSignIn: true };
  // Too many checkouts started: the spec's toast title, with the server's reason (how long to wait).
  if (error instanceof ApiError && error.status === 429) {
    return { toast: { title: ERROR_TOASTS.paymentInitFailed.title, description: error.serverMessage }, needsSignIn: false };
  }
  // An answer without a client secret (or none at all): nothing a card could confirm.
  if (error instanceof ZodError) return { toast: ERROR_TOASTS.subscriptionFailed, needsSignIn: false };
  return { toast: ERROR_TOASTS.paymentInitFailed, needsSignIn: false };
}
