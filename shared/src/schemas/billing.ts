/**
 * Response bodies of the billing API (issue 13 payments contract): what the server answers about checkout, the
 * caller's subscription, invoices and usage limits. Requests are in billing-requests.ts.
 */
import { z } from 'zod';
import { PAID_PLAN_IDS, type PaidPlanId } from '../catalog.ts';
import { planIdSchema, subscriptionStatusSchema } from './account.ts';
import { isoDateTimeSchema } from './common.ts';

/** Who takes the card: the embedded test-mode provider, or real Stripe (keys configured). */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
/** A payment provider. */
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof paymentProviderSchema>;

/** Who takes payments on this server: a provider, or nobody ('off': production without Stripe keys). */
export const PAYMENT_MODES = [...PAYMENT_PROVIDERS, 'off'] as const;
export const paymentModeSchema = z.enum(PAYMENT_MODES);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/**
 * `GET /api/billing/config` (public): who takes payments ('test' is test mode, 'off' none are taken) and, for
 * real Stripe, the publishable key Stripe.js needs.
 */
export const billingConfigSchema = z.object({
  provider: paymentModeSchema,
  publishableKey: z.string().optional(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/**
 * The answer of `POST /api/create-payment-intent` and `/api/create-employer-subscription`: a Stripe SetupIntent to
 * confirm with a card (Payment Element for 'stripe', the test-card form for 'test'); the trial starts only after.
 */
export const checkoutIntentSchema = z.object({
  clientSecret: z.string(),
  setupIntentId: z.string(),
  provider: paymentProviderSchema,
  plan: z.enum(PAID_PLAN_IDS as [PaidPlanId, ...PaidPlanId[]]),
  publishableKey: z.string().optional(),
});
export type CheckoutIntent = z.infer<typeof checkoutIntentSchema>;

/** The caller's plan as the server holds it (the same fields as the account document, plus the trial end). */
export const subscriptionInfoSchema = z.object({
  /** True while the plan's benefits apply (shared rules/premium.ts `isPremium`). */
  isPremium: z.boolean(),
  plan: planIdSchema,
  subscriptionStatus: subscriptionStatusSchema,
  /** Premium until this instant: the trial end while trialing, else the end of the paid period. */
  currentPeriodEnd: isoDateTimeSchema.optional(),
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: isoDateTimeSchema.optional(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

/** The answer of test-card, complete, cancel and resume: the plan after the call. */
export const subscriptionResponseSchema = z.object({ subscription: subscriptionInfoSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** One Stripe invoice as /settings lists it, with Stripe's hosted page for viewing and paying it. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  /** Stripe's invoice status: draft, open, paid, uncollectible, void. */
  status: z.string(),
  amountDueCents: z.number().int(),
  amountPaidCents: z.number().int(),
  /** ISO 4217, lower case as Stripe sends it ('usd'). */
  currency: z.string(),
  created: isoDateTimeSchema,
  hostedInvoiceUrl: z.string().nullable(),
  periodStart: isoDateTimeSchema,
  periodEnd: isoDateTimeSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /api/billing/invoices`: newest first. */
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** `GET /api/job-posting-limits/{userId}`: this month's postings; `limit`/`remaining` null when unlimited. */
export const jobPostingLimitsSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative().nullable(),
  remaining: z.number().int().nonnegative().nullable(),
  resetsAt: isoDateTimeSchema,
});
export type JobPostingLimits = z.infer<typeof jobPostingLimitsSchema>;

/**
 * The stable `code` of a refused billing call, in the API's one error shape `{ error: { code, message } }`
 * (sync-server/src/http-error.ts, read by the PWA's apiFetch as ApiError.code / serverMessage):
 * - paymentFailed (402): the card was declined; `message` is Stripe's ('Your card was declined.'); the screen's
 *   title is 'Payment Failed' (ERROR_TOASTS.paymentFailed);
 * - alreadySubscribed (409): that plan is already in force ('You already have Employer Professional.');
 * - noSubscription (409): nothing to cancel or resume;
 * - invalidPlan (400): the amount is not the catalog price ('Please select a valid subscription plan.').
 */
export const BILLING_ERROR_CODES = {
  paymentFailed: 'payment_failed',
  alreadySubscribed: 'already_subscribed',
  noSubscription: 'no_subscription',
  invalidPlan: 'invalid_plan',
  paymentsNotAvailable: 'payments_not_available',
} as const;

/** A refused billing call as the server sends it. */
export const billingErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional() }),
});
export type BillingError = z.infer<typeof billingErrorSchema>;
