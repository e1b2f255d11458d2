/**
 * What follows an interview's change, inside the transaction of the change (so it happens exactly when the change
 * commits): the invite's SEQUENCE, the reminder armed for the new time or disarmed, and the candidate's mail
 * queued as a job (sent after commit by whichever instance claims it, never twice).
 */
import { reminderTime, interviewWindow } from '@shared/rules/interview-schedule.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { Tx } from '../db/client.ts';
import { armJob, disarmJob } from '../jobs/scheduled-jobs.ts';
import { advanceCalendar } from './calendar.ts';
import type { InterviewMailKind } from './interview-mails.ts';

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
}

/** Apply the consequences of `before` becoming `after` (before is null for a new interview). */
export async function onInterviewChanged(tx: Tx, before: Interview | null, after: Interview, now: Date, note?: string): Promise<void> {
  const id = after.id;
  if (after.status === 'scheduled') {
    const newTime = !before || before.scheduledDateTime !== after.scheduledDateTime || before.durationMinutes !== after.durationMinutes;
    if (!newTime) return;
    const sequence = await advanceCalendar(tx, id, after.scheduledDateTime, !!before);
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
    await queueMail(tx, { interviewId: id, kind: before ? 'update' : 'invite', sequence }, now);
    return;
  }
  if (before?.status !== 'scheduled') return;
  await disarmJob(tx, reminderJobId(id));
  if (after.status === 'cancelled') {
    const sequence = await advanceCalendar(tx, id, after.scheduledDateTime, true);
    await queueMail(tx, { interviewId: id, kind: 'cancel', sequence, ...(note ? { note } : {}) }, now);
    // No call can happen any more: its signals go now.
    await armJob(tx, { id: purgeJobId(id), kind: INTERVIEW_JOB_KINDS.purge, runAt: now, payload: { interviewId: id } });
  }
}

/** The id of the mail job of one version of the invite. */
export const mailJobId = (interviewId: string, sequence: number, kind: InterviewMailKind) => `interview-mail:${interviewId}:${sequence}:${kind}`;

async function queueMail(tx: Tx, job: InterviewMailJob, now: Date): Promise<void> {
  await armJob(tx, { id: mailJobId(job.interviewId, job.sequence, job.kind), kind: INTERVIEW_JOB_KINDS.mail, runAt: now, payload: { ...job } });
}
