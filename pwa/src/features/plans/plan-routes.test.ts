import { describe, expect, it } from 'vitest';
import { ERROR_TOASTS } from '@shared/messages.ts';
import { decideCheckout, decideSubscribe } from './plan-routes.ts';

const candidate = { userType: 'candidate' } as const;
const employer = { userType: 'employer' } as const;

describe('decideSubscribe', () => {
  it('sends each role key to the checkout of its plan (decisions.md)', () => {
    expect(decideSubscribe('candidate', candidate)).toEqual({ to: '/checkout?plan=candidate-premium' });
    expect(decideSubscribe('employer', employer)).toEqual({ to: '/checkout?plan=employer-professional' });
  });

  it('sends anything else to /pricing with Invalid Plan, signed in or not', () => {
    for (const plan of [null, '', 'premium', 'candidate-premium']) {
      expect(decideSubscribe(plan, candidate)).toEqual({ to: '/pricing', toast: ERROR_TOASTS.invalidPlan });
      expect(decideSubscribe(plan, null)).toEqual({ to: '/pricing', toast: ERROR_TOASTS.invalidPlan });
    }
  });

  it('asks a signed-out visitor to sign in, then leads on to the checkout', () => {
    expect(decideSubscribe('employer', null)).toEqual({
      to: '/?auth=signin&next=%2Fcheckout%3Fplan%3Demployer-professional',
      toast: ERROR_TOASTS.authenticationRequired,
    });
  });
});

describe('decideCheckout', () => {
  it('shows a paid plan to a signed-in user', () => {
    expect(decideCheckout('employer-enterprise', employer)).toEqual({ plan: 'employer-enterprise' });
  });

  it('checks the plan before the session', () => {
    expect(decideCheckout('bogus', null)).toEqual({ to: '/pricing', toast: ERROR_TOASTS.invalidPlan });
    expect(decideCheckout(null, candidate)).toEqual({ to: '/pricing', toast: ERROR_TOASTS.invalidPlan });
    expect(decideCheckout('free', candidate)).toEqual({ to: '/pricing', toast: ERROR_TOASTS.invalidPlan });
  });

  it('sends a signed-out visitor with a valid plan to sign in, without a toast, and back after', () => {
    expect(decideCheckout('candidate-premium', null)).toEqual({ to: '/?auth=signin&next=%2Fcheckout%3Fplan%3Dcandidate-premium' });
  });
});
