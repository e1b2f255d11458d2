import { describe, expect, it } from 'vitest';
import { boardCards, daysSince, getStageEnteredAt, NO_BOARD_FILTER } from './application-board.ts';

describe('getStageEnteredAt', () => {
  it('is the first step of the last run of the current status, notes after it not counting', () => {
    const application = {
      status: 'considered' as const,
      appliedAt: '2026-11-01T00:00:00.000Z',
      statusHistory: [
        { status: 'pending' as const, at: '2026-11-01T00:00:00.000Z' },
        { status: 'considered' as const, at: '2026-11-03T00:00:00.000Z' },
        { status: 'considered' as const, at: '2026-11-05T00:00:00.000Z', note: 'Called' },
      ],
    };
    expect(getStageEnteredAt(application)).toBe('2026-11-03T00:00:00.000Z');
    expect(getStageEnteredAt({ ...application, status: 'viewed' })).toBe(application.appliedAt);
  });
  it('counts whole days, never negative', () => {
    expect(daysSince('2026-11-01T00:00:00.000Z', new Date('2026-11-03T12:00:00.000Z'))).toBe(2);
    expect(daysSince('2026-11-04T00:00:00.000Z', new Date('2026-11-03T12:00:00.000Z'))).toBe(0);
  });
});

describe('boardCards', () => {
  const now = new Date('2026-11-20T12:00:00.000Z');
  const card = (id: string, candidateName: string, matchScore: number | undefined, enteredAt: string) => ({
    id,
    candidateName,
    matchScore,
    status: 'considered' as const,
    appliedAt: '2026-11-01T00:00:00.000Z',
    statusHistory: [
      { status: 'pending' as const, at: '2026-11-01T00:00:00.000Z' },
      { status: 'considered' as const, at: enteredAt },
    ],
  });
  const cards = [
    card('a', 'Zoë Ångström', 72, '2026-11-19T00:00:00.000Z'),
    card('b', 'Björn O’Neil', 91, '2026-11-02T00:00:00.000Z'),
    card('c', 'zoe adams', undefined, '2026-11-10T00:00:00.000Z'),
    card('d', '李 小龙', 72, '2026-11-05T00:00:00.000Z'),
  ];
  const ids = (list: { id: string }[]) => list.map((c) => c.id);

  it('orders by best match (no score last, equal scores longest in stage first), by age, by name', () => {
    expect(ids(boardCards(cards, NO_BOARD_FILTER, 'match', now))).toEqual(['b', 'd', 'a', 'c']);
    expect(ids(boardCards(cards, NO_BOARD_FILTER, 'age', now))).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(boardCards(cards, NO_BOARD_FILTER, 'name', now))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('finds names by every word, whatever the case or accents', () => {
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, name: 'ZOE' }, 'age', now))).toEqual(['c', 'a']);
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, name: 'zoe angs' }, 'age', now))).toEqual(['a']);
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, name: '小龙' }, 'age', now))).toEqual(['d']);
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, name: '   ' }, 'age', now))).toHaveLength(4);
    expect(boardCards(cards, { ...NO_BOARD_FILTER, name: 'nobody' }, 'age', now)).toEqual([]);
  });

  it('keeps a lowest score (unscored cards only at any score) and a least age in whole days', () => {
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, minScore: 72 }, 'match', now))).toEqual(['b', 'd', 'a']);
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, minScore: 90 }, 'match', now))).toEqual(['b']);
    // 10 days in stage: entered on the 10th at midnight, 10.5 days before now.
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, minDays: 10 }, 'age', now))).toEqual(['b', 'd', 'c']);
    expect(ids(boardCards(cards, { ...NO_BOARD_FILTER, minDays: 11 }, 'age', now))).toEqual(['b', 'd']);
  });

  it('keeps only the cards carrying the chosen tag, with the other filters', () => {
    const urgent = { id: '11111111-1111-4111-8111-111111111111', name: 'Urgent 🔥', colour: 'red' as const };
    const remote = { id: '22222222-2222-4222-8222-222222222222', name: 'Remote', colour: 'blue' as const };
    const tagged = cards.map((c) => ({ ...c, tags: c.id === 'a' ? [urgent, remote] : c.id === 'b' ? [remote] : c.id === 'c' ? [] : undefined }));
    expect(ids(boardCards(tagged, { ...NO_BOARD_FILTER, tagId: urgent.id }, 'match', now))).toEqual(['a']);
    expect(ids(boardCards(tagged, { ...NO_BOARD_FILTER, tagId: remote.id }, 'match', now))).toEqual(['b', 'a']);
    expect(ids(boardCards(tagged, { ...NO_BOARD_FILTER, tagId: remote.id, minScore: 90 }, 'match', now))).toEqual(['b']);
    expect(boardCards(tagged, { ...NO_BOARD_FILTER, tagId: '33333333-3333-4333-8333-333333333333' }, 'match', now)).toEqual([]);
    // No tag chosen: cards with and without tags all show.
    expect(ids(boardCards(tagged, NO_BOARD_FILTER, 'match', now))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('does not reorder what it was given', () => {
    const given = [...cards];
    boardCards(given, NO_BOARD_FILTER, 'name', now);
    expect(ids(given)).toEqual(['a', 'b', 'c', 'd']);
  });
});
