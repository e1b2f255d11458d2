/**
 * When a daily or weekly digest is due: at 08:00 in the user's time zone, weekly ones on Mondays (LinkedIn's and
 * Indeed's weekly mails start the week). Each is named by its period (the local date), so a digest round that
 * runs several times within the hour, on several instances, sends one digest per period.
 */
import type { SavedSearchAlert } from '@shared/schemas/saved-search.ts';

/** The hour of the day digests go out, local time. */
export const DIGEST_HOUR = 8;
/** How far back each digest looks for new jobs. */
export const DIGEST_WINDOW_MS: Record<'daily' | 'weekly', number> = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock at `now` in a time zone: its date, hour (0-23) and weekday ('Mon'...). */
export function localClock(now: Date, timeZone: string): { date: string; hour: number; weekday: string } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', weekday: 'short' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: String(parts.weekday) };
}

/** The period a digest of this alert is due for at `now` in the time zone, or null when none is due. */
export function duePeriod(alert: SavedSearchAlert, timeZone: string, now: Date): string | null {
  if (alert !== 'daily' && alert !== 'weekly') return null;
  const clock = localClock(now, timeZone);
  if (clock.hour !== DIGEST_HOUR) return null;
  if (alert === 'weekly' && clock.weekday !== 'Mon') return null;
  return `${alert}:${clock.date}`;
}

/** How often the digest round runs: every quarter hour, so zones with half- and quarter-hour offsets meet 08:00. */
export const DIGEST_ROUND_MS = 15 * 60_000;

/** The next quarter hour after `now`. */
export function nextDigestRound(now: Date): Date {
  return new Date((Math.floor(now.getTime() / DIGEST_ROUND_MS) + 1) * DIGEST_ROUND_MS);
}
