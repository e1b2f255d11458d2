/**
 * What follows an interview's change, inside the transaction of the change (so it happens exactly when the change
 * commits): the invite's SEQUENCE, the reminder armed for the new time or disarmed, and the candidate's mail
 * queued as a job (sent after commit by whichever instance claims it, never twice).
 */
import { reminderTime, interviewWindow } from '@shared/rules/interview-schedule.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { Tx } from '../db/client.ts';
import { armJob, disarmJob } from '../jobs/scheduled-jobs.ts';
import { advanceCalendar, calendarSequence } from './calendar.ts';
import type { InterviewMailKind, InterviewReader } from './interview-mails.ts';

/** Job kinds of interviews (handled in interview-jobs.ts). */
export const INTERVIEW_JOB_KINDS = { mail: 'interview-mail', reminder: 'interview-reminder', purge: 'interview-signals-purge' } as const;

export const reminderJobId = (interviewId: string) => `interview-reminder:${interviewId}`;
export const purgeJobId = (interviewId: string) => `interview-signals-purge:${interviewId}`;

/** Payload of a mail job. */
export interface InterviewMailJob {
  interviewId: string;
  kind: InterviewMailKind;
  sequence: number;
  note?: string;
  /** Who made the change, when it was the candidate (a decline, a request for another time). */
  by?: InterviewReader;
  /** The time the invite stood at before new times were offered: its METHOD:CANCEL goes with the offer. */
  previousAt?: string;
  /** False: no invite was ever sent for this interview (an offer declined or cancelled), so none is attached. */
  calendar?: boolean;
}

const sameSlots = (a: Interview, b: Interview) => JSON.stringify([...(a.offeredSlots ?? [])].sort()) === JSON.stringify([...(b.offeredSlots ?? [])].sort());
const newRequest = (before: Interview | null, after: Interview) =>
  after.candidateReply?.kind === 'reschedule' && after.candidateReply.at !== before?.candidateReply?.at;

/**
 * Apply the consequences of `before` becoming `after` (before is null for a new interview); `by` is who changed
 * it when that was the candidate.
 */
export async function onInterviewChanged(tx: Tx, before: Interview | null, after: Interview, now: Date, note?: string, by?: InterviewReader): Promise<void> {
  const id = after.id;
  const wasScheduled = before?.status === 'scheduled';
  // A request for another time changes no time: the employer is told, and the invite stays as it is.
  if (newRequest(before, after)) {
    await queueMail(tx, { interviewId: id, kind: 'request', sequence: await calendarSequence(tx, id), by: 'candidate', ...(note ? { note } : {}) }, now);
    return;
  }
  if (after.status === 'scheduled') {
    const newTime = !wasScheduled || before.scheduledDateTime !== after.scheduledDateTime || before.durationMinutes !== after.durationMinutes;
    if (!newTime) return;
    // 0 for the first invite; one more for a new time, including a time picked after new times were offered
    // (the earlier invite was cancelled then, and calendars take the same UID back only at a higher SEQUENCE).
    const sequence = await advanceCalendar(tx, id, after.scheduledDateTime, true);
    // A reminder only when it comes after the invitation: booked less than 15 minutes ahead, the invitation
    // itself is the reminder (issue 51), and a reminder armed for an earlier time goes.
    if (reminderTime(after) > now.getTime()) {
      await armJob(tx, {
        id: reminderJobId(id),
        kind: INTERVIEW_JOB_KINDS.reminder,
        runAt: new Date(reminderTime(after)),
        payload: { interviewId: id, scheduledAt: after.scheduledDateTime },
      });
    } else {
      await disarmJob(tx, reminderJobId(id));
    }
    await armJob(tx, { id: purgeJobId(id), kind: INTERVIEW_JOB_KINDS.purge, runAt: new Date(interviewWindow(after).closesAt), payload: { interviewId: id } });
    await queueMail(tx, { interviewId: id, kind: sequence === 0 ? 'invite' : 'update', sequence }, now);
    return;
  }
  if (after.status === 'proposed') {
    if (wasScheduled) {
      // New times instead of the booked one: the old event is cancelled in both calendars, and the candidate picks.
      await disarmJob(tx, reminderJobId(id));
      const sequence = await advanceCalendar(tx, id, before.scheduledDateTime, true);
      await queueMail(tx, { interviewId: id, kind: 'offer', sequence, previousAt: before.scheduledDateTime }, now);
      return;
    }
    if (before && sameSlots(before, after)) return;
    // A new offer, or other times offered: the candidate is mailed the times to pick from.
    await queueMail(tx, { interviewId: id, kind: 'offer', sequence: await calendarSequence(tx, id) }, now);
    return;
  }
  if (before?.status === 'proposed' && after.status === 'cancelled') {
    // No invite went out for an offer: the other side is mailed, without one.
    await queueMail(tx, { interviewId: id, kind: 'cancel', sequence: await calendarSequence(tx, id), calendar: false, ...(by ? { by } : {}), ...(note ? { note } : {}) }, now);
    return;
  }
  if (!wasScheduled) return;
  await disarmJob(tx, reminderJobId(id));
  if (after.status === 'cancelled') {
    const sequence = await advanceCalendar(tx, id, after.scheduledDateTime, true);
    await queueMail(tx, { interviewId: id, kind: 'cancel', sequence, ...(by ? { by } : {}), ...(note ? { note } : {}) }, now);
    // No call can happen any more: its signals go now.
    await armJob(tx, { id: purgeJobId(id), kind: INTERVIEW_JOB_KINDS.purge, runAt: now, payload: { interviewId: id } });
  }
}

/** The id of the mail job of one version of the invite. */
export const mailJobId = (interviewId: string, sequence: number, kind: InterviewMailKind) => `interview-mail:${interviewId}:${sequence}:${kind}`;

async function queueMail(tx: Tx, job: InterviewMailJob, now: Date): Promise<void> {
  await armJob(tx, { id: mailJobId(job.interviewId, job.sequence, job.kind), kind: INTERVIEW_JOB_KINDS.mail, runAt: now, payload: { ...job } });
}
