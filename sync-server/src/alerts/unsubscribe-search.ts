/**
 * Turning one saved search's alert off from its mail's link: no session, the signed token is the credential,
 * and it changes only the search it names, written through the accounts' rules as its owner would.
 */
import { eq } from 'drizzle-orm';
import type { SavedSearch } from '@shared/schemas/saved-search.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { patchDocument } from '../replication/documents.ts';
import { readAccount } from '../plans/usage.ts';

/** The saved search a verified token names, if it still exists. */
export async function findSavedSearch(db: Db, userId: string, savedSearchId: string): Promise<SavedSearch | null> {
  const account = await readAccount(db, userId);
  return account?.savedSearches?.find((s) => s.id === savedSearchId) ?? null;
}

/** Set the named search's alert to 'off'; answers the search, or null when it is gone. */
export async function unsubscribeSavedSearch(db: Db, userId: string, savedSearchId: string, now: () => Date): Promise<SavedSearch | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.deletedAt || !(await findSavedSearch(db, userId, savedSearchId))) return null;
  const owner: Viewer = { userId, userType: user.userType as Viewer['userType'], email: user.email ?? '', isSupportAgent: false };
  const stored = await patchDocument(
    db,
    'accounts',
    owner,
    userId,
    (doc) => ({
      savedSearches: ((doc?.savedSearches ?? []) as SavedSearch[]).map((s) => (s.id === savedSearchId ? { ...s, alert: 'off' } : s)),
    }),
    now,
  );
  return ((stored.savedSearches ?? []) as SavedSearch[]).find((s) => s.id === savedSearchId) ?? null;
}
