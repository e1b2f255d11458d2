/** The words of the interview mails (issue 16): invitation, new time, cancellation (each with its .ics) and the reminder. */
import type { Interview } from '@shared/schemas/interview.ts';
import type { OutgoingEmail } from '../delivery/transport.ts';

const BRAND = 'HireSync';

/** Which mail of an interview's life. */
export type InterviewMailKind = 'invite' | 'update' | 'cancel';

/** The time as a reader anywhere understands it without knowing their zone. */
function when(interview: Interview): string {
  return `${new Date(interview.scheduledDateTime).toUTCString().replace('GMT', 'UTC')} (${interview.durationMinutes} minutes)`;
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

/** To the candidate: the interview was scheduled, moved or cancelled; the invite attached. */
export function interviewChangeMail(
  to: string,
  interview: Interview,
  kind: InterviewMailKind,
  link: string,
  calendar: OutgoingEmail['calendar'],
  note?: string,
): OutgoingEmail {
  const what = `${interview.jobTitle} at ${interview.companyName}`;
  if (kind === 'cancel') {
    return mail(to, `Interview cancelled: ${what}`, [
      `Your interview for ${what} on ${when(interview)} was cancelled.`,
      ...(note ? [`Note from ${interview.companyName}: ${note}`] : []),
    ], calendar);
  }
  const subject = kind === 'invite' ? `Interview invitation: ${what}` : `Interview rescheduled: ${what}`;
  const opening = kind === 'invite' ? `${interview.companyName} invites you to a video interview for ${interview.jobTitle}.` : `Your interview for ${what} has a new time.`;
  return mail(to, subject, [
    opening,
    `When: ${when(interview)}`,
    `Join from ${link}: the room opens 15 minutes before the start. The attached invite adds it to your calendar.`,
  ], calendar);
}

/** To either participant, 15 minutes before the start (fewer when it was set up closer). */
export function interviewReminderMail(to: string, interview: Interview, otherName: string, link: string, minutes = 15): OutgoingEmail {
  const what = `${interview.jobTitle} at ${interview.companyName}`;
  const left = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return mail(to, `Starting in ${left}: interview for ${what}`, [
    `Your interview for ${what} with ${otherName} starts in ${left} (${when(interview)}).`,
    `Join from ${link}. Check your camera and microphone in the lobby before joining.`,
  ]);
}
