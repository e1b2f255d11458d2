/**
 * A member's scorecard on an interview (issue 49), the one rule for both ways it arrives: the device's queued
 * write of the interview (pushed when online, so a scorecard filled in offline is not lost) and
 * POST /api/interviews/{id}/scorecard. Author and time are the server's; the member's earlier card is replaced,
 * and the same card sent again (a resend after a lost answer) changes nothing.
 */
import { eq } from 'drizzle-orm';
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import { scorecardTimeProblem } from '@shared/rules/scorecards.ts';
import { interviewSchema, type Interview } from '@shared/schemas/interview.ts';
import { scorecardFormSchema, type Scorecard, type ScorecardForm } from '@shared/schemas/scorecard.ts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema.ts';

export interface ScorecardAuthor {
  userId: string;
  name: string;
}

/** The member as their scorecard names them: their own account's name (never the company founder's). */
export async function scorecardAuthor(q: Queryable, memberUserId: string, fallbackName: string): Promise<ScorecardAuthor> {
  const [user] = await q.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, memberUserId));
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return { userId: memberUserId, name: name || fallbackName };
}

/** The form part of a card (what the member wrote), for comparing a resend with what is stored. */
export function formOf(card: ScorecardForm): ScorecardForm {
  const parsed = scorecardFormSchema.safeParse(card);
  return parsed.success ? parsed.data : card;
}

/** The member's own card among `cards`, if any. */
export function ownScorecard(cards: readonly Scorecard[] | undefined, memberUserId: string): Scorecard | undefined {
  return cards?.find((c) => c.authorUserId === memberUserId);
}

export type ScorecardOutcome = { ok: true; doc: Interview; changed: boolean } | { ok: false; code: 'rule'; reason: string };

/** The interview with the author's scorecard in (replacing theirs), or why not; unchanged when it is the same card. */
export function withScorecard(before: Interview, form: ScorecardForm, author: ScorecardAuthor, now: Date): ScorecardOutcome {
  // The same card again is no change, even once the interview was cancelled later.
  const stored = ownScorecard(before.scorecards, author.userId);
  if (stored && isSameJson(formOf(stored), formOf(form))) return { ok: true, doc: before, changed: false };
  // The shared rule the device asks by: from the moment the room opens, never for a cancelled interview.
  const tooEarly = scorecardTimeProblem(before, now);
  if (tooEarly) return { ok: false, code: 'rule', reason: tooEarly };
  const card: Scorecard = { ...formOf(form), authorUserId: author.userId, authorName: author.name, submittedAt: now.toISOString() };
  const scorecards = [...(before.scorecards ?? []).filter((s) => s.authorUserId !== author.userId), card];
  return { ok: true, doc: interviewSchema.parse({ ...before, scorecards, updatedAt: now.toISOString() }), changed: true };
}
