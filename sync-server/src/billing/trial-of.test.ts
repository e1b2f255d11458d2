/** Which trial a new subscription gets, from the customer's subscriptions before it. */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { trialOf } from './checkout.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const T = NOW.getTime() / 1000;
const DAY = 86_400;

const subscription = (status: Stripe.Subscription.Status, created: number, trialEnd: number | null = null) =>
  ({
    id: `sub_${created}_${status}`,
    status,
    created,
    trial_end: trialEnd,
    ended_at: status === 'canceled' ? created + DAY : null,
    cancel_at_period_end: false,
    cancel_at: null,
    metadata: { plan: 'employer-professional' },
    items: { data: [{ price: { lookup_key: 'employer-professional' }, current_period_end: created + 30 * DAY }] },
  }) as unknown as Stripe.Subscription;

describe('trialOf', () => {
  it("a customer's first subscription gets the plan's trial", () => {
    expect(trialOf([], 'employer-professional', NOW)).toEqual({ trial_period_days: 14 });
  });

  it('a plan chosen while a trial runs goes on to that trial’s end, not a new one and not a charge today', () => {
    expect(trialOf([subscription('trialing', T - 3 * DAY, T + 11 * DAY)], 'employer-enterprise', NOW)).toEqual({ trial_end: T + 11 * DAY });
    // The trial that decides is the plan in force (the newest), not an older one a plan change ended.
    const ended = subscription('canceled', T - 20 * DAY, T - 6 * DAY);
    expect(trialOf([ended, subscription('trialing', T - DAY, T + 5 * DAY)], 'employer-professional', NOW)).toEqual({ trial_end: T + 5 * DAY });
  });

  it('after a paid plan, a cancelled one, or a trial about to end, the new plan is paid from the start', () => {
    expect(trialOf([subscription('active', T - 40 * DAY, T - 26 * DAY)], 'employer-enterprise', NOW)).toEqual({});
    expect(trialOf([subscription('canceled', T - 10 * DAY, T + 4 * DAY)], 'employer-professional', NOW)).toEqual({});
    expect(trialOf([subscription('past_due', T - 20 * DAY, T - 6 * DAY)], 'employer-professional', NOW)).toEqual({});
  });

  it('a subscription that never ran (its first payment never made) leaves the trial, as the account shows it', () => {
    expect(trialOf([subscription('incomplete_expired', T - 2 * DAY)], 'employer-professional', NOW)).toEqual({ trial_period_days: 14 });
    // Stripe refuses a trial_end in the past; one a few seconds away would be by the time it arrives.
    expect(trialOf([subscription('trialing', T - 14 * DAY, T + 30)], 'employer-professional', NOW)).toEqual({});
  });
});
