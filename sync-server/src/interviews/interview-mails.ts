/**
 * The words of the interview mails (issues 16 and 51): invitation, new time, cancellation (each with its .ics) and
 * the reminder, for the candidate and for the interviewer, every time in the reader's zone with its name and the
 * other side's when it differs.
 */
import { openSlots } from '@shared/rules/interview-slots.ts';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { OutgoingEmail } from '../delivery/transport.ts';

const BRAND = 'HireSync';

/** Which mail of an interview's life. */
export type InterviewMailKind = 'invite' | 'update' | 'cancel' | 'offer' | 'request';

/** Who reads a mail: the candidate, or the employer's interviewer. */
export type InterviewReader = 'candidate' | 'employer';

/** The time in the reader's zone, and the other side's when their clock differs. */
export function mailTime(interview: Interview, reader: InterviewReader): string {
  const [mine, theirs] = reader === 'candidate' ? [interview.candidateTimeZone, interview.employerTimeZone] : [interview.employerTimeZone, interview.candidateTimeZone];
  return `${formatInterviewTime(interview.scheduledDateTime, mine, theirs)} (${interview.durationMinutes} minutes)`;
}

function page(lines: string[]): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return [
    '<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#111827;line-height:1.5">',
    `<div style="max-width:480px;margin:0 auto;padding:24px"><p style="font-size:20px;font-weight:700;color:#2563eb">${BRAND}</p>`,
    ...lines.map((line) => `<p>${escape(line)}</p>`),
    '</div></body></html>',
  ].join('');
}

function mail(to: string, subject: string, lines: string[], calendar?: OutgoingEmail['calendar']): OutgoingEmail {
  return { to, subject, text: [...lines, '', `— ${BRAND}`].join('\n'), html: page(lines), ...(calendar ? { calendar } : {}) };
}

/** What a change mail needs beside the interview: its note, who made the change, the time it replaced. */
export interface ChangeMailContext {
  note?: string;
  reader?: InterviewReader;
  /** Set when the candidate made the change (declined, asked for another time). */
  by?: InterviewReader;
  /** The time new offered times replaced. */
  previousAt?: string;
  /** The offer's times still open at sending (for an 'offer' mail). */
  now?: Date;
}

function zonesOf(interview: Interview, reader: InterviewReader): [string | undefined, string | undefined] {
  return reader === 'candidate' ? [interview.candidateTimeZone, interview.employerTimeZone] : [interview.employerTimeZone, interview.candidateTimeZone];
}

/** To the candidate or the interviewer: the interview was scheduled, moved, cancelled, offered or questioned. */
export function interviewChangeMail(
  to: string,
  interview: Interview,
  kind: InterviewMailKind,
  link: string,
  calendar: OutgoingEmail['calendar'] | undefined,
  context: ChangeMailContext = {},
): OutgoingEmail {
  const { note, reader = 'candidate', by } = context;
  const what = `${interview.jobTitle} at ${interview.companyName}`;
  const when = mailTime(interview, reader);
  const withWhom = reader === 'employer' ? ` with ${interview.candidateName}` : '';
  const noteFrom = by === 'candidate' ? interview.candidateName : interview.companyName;
  const noteLine = note ? [`Note from ${noteFrom}: ${note}`] : [];
  if (kind === 'request') {
    return mail(to, `New time requested: ${what}`, [
      `${interview.candidateName} asked for another time for the interview for ${interview.jobTitle} on ${when}.`,
      ...noteLine,
      `Set a new time, offer new times or cancel it from ${link}. Until then the interview keeps its time.`,
    ]);
  }
  if (kind === 'offer') {
    const [mine, theirs] = zonesOf(interview, reader);
    const times = openSlots(interview, context.now ?? new Date(0)).map((slot) => `- ${formatInterviewTime(slot, mine, theirs)} (${interview.durationMinutes} minutes)`);
    const replaced = context.previousAt ? formatInterviewTime(context.previousAt, mine, theirs) : '';
    if (reader === 'employer') {
      return mail(to, `New times offered: ${what}`, [
        `You offered ${interview.candidateName} new times instead of ${replaced}; the attached update takes that time out of your calendar.`,
        `The invitation follows once they pick one. ${link}`,
      ], calendar);
    }
    return mail(to, context.previousAt ? `New times to pick from: ${what}` : `Pick a time for your interview: ${what}`, [
      context.previousAt
        ? `${interview.companyName} offers new times for your interview for ${interview.jobTitle} instead of ${replaced}.`
        : `${interview.companyName} invites you to a video interview for ${interview.jobTitle}${interview.interviewerName ? ` with ${interview.interviewerName}` : ''}. Pick the time that suits you:`,
      ...times,
      `Pick one at ${link}. A time is yours once it is confirmed; the invitation with a calendar invite follows.`,
      ...(context.previousAt ? ['The attached update takes the earlier time out of your calendar.'] : []),
    ], calendar);
  }
  if (kind === 'cancel') {
    const declined = by === 'candidate';
    const opening = declined
      ? reader === 'employer'
        ? `${interview.candidateName} declined the interview for ${what} on ${when}.`
        : `You declined the interview for ${what} on ${when}.`
      : `Your interview${withWhom} for ${what} on ${when} was cancelled.`;
    return mail(to, declined ? `Interview declined: ${what}` : `Interview cancelled: ${what}`, [opening, ...noteLine], calendar);
  }
  const subject = kind === 'invite' ? `Interview invitation: ${what}` : `Interview rescheduled: ${what}`;
  const invited =
    reader === 'employer'
      ? `Your video interview with ${interview.candidateName} for ${interview.jobTitle} is scheduled.`
      : `${interview.companyName} invites you to a video interview for ${interview.jobTitle}${interview.interviewerName ? ` with ${interview.interviewerName}` : ''}.`;
  const opening = kind === 'invite' ? invited : `Your interview${withWhom} for ${what} has a new time.`;
  return mail(to, subject, [
    opening,
    `When: ${when}`,
    `Join from ${link}: the room opens 15 minutes before the start. The attached invite adds it to your calendar.`,
  ], calendar);
}

/** To either participant, 15 minutes before the start (fewer when it was set up closer). */
export function interviewReminderMail(to: string, interview: Interview, otherName: string, link: string, minutes = 15, reader: InterviewReader = 'candidate'): OutgoingEmail {
  const what = `${interview.jobTitle} at ${interview.companyName}`;
  const left = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return mail(to, `Starting in ${left}: interview for ${what}`, [
    `Your interview for ${what} with ${otherName} starts in ${left} (${mailTime(interview, reader)}).`,
    `Join from ${link}. Check your camera and microphone in the lobby before joining.`,
  ]);
}
