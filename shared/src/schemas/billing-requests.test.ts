import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_PLAN_TARGETS } from '../catalog.ts';
import { ERROR_TOASTS, VALIDATION_MESSAGES as M } from '../messages.ts';
import { checkoutQuerySchema, subscribeQuerySchema } from './billing-requests.ts';

describe('billing requests', () => {
  it.each(['candidate-premium', 'employer-professional', 'employer-enterprise'])('checkout takes %s', (plan) => {
    expect(checkoutQuerySchema.parse({ plan })).toEqual({ plan });
  });
  it.each(['free', 'premium', '', undefined])(
    "checkout refuses %j with 'Please select a valid subscription plan.'",
    (plan) => {
      expect(checkoutQuerySchema.safeParse({ plan }).error?.issues.map((issue) => issue.message)).toEqual([
        M.invalidPlan,
      ]);
    },
  );
  it("the 'Invalid Plan' toast carries the same words", () => {
    expect(ERROR_TOASTS.invalidPlan).toEqual({
      title: 'Invalid Plan',
      description: 'Please select a valid subscription plan.',
    });
  });
  it('/subscribe?plan= maps to a checkout plan', () => {
    const { plan } = subscribeQuerySchema.parse({ plan: 'employer' });
    expect(SUBSCRIBE_PLAN_TARGETS[plan]).toBe('employer-professional');
    expect(subscribeQuerySchema.safeParse({ plan: 'admin' }).success).toBe(false);
  });
});
