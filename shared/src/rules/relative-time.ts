/**
 * Relative times of the notification panel and the conversation list (spec section 9), and the unread badge.
 * A moment slightly in the future (another device's clock) reads as 'Just now'.
 */
import { DISPLAY_COUNTS } from '../catalog.ts';
import { toEpochMs, type TimeInput } from './time-input.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Notification time: 'Just now' under a minute, then 'Nm ago', 'Nh ago', 'Nd ago' (whole units, rounded down). */
export function formatNotificationTime(timestamp: TimeInput, now: Date | number): string {
  const elapsed = toEpochMs(now) - toEpochMs(timestamp);
  if (!(elapsed >= MINUTE)) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

/** The unread badge: nothing for 0, the count up to 9, then '9+'. */
export function formatBadgeCount(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > DISPLAY_COUNTS.notificationBadgeMax ? `${DISPLAY_COUNTS.notificationBadgeMax}+` : String(unread);
}

/** How a date is written when a time is too old to be relative; defaults to `Mar 5, 2025` in the runtime's zone. */
export interface DateFormatOptions {
  locale?: string;
  timeZone?: string;
}

/** Message time: 'Just now' under an hour, 'Nh ago' under a day, else the date. */
export function formatMessageTime(timestamp: TimeInput, now: Date | number, options: DateFormatOptions = {}): string {
  const at = toEpochMs(timestamp);
  const elapsed = toEpochMs(now) - at;
  if (!(elapsed >= HOUR)) return 'Just now';
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  const format = new Intl.DateTimeFormat(options.locale ?? 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: options.timeZone,
  });
  return format.format(at);
}
