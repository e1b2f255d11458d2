/**
 * Deleting an account (decisions.md, Privacy): the user row is marked deleted and stripped of its credentials
 * and personal details, every session ends, and every document of theirs becomes a removal at a new change
 * position, so each device that held a copy drops it on its next pull. Their jobs are closed rather than
 * removed: candidates' applications still point at them. Conversations they took part in go with all their
 * messages, and interviews with them go too — what is left would be one side of an exchange with nobody.
 * Other users' notifications that quote them are scrubbed (scrub-notifications.ts).
 * Stored upload bytes are the files area's to clean up; only the documents describing them are removed here.
 */
import { eq, sql } from 'drizzle-orm';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import type { Db, Queryable } from '../db/client.ts';
import { idDocuments, referenceRequests, sessions, users } from '../db/schema.ts';
import { findRows, writeRow, type StoredRow } from '../store/rows.ts';
import { announceSessionsEnded } from '../auth/session-cache.ts';
import { scrubOthersNotifications } from './scrub-notifications.ts';

async function tombstone(q: Queryable, collection: CollectionName, row: StoredRow, now: Date): Promise<void> {
  // Only the id survives: the row is a removal marker, not a copy of the person's data.
  await writeRow(
    q,
    collection,
    { id: row.id, ownerUserId: row.ownerUserId, readerUserIds: row.readerUserIds, publicScope: null, deleted: true, doc: { id: row.id } },
    now,
  );
}

async function closeJob(q: Queryable, row: StoredRow, now: Date): Promise<void> {
  await writeRow(q, 'jobs', { ...row, publicScope: null, doc: { ...row.doc, isActive: false } }, now);
}

/**
 * Remove a user and everything of theirs, in one transaction. Answers the storage keys of their ID documents,
 * whose bytes the caller removes after the commit (storage is not transactional).
 */
export async function deleteAccount(db: Db, userId: string, now: Date): Promise<{ idDocumentKeys: string[] }> {
  return db.transaction(async (tx) => {
    // Serializes with the user's own writes in flight (push takes the same advisory lock per writer).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${userId}`}))`);
    await tx
      .update(users)
      .set({
        deletedAt: now,
        // The address is freed for a new sign-up; the row keeps no way to reach or recognize the person.
        email: `deleted+${userId}@invalid`,
        phone: null,
        firstName: '',
        lastName: '',
        passwordHash: null,
        patternHash: null,
      })
      .where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Other instances drop their cached sessions of this user when the deletion commits.
    await announceSessionsEnded(tx, { userId, reason: 'account_deleted' });
    // Open reference links would otherwise still show the deleted person's name to the reference.
    await tx.delete(referenceRequests).where(eq(referenceRequests.userId, userId));
    // An ID document's key goes with its row: its bytes in storage can no longer be decrypted by anyone.
    const idDocumentKeys = (
      await tx.delete(idDocuments).where(eq(idDocuments.userId, userId)).returning({ storageKey: idDocuments.storageKey })
    ).map((row) => row.storageKey);

    // Who opened whose full profile is about both people: it goes when either account does.
    await tx.execute(
      sql`delete from profile_views where employer_user_id = ${userId} or candidate_id in (select id from candidates where owner_user_id = ${userId})`,
    );
    // The companies' tags on a deleted candidate (issue 48) say something about them: they go too.
    await tx.execute(sql`delete from company_candidate_tags where candidate_id in (select id from candidates where owner_user_id = ${userId})`);

    // The user's device slices: no device of theirs pulls again, and a slice left behind would still be offered
    // every new job or profile (slices/offer-to-slices.ts). Under the slices' locks: a refresh under way (after a
    // sign-in or an edit) finishes first, and one after this sees the user deleted (refresh-slice.ts).
    for (const collection of ['candidates', 'jobs']) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slice:${collection}:${userId}`}))`);
    await tx.execute(sql`delete from slice_members where user_id = ${userId}`);
    await tx.execute(sql`delete from slice_owners where user_id = ${userId}`);

    const conversations = await findRows(
      tx,
      'conversations',
      sql`not deleted and (owner_user_id = ${userId} or ${userId} = any(reader_user_ids))`,
    );
    const conversationIds = conversations.map((c) => c.id);
    await scrubOthersNotifications(tx, userId, conversations, now);
    for (const row of conversations) await tombstone(tx, 'conversations', row, now);
    if (conversationIds.length) {
      const inThem = await findRows(tx, 'messages', sql`not deleted and doc->>'conversationId' in ${conversationIds}`);
      for (const row of inThem) await tombstone(tx, 'messages', row, now);
    }
    const interviews = await findRows(tx, 'interviews', sql`not deleted and (owner_user_id = ${userId} or ${userId} = any(reader_user_ids))`);
    for (const row of interviews) await tombstone(tx, 'interviews', row, now);

    for (const collection of COLLECTION_NAMES) {
      if (collection === 'conversations' || collection === 'interviews') continue;
      const owned = await findRows(tx, collection, sql`not deleted and owner_user_id = ${userId}`);
      for (const row of owned) {
        if (collection === 'jobs') await closeJob(tx, row, now);
        else await tombstone(tx, collection, row, now);
      }
    }
    return { idDocumentKeys };
  });
}
