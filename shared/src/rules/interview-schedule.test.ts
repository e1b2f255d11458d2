import { describe, expect, it } from 'vitest';
import { INTERVIEW_REFUSALS, VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  canJoinInterview,
  checkInterviewTime,
  checkMarkComplete,
  interviewWindow,
  reminderTime,
  roomClosedReason,
  classifyInterview,
  getJoinState,
  splitInterviews,
} from './interview-schedule.ts';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const MIN = 60_000;
const at = (offsetMinutes: number) => new Date(NOW + offsetMinutes * MIN).toISOString();

describe('classifyInterview', () => {
  it.each([
    ['scheduled', 60, 'upcoming'],
    ['scheduled', 1, 'upcoming'],
    ['scheduled', 0, 'past'],
    ['scheduled', -5, 'past'],
    ['completed', 60, 'past'],
    ['cancelled', 60, 'past'],
    ['completed', -60, 'past'],
  ] as const)('%s starting in %d min is %s', (status, offset, tab) => {
    expect(classifyInterview({ status, scheduledDateTime: at(offset) }, NOW)).toBe(tab);
  });
  it('splits and sorts the tabs', () => {
    const list = [
      { id: 'a', status: 'scheduled', scheduledDateTime: at(120) },
      { id: 'b', status: 'scheduled', scheduledDateTime: at(30) },
      { id: 'c', status: 'completed', scheduledDateTime: at(-600) },
      { id: 'd', status: 'scheduled', scheduledDateTime: at(-10) },
      { id: 'e', status: 'cancelled', scheduledDateTime: at(300) },
    ] as const;
    const { upcoming, past } = splitInterviews(list, new Date(NOW));
    expect(upcoming.map((i) => i.id)).toEqual(['b', 'a']);
    expect(past.map((i) => i.id)).toEqual(['e', 'd', 'c']);
  });
});

describe('join window', () => {
  it.each([
    [60, undefined, 'starts-at'],
    [16, undefined, 'starts-at'],
    [15, undefined, 'join'],
    [5, undefined, 'join'],
    [0, undefined, 'join'],
    [-59, undefined, 'join'],
    [-60, undefined, 'join'],
    [-61, undefined, 'ended'],
    [-25, 30, 'join'],
    [-31, 30, 'ended'],
  ] as const)('a scheduled interview starting in %d min (%s min long) shows %s', (offset, durationMinutes, kind) => {
    const interview = { status: 'scheduled' as const, scheduledDateTime: at(offset), durationMinutes };
    expect(getJoinState(interview, NOW).kind).toBe(kind);
    expect(canJoinInterview(interview, NOW)).toBe(kind === 'join');
  });
  it("'Starts at' carries the start", () => {
    expect(getJoinState({ status: 'scheduled', scheduledDateTime: at(60) }, NOW)).toEqual({
      kind: 'starts-at',
      startsAt: NOW + 60 * MIN,
    });
  });
  it('completed and cancelled interviews show nothing', () => {
    expect(getJoinState({ status: 'completed', scheduledDateTime: at(0) }, NOW)).toEqual({ kind: 'none' });
    expect(getJoinState({ status: 'cancelled', scheduledDateTime: at(5) }, NOW)).toEqual({ kind: 'none' });
  });
});

describe('checkInterviewTime', () => {
  it.each([
    [at(1), null],
    [at(0), M.interviewInPast],
    [at(-60), M.interviewInPast],
    ['not a date', M.dateTimeInvalid],
  ])('%s gives %j', (time, message) => {
    expect(checkInterviewTime(time, NOW)).toBe(message);
  });
});

describe('the video room (issue 16)', () => {
  const start = '2025-06-10T12:30:00.000Z';
  const at = (offsetMin: number) => Date.parse(start) + offsetMin * MIN;
  const scheduled = { status: 'scheduled' as const, scheduledDateTime: start, durationMinutes: 45 };

  it('is open from 15 minutes before the start until the planned end, both included', () => {
    expect(interviewWindow(scheduled)).toEqual({ start: at(0), end: at(45), opensAt: at(-15), closesAt: at(45) });
    expect(roomClosedReason(scheduled, at(-15) - 1)).toBe('outside_window');
    expect(roomClosedReason(scheduled, at(-15))).toBeNull();
    expect(roomClosedReason(scheduled, at(45))).toBeNull();
    expect(roomClosedReason(scheduled, at(45) + 1)).toBe('outside_window');
    expect(reminderTime(scheduled)).toBe(at(-15));
  });

  it('is closed for a cancelled or completed interview, even inside the window', () => {
    expect(roomClosedReason({ ...scheduled, status: 'cancelled' }, at(0))).toBe('cancelled');
    expect(roomClosedReason({ ...scheduled, status: 'completed' }, at(0))).toBe('completed');
  });

  it("allows 'Mark Complete' only once the interview has started", () => {
    expect(checkMarkComplete(scheduled, at(-1))).toBe(INTERVIEW_REFUSALS.notStarted);
    expect(checkMarkComplete(scheduled, at(0))).toBeNull();
  });
});
