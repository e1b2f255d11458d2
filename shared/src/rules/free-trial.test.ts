import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../schemas/account.ts';
import { hasFreeTrial } from './free-trial.ts';

describe('hasFreeTrial', () => {
  it('only an account that never had a paid plan gets the trial', () => {
    expect(SUBSCRIPTION_STATUSES.filter((subscriptionStatus) => hasFreeTrial({ subscriptionStatus }))).toEqual(['free']);
  });

  it('an account not on the device yet is offered the trial (the server decides at payment)', () => {
    expect(hasFreeTrial(undefined)).toBe(true);
  });
});
