import { describe, expect, it } from 'vitest';
import { checkoutTerms } from './checkout-terms.ts';

const NOW = new Date(2026, 10, 28, 12);

describe('checkoutTerms', () => {
  it("a first plan: the plan's trial, nothing due today, the first charge when the trial ends", () => {
    const terms = checkoutTerms('employer-professional', true, NOW);
    expect(terms).toMatchObject({
      headline: 'Start your 14-day free trial of Employer Professional.',
      badge: '14-day free trial',
      dueTodayCents: 0,
      nextChargeLabel: 'First charge on Dec 12, 2026',
      submitLabel: 'Start 14-day free trial',
    });
  });

  it('after a plan: no trial promised, the price due today, the next charge a month on', () => {
    const terms = checkoutTerms('employer-professional', false, NOW);
    expect(terms).toMatchObject({ headline: 'Subscribe to Employer Professional.', badge: null, dueTodayCents: 4900, nextChargeLabel: 'Next charge on Dec 28, 2026', submitLabel: 'Subscribe for $49/month' });
    expect(Object.values(terms).filter((value) => typeof value === 'string' && /trial/.test(value) && !/the free trial is for a first plan/i.test(value))).toEqual([]);
  });

  it('the next charge a month on, from the end of a longer month, is the end of the shorter one', () => {
    expect(checkoutTerms('candidate-premium', false, new Date(2027, 0, 31, 12)).nextChargeLabel).toBe('Next charge on Feb 28, 2027');
  });
});
