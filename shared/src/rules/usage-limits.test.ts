import { describe, expect, it } from 'vitest';
import { checkApplicationLimit, checkJobPostingLimit, checkProfileViewLimit } from './usage-limits.ts';

const NOW = Date.parse('2025-06-10T15:00:00Z');
const times = (count: number, iso: string) => Array.from({ length: count }, () => iso);

describe('checkApplicationLimit (20 per UTC day)', () => {
  it.each([
    [0, true, 20],
    [19, true, 1],
    [20, false, 0],
    [25, false, 0],
  ])('%d today: allowed %s, %d left', (count, allowed, remaining) => {
    const check = checkApplicationLimit({ plan: 'free', actionTimes: times(count, '2025-06-10T01:00:00Z'), now: NOW });
    expect(check).toMatchObject({
      allowed,
      used: count,
      limit: 20,
      remaining,
      resetsAt: Date.parse('2025-06-11T00:00:00Z'),
    });
    expect(check.message === undefined).toBe(allowed);
  });
  it('counts only the current UTC day', () => {
    const actionTimes = [...times(20, '2025-06-09T23:59:59.999Z'), '2025-06-10T00:00:00Z', '2025-06-11T00:00:00Z'];
    expect(checkApplicationLimit({ plan: 'free', actionTimes, now: new Date(NOW) })).toMatchObject({
      used: 1,
      allowed: true,
    });
  });
  it('refuses with the upgrade message', () => {
    const check = checkApplicationLimit({ plan: 'free', actionTimes: times(20, '2025-06-10T10:00:00Z'), now: NOW });
    expect(check.message).toBe(
      'You have reached the free limit of 20 applications today. Upgrade to Candidate Premium for unlimited applications.',
    );
  });
  it('premium is unlimited but still counts', () => {
    const check = checkApplicationLimit({
      plan: 'candidate-premium',
      actionTimes: times(300, '2025-06-10T10:00:00Z'),
      now: NOW,
    });
    expect(check).toEqual({
      allowed: true,
      used: 300,
      limit: null,
      remaining: null,
      resetsAt: Date.parse('2025-06-11T00:00:00Z'),
    });
  });
});

describe('checkJobPostingLimit (3 per UTC calendar month)', () => {
  it.each([
    [[], true, 0],
    [['2025-06-01T00:00:00Z', '2025-06-30T23:00:00Z'], true, 2],
    [['2025-06-01T00:00:00Z', '2025-06-02T00:00:00Z', '2025-06-10T14:00:00Z'], false, 3],
    [['2025-05-31T23:59:59Z', '2025-05-15T00:00:00Z', '2025-05-01T00:00:00Z', '2025-06-05T00:00:00Z'], true, 1],
  ])('%j: allowed %s, used %d', (actionTimes, allowed, used) => {
    expect(checkJobPostingLimit({ plan: 'free', actionTimes, now: NOW })).toMatchObject({ allowed, used, limit: 3 });
  });
  it('resets at the next month, also across a year', () => {
    expect(checkJobPostingLimit({ plan: 'free', actionTimes: [], now: NOW }).resetsAt).toBe(
      Date.parse('2025-07-01T00:00:00Z'),
    );
    const december = checkJobPostingLimit({ plan: 'free', actionTimes: [], now: Date.parse('2025-12-31T23:00:00Z') });
    expect(december.resetsAt).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });
  it('refuses with the upgrade message; paid employer plans are unlimited', () => {
    const actionTimes = times(3, '2025-06-03T00:00:00Z');
    expect(checkJobPostingLimit({ plan: 'free', actionTimes, now: NOW }).message).toBe(
      'You have reached the free limit of 3 job postings this month. Upgrade to Employer Professional for unlimited job postings.',
    );
    for (const plan of ['employer-professional', 'employer-enterprise'] as const) {
      expect(checkJobPostingLimit({ plan, actionTimes, now: NOW })).toMatchObject({ allowed: true, limit: null });
    }
  });
});

describe('checkProfileViewLimit (10 per UTC calendar month)', () => {
  it('allows ten, refuses the eleventh', () => {
    expect(
      checkProfileViewLimit({ plan: 'free', actionTimes: times(9, '2025-06-02T00:00:00Z'), now: NOW }),
    ).toMatchObject({
      allowed: true,
      remaining: 1,
    });
    const full = checkProfileViewLimit({ plan: 'free', actionTimes: times(10, '2025-06-02T00:00:00Z'), now: NOW });
    expect(full).toMatchObject({ allowed: false, used: 10, limit: 10, remaining: 0 });
    expect(full.message).toContain('10 candidate profile views this month');
  });
});
