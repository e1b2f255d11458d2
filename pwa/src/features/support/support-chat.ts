/**
 * Writing to support as local writes, like every message (offline they are queued and sent on reconnect): the
 * user's first message opens a session; after a session is closed, writing again opens a new one. An agent's
 * answer is a message into the session (the server turns it active) and 'Mark as Resolved' closes it.
 */
import { displayNameOf } from '@shared/rules/display-name.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { SUPPORT_PARTICIPANT, type Conversation, type Message } from '@shared/schemas/messaging.ts';
import { patchDoc, saveDoc, waitUntilSent } from '../../db/writes.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { supportStatusOf } from './support-sessions.ts';

/** The local copy of a new support session; the server stamps its status and the owner's e-mail. */
export function newSupportConversationDoc(id: string, me: CurrentUser, now: Date): Conversation {
  const at = now.toISOString();
  return {
    id,
    kind: 'support',
    participants: [{ id: me.id, name: displayNameOf(me), userType: me.userType }],
    participantUserIds: [me.id],
    readAt: { [me.id]: at },
    createdAt: at,
    updatedAt: at,
  };
}

/** How long a first message waits for its new session to reach the server before it is queued anyway. */
const FIRST_MESSAGE_WAIT_MS = 10_000;

/** Whether writing now needs a new session: none yet, or the last one was resolved. */
export function needsNewSession(current: Pick<Conversation, 'supportStatus'> | undefined): boolean {
  return !current || supportStatusOf(current) === 'closed';
}

/**
 * The user's message to support, into `current` unless it needs a new session; returns the session's id.
 * Replication pushes each collection on its own, so online the first message waits until the server has the
 * session (else it could arrive first and be refused).
 */
export async function sendSupportMessage(current: Conversation | undefined, content: string, me: CurrentUser): Promise<string> {
  let conversationId: string;
  if (!current || needsNewSession(current)) {
    conversationId = crypto.randomUUID();
    await saveDoc('conversations', newSupportConversationDoc(conversationId, me, new Date()));
    if (syncStatus.online) await waitUntilSent('conversations', conversationId, FIRST_MESSAGE_WAIT_MS);
  } else {
    conversationId = current.id;
  }
  await postMessage(conversationId, content, me.id);
  return conversationId;
}

/** An agent's answer into a session, sent as the support team (the user never learns which agent answered). */
export async function answerSupportSession(conversationId: string, content: string): Promise<void> {
  await postMessage(conversationId, content, SUPPORT_PARTICIPANT.id);
}

/** 'Mark as Resolved': the session is closed and refuses further messages. */
export async function resolveSupportSession(conversationId: string): Promise<void> {
  await patchDoc('conversations', conversationId, { supportStatus: 'closed' });
}

async function postMessage(conversationId: string, content: string, senderId: string): Promise<void> {
  const at = new Date().toISOString();
  const message: Message = { id: crypto.randomUUID(), conversationId, senderId, content, timestamp: at, updatedAt: at };
  await saveDoc('messages', message);
}
