/**
 * Message notifications are coalesced: a recipient has at most one unread notification per conversation. A new
 * message rewrites it (how many messages are unread, from whom, the latest preview, the time) instead of adding
 * another, so a burst of messages is one line on the bell; once the recipient reads it, the next message starts
 * a new one. Why per conversation: that is what the recipient acts on, and the notification opens it.
 */
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TEXTS } from '@shared/messages.ts';
import { notificationSchema } from '@shared/schemas/notification.ts';
import { queryRows, type Tx } from '../db/client.ts';
import { findRows, readRow, writeRow, type StoredRow } from '../store/rows.ts';
import { storeNotification, wantsNotification } from './create-notification.ts';

const TITLE_MAX = notificationSchema.shape.title.maxLength ?? 200;

/** What a new message's notification is made from. */
export interface NewMessage {
  conversation: StoredRow;
  senderId: string;
  /** The message's preview, already shortened by the caller. */
  preview: string;
  /** Where the notification leads; the messages screen on that conversation unless given (a support chat's is /support). */
  actionUrl?: string;
}

/** Tell `recipientId` of a new message, coalesced into their unread notification of that conversation. */
export async function notifyNewMessage(tx: Tx, recipientId: string, message: NewMessage, now: Date): Promise<void> {
  if (!(await wantsNotification(tx, recipientId, 'message'))) return;
  const { conversation, senderId, preview } = message;
  const actionUrl = message.actionUrl ?? conversationActionUrl(conversation.id);
  const count = await countUnreadMessages(tx, conversation, recipientId);
  const participants = (conversation.doc.participants as { id: string; name?: string }[] | undefined) ?? [];
  const senderName = participants.find((p) => p.id === senderId)?.name ?? '';
  let text = NOTIFICATION_TEXTS.newMessages(count, senderName, preview);
  if (text.title.length > TITLE_MAX) text = NOTIFICATION_TEXTS.newMessages(count, '', preview);
  const unread = await findUnread(tx, recipientId, actionUrl);
  await storeNotification(tx, recipientId, { type: 'message', ...text, actionUrl }, now, unread?.id);
}

/**
 * The recipient's unread notification of this conversation, locked. The lock waits for a concurrent "mark
 * read" to commit, and the re-check then sees it read, so a message never folds into a notification already read.
 */
async function findUnread(tx: Tx, recipientId: string, actionUrl: string): Promise<StoredRow | null> {
  const [candidate] = await findRows(
    tx,
    'notifications',
    sql`owner_user_id = ${recipientId} and not deleted and doc->>'type' = 'message' and doc->>'actionUrl' = ${actionUrl}
        and doc->>'read' = 'false' order by seq desc limit 1`,
  );
  if (!candidate) return null;
  const locked = await readRow(tx, 'notifications', candidate.id, true);
  return locked && !locked.deleted && locked.doc.read === false ? locked : null;
}

/**
 * After `readerId` moved their read marker of a conversation: once no message from others is left unread, their
 * unread notification of it is read too, wherever the reading happened (/support, /messages), not only on the bell.
 */
export async function settleMessageNotification(tx: Tx, readerId: string, conversation: StoredRow, actionUrl: string, now: Date): Promise<void> {
  if ((await countUnreadSince(tx, conversation, readerId)) > 0) return;
  const unread = await findUnread(tx, readerId, actionUrl);
  if (!unread) return;
  const { id, ownerUserId, readerUserIds, publicScope } = unread;
  await writeRow(tx, 'notifications', { id, ownerUserId, readerUserIds, publicScope, doc: { ...unread.doc, read: true, updatedAt: now.toISOString() } }, now);
}

/** The message notification of a direct conversation leads to it on the messages screen. */
export const conversationActionUrl = (conversationId: string) => `/messages?c=${encodeURIComponent(conversationId)}`;

/** Messages of the conversation from others that arrived after the recipient last read it (this one included). */
async function countUnreadMessages(tx: Tx, conversation: StoredRow, recipientId: string): Promise<number> {
  return Math.max(1, await countUnreadSince(tx, conversation, recipientId));
}

async function countUnreadSince(tx: Tx, conversation: StoredRow, recipientId: string): Promise<number> {
  const readAt = (conversation.doc.readAt as Record<string, string> | undefined)?.[recipientId] ?? '';
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from messages
        where reader_user_ids @> array[${recipientId}]::text[] and not deleted
          and doc->>'conversationId' = ${conversation.id} and doc->>'timestamp' > ${readAt}`,
  );
  return Number(row?.n ?? 0);
}
