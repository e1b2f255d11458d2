/**
 * Conversation and message rules. A direct conversation joins one candidate and one employer; either may open
 * it. Only participants read or write; a participant may only move their own read marker. A candidate's
 * message to an employer shares the candidate's contact details with that employer (decisions.md, Privacy).
 *
 * A support conversation belongs to its user alone (its only participant id) and is read by every support agent
 * through the 'support' scope: agents are not participants, so they answer as the support team
 * (SUPPORT_PARTICIPANT), share one read marker under its id, and never appear to the user by name or e-mail.
 * Every row of a support chat, the agents' answers included, is owned by the user, so it leaves with the
 * user's account and stays when an agent's goes. Status: 'waiting' until an agent answers, then 'active';
 * 'Mark as Resolved' (the user or an agent writing 'closed') ends it, and a closed chat takes no messages;
 * the user opens a new one by writing again.
 */
import { CONVERSATION_REFUSALS } from '@shared/messages.ts';
import { eq } from 'drizzle-orm';
import { conversationSchema, messageSchema, SUPPORT_PARTICIPANT, type Participant } from '@shared/schemas/messaging.ts';
import { markConversationReadSchema, openConversationSchema, openSupportConversationSchema, supportConversationUpdateSchema } from '@shared/schemas/device-writes.ts';
import { sendMessageRequestSchema } from '@shared/schemas/message-form.ts';
import { truncateText } from '@shared/rules/truncate-text.ts';
import { users } from '../db/schema.ts';
import { memberIdOf } from '../auth/company-viewer.ts';
import { companyMember, companyName } from '../company/members.ts';
import { memberSignature } from '@shared/schemas/company.ts';
import { conversationActionUrl, notifyNewMessage, settleMessageNotification } from '../notifications/message-notification.ts';
import { findRows, readRow, writeRow, type StoredRow } from '../store/rows.ts';
import type { Tx } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { candidateRules, grantCandidateContact } from './candidates.ts';
import { compact, participantOf, pickWritable, validate } from './helpers.ts';
import { refuse, type CollectionRules, type WriteContext, type WriteOutcome } from './types.ts';
import { takeWriteAllowance } from './write-rate.ts';

/** Where the user's notification of an answer leads: the support page, which holds their chat. */
const SUPPORT_CHAT_URL = '/support';

/** How much of a message its previews keep, in UTF-16 code units (the conversation schema caps lastMessage at 500). */
const PREVIEW_LENGTHS = { notification: 120, lastMessage: 500 } as const;

const participantView: CollectionRules['project'] = (row, viewer) =>
  row.ownerUserId === viewer.userId || row.readerUserIds.includes(viewer.userId) ? row.doc : null;

/** Support rows: their user and every agent; direct rows: their participants. */
const supportOrParticipantView: CollectionRules['project'] = (row, viewer) =>
  row.publicScope === 'support' && viewer.isSupportAgent ? row.doc : participantView(row, viewer);

const isSupport = (row: StoredRow) => row.doc.kind === 'support';

/** The read marker a viewer moves in a support chat: the user's own, or the agents' shared one. */
const supportReadKey = (row: StoredRow, viewer: WriteContext['viewer']) => (row.ownerUserId === viewer.userId ? viewer.userId : SUPPORT_PARTICIPANT.id);

