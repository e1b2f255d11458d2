/**
 * Server tests of payments: checkout through the API as the PWA does it (test mode: the stand-in and its test
 * cards), the stand-in's clock moved with the server's, and what a user's account and notifications say.
 */
import { sql } from 'drizzle-orm';
import type { PaidPlanId } from '@shared/catalog.ts';
import type { Account } from '@shared/schemas/account.ts';
import { effectivePlan } from '../plans/usage.ts';
import { findRows, readRow } from '../store/rows.ts';
import type { StripeConnection } from '../billing/billing.ts';
import type { TestClient, TestServer } from './test-server.ts';

/** The Stripe side of a test server (the stand-in, started on first use). */
export async function stripeOf(server: TestServer): Promise<StripeConnection & { standIn: NonNullable<StripeConnection['standIn']> }> {
  const connection = await server.deps.billing.connect();
  if (!connection.standIn) throw new Error('Billing tests run against the stand-in');
  return connection as StripeConnection & { standIn: NonNullable<StripeConnection['standIn']> };
}

/** Move the server's and the stand-in's clock to `to`, run what came due, and wait until its events were handled. */
export async function advanceTo(server: TestServer, to: Date): Promise<void> {
  server.clock.now = to;
  await (await stripeOf(server)).standIn.advanceClock(to);
}

/** Wait until every event the stand-in has recorded so far was handled by the webhook route. */
export async function settle(server: TestServer): Promise<void> {
  await advanceTo(server, server.clock.now);
}

/** The test card numbers (Stripe's documented ones). */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  failsOnRenewal: '4000 0000 0000 0341',
} as const;

/** Ask for a checkout intent as the PWA does: the employer call or the candidate call, by plan. */
export function startCheckout(client: TestClient, plan: PaidPlanId) {
  return plan === 'candidate-premium'
    ? client.post('/api/create-payment-intent', { planType: plan })
    : client.post('/api/create-employer-subscription', { plan });
}

/** Checkout with a test card; answers the test-card call's answer. */
export async function checkoutWith(client: TestClient, plan: PaidPlanId, cardNumber: string = CARDS.visa) {
  const intent = await startCheckout(client, plan);
  if (intent.status !== 200) throw new Error(`checkout intent: ${intent.status} ${JSON.stringify(intent.json)}`);
  return client.post('/api/billing/test-card', { setupIntentId: intent.json.setupIntentId, cardNumber, expiry: '12/34', cvc: '123' });
}

/** The user's account document as stored. */
export async function accountOf(server: TestServer, userId: string): Promise<Account> {
  return (await readRow(server.deps.database.db, 'accounts', userId))!.doc as Account;
}

/** The plan whose limits apply to the user at the server's now. */
export function planInForce(server: TestServer, userId: string) {
  return effectivePlan(server.deps.database.db, userId, server.deps.now());
}

/** Titles of the user's payment notifications, oldest first. */
export async function paymentNotices(server: TestServer, userId: string): Promise<string[]> {
  const rows = await findRows(server.deps.database.db, 'notifications', sql`owner_user_id = ${userId} and doc->>'type' = 'payment'`);
  return rows.sort((a, b) => a.seq - b.seq).map((row) => row.doc.title as string);
}

/** The messages of the user's payment notifications, oldest first. */
export async function paymentMessages(server: TestServer, userId: string): Promise<string[]> {
  const rows = await findRows(server.deps.database.db, 'notifications', sql`owner_user_id = ${userId} and doc->>'type' = 'payment'`);
  return rows.sort((a, b) => a.seq - b.seq).map((row) => row.doc.message as string);
}
