/** Dates as the employer screens write them, in the device's time zone: `Mar 5, 2025` and `Mar 5, 2025, 3:30 PM`. */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Made on first use: building an ICU date formatter is a long task on a phone, and the job list, which only
// needs a date, opens without one.
let dateTime: Intl.DateTimeFormat | undefined;

/**
 * A stored ISO instant as a date; an unreadable one as an empty string. Written by hand, as en-US's
 * `{ month: 'short', day: 'numeric', year: 'numeric' }` writes it (format-date.test.ts holds them equal).
 */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const date = new Date(ms);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A stored ISO instant as a date and time. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  dateTime ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  return dateTime.format(ms);
}
