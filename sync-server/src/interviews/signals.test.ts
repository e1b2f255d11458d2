/** The per-user signal allowance: a negotiation's burst passes, a client looping on the call is held back. */
import { describe, expect, it } from 'vitest';
import { createSignalRateLimit } from './signals.ts';

describe('the signal rate limit', () => {
  it('lets a burst through, then refuses until the allowance comes back, per user', () => {
    const allow = createSignalRateLimit({ burst: 5, perSecond: 2 });
    const t = 1_000_000;
    expect(Array.from({ length: 5 }, () => allow('a', t))).toEqual([true, true, true, true, true]);
    expect(allow('a', t)).toBe(false);
    expect(allow('b', t)).toBe(true);
    expect(allow('a', t + 499)).toBe(false);
    expect(allow('a', t + 500)).toBe(true);
    expect(allow('a', t + 500)).toBe(false);
  });
});
