/** Dates as the employer screens write them, in the device's time zone: `Mar 5, 2025` and `Mar 5, 2025, 3:30 PM`. */

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A stored ISO instant as a date; an unreadable one as an empty string. */
export function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : DATE.format(ms);
}

/** A stored ISO instant as a date and time. */
export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : DATE_TIME.format(ms);
}
