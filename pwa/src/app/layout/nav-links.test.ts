import { describe, expect, it } from 'vitest';
import { navLinksFor } from './nav-links.ts';

describe('navLinksFor', () => {
  it('gives a company interviewer only their dashboard, applicants and interviews', () => {
    expect(navLinksFor('employer', 'interviewer').map((l) => l.label)).toEqual(['Dashboard', 'Applications', 'Interviews']);
  });
  it('keeps the employer list for admins, recruiters and employers outside a company', () => {
    for (const role of ['admin', 'recruiter', null] as const) expect(navLinksFor('employer', role).map((l) => l.label)).toContain('Post Jobs');
  });
});
