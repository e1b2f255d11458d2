/**
 * Support chat sessions (spec: waiting until an agent answers, then active, closed by 'Mark as Resolved') as
 * pure functions of the local conversation and message documents, for the user's /support chat and the agents'
 * queue in /admin-chat. No React, so they are tested alone.
 */
import type { Conversation, Message } from '@shared/schemas/messaging.ts';
import { SUPPORT_CHAT_STATUSES, SUPPORT_PARTICIPANT } from '@shared/schemas/messaging.ts';
import { countUnread, sortMessages } from '../messages/conversation-summary.ts';

export type SupportStatus = (typeof SUPPORT_CHAT_STATUSES)[number];

/** The queue's status filter: every session, or one status. */
export type SupportFilter = 'all' | SupportStatus;
export const SUPPORT_FILTERS: readonly { key: SupportFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'waiting', label: 'Waiting' },
  { key: 'active', label: 'Active' },
  { key: 'closed', label: 'Closed' },
];

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  waiting: 'Waiting',
  active: 'Active',
  closed: 'Closed',
};

/** One row of the agents' queue. */
export interface SupportSessionSummary {
  conversation: Conversation;
  status: SupportStatus;
  /** The user who opened the session. */
  userId: string;
  userEmail: string;
  userName: string;
  lastText: string;
  /** The newest message's time, else the session's creation. */
  lastAt: string;
  /** The user's messages after the agents' shared read marker. */
  unread: number;
}

/** A session the server has not stamped yet (just opened on this device) is waiting for an agent. */
export function supportStatusOf(conversation: Pick<Conversation, 'supportStatus'>): SupportStatus {
  return conversation.supportStatus ?? 'waiting';
}

/** The user a support session belongs to: its only participant. */
export function supportUserIdOf(conversation: Pick<Conversation, 'participantUserIds'>): string {
  return conversation.participantUserIds[0] ?? '';
}

/** The session owner's e-mail: the server's copy for agents, else the participant entry's. */
export function supportUserEmailOf(conversation: Conversation): string {
  const userId = supportUserIdOf(conversation);
  return conversation.userEmail ?? conversation.participants.find((p) => p.id === userId)?.email ?? '';
}

/** My support sessions, newest first; the first one is the session /support shows. */
export function mySupportSessions(conversations: readonly Conversation[], myUserId: string): Conversation[] {
  return conversations
    .filter((c) => c.kind === 'support' && c.participantUserIds.includes(myUserId))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** Every support session with its last message and unanswered count, newest activity first. */
export function summarizeSupportSessions(conversations: readonly Conversation[], messages: readonly Message[]): SupportSessionSummary[] {
  const byConversation = new Map<string, Message[]>();
  for (const m of messages) byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
  return conversations
    .filter((c) => c.kind === 'support')
    .map((conversation) => {
      const own = sortMessages(byConversation.get(conversation.id) ?? []);
      const last = own.at(-1);
      const userId = supportUserIdOf(conversation);
      return {
        conversation,
        status: supportStatusOf(conversation),
        userId,
        userEmail: supportUserEmailOf(conversation),
        userName: conversation.participants.find((p) => p.id === userId)?.name ?? '',
        lastText: last?.content ?? conversation.lastMessage ?? '',
        lastAt: last?.timestamp ?? conversation.createdAt,
        unread: countUnread(own, conversation.readAt, SUPPORT_PARTICIPANT.id),
      };
    })
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt) || b.conversation.id.localeCompare(a.conversation.id));
}

/** The sessions of one status (or all). */
export function filterSupportSessions(summaries: readonly SupportSessionSummary[], filter: SupportFilter): SupportSessionSummary[] {
  return filter === 'all' ? [...summaries] : summaries.filter((s) => s.status === filter);
}

/** How many sessions wait for an agent's first answer. */
export function countWaiting(conversations: readonly Conversation[]): number {
  return conversations.filter((c) => c.kind === 'support' && supportStatusOf(c) === 'waiting').length;
}
