/** How the account menu shows the signed-in user (spec section 2): avatar initials and role label. */
import type { UserType } from '../schemas/common.ts';
import { firstCharacters } from './truncate-text.ts';

/** The role labels of the account menu. */
export const ROLE_LABELS: Record<UserType, string> = {
  candidate: 'Job Seeker',
  employer: 'Employer',
};

/**
 * Avatar initials: the first two characters (as a reader counts them) of the e-mail's local part, upper-cased
 * (`jane@x.com` is `JA`); 'U' when there is no e-mail.
 */
export function getUserInitials(email: string | null | undefined): string {
  const local = (email ?? '').trim().split('@')[0] ?? '';
  return local === '' ? 'U' : firstCharacters(local, 2).toUpperCase();
}

/** The role label of a user type: 'Job Seeker' or 'Employer'. */
export function getRoleLabel(userType: UserType): string {
  return ROLE_LABELS[userType];
}
