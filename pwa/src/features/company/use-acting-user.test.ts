import { describe, expect, it } from 'vitest';
import type { CompanyResponse } from '@shared/schemas/company.ts';
import { actingUserId } from './use-acting-user.ts';

const company = (role: 'admin' | 'recruiter' | 'interviewer'): CompanyResponse => ({ company: { id: 'founder-1', name: 'HireSync Ltd', role }, members: [], invitations: [] });

describe('actingUserId', () => {
  it('is the company for its admins and recruiters', () => {
    expect(actingUserId({ id: 'member-2', userType: 'employer' }, company('admin'))).toBe('founder-1');
    expect(actingUserId({ id: 'member-2', userType: 'employer' }, company('recruiter'))).toBe('founder-1');
  });

  it('is the user themselves for interviewers, candidates and employers outside a company', () => {
    expect(actingUserId({ id: 'member-3', userType: 'employer' }, company('interviewer'))).toBe('member-3');
    expect(actingUserId({ id: 'cand-1', userType: 'candidate' }, company('admin'))).toBe('cand-1');
    expect(actingUserId({ id: 'solo', userType: 'employer' }, { company: null, members: [], invitations: [] })).toBe('solo');
    expect(actingUserId({ id: 'solo', userType: 'employer' }, null)).toBe('solo');
  });
});
