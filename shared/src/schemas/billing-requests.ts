/**
 * Request bodies of checkout and billing: `/subscribe?plan=`, `/checkout?plan=`, the checkout-intent calls, the
 * test-mode card form and completion. Only a plan id travels; the price is always the catalog's, read by the server.
 */
import { z } from 'zod';
import { PAID_PLAN_IDS, PLANS, type PaidPlanId } from '../catalog.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { USER_TYPES } from './common.ts';

/** A paid plan id; anything else is 'Please select a valid subscription plan.' (then back to /pricing). */
export const paidPlanIdSchema = z.enum(PAID_PLAN_IDS as [PaidPlanId, ...PaidPlanId[]], M.invalidPlan);

/** `/checkout?plan=candidate-premium`. */
export const checkoutQuerySchema = z.object({ plan: paidPlanIdSchema });
export type CheckoutQuery = z.infer<typeof checkoutQuerySchema>;

/** `/subscribe?plan=candidate` or `employer`; `SUBSCRIBE_PLAN_TARGETS` says which paid plan each opens. */
export const subscribeQuerySchema = z.object({ plan: z.enum(USER_TYPES, M.invalidPlan) });
export type SubscribeQuery = z.infer<typeof subscribeQuerySchema>;

/** A SetupIntent id as Stripe makes them (`seti_…`); the server checks it belongs to the caller. */
export const setupIntentIdSchema = z
  .string()
  .max(255)
  .regex(/^seti_[A-Za-z0-9_]+$/, 'Unknown payment setup');

/**
 * `POST /api/create-payment-intent` (spec section 7). `amount`, when sent, must be the catalog price in cents:
 * the client never sets a price, it may only echo the one it showed. Any extra field (e.g. `userId`) is dropped.
 */
export const createPaymentIntentRequestSchema = z
  .object({
    planType: paidPlanIdSchema,
    amount: z.number().int().nonnegative().optional(),
  })
  .refine((body) => body.amount === undefined || body.amount === PLANS[body.planType].priceCents, {
    message: M.invalidPlan,
    path: ['amount'],
  });
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

/** `POST /api/create-employer-subscription`; the plan defaults to Employer Professional, `userId` is ignored. */
export const createEmployerSubscriptionRequestSchema = z.object({
  plan: paidPlanIdSchema.default('employer-professional'),
});
export type CreateEmployerSubscriptionRequest = z.infer<typeof createEmployerSubscriptionRequestSchema>;

/** `POST /api/billing/complete`, after the Payment Element confirmed the SetupIntent (real Stripe). */
export const completeCheckoutRequestSchema = z.object({ setupIntentId: setupIntentIdSchema });
export type CompleteCheckoutRequest = z.infer<typeof completeCheckoutRequestSchema>;

/** Card number digits with the spaces people type removed. */
export function normalizeCardNumber(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '');
}

/** The Luhn check every card number passes (a typo in one digit fails it). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' as month and full year, or null when malformed or the month is not 01-12. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Whether a card expiring at the end of `expiry`'s month has expired at `now` (UTC). */
export function isCardExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return now.getTime() >= Date.UTC(expiry.year, expiry.month, 1);
}

const cardNumberSchema = z
  .string(M.cardNumberIncomplete)
  .max(40, M.cardNumberInvalid)
  .transform(normalizeCardNumber)
  .superRefine((digits, ctx) => {
    if (!/^\d+$/.test(digits) && digits !== '') ctx.addIssue({ code: 'custom', message: M.cardNumberInvalid });
    else if (digits.length < 13) ctx.addIssue({ code: 'custom', message: M.cardNumberIncomplete });
    else if (digits.length > 19 || !passesLuhn(digits)) ctx.addIssue({ code: 'custom', message: M.cardNumberInvalid });
  });

const cardFields = {
  cardNumber: cardNumberSchema,
  expiry: z
    .string(M.cardExpiryIncomplete)
    .max(10, M.cardExpiryInvalid)
    .superRefine((value, ctx) => {
      if (!/^\d{2}\s*\/\s*\d{2}$/.test(value.trim())) ctx.addIssue({ code: 'custom', message: M.cardExpiryIncomplete });
      else if (!parseCardExpiry(value)) ctx.addIssue({ code: 'custom', message: M.cardExpiryInvalid });
    }),
  cvc: z.string(M.cardCvcIncomplete).regex(/^\d{3,4}$/, M.cardCvcIncomplete),
};

/** Adds "…is in the past." for an expiry month that has ended at `now` (a schema has no clock of its own). */
function refusingExpiredAt<T extends z.ZodType<{ expiry: string }>>(schema: T, now: Date) {
  return schema.superRefine((body, ctx) => {
    const expiry = parseCardExpiry(body.expiry);
    if (expiry && isCardExpired(expiry, now)) {
      ctx.addIssue({ code: 'custom', message: M.cardExpiryPast, path: ['expiry'] });
    }
  });
}

/** The test-mode card form's fields (no SetupIntent id), for the PWA's form resolver; `now` for the expiry. */
export function testCardFormSchemaAt(now: Date) {
  return refusingExpiredAt(cardFieldsSchema, now);
}
const cardFieldsSchema = z.object(cardFields);
export type TestCardForm = z.input<typeof cardFieldsSchema>;

/**
 * `POST /api/billing/test-card` (test mode only), checked with the words Stripe's own form uses. Which numbers
 * are known test cards is the server's business ('Your card number is incorrect.' for the rest). Without a
 * clock: the server checks the expiry against its own time ({@link isCardExpired}).
 */
export const testCardRequestSchema = z.object({ setupIntentId: setupIntentIdSchema, ...cardFields });
export type TestCardRequest = z.infer<typeof testCardRequestSchema>;

/** {@link testCardRequestSchema} that also refuses an expiry month that has ended at `now`. */
export function testCardRequestSchemaAt(now: Date) {
  return refusingExpiredAt(testCardRequestSchema, now);
}
