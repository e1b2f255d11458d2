/**
 * The scheduled work of interviews (jobs/scheduled-jobs.ts claims each once): the candidate's mail with the
 * invite after a change, the reminder to both 15 minutes before the start, and the purge of the call's signals.
 * Each reads and writes in short steps of its own; none keeps a transaction open while mail is sent.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NOTIFICATION_TEXTS } from '@shared/messages.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { AppDeps } from '../context.ts';
import { createTransportFromEnv, type OutgoingEmail } from '../delivery/transport.ts';
import { armJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import { queryRows, type Db } from '../db/client.ts';
import { storeNotification, wantsNotification } from '../notifications/create-notification.ts';
import { readRow } from '../store/rows.ts';
import { calendarSequence, interviewCalendar, type CalendarContext } from './calendar.ts';
import { interviewChangeMail, interviewReminderMail, type InterviewReader } from './interview-mails.ts';
import { INTERVIEW_JOB_KINDS, mailJobId, type InterviewMailJob } from './lifecycle.ts';
import { interviewParticipants } from './participants.ts';

/** The page an interview's mails and invite link to. */
export function interviewLink(origin: string, interview: Interview): string {
  return new URL(interview.meetingLink || '/video-interviews', origin).toString();
}

/** The handlers, by job kind, for an instance's deps. */
export function interviewJobHandlers(deps: Pick<AppDeps, 'env' | 'transport'> & Partial<Pick<AppDeps, 'log'>>): Record<string, JobHandler> {
  const transport = deps.transport ?? createTransportFromEnv(deps.env, deps.log);
  const origin = deps.env.publicOrigin;
  return {
    [INTERVIEW_JOB_KINDS.mail]: async (db, job, now) => {
      const payload = job.payload as unknown as InterviewMailJob;
      const row = await readRow(db, 'interviews', payload.interviewId);
      // A later change queued its own mail, with a higher sequence: this one is stale.
      if (!row || (await calendarSequence(db, row.id)) !== payload.sequence) return;
      const interview = row.doc as Interview;
      // An offer picked, or a request answered, before its mail went: the mail of what followed says it all.
      if (payload.kind === 'offer' && interview.status !== 'proposed') return;
      if (payload.kind === 'request' && interview.candidateReply?.kind !== 'reschedule') return;
      const { employer, candidate } = await interviewParticipants(db, row);
      // Mails about an offer or an answer lead to the interviews page (the room's link opens only near the start).
      const link = payload.kind === 'invite' || payload.kind === 'update' ? interviewLink(origin, interview) : new URL('/video-interviews', origin).toString();
      // Both people get the invitation and every update (issue 51); each copy names the time on its reader's
      // clock, and the employer's names the candidate's address only when the privacy rules show it to them.
      const copies = [
        { reader: 'candidate' as const, to: candidate.email, attendee: candidate.email },
        { reader: 'employer' as const, to: employer.email, attendee: (employer.seesContact && interview.candidateEmail) || undefined },
      ].filter((copy) => mailsReader(payload, copy.reader));
      for (const copy of copies) {
        if (!copy.to) continue;
        const calendar = calendarFor(interview, payload, { origin, mailFrom: deps.env.MAIL_FROM, candidateEmail: copy.attendee, sequence: payload.sequence, reader: copy.reader });
        const context = { reader: copy.reader, now, ...(payload.note ? { note: payload.note } : {}), ...(payload.by ? { by: payload.by } : {}), ...(payload.previousAt ? { previousAt: payload.previousAt } : {}) };
        await transport.sendEmail(interviewChangeMail(copy.to, interview, payload.kind, link, calendar, context));
      }
    },
    [INTERVIEW_JOB_KINDS.reminder]: async (db, job, now) => {
      const row = await readRow(db, 'interviews', String(job.payload.interviewId));
      const interview = row?.doc as Interview | undefined;
      // Armed for a time that no longer holds (moved, cancelled or completed since): nothing to remind of.
      if (!row || !interview || interview.status !== 'scheduled' || interview.scheduledDateTime !== job.payload.scheduledAt) return;
      // Scheduled less than 15 minutes ahead, the reminder goes at once and says how long is left; once started, none.
      const minutesLeft = Math.min(15, Math.round((Date.parse(interview.scheduledDateTime) - now.getTime()) / 60_000));
      if (minutesLeft < 1) return;
      // The reminder never overtakes the invitation: while that mail is still queued (a slow or failing
      // transport), the reminder waits a minute and asks again.
      if (!(await invitationSent(db, interview.id))) {
        await armJob(db, { id: job.id, kind: job.kind, runAt: new Date(now.getTime() + 60_000), payload: job.payload });
        return;
      }
      const { employer, candidate } = await interviewParticipants(db, row);
      const link = interviewLink(origin, interview);
      const texts = NOTIFICATION_TEXTS.interviewReminder(interview.jobTitle, interview.companyName, minutesLeft);
      const people = [[employer, candidate, 'employer'], [candidate, employer, 'candidate']] as const;
      // The notifications first, under ids of their own: a retry after a failed mail rewrites them, never doubles them.
      await db.transaction(async (tx) => {
        for (const [who] of people) {
          if (!who.userId || !(await wantsNotification(tx, who.userId, 'interview'))) continue;
          const id = reminderNotificationId(interview, who.userId);
          await storeNotification(tx, who.userId, { type: 'interview', ...texts, actionUrl: '/video-interviews' }, now, id);
        }
      });
      for (const [who, other, reader] of people) if (who.email) await transport.sendEmail(interviewReminderMail(who.email, interview, other.name, link, minutesLeft, reader));
    },
    [INTERVIEW_JOB_KINDS.purge]: async (db, job) => {
      await db.execute(sql`delete from interview_signals where interview_id = ${String(job.payload.interviewId)}`);
    },
  };
}

