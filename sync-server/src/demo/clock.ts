/**
 * Time for the demo: everything happens in the ~90 days before the server's `now`, so dates look fresh and the
 * free plans' limits (3 postings a calendar month, 20 applications a day) are met by spreading the activity.
 */
import type { Faker } from '@faker-js/faker';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** How far back the demo's jobs and activity reach. */
export const ACTIVITY_DAYS = 90;

/** `ms` milliseconds after `at`. */
export function after(at: Date, ms: number): Date {
  return new Date(at.getTime() + ms);
}

/** `days` days before `at`. */
export function daysBefore(at: Date, days: number): Date {
  return new Date(at.getTime() - days * DAY);
}

/** A moment between `from` and `to` (`from` when the range is empty). Always draws once, to keep sequences stable. */
export function timeBetween(faker: Faker, from: Date, to: Date): Date {
  const share = faker.number.float({ min: 0, max: 1 });
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(from.getTime() + Math.floor(share * span));
}

/** The later of two moments. */
export function latest(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** The earlier of two moments. */
export function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** A UTC calendar month's part of a range. */
export interface MonthRange {
  start: Date;
  end: Date;
}

/** The UTC calendar months that a range touches, each clipped to the range. */
export function monthRanges(from: Date, to: Date): MonthRange[] {
  const ranges: MonthRange[] = [];
  let start = from;
  while (start.getTime() < to.getTime()) {
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    const end = earliest(next, to);
    ranges.push({ start, end: new Date(end.getTime() - 1) });
    start = next;
  }
  return ranges;
}

/** A month as `YYYY-MM` (UTC), as experience and education entries store it. */
export function toMonth(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The month `months` months before `at`, as `YYYY-MM`. */
export function monthsBefore(at: Date, months: number): string {
  return toMonth(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - months, 1)));
}
