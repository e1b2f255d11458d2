/** Telling Stripe's error answers apart by their documented type and code, not by message text. */
import Stripe from 'stripe';

/** A card refused by the issuer (or Stripe's test card that plays one): its message is Stripe's own. */
export function isCardError(error: unknown): error is Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeError && error.type === 'StripeCardError';
}

/** The object named does not exist (a made-up or foreign id). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/** Another request with the same idempotency key is still running (Stripe answers 409). */
export function isIdempotencyInUse(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.type === 'StripeIdempotencyError' || error.statusCode === 409);
}

/** The SetupIntent was already confirmed (or cancelled), e.g. by a second tab. */
export function isUnexpectedState(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'setup_intent_unexpected_state';
}
