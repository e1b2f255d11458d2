/**
 * A member who leaves a company (removed, or leaving) keeps nothing of it on their devices (issue 47), their
 * own notifications included: those of the company's work ("Interview assigned: <candidate> …", "Scorecard
 * due …") name its candidates and jobs. Notifications carry no company, so the ones removed are those of the
 * company's kinds (applications, interviews, messages) made while they were a member: an employer account
 * gets those only through its company, and the ones from before they joined (a company of their own) stay.
 * Each goes out as a removal at a new change position, so every device of theirs drops it on its next pull.
 * The company's own notifications (addressed to its id, the founder's account) are not the member's and stay.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { findRows, writeRow } from '../store/rows.ts';

/** The kinds of notification that come from a company's work. */
export const COMPANY_WORK_NOTIFICATION_TYPES = ['application', 'interview', 'message'] as const;

/** Remove `userId`'s notifications of the company's work made since `joinedAt`; answers how many went. */
export async function removeCompanyNotifications(q: Queryable, userId: string, companyId: string, joinedAt: Date, now: Date): Promise<number> {
  // The founder's account is the company's address: what it holds is the company's, not a member's.
  if (userId === companyId) return 0;
  const types = sql.join(COMPANY_WORK_NOTIFICATION_TYPES.map((t) => sql`${t}`), sql`, `);
  const rows = await findRows(
    q,
    'notifications',
    sql`owner_user_id = ${userId} and not deleted and doc->>'type' in (${types}) and doc->>'timestamp' >= ${joinedAt.toISOString()}`,
  );
  for (const row of rows) {
    await writeRow(q, 'notifications', { id: row.id, ownerUserId: row.ownerUserId, readerUserIds: row.readerUserIds, publicScope: null, deleted: true, doc: { id: row.id } }, now);
  }
  return rows.length;
}
