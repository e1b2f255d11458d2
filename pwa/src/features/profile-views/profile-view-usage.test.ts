import { describe, expect, it, vi } from 'vitest';

vi.mock('../../db/kept-answers.ts', () => ({ keepAnswer: async () => {}, readKeptAnswer: async () => undefined }));
const { profileViewCheck, profileViewsLeftText } = await import('./profile-view-usage.ts');

const NOW = new Date('2026-11-24T10:00:00Z');
const times = (n: number, at: string) => Array.from({ length: n }, () => at);

describe('the device pre-check of full-profile views', () => {
  it('counts this month from the last known usage', () => {
    const check = profileViewCheck({ viewedAt: times(7, '2026-11-03T09:00:00Z') }, false, NOW)!;
    expect(check.allowed).toBe(true);
    expect(profileViewsLeftText(check)).toBe('3 of 10 free profile views left this month');
  });

  it('refuses at the limit with the shared message, and starts again with the next UTC month offline', () => {
    const usage = { viewedAt: times(10, '2026-11-03T09:00:00Z') };
    const full = profileViewCheck(usage, false, NOW)!;
    expect(full.allowed).toBe(false);
    expect(full.message).toContain('10 candidate profile views this month');
    expect(profileViewCheck(usage, false, new Date('2026-12-01T00:00:00Z'))!.allowed).toBe(true);
  });

  it('is unlimited on a paid plan, and unknown before the first answer', () => {
    expect(profileViewCheck(undefined, true, NOW)).toMatchObject({ allowed: true, limit: null });
    expect(profileViewCheck(undefined, false, NOW)).toBeNull();
  });
});
