import { describe, expect, it } from 'vitest';
import {
  collectVerificationStatuses,
  computeVerificationProgress,
  getVerificationBadge,
} from './verification-badge.ts';

describe('getVerificationBadge', () => {
  it.each([
    [true, true, true, 40, 'Verified'],
    [true, true, true, 100, 'Verified'],
    [true, true, false, 99, 'In Progress'],
    [false, false, false, 0, 'In Progress'],
    [true, false, true, 100, 'Reverification Needed'],
    [false, false, false, 100, 'Reverification Needed'],
  ] as const)('id %s, email %s, reference %s at %d%% is %s', (id, email, reference, completeness, badge) => {
    const flags = { isIdVerified: id, isCompanyEmailVerified: email, isReferenceVerified: reference };
    expect(getVerificationBadge(flags, completeness)).toBe(badge);
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
