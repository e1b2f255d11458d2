/** Calendar arithmetic of billing periods, in UTC like Stripe (a 31st anchor bills on the last day of short months). */
import type { PriceObject } from './objects.ts';

const DAY = 86_400;

export function addInterval(from: number, recurring: PriceObject['recurring'], anchor: number = from): number {
  const interval = recurring?.interval ?? 'month';
  const count = recurring?.interval_count ?? 1;
  if (interval === 'day') return from + count * DAY;
  if (interval === 'week') return from + count * 7 * DAY;
  const months = interval === 'year' ? 12 * count : count;
  const start = new Date(from * 1000);
  const anchorDay = new Date(anchor * 1000).getUTCDate();
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(
    year,
    month,
    Math.min(anchorDay, lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
  return Math.floor(end / 1000);
}

export const SECONDS_PER_DAY = DAY;
