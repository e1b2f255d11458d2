import { describe, expect, it } from 'vitest';
import { newCandidateDefaults } from './new-candidate.ts';

describe('newCandidateDefaults', () => {
  it('starts unverified, unvouched and open to employers', () => {
    expect(newCandidateDefaults()).toEqual({
      isIdVerified: false,
      isCompanyEmailVerified: false,
      isReferenceVerified: false,
      isEmailVerified: false,
      vouchCount: 0,
      isOpenToEmployers: true,
    });
  });

  it('hands out a fresh object each time, so one profile changing it leaves the next alone', () => {
    const first = newCandidateDefaults();
    first.vouchCount = 3;
    expect(newCandidateDefaults().vouchCount).toBe(0);
  });
});
