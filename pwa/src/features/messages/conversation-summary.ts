/**
 * The conversation list as pure functions of local documents: who the other person is, the last message,
 * unread counts (messages from the other side after my read marker) and search. No React, so it is tested alone.
 */
import type { Conversation, Message } from '@shared/schemas/messaging.ts';

type Participant = Conversation['participants'][number];

/** One row of the conversation list. */
export interface ConversationSummary {
  conversation: Conversation;
  other: Participant | undefined;
  /** The last message's text (a pending one included), else the server's copy of it. */
  lastText: string;
  /** When the conversation last changed: its newest message, else its creation. */
  lastAt: string;
  unread: number;
}

/** The participant who is not me. */
export function otherParticipant(conversation: Pick<Conversation, 'participants'>, myUserId: string): Participant | undefined {
  return conversation.participants.find((p) => p.id !== myUserId);
}

/** Messages from others newer than my read marker. */
export function countUnread(messages: readonly Message[], readAt: Record<string, string>, myUserId: string): number {
  const since = readAt[myUserId] ?? '';
  return messages.filter((m) => m.senderId !== myUserId && m.timestamp > since).length;
}

/** Messages oldest first (server receipt time; a pending message carries the device's time). */
export function sortMessages(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id.localeCompare(b.id));
}

/** Every conversation with its other person, last message and unread count, most recent first. */
export function summarizeConversations(
  conversations: readonly Conversation[],
  messages: readonly Message[],
  myUserId: string,
): ConversationSummary[] {
  const byConversation = new Map<string, Message[]>();
  for (const m of messages) byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m]);
  return conversations
    .map((conversation) => {
      const own = sortMessages(byConversation.get(conversation.id) ?? []);
      const last = own.at(-1);
      return {
        conversation,
        other: otherParticipant(conversation, myUserId),
        lastText: last?.content ?? conversation.lastMessage ?? '',
        lastAt: last?.timestamp ?? conversation.createdAt,
        unread: countUnread(own, conversation.readAt, myUserId),
      };
    })
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
}

/** Messages from others I have not read yet, over every conversation given: the navigation's Messages count. */
export function countAllUnread(conversations: readonly Conversation[], messages: readonly Message[], myUserId: string): number {
  const wanted = new Map(conversations.map((c) => [c.id, c.readAt[myUserId] ?? '']));
  let count = 0;
  for (const m of messages) {
    const since = wanted.get(m.conversationId);
    if (since !== undefined && m.senderId !== myUserId && m.timestamp > since) count++;
  }
  return count;
}

/** Conversations whose participant name (or extra label such as a company) or last message contains the query. */
export function searchConversations(
  summaries: readonly ConversationSummary[],
  query: string,
  labelOf: (summary: ConversationSummary) => string = () => '',
): ConversationSummary[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...summaries];
  return summaries.filter((s) =>
    [s.other?.name ?? '', labelOf(s), s.lastText].some((text) => text.toLowerCase().includes(wanted)),
  );
}

/**
 * The read marker to store when I open a conversation: now, or the newest message's time if the server's
 * clock runs ahead of this device (so that message does not stay unread forever).
 */
export function nextReadAt(messages: readonly Message[], now: Date): string {
  const newest = messages.reduce((max, m) => (m.timestamp > max ? m.timestamp : max), '');
  const at = now.toISOString();
  return newest > at ? newest : at;
}
