/**
 * The names of a company's members as the device knows them (issue 47), for the activity of an application:
 * every step names its author (`authorUserId`, stamped by the server). The team list comes with /api/company
 * for admins and recruiters; an interviewer's device has none, and a former member has left it, so a step of
 * someone the device cannot name reads 'A teammate'. Never an e-mail.
 */
import { ACTIVITY_AUTHOR_TEXTS } from '@shared/messages.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { CompanyResponse } from '@shared/schemas/company.ts';

/** A function naming the author of a step by their user id. */
export function memberNamer(
  user: Pick<CurrentUser, 'id'> & Partial<Pick<CurrentUser, 'firstName' | 'lastName'>> | null | undefined,
  company: CompanyResponse | null,
): (userId: string) => string {
  const names = new Map<string, string>();
  for (const member of company?.members ?? []) {
    // The team list falls back to the e-mail for a member without a name: not shown here.
    if (member.name && member.name !== member.email) names.set(member.userId, member.name);
  }
  const ownName = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '';
  return (userId) => {
    if (user && userId === user.id) return ownName || ACTIVITY_AUTHOR_TEXTS.you;
    return names.get(userId) ?? ACTIVITY_AUTHOR_TEXTS.teammate;
  };
}
