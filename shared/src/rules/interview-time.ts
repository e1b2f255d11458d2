/**
 * Interview times as each person reads them (issue 51): the time in the viewer's own zone with the zone's name,
 * and, when the other side's clock reads differently, theirs too ('Mon, Mar 30, 10:00 CEST · 04:00 in New York').
 * Pure: the zones are IANA names passed in (the account's timeZone); an unknown or missing one reads as UTC.
 */
import { isTimeZone } from './time-zone.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** A zone this runtime knows, or UTC. */
export function safeZone(zone: string | undefined): string {
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((p) => p.type === type)?.value ?? '';
}

/**
 * The zone's short name at that instant: 'CET'/'CEST', 'EST'/'EDT', 'UTC', otherwise the offset ('GMT+5:30').
 * en-US names the American zones, en-GB the European ones; whichever gives a name, not an offset, wins.
 */
export function zoneAbbreviation(instant: number, zone: string): string {
  const tz = safeZone(zone);
  const us = part(formatter('en-US', { timeZone: tz, timeZoneName: 'short' }).formatToParts(instant), 'timeZoneName');
  if (!us.startsWith('GMT')) return us;
  const gb = part(formatter('en-GB', { timeZone: tz, timeZoneName: 'short' }).formatToParts(instant), 'timeZoneName');
  return gb.startsWith('GMT') || gb === '' ? us : gb;
}

/** The city of an IANA zone as people say it: 'America/New_York' -> 'New York', 'UTC' -> 'UTC'. */
export function zoneCity(zone: string): string {
  const tz = safeZone(zone);
  return (tz.split('/').pop() ?? tz).replace(/_/g, ' ');
}

/** The local clock of an instant in a zone. */
export interface ZonedClock {
  /** 'Mon, Mar 30' */
  day: string;
  /** '10:00' (24-hour: read the same everywhere) */
  time: string;
  /** 'CEST' */
  zoneName: string;
}

/** Where the hands of a clock in `zone` stand at `instant`. */
export function zonedClock(instant: number | string | Date, zone: string | undefined): ZonedClock {
  const at = typeof instant === 'number' ? instant : new Date(instant).getTime();
  const tz = safeZone(zone);
  const parts = formatter('en-US', { timeZone: tz, weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  return {
    day: `${part(parts, 'weekday')}, ${part(parts, 'month')} ${part(parts, 'day')}`,
    time: `${part(parts, 'hour')}:${part(parts, 'minute')}`,
    zoneName: zoneAbbreviation(at, tz),
  };
}

/**
 * An interview time for one reader: 'Mon, Mar 30, 10:00 CEST', followed by ' · 04:00 in New York' when the
 * other person's clock shows another time (with their day too when it is another day there).
 */
export function formatInterviewTime(instant: number | string | Date, viewerZone: string | undefined, otherZone?: string): string {
  const mine = zonedClock(instant, viewerZone);
  const own = `${mine.day}, ${mine.time} ${mine.zoneName}`;
  if (!otherZone || safeZone(otherZone) === safeZone(viewerZone)) return own;
  const theirs = zonedClock(instant, otherZone);
  if (theirs.time === mine.time && theirs.day === mine.day) return own;
  const when = theirs.day === mine.day ? theirs.time : `${theirs.day}, ${theirs.time}`;
  return `${own} · ${when} in ${zoneCity(otherZone)}`;
}