/** The user or an agent moving a read marker or marking the chat resolved. */
function updateSupportConversation({ viewer, master, incoming, now }: WriteContext & { master: StoredRow }): WriteOutcome {
  if (master.ownerUserId !== viewer.userId && !viewer.isSupportAgent) return refuse('forbidden', 'You are not in this conversation.');
  const picked = pickWritable('conversations', viewer, incoming);
  const v = validate(supportConversationUpdateSchema, picked);
  if (!v.ok) return v.refusal;
  const current = master.doc.supportStatus as string;
  const wanted = v.data.supportStatus ?? current;
  if (wanted !== current) {
    if (current === 'closed') return refuse('rule', CONVERSATION_REFUSALS.supportChatClosed);
    if (wanted !== 'closed') return refuse('rule', CONVERSATION_REFUSALS.supportStatusChange);
  }
  const key = supportReadKey(master, viewer);
  const mine = v.data.readAt[key];
  const readAt = { ...(master.doc.readAt as Record<string, string>) };
  if (mine) readAt[key] = mine < now.toISOString() ? mine : now.toISOString();
  const row = { ...master, doc: { ...master.doc, readAt, supportStatus: wanted } };
  // The user reading the answers on /support reads their notification of them too.
  const after = mine && key === master.ownerUserId ? (t: Tx, at: Date) => settleMessageNotification(t, key, row, SUPPORT_CHAT_URL, at) : undefined;
  return { kind: 'write', row, ...(after ? { after } : {}) };
}

/** A user opening a support chat: one open at a time; the server fills in everything but the id. */
async function openSupportConversation({ tx, viewer, incoming, now }: WriteContext): Promise<WriteOutcome> {
  const v = validate(openSupportConversationSchema, pickWritable('conversations', viewer, incoming));
  if (!v.ok) return v.refusal;
  if (v.data.participantUserIds[0] !== viewer.userId) return refuse('invalid', CONVERSATION_REFUSALS.supportChatSelf);
  // The push holds the writer's lock, so two devices of one user cannot both pass this check.
  const open = await findRows(
    tx,
    'conversations',
    sql`owner_user_id = ${viewer.userId} and not deleted and doc->>'kind' = 'support' and doc->>'supportStatus' <> 'closed'`,
  );
  if (open.length) return refuse('rule', CONVERSATION_REFUSALS.supportChatOpen);
  const [me] = await tx.select().from(users).where(eq(users.id, viewer.userId)).limit(1);
  const doc = conversationSchema.parse(
    compact({
      id: incoming.id,
      kind: 'support',
      participants: [await participantOf(tx, me!)],
      participantUserIds: [viewer.userId],
      readAt: { [viewer.userId]: now.toISOString() },
      supportStatus: 'waiting',
      userEmail: me!.email ?? undefined,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }),
  );
  return { kind: 'write', row: { id: doc.id, ownerUserId: viewer.userId, readerUserIds: [], publicScope: 'support', doc } };
}

