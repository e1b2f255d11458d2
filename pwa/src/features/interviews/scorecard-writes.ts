/**
 * Submitting one's scorecard (issue 49): written into the interview on the device, so it is queued and pushed
 * like every other write (filled in offline, it is sent once the device is back online; refused, it shows under
 * 'Not sent'). The server keeps only the pushing member's card, with its own author name and time.
 */
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { ScorecardForm } from '@shared/schemas/scorecard.ts';
import { patchFields } from '../../db/writes.ts';
import { withOwnScorecard } from './scorecard-doc.ts';

export async function submitScorecard(interviewId: string, form: ScorecardForm, user: Pick<CurrentUser, 'id' | 'firstName' | 'lastName'>, now = new Date()) {
  const author = { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() };
  return patchFields('interviews', interviewId, (stored) => ({ scorecards: withOwnScorecard(stored.scorecards, form, author, now) }));
}
