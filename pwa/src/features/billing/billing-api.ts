/**
 * The billing calls of the payments contract (issue 13). They act on the server and Stripe at once, so unlike
 * replicated writes they need a connection and are never queued: a payment must not replay later on its own.
 * Answers are parsed with the shared response schemas, so a server that drifts fails loudly here.
 */
import { PLANS, type PaidPlanId } from '@shared/catalog.ts';
import {
  billingConfigSchema,
  checkoutIntentSchema,
  invoiceListSchema,
  subscriptionInfoSchema,
  subscriptionResponseSchema,
  type BillingConfig,
  type CheckoutIntent,
  type Invoice,
  type SubscriptionInfo,
} from '@shared/schemas/billing.ts';
import type { CreateEmployerSubscriptionRequest, CreatePaymentIntentRequest, TestCardForm } from '@shared/schemas/billing-requests.ts';
import { answer, api } from '../../sync/api-client.ts';

export async function fetchBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return billingConfigSchema.parse(await answer(api.billing.config.$get(undefined, { init: { signal } })));
}

/**
 * A SetupIntent for the plan, through the spec's call of the plan's audience: candidates name the plan and echo
 * the catalog price they were shown (the server refuses any other), employers name the plan.
 */
export async function createCheckoutIntent(plan: PaidPlanId, signal?: AbortSignal): Promise<CheckoutIntent> {
  const answered =
    PLANS[plan].audience === 'candidate'
      ? await answer(
          api['create-payment-intent'].$post({ json: { planType: plan, amount: PLANS[plan].priceCents } satisfies CreatePaymentIntentRequest }, { init: { signal } }),
        )
      : await answer(api['create-employer-subscription'].$post({ json: { plan } satisfies CreateEmployerSubscriptionRequest }, { init: { signal } }));
  return checkoutIntentSchema.parse(answered);
}

/** Test mode: confirm the SetupIntent with one of Stripe's test cards. A decline throws ApiError 402. */
export async function payWithTestCard(setupIntentId: string, card: TestCardForm): Promise<SubscriptionInfo> {
  return subscriptionResponseSchema.parse(await answer(api.billing['test-card'].$post({ json: { setupIntentId, ...card } }))).subscription;
}

/** Real Stripe: after the Payment Element confirmed the SetupIntent, the server starts the subscription. */
export async function completeCheckout(setupIntentId: string): Promise<SubscriptionInfo> {
  return subscriptionResponseSchema.parse(await answer(api.billing.complete.$post({ json: { setupIntentId } }))).subscription;
}

/** Cancel at the end of the period: the plan stays on until then. */
export async function cancelSubscription(): Promise<SubscriptionInfo> {
  return subscriptionResponseSchema.parse(await answer(api['cancel-subscription'].$post())).subscription;
}

/** Undo a cancel before the period ends. */
export async function resumeSubscription(): Promise<SubscriptionInfo> {
  return subscriptionResponseSchema.parse(await answer(api['resume-subscription'].$post())).subscription;
}

export async function fetchSubscription(userId: string, signal?: AbortSignal): Promise<SubscriptionInfo> {
  return subscriptionInfoSchema.parse(await answer(api.users[':id'].subscription.$get({ param: { id: encodeURIComponent(userId) } }, { init: { signal } })));
}

export async function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return invoiceListSchema.parse(await answer(api.billing.invoices.$get(undefined, { init: { signal } }))).invoices;
}
