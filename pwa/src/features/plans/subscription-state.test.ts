import { describe, expect, it } from 'vitest';
import { describeSubscription, type PlanAccount } from './subscription-state.ts';

const now = new Date('2026-11-22T12:00:00Z');
const later = '2026-12-06T12:00:00Z';
const earlier = '2026-11-01T12:00:00Z';

function account(overrides: Partial<PlanAccount>): PlanAccount {
  return { plan: 'free', subscriptionStatus: 'free', cancelAtPeriodEnd: false, ...overrides };
}

describe('describeSubscription', () => {
  it('reads a free account as Free with nothing more to say', () => {
    expect(describeSubscription(account({}), now)).toEqual({ planInForce: 'free', label: 'Free', tone: 'neutral', detail: null });
  });

  it('shows the trial end and the price that follows it', () => {
    const state = describeSubscription(
      account({ plan: 'employer-professional', subscriptionStatus: 'trialing', currentPeriodEnd: later }),
      now,
    );
    expect(state).toMatchObject({ planInForce: 'employer-professional', label: 'Free trial' });
    expect(state.detail).toBe('Free trial until Dec 6, 2026, then $49/month.');
  });

  it('shows renewal for an active plan and the end date once it is cancelled', () => {
    const active = account({ plan: 'candidate-premium', subscriptionStatus: 'active', currentPeriodEnd: later });
    expect(describeSubscription(active, now).detail).toBe('$9.99/month, renews on Dec 6, 2026');
    const cancelled = describeSubscription({ ...active, cancelAtPeriodEnd: true }, now);
    expect(cancelled).toMatchObject({ planInForce: 'candidate-premium', label: 'Cancelled' });
    expect(cancelled.detail).toBe('Your plan stays on until Dec 6, 2026');
  });

  it('falls back to free once a cancelled plan has passed its period end', () => {
    const state = describeSubscription(
      account({ plan: 'employer-enterprise', subscriptionStatus: 'canceled', currentPeriodEnd: earlier }),
      now,
    );
    expect(state).toMatchObject({ planInForce: 'free', label: 'Free' });
    expect(state.detail).toBe('Your Employer Enterprise plan ended on Nov 1, 2026.');
  });
});
