/**
 * Teams in the demo: the first few companies (the demo employer's among them) get a recruiter and, for some,
 * an interviewer besides their founding admin, so the Team section and attribution have people to show. All
 * share the demo password. Names are fixed: the demo is the same on every start.
 */
import type { Db } from '../db/client.ts';
import { createUser } from '../auth/create-user.ts';
import type { CompanyRole } from '@shared/schemas/company.ts';
import type { MarketplacePlan } from './types.ts';
import type { Viewers } from './write-listings.ts';

const TEAMS: { firstName: string; lastName: string; role: CompanyRole }[][] = [
  [
    { firstName: 'Sam', lastName: 'Lee', role: 'recruiter' },
    { firstName: 'Priya', lastName: 'Nair', role: 'interviewer' },
  ],
  [{ firstName: 'Jonas', lastName: 'Berg', role: 'recruiter' }],
  [
    { firstName: 'Maya', lastName: 'Okafor', role: 'recruiter' },
    { firstName: 'Tom', lastName: 'Reyes', role: 'interviewer' },
  ],
  [{ firstName: 'Lena', lastName: 'Fischer', role: 'interviewer' }],
];

/** Add the teams' members to the first companies, once their founders exist (`viewers`). */
export async function createDemoTeams(db: Db, plan: MarketplacePlan, viewers: Viewers, passwordHash: string): Promise<number> {
  let made = 0;
  for (const [index, team] of TEAMS.entries()) {
    const company = plan.companies[index];
    const founder = company && viewers.get(company.user);
    if (!company || !founder) continue;
    const domain = company.user.email.split('@')[1];
    for (const member of team) {
      const email = `${member.firstName}.${member.lastName}@${domain}`.toLowerCase();
      await createUser(db, { email, userType: 'employer', firstName: member.firstName, lastName: member.lastName, passwordHash, company: { companyId: founder.userId, role: member.role } }, company.user.joinedAt);
      made++;
    }
  }
  return made;
}
