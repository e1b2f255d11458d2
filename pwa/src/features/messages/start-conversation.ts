/**
 * Opening a conversation from `/messages?to=<userId or candidateId>` (the 'Contact' buttons) and sending a
 * message, as local writes. A new conversation's id is derived from the two user ids, so two devices that
 * start the same conversation offline write the same document instead of two that the server would refuse.
 */
import { displayNameOf } from '@shared/rules/display-name.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Employer } from '@shared/schemas/employer.ts';
import type { Conversation, Message } from '@shared/schemas/messaging.ts';
import { saveDoc, waitUntilSent } from '../../db/writes.ts';
import { syncStatus } from '../../state/sync-status.ts';

/** The person a new conversation is with. */
export interface Recipient {
  userId: string;
  name: string;
  userType: 'candidate' | 'employer';
}

/** Who `to` names: a candidate profile (by its id or its user's id), or an employer (by company id or user id). */
export function resolveRecipient(
  to: string,
  candidates: readonly Pick<Candidate, 'id' | 'userId' | 'firstName' | 'lastName'>[],
  employers: readonly Pick<Employer, 'id' | 'userId' | 'companyName' | 'contactName'>[],
): Recipient | null {
  const candidate = candidates.find((c) => c.id === to || c.userId === to);
  if (candidate) {
    return { userId: candidate.userId, name: displayNameOf(candidate), userType: 'candidate' };
  }
  const employer = employers.find((e) => e.id === to || e.userId === to);
  if (employer) return { userId: employer.userId, name: employer.contactName || employer.companyName, userType: 'employer' };
  return null;
}

/** The direct conversation between two users, if this device has it. */
export function findDirectConversation(conversations: readonly Conversation[], a: string, b: string): Conversation | undefined {
  return conversations.find((c) => c.kind === 'direct' && c.participantUserIds.includes(a) && c.participantUserIds.includes(b));
}

/** The id of the direct conversation of two users: SHA-256 of their sorted ids, 64 hex characters. */
export async function directConversationId(a: string, b: string): Promise<string> {
  const bytes = new TextEncoder().encode(`direct:${[a, b].sort().join(':')}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The local copy of a new conversation; the server fills in names and markers from its own records. */
export function newConversationDoc(id: string, me: CurrentUser, recipient: Recipient, now: Date): Conversation {
  const at = now.toISOString();
  return {
    id,
    kind: 'direct',
    participants: [
      { id: me.id, name: displayNameOf(me), userType: me.userType },
      { id: recipient.userId, name: recipient.name, userType: recipient.userType },
    ],
    participantUserIds: [me.id, recipient.userId],
    readAt: { [me.id]: at },
    createdAt: at,
    updatedAt: at,
  };
}

/** How long a first message waits for its new conversation to reach the server before it is queued anyway. */
const FIRST_MESSAGE_WAIT_MS = 10_000;

/**
 * Send `content` into a conversation, creating it first when `recipient` is given. Replication pushes each
 * collection on its own, so while online the first message waits until the server has the conversation
 * (otherwise it could arrive first and be refused).
 */
export async function sendMessage(
  target: { conversationId: string } | { recipient: Recipient },
  content: string,
  me: CurrentUser,
): Promise<string> {
  let conversationId: string;
  if ('recipient' in target) {
    conversationId = await directConversationId(me.id, target.recipient.userId);
    await saveDoc('conversations', newConversationDoc(conversationId, me, target.recipient, new Date()));
    if (syncStatus.online) await waitUntilSent('conversations', conversationId, FIRST_MESSAGE_WAIT_MS);
  } else {
    conversationId = target.conversationId;
  }
  const at = new Date().toISOString();
  const message: Message = { id: crypto.randomUUID(), conversationId, senderId: me.id, content, timestamp: at, updatedAt: at };
  await saveDoc('messages', message);
  return conversationId;
}
