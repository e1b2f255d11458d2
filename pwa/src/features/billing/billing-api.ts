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
import { apiFetch } from '../../sync/api.ts';

export async function fetchBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return billingConfigSchema.parse(await apiFetch('/api/billing/config', { signal }));
}

/**
 * A SetupIntent for the plan, through the spec's call of the plan's audience: candidates name the plan and echo
 * the catalog price they were shown (the server refuses any other), employers name the plan.
 */
export async function createCheckoutIntent(plan: PaidPlanId, signal?: AbortSignal): Promise<CheckoutIntent> {
  const answer =
    PLANS[plan].audience === 'candidate'
      ? await apiFetch('/api/create-payment-intent', {
          body: { planType: plan, amount: PLANS[plan].priceCents } satisfies CreatePaymentIntentRequest,
          signal,
        })
      : await apiFetch('/api/create-employer-subscription', {
          body: { plan } satisfies CreateEmployerSubscriptionRequest,
          signal,
        });
  return checkoutIntentSchema.parse(answer);
}

/** Test mode: confirm the SetupIntent with one of Stripe's test cards. A decline throws ApiError 402. */
export async function payWithTestCard(setupIntentId: string, card: TestCardForm): Promise<SubscriptionInfo> {
  const answer = await apiFetch('/api/billing/test-card', { body: { setupIntentId, ...card } });
  return subscriptionResponseSchema.parse(answer).subscription;
}

/** Real Stripe: after the Payment Element confirmed the SetupIntent, the server starts the subscription. */
export async function completeCheckout(setupIntentId: string): Promise<SubscriptionInfo> {
  const answer = await apiFetch('/api/billing/complete', { body: { setupIntentId } });
  return subscriptionResponseSchema.parse(answer).subscription;
}

/** Cancel at the end of the period: the plan stays on until then. */
export async function cancelSubscription(): Promise<SubscriptionInfo> {
  return subscriptionResponseSchema.parse(await apiFetch('/api/cancel-subscription', { method: 'POST' })).subscription;
}

/** Undo a cancel before the period ends. */
export async function resumeSubscription(): Promise<SubscriptionInfo> {
  return subscriptionResponseSchema.parse(await apiFetch('/api/resume-subscription', { method: 'POST' })).subscription;
}

export async function fetchSubscription(userId: string, signal?: AbortSignal): Promise<SubscriptionInfo> {
  return subscriptionInfoSchema.parse(await apiFetch(`/api/users/${encodeURIComponent(userId)}/subscription`, { signal }));
}

export async function fetchInvoices(signal?: AbortSignal): Promise<Invoice[]> {
  return invoiceListSchema.parse(await apiFetch('/api/billing/invoices', { signal })).invoices;
}
