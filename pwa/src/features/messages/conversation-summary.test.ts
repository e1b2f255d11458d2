import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@shared/schemas/messaging.ts';
import { countAllUnread, countUnread, nextReadAt, searchConversations, summarizeConversations } from './conversation-summary.ts';

const ME = 'me';
const conversation = (id: string, otherName: string, readAt: Record<string, string> = {}): Conversation => ({
  id,
  kind: 'direct',
  participants: [
    { id: ME, name: 'Me Myself', userType: 'candidate' },
    { id: `u-${id}`, name: otherName, userType: 'employer' },
  ],
  participantUserIds: [ME, `u-${id}`],
  readAt,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const message = (id: string, conversationId: string, senderId: string, timestamp: string, content = id): Message => ({
  id, conversationId, senderId, content, timestamp, updatedAt: timestamp,
});

describe('conversation list', () => {
  const conversations = [conversation('a', 'Ada Employer', { [ME]: '2026-01-02T10:00:00.000Z' }), conversation('b', 'Bo Hiring')];
  const messages = [
    message('1', 'a', 'u-a', '2026-01-02T09:00:00.000Z', 'Welcome aboard'),
    message('2', 'a', 'u-a', '2026-01-02T11:00:00.000Z', 'Are you free on Monday?'),
    message('3', 'a', ME, '2026-01-02T12:00:00.000Z', 'Yes, Monday works'),
    message('4', 'b', 'u-b', '2026-01-01T08:00:00.000Z', 'Hello there'),
  ];

  it('puts the most recent conversation first, with its last message and unread count', () => {
    const [first, second] = summarizeConversations(conversations, messages, ME);
    expect(first).toMatchObject({ other: { name: 'Ada Employer' }, lastText: 'Yes, Monday works', unread: 1 });
    expect(second).toMatchObject({ other: { name: 'Bo Hiring' }, lastText: 'Hello there', unread: 1 });
  });

  it('adds up the unread messages of every conversation given, for the navigation, and nothing of others', () => {
    expect(countAllUnread(conversations, messages, ME)).toBe(2);
    expect(countAllUnread(conversations.slice(0, 1), messages, ME)).toBe(1);
    expect(countAllUnread([], messages, ME)).toBe(0);
  });

  it('counts only the other side\'s messages after my read marker', () => {
    expect(countUnread(messages.filter((m) => m.conversationId === 'a'), { [ME]: '2026-01-02T11:30:00.000Z' }, ME)).toBe(0);
    expect(countUnread(messages.filter((m) => m.conversationId === 'b'), {}, ME)).toBe(1);
  });

  it('searches by participant name, label and last message', () => {
    const summaries = summarizeConversations(conversations, messages, ME);
    expect(searchConversations(summaries, 'bo').map((s) => s.conversation.id)).toEqual(['b']);
    expect(searchConversations(summaries, 'monday WORKS').map((s) => s.conversation.id)).toEqual(['a']);
    expect(searchConversations(summaries, 'acme', (s) => (s.conversation.id === 'b' ? 'Acme Robotics' : '')).map((s) => s.conversation.id)).toEqual(['b']);
    expect(searchConversations(summaries, '  ')).toHaveLength(2);
  });

  it('moves the read marker past a message stamped ahead of this device\'s clock', () => {
    const now = new Date('2026-01-02T11:59:00.000Z');
    expect(nextReadAt(messages, now)).toBe('2026-01-02T12:00:00.000Z');
    expect(nextReadAt(messages, new Date('2026-01-03T00:00:00.000Z'))).toBe('2026-01-03T00:00:00.000Z');
  });
});
