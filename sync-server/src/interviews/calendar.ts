/**
 * An interview's calendar invite (RFC 5545, built by the `ics` package): one UID per interview for its whole
 * life, a SEQUENCE raised on every reschedule and on cancellation (kept in interview_calendars), METHOD:REQUEST
 * while it stands and METHOD:CANCEL once cancelled, so calendar apps update the one event instead of adding one.
 * The organizer is the company at the app's own mail address (no one's personal address); the candidate's
 * address is written only into the candidate's own copy, or the employer's when the privacy rules already show
 * it to them (the interview document's candidateEmail is empty otherwise).
 */
import { sql } from 'drizzle-orm';
import { createEvent } from 'ics';
import type { Interview } from '@shared/schemas/interview.ts';
import { interviewWindow } from '@shared/rules/interview-schedule.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { mailTime, type InterviewReader } from './interview-mails.ts';

/** What the invite needs beside the interview. */
export interface CalendarContext {
  /** The app's public origin (links, and the UID's domain). */
  origin: string;
  /** MAIL_FROM, e.g. `HireSync <no-reply@hiresync.local>`: the organizer's address. */
  mailFrom: string;
  /** The candidate's address when the reader may see it (their own copy, or revealed to the employer). */
  candidateEmail?: string;
  sequence: number;
  /** Whose copy: its text names the time on the reader's clock (the event itself is in UTC). */
  reader?: InterviewReader;
}

/** The address inside a `Name <address>` setting. */
function addressOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * A name fit for a quoted CN parameter: RFC 5545 allows no DQUOTE or control character there and has no escape
 * (the `ics` package writes \" , which readers take as the closing quote), so a company or candidate name with a
 * quote could add parameters or change the address. Quotes become apostrophes, controls spaces.
 */
function paramText(name: string): string {
  return name.replace(/"/g, "'").replace(/\p{Cc}/gu, ' ');
}

/** The stable UID of an interview's event. */
export function calendarUid(interviewId: string, origin: string): string {
  return `interview-${interviewId}@${new URL(origin).hostname}`;
}

/** The .ics text of an interview: a REQUEST, or a CANCEL once it is cancelled. */
export function interviewCalendar(interview: Interview, context: CalendarContext): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const cancelled = interview.status === 'cancelled';
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const { start, end } = interviewWindow(interview);
  const link = new URL(interview.meetingLink || '/video-interviews', context.origin).toString();
  const { error, value } = createEvent({
    productId: 'hiresync/interviews',
    method,
    uid: calendarUid(interview.id, context.origin),
    sequence: context.sequence,
    start,
    end,
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Interview: ${interview.jobTitle} at ${interview.companyName}`,
    // DTSTART is UTC (every calendar converts it); the text carries the reader's local time and zone name.
    description: `Video interview for ${interview.jobTitle} at ${interview.companyName} with ${interview.candidateName}${interview.interviewerName ? ` and ${interview.interviewerName}` : ''}, ${mailTime(interview, context.reader ?? 'candidate')}. Join from ${link} (the room opens 15 minutes before the start).`,
    url: link,
    location: 'HireSync video call',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: paramText(interview.companyName), email: addressOf(context.mailFrom) },
    // An ATTENDEE is an address (RFC 5545 cal-address): without one the reader may see, the name stays in the
    // description only.
    attendees: context.candidateEmail
      ? [{ name: paramText(interview.candidateName), email: context.candidateEmail, rsvp: true, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION' }]
      : [],
    lastModified: Date.parse(interview.updatedAt),
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be made.');
  return { method, content: value };
}

/** The SEQUENCE an interview's invite carries now (0 before any change). */
export async function calendarSequence(q: Queryable, interviewId: string): Promise<number> {
  const [row] = await queryRows<{ sequence: number }>(q, sql`select sequence from interview_calendars where interview_id = ${interviewId}`);
  return row?.sequence ?? 0;
}

/**
 * Record the interview's time and answer the invite's SEQUENCE: 0 for a new interview, one more for a new time
 * or a cancellation (`bump`), the same when nothing the invite shows changed.
 */
export async function advanceCalendar(q: Queryable, interviewId: string, scheduledAt: string, bump: boolean): Promise<number> {
  const [row] = await queryRows<{ sequence: number }>(
    q,
    sql`insert into interview_calendars (interview_id, sequence, scheduled_at, updated_at)
        values (${interviewId}, 0, ${scheduledAt}, now())
        on conflict (interview_id) do update set
          sequence = interview_calendars.sequence + ${bump ? 1 : 0},
          scheduled_at = excluded.scheduled_at, updated_at = now()
        returning sequence`,
  );
  return row!.sequence;
}
