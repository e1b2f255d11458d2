import { describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../schemas/common.ts';
import {
  collectVerificationStatuses,
  computeVerificationProgress,
  getVerificationBadge,
} from './verification-badge.ts';

describe('getVerificationBadge', () => {
  const all = (status: VerificationStatus) => ({ id: status, email: status, reference: status });
  it.each([
    [all('verified'), 40, 'Verified'],
    [all('verified'), 100, 'Verified'],
    [{ id: 'verified', email: 'verified', reference: 'pending' }, 99, 'In Progress'],
    [all('not_started'), 0, 'In Progress'],
    // Nothing was ever sent or verified: nothing needs doing again.
    [all('not_started'), 100, 'In Progress'],
    [{ id: 'pending', email: 'verified', reference: 'not_started' }, 100, 'In Progress'],
    [{ id: 'rejected', email: 'verified', reference: 'verified' }, 100, 'Reverification Needed'],
    [{ id: 'rejected', email: 'not_started', reference: 'not_started' }, 80, 'In Progress'],
  ] as const)('%o at %d%% is %s', (statuses, completeness, badge) => {
    expect(getVerificationBadge(statuses, completeness)).toBe(badge);
  });
});

describe('verification progress', () => {
  it('starts every kind at not_started and takes the documents', () => {
    expect(collectVerificationStatuses([])).toEqual({
      id: 'not_started',
      email: 'not_started',
      reference: 'not_started',
    });
    expect(
      collectVerificationStatuses([
        { kind: 'email', status: 'verified' },
        { kind: 'id', status: 'pending' },
      ]),
    ).toEqual({ id: 'pending', email: 'verified', reference: 'not_started' });
  });
  it.each([
    [{}, 0, 0],
    [{ id: 'pending', email: 'rejected', reference: 'not_started' }, 0, 0],
    [{ id: 'verified' }, 1, 33],
    [{ id: 'verified', reference: 'verified', email: 'pending' }, 2, 67],
    [{ id: 'verified', reference: 'verified', email: 'verified' }, 3, 100],
  ] as const)('%j: %d verified, %d%%', (statuses, verified, percentage) => {
    expect(computeVerificationProgress(statuses)).toEqual({ verified, total: 3, percentage });
  });
});
