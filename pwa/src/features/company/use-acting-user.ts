/**
 * The user as the company's documents name them (issue 47): an admin or recruiter reads and writes the
 * company's conversations and messages as the company (its id is the founder's user id), exactly as the server
 * does (sync-server/src/auth/company-viewer.ts); an interviewer, a candidate and an employer outside a company
 * are themselves. The company comes from the last /api/company answer, kept for offline use.
 */
import { useMemo } from 'react';
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { CompanyResponse } from '@shared/schemas/company.ts';
import { useCompany } from './use-company.ts';

/** The id a member acts under on the company's documents. */
export function actingUserId(user: Pick<CurrentUser, 'id' | 'userType'>, company: CompanyResponse | null): string {
  const role = company?.company?.role;
  if (user.userType !== 'employer' || !company?.company || role === 'interviewer') return user.id;
  return company.company.id;
}

/** `user` with the id they act under on the company's documents. */
export function useActingUser<U extends CurrentUser | null>(user: U): U {
  const { company } = useCompany();
  return useMemo(() => (user ? { ...user, id: actingUserId(user, company) } : user), [user, company]);
}
