/** Reading a customer's Stripe subscriptions as the account's plan fields, whatever order they were made in. */
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { planStateOf } from './plan-state.ts';

const T0 = Date.parse('2026-11-02T10:00:00Z') / 1000;
const DAY = 86_400;
const iso = (s: number) => new Date(s * 1000).toISOString();

function sub(overrides: Partial<Stripe.Subscription> & { lookupKey?: string; periodEnd?: number } = {}): Stripe.Subscription {
  const { lookupKey = 'employer-professional', periodEnd = T0 + 30 * DAY, ...rest } = overrides;
  return {
    id: `sub_${Math.random().toString(36).slice(2)}`,
    object: 'subscription',
    created: T0,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    trial_start: null,
    trial_end: null,
    ended_at: null,
    metadata: {},
    items: { data: [{ price: { lookup_key: lookupKey }, current_period_end: periodEnd }] },
    ...rest,
  } as unknown as Stripe.Subscription;
}

describe('planStateOf', () => {
  it('a customer who never subscribed: nothing to say (the account keeps its plan)', () => {
    expect(planStateOf([])).toBeNull();
  });

  it('trialing: premium to the trial end', () => {
    expect(planStateOf([sub({ status: 'trialing', trial_end: T0 + 14 * DAY })])).toEqual({
      plan: 'employer-professional',
      subscriptionStatus: 'trialing',
      currentPeriodEnd: iso(T0 + 14 * DAY),
      cancelAtPeriodEnd: false,
    });
  });

  it('the plan comes from the price’s lookup key, the period end from the item', () => {
    expect(planStateOf([sub({ lookupKey: 'candidate-premium', cancel_at_period_end: true })])).toEqual({
      plan: 'candidate-premium',
      subscriptionStatus: 'active',
      currentPeriodEnd: iso(T0 + 30 * DAY),
      cancelAtPeriodEnd: true,
    });
  });

  it('one in force wins over a newer ended one, in any order', () => {
    const running = sub({ created: T0, status: 'past_due' });
    const ended = sub({ created: T0 + DAY, status: 'canceled', ended_at: T0 + 2 * DAY });
    expect(planStateOf([running, ended])).toMatchObject({ subscriptionStatus: 'past_due' });
    expect(planStateOf([ended, running])).toMatchObject({ subscriptionStatus: 'past_due' });
  });

  it('the newest in force wins (a plan change)', () => {
    const old = sub({ created: T0, lookupKey: 'employer-professional' });
    const newer = sub({ created: T0 + DAY, lookupKey: 'employer-enterprise' });
    expect(planStateOf([old, newer])?.plan).toBe('employer-enterprise');
    expect(planStateOf([newer, old])?.plan).toBe('employer-enterprise');
  });

  it('ended: free, status canceled, with the end kept', () => {
    expect(planStateOf([sub({ status: 'canceled', ended_at: T0 + 5 * DAY })])).toEqual({
      plan: 'free',
      subscriptionStatus: 'canceled',
      currentPeriodEnd: iso(T0 + 5 * DAY),
      cancelAtPeriodEnd: false,
    });
  });

  it.each(['incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const)('%s: free, never premium', (status) => {
    expect(planStateOf([sub({ status })])).toEqual({ plan: 'free', subscriptionStatus: 'free', cancelAtPeriodEnd: false });
  });
});
