/**
 * Writes Stripe's truth about a user's subscription into their account document (the replicated row, so it
 * reaches their devices live). Always re-read from Stripe, never pieced together from one event: replays and
 * events out of order end in the same state.
 */
import type Stripe from 'stripe';
import type { Account } from '@shared/schemas/account.ts';
import type { Db, Queryable } from '../db/client.ts';
import { and, eq, ne } from 'drizzle-orm';
import { companyMembers } from '../db/schema.ts';
import { readRow, touchRow, writeRow } from '../store/rows.ts';
import type { Billing } from './billing.ts';
import { customerIdOf } from './customers.ts';
import { isSamePlanState, planStateOf, type PlanState } from './plan-state.ts';
import { withUserLock } from './user-lock.ts';

/** What billing code needs of the server. */
export interface BillingDeps {
  db: Db;
  billing: Billing;
  now: () => Date;
}

/** Every subscription of a customer, any status (a customer has a handful at most). */
export async function listSubscriptions(stripe: Stripe, customerId: string): Promise<Stripe.Subscription[]> {
  const subscriptions: Stripe.Subscription[] = [];
  for await (const sub of stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 })) subscriptions.push(sub);
  return subscriptions;
}

/** The plan fields of an account document. */
export function planStateOfAccount(account: Account): PlanState {
  return {
    plan: account.plan,
    subscriptionStatus: account.subscriptionStatus,
    currentPeriodEnd: account.currentPeriodEnd,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
  };
}

/**
 * Put a plan state into the user's account document (locked while written); nothing is written when it is
 * what the document already says. Answers the state before and the account after, or null without an account.
 */
export async function writePlanState(q: Queryable, userId: string, state: PlanState, now: Date): Promise<{ before: PlanState; account: Account } | null> {
  const row = await readRow(q, 'accounts', userId, true);
  if (!row || row.deleted) return null;
  const account = row.doc as Account;
  const before = planStateOfAccount(account);
  if (isSamePlanState(before, state)) return { before, account };
  const { currentPeriodEnd: _old, ...rest } = account;
  const doc: Account = {
    ...rest,
    plan: state.plan,
    subscriptionStatus: state.subscriptionStatus,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    ...(state.currentPeriodEnd ? { currentPeriodEnd: state.currentPeriodEnd } : {}),
    updatedAt: now.toISOString(),
  };
  await writeRow(q, 'accounts', { id: row.id, ownerUserId: row.ownerUserId, readerUserIds: row.readerUserIds, publicScope: row.publicScope, doc }, now);
  // A company's members read its plan through their own accounts (rules/accounts.ts, issue 47): theirs move too,
  // so their devices pull them again with the new plan.
  const members = await q.select({ userId: companyMembers.userId }).from(companyMembers).where(and(eq(companyMembers.companyId, userId), ne(companyMembers.userId, userId)));
  for (const member of members) await touchRow(q, 'accounts', member.userId);
  return { before, account: doc };
}

/**
 * Read the user's subscriptions from Stripe and write the plan they add up to. A user without a Stripe customer
 * keeps what their account says (e.g. a demo plan). Answers the account after, or null without one.
 */
export async function syncBillingState(deps: BillingDeps, userId: string): Promise<Account | null> {
  const stored = async () => ((await readRow(deps.db, 'accounts', userId))?.doc as Account | undefined) ?? null;
  return withUserLock(userId, async () => {
    const customerId = await customerIdOf(deps.db, userId);
    if (!customerId) return stored();
    const { stripe } = await deps.billing.connect();
    const state = planStateOf(await listSubscriptions(stripe, customerId));
    if (!state) return stored();
    const written = await deps.db.transaction((tx) => writePlanState(tx, userId, state, deps.now()));
    return written?.account ?? null;
  });
}
