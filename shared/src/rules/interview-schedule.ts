/**
 * Interview timing (spec section 4): the Upcoming and Past tabs, and when the 'Join Interview' link shows
 * (from 15 minutes before the start) instead of a disabled 'Starts at' button.
 */
import { DEFAULT_INTERVIEW_MINUTES, INTERVIEW_JOIN_WINDOW_MS } from '../catalog.ts';
import { INTERVIEW_REFUSALS, VALIDATION_MESSAGES } from '../messages.ts';
import type { Interview } from '../schemas/interview.ts';
import { toEpochMs, type TimeInput } from './time-input.ts';

type InterviewTiming = Pick<Interview, 'status' | 'scheduledDateTime'> & { durationMinutes?: number };

/** Which tab an interview belongs to. */
export type InterviewTab = 'upcoming' | 'past';

/**
 * Upcoming: scheduled (or offered with times to pick, issue 51) and not yet started. Past: completed, cancelled,
 * or already started.
 */
export function classifyInterview(interview: InterviewTiming, now: Date | number): InterviewTab {
  const isFuture = toEpochMs(interview.scheduledDateTime) > toEpochMs(now);
  return (interview.status === 'scheduled' || interview.status === 'proposed') && isFuture ? 'upcoming' : 'past';
}

/** Both tabs: upcoming soonest first, past most recent first. */
export function splitInterviews<T extends InterviewTiming>(
  interviews: readonly T[],
  now: Date | number,
): Record<InterviewTab, T[]> {
  const byStart = (a: T, b: T) => toEpochMs(a.scheduledDateTime) - toEpochMs(b.scheduledDateTime);
  const upcoming = interviews.filter((i) => classifyInterview(i, now) === 'upcoming').sort(byStart);
  const past = interviews.filter((i) => classifyInterview(i, now) === 'past').sort((a, b) => byStart(b, a));
  return { upcoming, past };
}

/**
 * What the interview card's action shows:
 * - `join`: a scheduled interview from 15 minutes before its start until its planned end;
 * - `starts-at`: the disabled 'Starts at' button, earlier than that;
 * - `ended`: a scheduled interview past its planned end (the spec keeps Join forever; a link to a meeting
 *   that ended long ago helps no one, and the employer still marks it completed);
 * - `none`: completed or cancelled.
 */
export type JoinState =
  { kind: 'join' } | { kind: 'starts-at'; startsAt: number } | { kind: 'ended' } | { kind: 'none' };

/** The card's action for an interview at `now`. */
export function getJoinState(interview: InterviewTiming, now: Date | number): JoinState {
  if (interview.status !== 'scheduled') return { kind: 'none' };
  const start = toEpochMs(interview.scheduledDateTime);
  const end = start + (interview.durationMinutes ?? DEFAULT_INTERVIEW_MINUTES) * 60_000;
  const at = toEpochMs(now);
  if (at < start - INTERVIEW_JOIN_WINDOW_MS) return { kind: 'starts-at', startsAt: start };
  return at <= end ? { kind: 'join' } : { kind: 'ended' };
}

/** Whether 'Join Interview' shows at `now`. */
export function canJoinInterview(interview: InterviewTiming, now: Date | number): boolean {
  return getJoinState(interview, now).kind === 'join';
}

/** Why a new interview time is refused ('Please choose a time in the future'), or null when it is fine. */
export function checkInterviewTime(scheduledAt: TimeInput, now: Date | number): string | null {
  const at = toEpochMs(scheduledAt);
  if (Number.isNaN(at)) return VALIDATION_MESSAGES.dateTimeInvalid;
  return at > toEpochMs(now) ? null : VALIDATION_MESSAGES.interviewInPast;
}

/** When an interview starts, ends as planned, and when its room opens and closes (epoch ms). */
export interface InterviewWindow {
  start: number;
  end: number;
  opensAt: number;
  closesAt: number;
}

/** The join window: from 15 minutes before the start until the planned end (the same window 'Join Interview' shows in). */
export function interviewWindow(interview: InterviewTiming): InterviewWindow {
  const start = toEpochMs(interview.scheduledDateTime);
  const end = start + (interview.durationMinutes ?? DEFAULT_INTERVIEW_MINUTES) * 60_000;
  return { start, end, opensAt: start - INTERVIEW_JOIN_WINDOW_MS, closesAt: end };
}

/** When the reminder goes out: as the room opens, 15 minutes before the start. */
export function reminderTime(interview: InterviewTiming): number {
  return interviewWindow(interview).opensAt;
}

/** Why the room is closed at `now` (null: open): the call happens only in the window of a scheduled interview. */
export function roomClosedReason(interview: InterviewTiming, now: Date | number): 'cancelled' | 'completed' | 'outside_window' | null {
  if (interview.status === 'cancelled') return 'cancelled';
  if (interview.status === 'completed') return 'completed';
  const { opensAt, closesAt } = interviewWindow(interview);
  const at = toEpochMs(now);
  return at >= opensAt && at <= closesAt ? null : 'outside_window';
}

/** Why 'Mark Complete' is refused at `now` (the interview has not started yet), or null when it may be. */
export function checkMarkComplete(interview: InterviewTiming, now: Date | number): string | null {
  return toEpochMs(now) >= toEpochMs(interview.scheduledDateTime) ? null : INTERVIEW_REFUSALS.notStarted;
}
