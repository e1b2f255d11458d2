/**
 * Checkout, card first: a SetupIntent saves the card, and only a saved card starts the trial (a declined card
 * never does). The subscription is made once per SetupIntent, whether the request or the webhook gets there first.
 */
import type Stripe from 'stripe';
import { isPaidPlanId, PLANS, type PaidPlanId } from '@shared/catalog.ts';
import type { Account } from '@shared/schemas/account.ts';
import type { CheckoutIntent } from '@shared/schemas/billing.ts';
import type { UserRow } from '../auth/users.ts';
import type { StripeConnection } from './billing.ts';
import { ensureCustomer, userIdOfCustomer } from './customers.ts';
import { hasFreeTrial } from '@shared/rules/free-trial.ts';
import { isInForce, planStateOf, subscriptionInForce } from './plan-state.ts';
import { isIdempotencyInUse, isMissingResource } from './stripe-errors.ts';
import { listSubscriptions, syncBillingState, type BillingDeps } from './sync-billing-state.ts';

/** Start checkout for a plan: the user's Stripe customer and a SetupIntent for their card. */
export async function createCheckoutIntent(deps: BillingDeps, user: UserRow, plan: PaidPlanId): Promise<CheckoutIntent> {
  const connection = await deps.billing.connect();
  // Looked up first: a server whose Stripe account lacks the prices says so before making anything.
  await connection.priceOf(plan);
  const customer = await ensureCustomer(deps.db, connection.stripe, user);
  const intent = await connection.stripe.setupIntents.create({
    customer,
    usage: 'off_session',
    metadata: { userId: user.id, plan },
  });
  return {
    clientSecret: intent.client_secret!,
    setupIntentId: intent.id,
    // connect() refused above when payments are off, so here a provider takes the card.
    provider: deps.billing.provider === 'stripe' ? 'stripe' : 'test',
    plan,
    ...(deps.billing.publishableKey ? { publishableKey: deps.billing.publishableKey } : {}),
  };
}

/**
 * A SetupIntent of this user's, or null: unknown ids, other users' intents and intents not made by checkout
 * all look the same to the caller.
 */
export async function readOwnSetupIntent(deps: BillingDeps, stripe: Stripe, userId: string, setupIntentId: string): Promise<Stripe.SetupIntent | null> {
  let intent: Stripe.SetupIntent;
  try {
    intent = await stripe.setupIntents.retrieve(setupIntentId);
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (intent.metadata?.userId !== userId || !customerId || !isPaidPlanId(intent.metadata.plan)) return null;
  // The customer must be the one this server made for the user: metadata alone is only what was written.
  return (await userIdOfCustomer(deps.db, customerId)) === userId ? intent : null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A trial that ends within this long of now is not carried over: Stripe refuses a trial_end in the past. */
const LEAST_CARRIED_TRIAL_S = 60;

/**
 * The trial of a new subscription, given the customer's subscriptions before it. Someone who never had a plan
 * gets the plan's trial: the rule checkout shows on the device (hasFreeTrial), applied to the plan state these
 * subscriptions make. A plan chosen while a trial runs (two checkouts paid at once, a plan change) goes on to
 * that trial's end: neither a second full trial nor a charge today. Anyone else pays from the start.
 */
export function trialOf(existing: readonly Stripe.Subscription[], plan: PaidPlanId, now: Date): Pick<Stripe.SubscriptionCreateParams, 'trial_period_days' | 'trial_end'> {
  if (hasFreeTrial(planStateOf(existing))) return { trial_period_days: PLANS[plan].trialDays };
  const current = subscriptionInForce(existing);
  const trialEnd = current?.status === 'trialing' ? current.trial_end : null;
  return trialEnd && trialEnd > now.getTime() / 1000 + LEAST_CARRIED_TRIAL_S ? { trial_end: trialEnd } : {};
}

/**
 * The subscription of a succeeded SetupIntent, made at most once: an existing one made from it is returned, and
 * the creation carries an idempotency key of the SetupIntent, so the request path and the webhook path (and two
 * tabs) racing each other make one. Its trial is `trialOf`'s.
 */
export async function createSubscriptionOnce(connection: StripeConnection, intent: Stripe.SetupIntent, now: Date): Promise<Stripe.Subscription> {
  const { stripe } = connection;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer!.id;
  const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method!.id;
  const plan = intent.metadata!.plan as PaidPlanId;
  const existing = await listSubscriptions(stripe, customer);
  const made = existing.find((sub) => sub.metadata?.setupIntentId === intent.id);
  if (made) return made;
  const params: Stripe.SubscriptionCreateParams = {
    customer,
    items: [{ price: await connection.priceOf(plan) }],
    default_payment_method: paymentMethod,
    metadata: { userId: intent.metadata!.userId!, plan, setupIntentId: intent.id },
    ...trialOf(existing, plan, now),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await stripe.subscriptions.create(params, { idempotencyKey: `subscription-${intent.id}` });
    } catch (error) {
      // Stripe answers 409 while the same key is still being worked on: the other request will finish it.
      if (!isIdempotencyInUse(error) || attempt >= 8) throw error;
      await wait(100 * (attempt + 1));
    }
  }
}

/**
 * Whether a card saved for a checkout (its setup_intent.succeeded arriving late: a retried delivery, the
 * browser gone before completing) came before a plan the user has since chosen: a subscription in force made
 * after it from another checkout. Starting one from it then would replace that later choice.
 */
export function isSupersededCheckout(intent: Stripe.SetupIntent, subscriptions: readonly Stripe.Subscription[]): boolean {
  return subscriptions.some((sub) => isInForce(sub) && sub.created >= intent.created && sub.metadata?.setupIntentId !== intent.id);
}

/**
 * After a new subscription starts, every subscription of the customer in force but the newest ends now (a plan
 * change): the user pays for one plan at a time. Always the newest kept (subscriptionInForce's order: created,
 * then id), never "all but mine": two checkouts finishing at once would end each other's subscription (leaving
 * none), and completing an old SetupIntent again (a retried call, a late webhook) would end the newer plan.
 */
export async function endOtherSubscriptions(stripe: Stripe, current: Stripe.Subscription): Promise<void> {
  const customer = typeof current.customer === 'string' ? current.customer : current.customer.id;
  const all = await listSubscriptions(stripe, customer);
  const newest = subscriptionInForce(all);
  const others = all.filter((sub) => sub.id !== newest?.id);
  for (let other = subscriptionInForce(others); other; other = subscriptionInForce(others)) {
    others.splice(others.indexOf(other), 1);
    try {
      await stripe.subscriptions.cancel(other.id);
    } catch (error) {
      // Already ended by the racing path: nothing left to do.
      if (!(error instanceof Error && 'type' in error && error.type === 'StripeInvalidRequestError')) throw error;
    }
  }
}

/**
 * Finish checkout for a SetupIntent that succeeded: the subscription (once), the end of any other plan, and the
 * account document brought up to date. Answers the account after.
 */
export async function completeCheckout(deps: BillingDeps, intent: Stripe.SetupIntent): Promise<Account | null> {
  const connection = await deps.billing.connect();
  const subscription = await createSubscriptionOnce(connection, intent, deps.now());
  await endOtherSubscriptions(connection.stripe, subscription);
  return syncBillingState(deps, intent.metadata!.userId!);
}
