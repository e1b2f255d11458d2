import { describe, expect, it } from 'vitest';
import { accountLinksFor, navLinksFor } from './nav-links.ts';

describe('navLinksFor', () => {
  it('gives a company interviewer only their dashboard, applicants and interviews', () => {
    expect(navLinksFor('employer', 'interviewer').map((l) => l.label)).toEqual(['Dashboard', 'Applications', 'Interviews']);
  });
  it('keeps the employer list for admins, recruiters and employers outside a company', () => {
    for (const role of ['admin', 'recruiter', null] as const) expect(navLinksFor('employer', role).map((l) => l.label)).toContain('Post Jobs');
  });
});

describe('accountLinksFor', () => {
  it('links admins, employers outside a company and candidates to their profile', () => {
    for (const role of ['admin', null, undefined] as const) expect(accountLinksFor('employer', role).map((l) => l.href)).toContain('/employer-profile');
    expect(accountLinksFor('candidate').map((l) => l.href)).toContain('/candidate-profile');
  });
  it('gives recruiters and interviewers no link to the company profile, which is the admins’', () => {
    for (const role of ['recruiter', 'interviewer'] as const) {
      expect(accountLinksFor('employer', role).map((l) => l.label)).toEqual(['Verification', 'Files', 'Settings']);
    }
  });
});
