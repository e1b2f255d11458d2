/**
 * A deleted account stops paying: every subscription of its Stripe customer that could still charge ends now.
 * The customer stays in Stripe (its invoices are the merchant's records); the events that follow find no user.
 */
import type Stripe from 'stripe';
import { customerIdOf } from './customers.ts';
import { listSubscriptions, type BillingDeps } from './sync-billing-state.ts';

const CAN_CHARGE: readonly Stripe.Subscription.Status[] = ['trialing', 'active', 'past_due', 'incomplete', 'unpaid', 'paused'];

export async function endSubscriptionsOf(deps: BillingDeps, userId: string): Promise<void> {
  const customerId = await customerIdOf(deps.db, userId);
  if (!customerId) return;
  const { stripe } = await deps.billing.connect();
  for (const sub of await listSubscriptions(stripe, customerId)) {
    if (CAN_CHARGE.includes(sub.status)) await stripe.subscriptions.cancel(sub.id);
  }
}
