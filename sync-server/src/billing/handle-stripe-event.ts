/**
 * A verified Stripe event, applied once: the event names a customer (and maybe a SetupIntent or invoice); the
 * truth is fetched from Stripe again, written to the user's account, and announced. The event id is recorded in
 * the same transaction as the account write, so a failure leaves it unrecorded for Stripe's retry, and a replay
 * changes nothing.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { isPaidPlanId } from '@shared/catalog.ts';
import { findUserById } from '../auth/users.ts';
import { billingEvents } from '../db/schema.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { completeCheckout, isSupersededCheckout } from './checkout.ts';
import { userIdOfCustomer } from './customers.ts';
import { paymentNoticeFor } from './payment-notices.ts';
import { planStateOf } from './plan-state.ts';
import { isMissingResource } from './stripe-errors.ts';
import { listSubscriptions, writePlanState, type BillingDeps } from './sync-billing-state.ts';
import { withUserLock } from './user-lock.ts';

/** The customer an event is about: every object we act on names one (a customer event is its own). */
function customerOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null };
  if (object.object === 'customer') return object.id ?? null;
  const customer = object.customer;
  return typeof customer === 'string' ? customer : (customer?.id ?? null);
}

async function isHandled(deps: BillingDeps, eventId: string): Promise<boolean> {
  return (await deps.db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, eventId))).length > 0;
}

async function recordOnly(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  await deps.db.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
}

/** The event's invoice as Stripe has it now (invoice events), or undefined. */
async function freshInvoice(stripe: Stripe, event: Stripe.Event): Promise<Stripe.Invoice | undefined> {
  if (!event.type.startsWith('invoice.')) return undefined;
  try {
    return await stripe.invoices.retrieve((event.data.object as { id: string }).id);
  } catch (error) {
    if (isMissingResource(error)) return undefined;
    throw error;
  }
}

/**
 * The event's SetupIntent as Stripe has it now, or undefined when Stripe no longer has it (test data deleted
 * while the event was being retried): a 500 would have Stripe retry it for days.
 */
async function freshSetupIntent(stripe: Stripe, event: Stripe.Event): Promise<Stripe.SetupIntent | undefined> {
  try {
    return await stripe.setupIntents.retrieve((event.data.object as { id: string }).id);
  } catch (error) {
    if (isMissingResource(error)) return undefined;
    throw error;
  }
}

/** Apply one verified event (idempotent per event id). */
export async function handleStripeEvent(deps: BillingDeps, event: Stripe.Event): Promise<void> {
  if (await isHandled(deps, event.id)) return;
  const customerId = customerOf(event);
  const userId = customerId ? await userIdOfCustomer(deps.db, customerId) : null;
  // Not about one of our users (another app on the same Stripe account), or about a deleted account.
  if (!customerId || !userId || !(await findUserById(deps.db, userId))) return recordOnly(deps, event);
  const { stripe } = await deps.billing.connect();

  if (event.type === 'setup_intent.succeeded') {
    // The card was saved but the browser may never have come back: start the subscription from here too.
    const intent = await freshSetupIntent(stripe, event);
    if (intent?.status === 'succeeded' && intent.metadata?.userId === userId && isPaidPlanId(intent.metadata.plan)) {
      if (!isSupersededCheckout(intent, await listSubscriptions(stripe, customerId))) await completeCheckout(deps, intent);
    }
  }

  const invoice = await freshInvoice(stripe, event);
  await withUserLock(userId, async () => {
    const subscriptions = await listSubscriptions(stripe, customerId);
    const notice = paymentNoticeFor(event, subscriptions, invoice);
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const recorded = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
      // Delivered twice at once: the other delivery applies it.
      if (recorded.length === 0) return;
      const state = planStateOf(subscriptions);
      if (state) await writePlanState(tx, userId, state, now);
      if (notice) await createNotification(tx, userId, notice, now);
    });
  });
}
