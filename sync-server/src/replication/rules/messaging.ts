/**
 * Conversation and message rules. A direct conversation joins one candidate and one employer; either may open
 * it. Only participants read or write; a participant may only move their own read marker. A candidate's
 * message to an employer shares the candidate's contact details with that employer (decisions.md, Privacy).
 */
import { CONVERSATION_REFUSALS } from '@shared/messages.ts';
import { eq } from 'drizzle-orm';
import { conversationSchema, messageSchema } from '@shared/schemas/messaging.ts';
import { markConversationReadSchema, openConversationSchema } from '@shared/schemas/device-writes.ts';
import { sendMessageRequestSchema } from '@shared/schemas/message-form.ts';
import { truncateText } from '@shared/rules/truncate-text.ts';
import { users } from '../../db/schema.ts';
import { notifyNewMessage } from '../../notifications/message-notification.ts';
import { findRows, readRow, writeRow } from '../store.ts';
import { sql } from 'drizzle-orm';
import { candidateRules, grantCandidateContact } from './candidates.ts';
import { participantOf, pickWritable, validate } from './helpers.ts';
import { refuse, type CollectionRules } from './types.ts';
import { takeWriteAllowance } from './write-rate.ts';

/** How much of a message its previews keep, in UTF-16 code units (the conversation schema caps lastMessage at 500). */
const PREVIEW_LENGTHS = { notification: 120, lastMessage: 500 } as const;

const participantView: CollectionRules['project'] = (row, viewer) =>
  row.ownerUserId === viewer.userId || row.readerUserIds.includes(viewer.userId) ? row.doc : null;

export const conversationRules: CollectionRules = {
  project: participantView,
  async write({ tx, viewer, master, incoming, now }) {
    if (incoming._deleted) return refuse('forbidden', 'Conversations cannot be deleted.');
    if (master) {
      const ids = master.doc.participantUserIds as string[];
      if (!ids.includes(viewer.userId)) return refuse('forbidden', 'You are not in this conversation.');
      const v = validate(markConversationReadSchema, pickWritable('conversations', viewer, incoming));
      if (!v.ok) return v.refusal;
      const mine = v.data.readAt[viewer.userId];
      const readAt = { ...(master.doc.readAt as Record<string, string>) };
      if (mine) readAt[viewer.userId] = mine < now.toISOString() ? mine : now.toISOString();
      return { kind: 'write', row: { ...master, doc: { ...master.doc, readAt } } };
    }
    const v = validate(openConversationSchema, pickWritable('conversations', viewer, incoming));
    if (!v.ok) return v.refusal;
    const otherId = v.data.participantUserIds.find((id) => id !== viewer.userId);
    if (!otherId || !v.data.participantUserIds.includes(viewer.userId)) {
      return refuse('invalid', 'A conversation is between you and one other person.');
    }
    const [other] = await tx.select().from(users).where(eq(users.id, otherId)).limit(1);
    if (!other || other.deletedAt || other.userType === viewer.userType) {
      return refuse('rule', 'Conversations are between a candidate and an employer.');
    }
    // An employer may write first only to a candidate whose profile it can see (open to employers, or one who
    // applied or wrote to it); a candidate may write to any employer, whose profiles are public.
    if (viewer.userType === 'employer') {
      const profiles = await findRows(tx, 'candidates', sql`owner_user_id = ${otherId} and not deleted`);
      if (!profiles.some((row) => candidateRules.project(row, viewer) !== null)) {
        return refuse('forbidden', CONVERSATION_REFUSALS.candidateNotVisible);
      }
    }
    const [me] = await tx.select().from(users).where(eq(users.id, viewer.userId)).limit(1);
    const existing = await findRows(
      tx,
      'conversations',
      sql`doc->'participantUserIds' @> ${JSON.stringify([viewer.userId, otherId])}::jsonb and doc->>'kind' = 'direct'`,
    );
    if (existing.length) return refuse('rule', 'You already have a conversation with this person.');
    const doc = conversationSchema.parse({
      id: incoming.id,
      kind: 'direct',
      participants: [await participantOf(tx, me!), await participantOf(tx, other)],
      participantUserIds: [viewer.userId, otherId],
      readAt: { [viewer.userId]: now.toISOString() },
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    return { kind: 'write', row: { id: doc.id, ownerUserId: viewer.userId, readerUserIds: [otherId], doc } };
  },
};

export const messageRules: CollectionRules = {
  project: participantView,
  async write({ tx, viewer, master, incoming, now }) {
    if (master) return refuse('forbidden', 'A sent message cannot be changed.');
    if (incoming._deleted) return refuse('forbidden', 'A sent message cannot be deleted.');
    const v = validate(sendMessageRequestSchema, pickWritable('messages', viewer, incoming));
    if (!v.ok) return v.refusal;
    const conversation = await readRow(tx, 'conversations', v.data.conversationId, true);
    const ids = (conversation?.doc.participantUserIds as string[] | undefined) ?? [];
    if (!conversation || !ids.includes(viewer.userId)) return refuse('forbidden', 'You are not in this conversation.');
    if (conversation.doc.supportStatus === 'closed') return refuse('rule', 'This support chat is closed.');
    const others = ids.filter((id) => id !== viewer.userId);
    const doc = messageSchema.parse({
      id: incoming.id,
      conversationId: conversation.id,
      senderId: viewer.userId,
      content: v.data.content,
      timestamp: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const overLimit = await takeWriteAllowance(tx, viewer.userId, 'messages', now);
    if (overLimit) return overLimit;
    return {
      kind: 'write',
      row: { id: doc.id, ownerUserId: viewer.userId, readerUserIds: others, doc },
      after: async (t, at) => {
        const readAt = { ...(conversation.doc.readAt as Record<string, string>), [viewer.userId]: at.toISOString() };
        await writeRow(t, 'conversations', { ...conversation, doc: { ...conversation.doc, lastMessage: truncateText(doc.content, PREVIEW_LENGTHS.lastMessage), readAt } }, at);
        if (viewer.userType === 'candidate') {
          const [candidate] = await findRows(t, 'candidates', sql`owner_user_id = ${viewer.userId} and not deleted`);
          for (const other of others) if (candidate) await grantCandidateContact(t, candidate.id, other, at);
        }
        for (const other of others) {
          const preview = truncateText(doc.content, PREVIEW_LENGTHS.notification);
          await notifyNewMessage(t, other, { conversation, senderId: viewer.userId, preview }, at);
        }
      },
    };
  },
};
