/**
 * A deleted account's words and name leave the notifications of the people they dealt with (decisions.md,
 * Privacy). Notifications are the other party's own rows, so they are not removed with the account's; instead
 * each one that quotes the person is rewritten (or removed when what it points at goes) at a new change
 * position, so the other party's devices pull the scrubbed version on their next sync. Run inside the deletion's
 * transaction, before the person's rows become removal markers (it reads them).
 */
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TEXTS } from '@shared/messages.ts';
import type { Queryable } from '../db/client.ts';
import { findRows, writeRow, type StoredRow } from '../store/rows.ts';

const notificationsOf = (q: Queryable, ownerId: string, type: string) =>
  findRows(q, 'notifications', sql`owner_user_id = ${ownerId} and not deleted and doc->>'type' = ${type}`);

async function rewrite(q: Queryable, row: StoredRow, fields: Record<string, unknown>, now: Date): Promise<void> {
  await writeRow(q, 'notifications', { ...row, doc: { ...row.doc, ...fields } }, now);
}

async function remove(q: Queryable, row: StoredRow, now: Date): Promise<void> {
  await writeRow(q, 'notifications', { id: row.id, ownerUserId: row.ownerUserId, readerUserIds: row.readerUserIds, publicScope: null, deleted: true, doc: { id: row.id } }, now);
}

/**
 * Message notifications of a conversation that goes with the account hold the sender's name and the start of
 * their message, and lead to nothing once the conversation is removed: they go too.
 */
async function scrubMessageNotifications(q: Queryable, userId: string, conversations: StoredRow[], now: Date): Promise<void> {
  for (const conversation of conversations) {
    const others = ((conversation.doc.participantUserIds as string[] | undefined) ?? []).filter((id) => id !== userId);
    const actionUrl = `/messages?c=${encodeURIComponent(conversation.id)}`;
    for (const other of others) {
      for (const row of await notificationsOf(q, other, 'message')) if (row.doc.actionUrl === actionUrl) await remove(q, row, now);
    }
  }
}

/** "Casey Candidate applied for …" becomes "A candidate applied for …": the employer keeps that someone did. */
async function scrubApplicationNotifications(q: Queryable, userId: string, now: Date): Promise<void> {
  for (const application of await findRows(q, 'applications', sql`not deleted and owner_user_id = ${userId}`)) {
    const name = String(application.doc.candidateName ?? '');
    const title = String(application.doc.jobTitle ?? '');
    if (!name) continue;
    const named = NOTIFICATION_TEXTS.newApplication(name, title).message;
    const anonymous = NOTIFICATION_TEXTS.newApplication('', title).message;
    for (const employerId of application.readerUserIds) {
      for (const row of await notificationsOf(q, employerId, 'application')) if (row.doc.message === named) await rewrite(q, row, { message: anonymous }, now);
    }
  }
}

/** A cancellation quotes the employer's note to the candidate: the note goes, the cancellation stays. */
async function scrubInterviewNotes(q: Queryable, userId: string, now: Date): Promise<void> {
  for (const interview of await findRows(q, 'interviews', sql`not deleted and owner_user_id = ${userId} and doc->>'status' = 'cancelled'`)) {
    const plain = NOTIFICATION_TEXTS.interview(false, String(interview.doc.jobTitle ?? ''), String(interview.doc.companyName ?? ''), 'cancelled').message;
    for (const candidateId of interview.readerUserIds) {
      for (const row of await notificationsOf(q, candidateId, 'interview')) {
        if (String(row.doc.message).startsWith(`${plain} `)) await rewrite(q, row, { message: plain }, now);
      }
    }
  }
}

/** Scrub every notification of other users that quotes `userId`; `conversations` are the ones removed with them. */
export async function scrubOthersNotifications(q: Queryable, userId: string, conversations: StoredRow[], now: Date): Promise<void> {
  await scrubMessageNotifications(q, userId, conversations, now);
  await scrubApplicationNotifications(q, userId, now);
  await scrubInterviewNotes(q, userId, now);
}
