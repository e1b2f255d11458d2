/**
 * Counts what a user did in the current free-limit window and asks the shared usage rule whether one more is
 * allowed. The count comes from the database, never from the device.
 */
import { sql } from 'drizzle-orm';
import type { Account, PlanId } from '@shared/schemas/account.ts';
import { isPremium } from '@shared/rules/premium.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { readRow, tableOf } from '../store/rows.ts';

/** The account document of a user (every user has one from sign-up). */
export async function readAccount(q: Queryable, userId: string): Promise<Account | null> {
  const row = await readRow(q, 'accounts', userId);
  return row ? (row.doc as Account) : null;
}

/** The plan whose limits apply to the user now: their paid plan while it runs, else free. */
export async function effectivePlan(q: Queryable, userId: string, now: Date): Promise<PlanId> {
  const account = await readAccount(q, userId);
  return account && isPremium(account, now) ? account.plan : 'free';
}

/** Timestamps (ISO) of a user's documents in a collection, read from a document field, since `from`. */
export async function actionTimesSince(
  q: Queryable,
  collection: 'applications' | 'jobs',
  field: 'appliedAt' | 'postedAt',
  userId: string,
  from: Date,
): Promise<string[]> {
  const rows = await queryRows<{ at: string }>(
    q,
    sql`select doc->>${field} as at from ${sql.identifier(tableOf(collection))}
        where owner_user_id = ${userId} and (doc->>${field})::timestamptz >= ${from.toISOString()}::timestamptz`,
  );
  return rows.map((r) => r.at);
}
