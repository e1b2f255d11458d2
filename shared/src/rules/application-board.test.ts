import { describe, expect, it } from 'vitest';
import { daysSince, getStageEnteredAt } from './application-board.ts';

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
