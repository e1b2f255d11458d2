/**
 * Puts a test user on a paid plan by writing their account row, as a finished checkout would; server tests
 * use it for premium-only features (video interviews) until they go through the payment flow themselves.
 */
import type { PaidPlanId } from '@shared/catalog.ts';
import { TRIAL_DAYS } from '@shared/catalog.ts';
import type { Queryable } from '../db/client.ts';
import { readRow, writeRow } from '../store/rows.ts';

/** Start a trial of `plan` for `userId` at `now`. */
export async function grantTrial(q: Queryable, userId: string, plan: PaidPlanId, now: Date): Promise<void> {
  const row = await readRow(q, 'accounts', userId);
  if (!row) throw new Error(`No account ${userId}`);
  const currentPeriodEnd = new Date(now.getTime() + TRIAL_DAYS * 86_400_000).toISOString();
  await writeRow(q, 'accounts', { ...row, doc: { ...row.doc, plan, subscriptionStatus: 'trialing', currentPeriodEnd } }, now);
}
