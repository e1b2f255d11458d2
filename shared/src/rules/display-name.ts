/**
 * What a person is called to someone else (a conversation's participants, a sender in a notification). Built
 * only from names the person chose to show: a candidate's profile name, else their account name, else a neutral
 * label; for an employer, the account name, else the company. Never their login e-mail or phone: those are private (decisions.md, Privacy), and an account made by
 * a magic link or a code can have no name at all.
 */
import { UNNAMED_PERSON_LABEL } from '../messages.ts';
import { truncateText } from './truncate-text.ts';

/** Longest display name, in UTF-16 code units: a conversation participant's `name` holds at most 200. */
export const DISPLAY_NAME_MAX = 200;

/** A first and a last name joined by a space; empty when both are blank. */
export function joinName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}

/**
 * The name to show others: `account`'s first and last name, else `profileName` (a candidate profile's name, an
 * employer's company name), else 'HireSync user'. Cut to DISPLAY_NAME_MAX between characters: two 100-character
 * names and their space would not fit otherwise.
 */
export function displayNameOf(
  account: { firstName?: string | null; lastName?: string | null },
  profileName?: string | null,
): string {
  const name = joinName(account.firstName, account.lastName) || profileName?.trim() || UNNAMED_PERSON_LABEL;
  return truncateText(name, DISPLAY_NAME_MAX);
}

/**
 * What a candidate is called on every screen and by the server (one person, one name): the name on their
 * candidate profile when it gives one, else their account's, else 'HireSync user'. The profile is what employers,
 * references and reviewers read, so a sign-up under another name must not show beside it.
 */
export function candidateDisplayName(
  account: { firstName?: string | null; lastName?: string | null },
  profile?: { firstName?: string | null; lastName?: string | null } | null,
): string {
  return displayNameOf(profile && joinName(profile.firstName, profile.lastName) ? profile : account);
}
