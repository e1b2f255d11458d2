/**
 * The one way rules read a moment: a `Date`, epoch milliseconds, or an ISO string as documents store it.
 * Rules never read the clock; callers pass `now`.
 */

/** A moment as callers hold it. */
export type TimeInput = Date | number | string;

/** Epoch milliseconds of a moment; NaN when a string does not parse. */
export function toEpochMs(time: TimeInput): number {
  if (typeof time === 'number') return time;
  if (typeof time === 'string') return Date.parse(time);
  return time.getTime();
}

/** Start of the UTC day holding `time`, in epoch milliseconds. */
export function startOfUtcDay(time: TimeInput): number {
  const date = new Date(toEpochMs(time));
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Start of the UTC calendar month holding `time`, in epoch milliseconds. */
export function startOfUtcMonth(time: TimeInput): number {
  const date = new Date(toEpochMs(time));
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** Start of the next UTC calendar month after the one holding `time`, in epoch milliseconds. */
export function startOfNextUtcMonth(time: TimeInput): number {
  const date = new Date(toEpochMs(time));
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}
