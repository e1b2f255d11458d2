import { describe, expect, it } from 'vitest';
import type { CompanyResponse } from '@shared/schemas/company.ts';
import { memberNamer } from './member-names.ts';

const team: CompanyResponse = {
  company: { id: 'founder-1', name: 'HireSync Ltd', role: 'admin' },
  members: [
    { userId: 'founder-1', name: 'Hana Okafor', email: 'hana@example.com', role: 'admin', addedAt: '2026-01-01T00:00:00.000Z' },
    { userId: 'rec-2', name: 'Sam Lee', email: 'sam@example.com', role: 'recruiter', addedAt: '2026-01-02T00:00:00.000Z' },
    { userId: 'int-3', name: 'tomi@example.com', email: 'tomi@example.com', role: 'interviewer', addedAt: '2026-01-03T00:00:00.000Z' },
  ],
  invitations: [],
};

describe('memberNamer', () => {
  it('names the viewer and every member of the team list', () => {
    const name = memberNamer({ id: 'founder-1', firstName: 'Hana', lastName: 'Okafor' }, team);
    expect(name('founder-1')).toBe('Hana Okafor');
    expect(name('rec-2')).toBe('Sam Lee');
  });

  it('never shows an e-mail, and names someone it does not know a teammate', () => {
    const name = memberNamer({ id: 'founder-1', firstName: 'Hana', lastName: 'Okafor' }, team);
    expect(name('int-3')).toBe('A teammate');
    expect(name('gone-4')).toBe('A teammate');
    // An interviewer's device has no team list: only their own steps carry a name.
    const interviewer = memberNamer({ id: 'int-3', firstName: 'Tomi', lastName: 'Ade' }, { ...team, members: [] });
    expect(interviewer('int-3')).toBe('Tomi Ade');
    expect(interviewer('rec-2')).toBe('A teammate');
    expect(memberNamer({ id: 'x' }, null)('x')).toBe('You');
  });
});
