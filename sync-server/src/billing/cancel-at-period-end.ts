/**
 * Cancel at period end, and resume before it: the plan keeps running to the end of the paid period (or trial)
 * either way. A plan with no Stripe subscription behind it (the demo employers', written directly by the seed)
 * gets the same flag on its account document, and lapses at its period end like a Stripe one.
 */
import { isPremium } from '@shared/rules/premium.ts';
import type { Account } from '@shared/schemas/account.ts';
import { readAccount } from '../plans/usage.ts';
import { customerIdOf } from './customers.ts';
import { subscriptionInForce } from './plan-state.ts';
import { listSubscriptions, planStateOfAccount, syncBillingState, writePlanState, type BillingDeps } from './sync-billing-state.ts';
import { withUserLock } from './user-lock.ts';

/**
 * Set or clear "cancel at period end" on the user's plan in force. Answers the account after, or null when no
 * paid plan is in force (nothing to cancel or resume). Asking for what is already so changes nothing.
 */
export async function setCancelAtPeriodEnd(deps: BillingDeps, userId: string, cancel: boolean): Promise<Account | null> {
  const customerId = await customerIdOf(deps.db, userId);
  if (customerId) {
    const { stripe } = await deps.billing.connect();
    const current = subscriptionInForce(await listSubscriptions(stripe, customerId));
    if (current) {
      if (current.cancel_at_period_end !== cancel || (!cancel && current.cancel_at !== null)) {
        await stripe.subscriptions.update(current.id, cancel ? { cancel_at_period_end: true } : { cancel_at_period_end: false, cancel_at: '' });
      }
      return syncBillingState(deps, userId);
    }
  }
  return withUserLock(userId, async () => {
    const account = await readAccount(deps.db, userId);
    if (!account || !isPremium(account, deps.now())) return null;
    const state = { ...planStateOfAccount(account), cancelAtPeriodEnd: cancel };
    const written = await deps.db.transaction((tx) => writePlanState(tx, userId, state, deps.now()));
    return written?.account ?? null;
  });
}
