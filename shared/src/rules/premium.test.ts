import { describe, expect, it } from 'vitest';
import { PAID_FEATURES, getPlanFeatures, upgradePlanFor } from '../catalog.ts';
import { hasPlanFeature, isPremium } from './premium.ts';

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

describe('hasPlanFeature', () => {
  it.each([
    ['free employer', { plan: 'free', subscriptionStatus: 'free' }, false],
    ['employer professional, active', { plan: 'employer-professional', subscriptionStatus: 'active', currentPeriodEnd: later }, true],
    ['employer enterprise, trialing', { plan: 'employer-enterprise', subscriptionStatus: 'trialing', currentPeriodEnd: later }, true],
    ['employer professional, lapsed', { plan: 'employer-professional', subscriptionStatus: 'active', currentPeriodEnd: earlier }, false],
    ['candidate premium', { plan: 'candidate-premium', subscriptionStatus: 'active', currentPeriodEnd: later }, false],
  ] as const)('advanced candidate search: %s', (_name, account, expected) => {
    expect(hasPlanFeature(account, 'advancedCandidateSearch', now)).toBe(expected);
  });

  it('gates exactly what the plan cards sell', () => {
    const feature = PAID_FEATURES.advancedCandidateSearch;
    for (const plan of ['free', 'candidate-premium', 'employer-professional', 'employer-enterprise'] as const) {
      const listed = getPlanFeatures(plan, 'employer').includes(feature.label);
      expect(listed, plan).toBe((feature.plans as readonly string[]).includes(plan));
    }
    expect(upgradePlanFor('advancedCandidateSearch')).toBe('employer-professional');
  });
});
