/**
 * Which Stripe customer a user is (billing_customers), made on the first checkout. Webhooks find their user
 * only through this table: an event about a customer the server did not make is about no one here.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/client.ts';
import { billingCustomers } from '../db/schema.ts';
import { nameOf, type UserRow } from '../auth/users.ts';
import { isMissingResource } from './stripe-errors.ts';

/** The user's Stripe customer id, or null before their first checkout. */
export async function customerIdOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId ?? null;
}

/** The user a Stripe customer belongs to, or null for a customer this server did not make. */
export async function userIdOfCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, customerId));
  return row?.userId ?? null;
}

async function isLiveCustomer(stripe: Stripe, customerId: string): Promise<boolean> {
  try {
    const customer = await stripe.customers.retrieve(customerId);
    return !('deleted' in customer && customer.deleted);
  } catch (error) {
    if (isMissingResource(error)) return false;
    throw error;
  }
}

/**
 * The user's Stripe customer, made when they have none (or Stripe no longer has theirs, e.g. the test-mode
 * stand-in's state was removed). The idempotency key makes two checkouts started at once make one customer.
 */
export async function ensureCustomer(db: Db, stripe: Stripe, user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>): Promise<string> {
  const known = await customerIdOf(db, user.id);
  if (known && (await isLiveCustomer(stripe, known))) return known;
  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, name: nameOf(user), metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}-${known ?? 'first'}` },
  );
  await db
    .insert(billingCustomers)
    .values({ userId: user.id, stripeCustomerId: customer.id })
    .onConflictDoUpdate({ target: billingCustomers.userId, set: { stripeCustomerId: customer.id } });
  return customer.id;
}
