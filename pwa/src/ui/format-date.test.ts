import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

const EN_US_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

describe('formatDate', () => {
  it('writes any instant from year 1000 to 9999 as en-US Intl does, in the device zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDate(iso)).toBe(EN_US_DATE.format(ms));
      }),
      { numRuns: 2000 },
    );
  });

  // Noon in the device zone, written as UTC: the day is the same in every zone the tests run in.
  it.each([
    [new Date(2025, 2, 5, 12).toISOString(), 'Mar 5, 2025'],
    [new Date(2024, 1, 29, 12).toISOString(), 'Feb 29, 2024'],
    [new Date(2025, 11, 31, 12).toISOString(), 'Dec 31, 2025'],
    [new Date(1999, 0, 1, 12).toISOString(), 'Jan 1, 1999'],
  ])('%s is %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it.each(['', 'not a date', '2025-13-45T00:00:00Z', '\u0000'])('an unreadable %j is empty', (iso) => {
    expect(formatDate(iso)).toBe('');
    expect(formatDateTime(iso)).toBe('');
  });

  it('writes a date and time with en-US Intl', () => {
    const iso = '2025-03-05T15:30:00.000Z';
    expect(formatDateTime(iso)).toBe(
      new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(Date.parse(iso)),
    );
  });
});
