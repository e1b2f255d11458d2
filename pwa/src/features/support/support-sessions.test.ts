import { describe, expect, it } from 'vitest';
import { SUPPORT_PARTICIPANT, type Conversation, type Message } from '@shared/schemas/messaging.ts';
import { needsNewSession } from './support-chat.ts';
import { countWaiting, filterSupportSessions, mySupportSessions, summarizeSupportSessions, supportStatusOf } from './support-sessions.ts';

const session = (id: string, userId: string, createdAt: string, extra: Partial<Conversation> = {}): Conversation => ({
  id,
  kind: 'support',
  participants: [{ id: userId, name: `Name ${userId}`, userType: 'candidate' }],
  participantUserIds: [userId],
  readAt: {},
  createdAt,
  updatedAt: createdAt,
  ...extra,
});
const message = (id: string, conversationId: string, senderId: string, timestamp: string): Message => ({
  id, conversationId, senderId, content: `text ${id}`, timestamp, updatedAt: timestamp,
});

describe('support sessions', () => {
  it('shows a session the server has not stamped yet as waiting, and a closed one needs a new session', () => {
    expect(supportStatusOf({})).toBe('waiting');
    expect(needsNewSession(undefined)).toBe(true);
    expect(needsNewSession({ supportStatus: 'active' })).toBe(false);
    expect(needsNewSession({ supportStatus: 'closed' })).toBe(true);
  });

  it("lists only my support sessions, newest first, never a direct conversation", () => {
    const direct = { ...session('d', 'me', '2026-01-03T00:00:00.000Z'), kind: 'direct' as const };
    const mine = mySupportSessions(
      [session('old', 'me', '2026-01-01T00:00:00.000Z'), session('new', 'me', '2026-01-02T00:00:00.000Z'), session('x', 'other', '2026-01-04T00:00:00.000Z'), direct],
      'me',
    );
    expect(mine.map((c) => c.id)).toEqual(['new', 'old']);
  });

  it("orders the agents' queue by newest activity, with e-mail, last message and the user's messages after the agents' read marker", () => {
    const conversations = [
      session('a', 'u1', '2026-01-01T00:00:00.000Z', { supportStatus: 'active', userEmail: 'u1@example.com', readAt: { [SUPPORT_PARTICIPANT.id]: '2026-01-01T10:30:00.000Z' } }),
      session('b', 'u2', '2026-01-01T05:00:00.000Z', { userEmail: 'u2@example.com' }),
      session('c', 'u3', '2026-01-01T01:00:00.000Z', { supportStatus: 'closed' }),
    ];
    const messages = [
      message('1', 'a', 'u1', '2026-01-01T10:00:00.000Z'),
      message('2', 'a', SUPPORT_PARTICIPANT.id, '2026-01-01T10:20:00.000Z'),
      message('3', 'a', 'u1', '2026-01-01T11:00:00.000Z'),
      message('4', 'a', 'u1', '2026-01-01T12:00:00.000Z'),
      message('5', 'b', 'u2', '2026-01-01T06:00:00.000Z'),
    ];
    const rows = summarizeSupportSessions(conversations, messages);
    expect(rows.map((r) => [r.conversation.id, r.status, r.userEmail, r.lastText, r.unread])).toEqual([
      ['a', 'active', 'u1@example.com', 'text 4', 2],
      ['b', 'waiting', 'u2@example.com', 'text 5', 1],
      ['c', 'closed', '', '', 0],
    ]);
    expect(filterSupportSessions(rows, 'waiting').map((r) => r.conversation.id)).toEqual(['b']);
    expect(filterSupportSessions(rows, 'all')).toHaveLength(3);
    expect(countWaiting(conversations)).toBe(1);
  });
});
