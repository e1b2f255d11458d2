import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatMessageTime, formatNotificationTime } from './relative-time.ts';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatNotificationTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * SEC, 'Just now'],
    [MIN, '1m ago'],
    [5 * MIN + 30 * SEC, '5m ago'],
    [59 * MIN, '59m ago'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MIN, '23h ago'],
    [DAY, '1d ago'],
    [45 * DAY, '45d ago'],
    [-5 * MIN, 'Just now'],
  ])('%d ms ago is %j', (elapsed, text) => {
    expect(formatNotificationTime(new Date(NOW - elapsed).toISOString(), NOW)).toBe(text);
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%d unread shows %j', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('formatMessageTime', () => {
  it.each([
    [0, 'Just now'],
    [59 * MIN, 'Just now'],
    [HOUR, '1h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, 'Jun 9, 2025'],
    [200 * DAY, 'Nov 22, 2024'],
  ])('%d ms ago is %j', (elapsed, text) => {
    expect(formatMessageTime(NOW - elapsed, new Date(NOW), { timeZone: 'UTC' })).toBe(text);
  });
  it('writes the date in the given locale and zone', () => {
    expect(formatMessageTime('2025-01-01T02:00:00Z', NOW, { locale: 'en-GB', timeZone: 'America/New_York' })).toBe(
      '31 Dec 2024',
    );
  });
});
