import { describe, expect, it } from 'vitest';
import { isPremium } from './premium.ts';

const now = new Date('2026-05-10T12:00:00Z');
const later = '2026-06-01T00:00:00.000Z';
const earlier = '2026-05-01T00:00:00.000Z';

describe('isPremium', () => {
  it.each([
    ['free plan', { plan: 'free', subscriptionStatus: 'free' }, false],
    ['trialing', { plan: 'candidate-premium', subscriptionStatus: 'trialing', currentPeriodEnd: later }, true],
    ['active', { plan: 'employer-professional', subscriptionStatus: 'active', currentPeriodEnd: later }, true],
    ['active but lapsed', { plan: 'employer-professional', subscriptionStatus: 'active', currentPeriodEnd: earlier }, false],
    ['cancelled, period running', { plan: 'employer-enterprise', subscriptionStatus: 'canceled', currentPeriodEnd: later }, true],
    ['cancelled, period over', { plan: 'employer-enterprise', subscriptionStatus: 'canceled', currentPeriodEnd: earlier }, false],
  ] as const)('%s', (_name, account, expected) => {
    expect(isPremium(account, now)).toBe(expected);
  });
});
