/** The IANA zone a person reads times in (their account's, issue 51); undefined reads as UTC (shared interview-time). */
import type { Queryable } from '../db/client.ts';
import { readRow } from '../store/rows.ts';

export async function accountZone(q: Queryable, userId: string): Promise<string | undefined> {
  const account = await readRow(q, 'accounts', userId);
  return (account?.doc.timeZone as string | undefined) ?? undefined;
}