export const conversationRules: CollectionRules = {
  project: supportOrParticipantView,
  async write(ctx) {
    const { tx, viewer, master, incoming, now } = ctx;
    if (incoming._deleted) return refuse('forbidden', 'Conversations cannot be deleted.');
    if (master && isSupport(master)) return updateSupportConversation({ ...ctx, master });
    if (!master && incoming.kind === 'support') return openSupportConversation(ctx);
    if (master) {
      const ids = master.doc.participantUserIds as string[];
      if (!ids.includes(viewer.userId)) return refuse('forbidden', 'You are not in this conversation.');
      const v = validate(markConversationReadSchema, pickWritable('conversations', viewer, incoming));
      if (!v.ok) return v.refusal;
      const mine = v.data.readAt[viewer.userId];
      const readAt = { ...(master.doc.readAt as Record<string, string>) };
      if (mine) readAt[viewer.userId] = mine < now.toISOString() ? mine : now.toISOString();
      const row = { ...master, doc: { ...master.doc, readAt } };
      if (!mine) return { kind: 'write', row };
      return { kind: 'write', row, after: (t, at) => settleMessageNotification(t, viewer.userId, row, conversationActionUrl(master.id), at) };
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

/**
 * How a company member signs a message to a candidate (issue 47): "Sam Lee, HireSync Ltd". The message is the
 * company's (its sender id is the company's); the name says which member wrote it.
 */
async function companySenderName(tx: Tx, viewer: WriteContext['viewer']): Promise<string | undefined> {
  if (viewer.userType !== 'employer' || !viewer.company) return undefined;
  const member = await companyMember(tx, viewer.company.id, memberIdOf(viewer));
  if (!member) return undefined;
  return memberSignature(member.name, await companyName(tx, viewer.company.id)) || undefined;
}

export const messageRules: CollectionRules = {
  project: supportOrParticipantView,
  async write({ tx, viewer, master, incoming, now }) {
    if (master) return refuse('forbidden', 'A sent message cannot be changed.');
    if (incoming._deleted) return refuse('forbidden', 'A sent message cannot be deleted.');
    const v = validate(sendMessageRequestSchema, pickWritable('messages', viewer, incoming));
    if (!v.ok) return v.refusal;
    const conversation = await readRow(tx, 'conversations', v.data.conversationId, true);
    const ids = (conversation?.doc.participantUserIds as string[] | undefined) ?? [];
    const asAgent = !!conversation && isSupport(conversation) && !ids.includes(viewer.userId) && viewer.isSupportAgent;
    if (!conversation || (!ids.includes(viewer.userId) && !asAgent)) return refuse('forbidden', 'You are not in this conversation.');
    if (conversation.doc.supportStatus === 'closed') return refuse('rule', CONVERSATION_REFUSALS.supportChatClosed);
    if (asAgent) return answerSupport({ tx, viewer, now, conversation, id: incoming.id, content: v.data.content });
    const others = ids.filter((id) => id !== viewer.userId);
    const doc = messageSchema.parse({
      id: incoming.id,
      conversationId: conversation.id,
      senderId: viewer.userId,
      senderName: await companySenderName(tx, viewer),
      content: v.data.content,
      timestamp: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const overLimit = await takeWriteAllowance(tx, viewer.userId, 'messages', now);
    if (overLimit) return overLimit;
    return {
      kind: 'write',
      row: { id: doc.id, ownerUserId: viewer.userId, readerUserIds: others, publicScope: isSupport(conversation) ? 'support' : null, doc },
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

/**
 * An agent's answer: sent as the support team, owned by the chat's user (so it is part of their data), and it
 * makes a waiting chat active. The user is notified like for any message, with a link to the support chat.
 */
async function answerSupport(a: { tx: Tx; viewer: WriteContext['viewer']; now: Date; conversation: StoredRow; id: string; content: string }): Promise<WriteOutcome> {
  const { tx, viewer, now, conversation } = a;
  const userId = conversation.ownerUserId;
  const doc = messageSchema.parse({
    id: a.id,
    conversationId: conversation.id,
    senderId: SUPPORT_PARTICIPANT.id,
    content: a.content,
    timestamp: now.toISOString(),
    updatedAt: now.toISOString(),
  });
  const overLimit = await takeWriteAllowance(tx, viewer.userId, 'messages', now);
  if (overLimit) return overLimit;
  return {
    kind: 'write',
    // The user is a reader too, so the unread count of their notification counts the answers.
    row: { id: doc.id, ownerUserId: userId, readerUserIds: [userId], publicScope: 'support', doc },
    after: async (t, at) => {
      const participants = conversation.doc.participants as Participant[];
      const answered: StoredRow = {
        ...conversation,
        doc: {
          ...conversation.doc,
          participants: participants.some((p) => p.id === SUPPORT_PARTICIPANT.id) ? participants : [...participants, { ...SUPPORT_PARTICIPANT }],
          lastMessage: truncateText(doc.content, PREVIEW_LENGTHS.lastMessage),
          readAt: { ...(conversation.doc.readAt as Record<string, string>), [SUPPORT_PARTICIPANT.id]: at.toISOString() },
          supportStatus: conversation.doc.supportStatus === 'waiting' ? 'active' : conversation.doc.supportStatus,
        },
      };
      await writeRow(t, 'conversations', answered, at);
      const preview = truncateText(doc.content, PREVIEW_LENGTHS.notification);
      await notifyNewMessage(t, userId, { conversation: answered, senderId: SUPPORT_PARTICIPANT.id, preview, actionUrl: SUPPORT_CHAT_URL }, at);
    },
  };
}
