/** Months of profile entries as people read them: `2021-03` is `Mar 2021`, a range is `Mar 2021 – Present`. */

const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `Mar 2021` for `2021-03`; the text as given when it is not a month. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return MONTH_FORMAT.format(Date.UTC(year, monthNumber - 1, 1));
}

/** `Mar 2021 – Present` while current, `Mar 2021 – Jun 2023`, or just the start when no end is known. */
export function formatMonthRange(start: string, end: string | undefined, isCurrent: boolean): string {
  if (isCurrent) return `${formatMonth(start)} – Present`;
  return end ? `${formatMonth(start)} – ${formatMonth(end)}` : formatMonth(start);
}