/**
 * Who a mail is for: both sides for an invite, an update and a cancellation with its invite; the candidate for
 * an offer (and the employer too when it cancels a booked time); the employer for a request; for a cancelled
 * offer (no invite), the side that did not cancel it.
 */
function mailsReader(job: InterviewMailJob, reader: InterviewReader): boolean {
  if (job.kind === 'offer') return reader === 'candidate' || !!job.previousAt;
  if (job.kind === 'request') return reader === 'employer';
  if (job.kind === 'cancel' && job.calendar === false) return reader !== (job.by ?? 'employer');
  return true;
}

/** The invite a mail carries: none for a request or a fresh offer; the old time's CANCEL with new times offered. */
function calendarFor(interview: Interview, job: InterviewMailJob, context: CalendarContext): OutgoingEmail['calendar'] | undefined {
  if (job.kind === 'request' || job.calendar === false) return undefined;
  if (job.kind === 'offer' && !job.previousAt) return undefined;
  const event = job.kind === 'offer' ? { ...interview, status: 'cancelled' as const, scheduledDateTime: job.previousAt! } : interview;
  const { method, content } = interviewCalendar(event, context);
  return { method, content, filename: 'interview.ics' };
}

/** Whether the mail that announced the interview's current time (its invitation or latest update) went out. */
async function invitationSent(db: Db, interviewId: string): Promise<boolean> {
  const sequence = await calendarSequence(db, interviewId);
  const ids = (['invite', 'update'] as const).map((kind) => mailJobId(interviewId, sequence, kind));
  const rows = await queryRows<{ id: string }>(db, sql`select id from scheduled_jobs where id in (${ids[0]}, ${ids[1]}) and done_at is not null`);
  return rows.length > 0;
}

/** The reminder notification's id for one person and one start time (a UUID-shaped hash). */
function reminderNotificationId(interview: Interview, userId: string): string {
  const h = createHash('sha256').update(`interview-reminder\n${interview.id}\n${interview.scheduledDateTime}\n${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
