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
import { createTransportFromEnv } from '../delivery/transport.ts';
import { armJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import { queryRows, type Db } from '../db/client.ts';
import { storeNotification, wantsNotification } from '../notifications/create-notification.ts';
import { readRow } from '../store/rows.ts';
import { calendarSequence, interviewCalendar } from './calendar.ts';
import { interviewChangeMail, interviewReminderMail } from './interview-mails.ts';
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
    [INTERVIEW_JOB_KINDS.mail]: async (db, job) => {
      const payload = job.payload as unknown as InterviewMailJob;
      const row = await readRow(db, 'interviews', payload.interviewId);
      // A later change queued its own mail, with a higher sequence: this one is stale.
      if (!row || (await calendarSequence(db, row.id)) !== payload.sequence) return;
      const interview = row.doc as Interview;
      const { employer, candidate } = await interviewParticipants(db, row);
      const link = interviewLink(origin, interview);
      // Both people get the invitation and every update (issue 51); each copy names the time on its reader's
      // clock, and the employer's names the candidate's address only when the privacy rules show it to them.
      const copies = [
        { reader: 'candidate' as const, to: candidate.email, attendee: candidate.email },
        { reader: 'employer' as const, to: employer.email, attendee: interview.candidateEmail || undefined },
      ];
      for (const copy of copies) {
        if (!copy.to) continue;
        const { method, content } = interviewCalendar(interview, { origin, mailFrom: deps.env.MAIL_FROM, candidateEmail: copy.attendee, sequence: payload.sequence, reader: copy.reader });
        await transport.sendEmail(interviewChangeMail(copy.to, interview, payload.kind, link, { method, content, filename: 'interview.ics' }, payload.note, copy.reader));
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
