/**
 * Scorecard rules for both runtimes: a job's default attributes, which scorecards a member may see (none of
 * the others' before their own is in, as Greenhouse does, to avoid anchoring), and the average per attribute
 * for the side-by-side view.
 */
import { INTERVIEW_REFUSALS } from '../messages.ts';
import type { Interview } from '../schemas/interview.ts';
import { SCORECARD_MAX_ATTRIBUTES, type Scorecard } from '../schemas/scorecard.ts';
import { interviewWindow } from './interview-schedule.ts';

/** How many of the job's skills the default attributes take. */
export const DEFAULT_SKILL_ATTRIBUTES = 5;

/** The default attributes: the job's first (top) skills, then Communication; at most twelve, each once. */
export function defaultScorecardAttributes(skills: readonly string[]): string[] {
  const out: string[] = [];
  for (const name of [...skills.slice(0, DEFAULT_SKILL_ATTRIBUTES), 'Communication']) {
    if (!out.some((o) => o.toLowerCase() === name.toLowerCase())) out.push(name);
  }
  return out.slice(0, SCORECARD_MAX_ATTRIBUTES);
}

/**
 * Why a scorecard cannot be given for this interview at `now` (null: it can). From the moment its room opens (a
 * call may end before the planned start, and the end screen asks at once, before 'Mark Complete'); never for a
 * cancelled one. The device asks only then; the server refuses otherwise.
 */
export function scorecardTimeProblem(interview: Pick<Interview, 'status' | 'scheduledDateTime' | 'durationMinutes'>, now: Date | number): string | null {
  const at = typeof now === 'number' ? now : now.getTime();
  if (interview.status === 'cancelled' || at < interviewWindow(interview).opensAt) return INTERVIEW_REFUSALS.scorecardTooEarly;
  return null;
}

/** The scorecards a member sees: all once they submitted their own, else none of the others'. */
export function visibleScorecards(scorecards: readonly Scorecard[], viewerUserId: string): Scorecard[] {
  const hasOwn = scorecards.some((s) => s.authorUserId === viewerUserId);
  return hasOwn ? [...scorecards] : [];
}

/** The average rating per attribute (one decimal) over the scorecards that rate it, in first-seen order. */
export function averageByAttribute(scorecards: readonly Scorecard[]): Array<{ attribute: string; average: number; count: number }> {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const card of scorecards) {
    for (const r of card.ratings) {
      const s = sums.get(r.attribute) ?? { sum: 0, count: 0 };
      sums.set(r.attribute, { sum: s.sum + r.rating, count: s.count + 1 });
    }
  }
  return [...sums.entries()].map(([attribute, { sum, count }]) => ({ attribute, average: Math.round((sum / count) * 10) / 10, count }));
}
