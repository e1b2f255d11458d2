import { describe, expect, it } from 'vitest';
import { formatInterviewTime, zoneAbbreviation, zoneCity, zonedClock } from './interview-time.ts';

// Europe moves its clocks on 2026-03-29, the US on 2026-03-08; India keeps one offset all year.
const BEFORE_EU_DST = '2026-03-27T09:00:00.000Z';
const AFTER_EU_DST = '2026-03-30T09:00:00.000Z';
const BEFORE_US_DST = '2026-03-06T15:00:00.000Z';

describe('one interview, three zones, across a daylight-saving change', () => {
  it('Europe/Berlin reads CET before the change and CEST after, an hour later on the clock', () => {
    expect(zonedClock(BEFORE_EU_DST, 'Europe/Berlin')).toEqual({ day: 'Fri, Mar 27', time: '10:00', zoneName: 'CET' });
    expect(zonedClock(AFTER_EU_DST, 'Europe/Berlin')).toEqual({ day: 'Mon, Mar 30', time: '11:00', zoneName: 'CEST' });
  });

  it('America/New_York reads EST before its change and EDT after', () => {
    expect(zonedClock(BEFORE_US_DST, 'America/New_York')).toEqual({ day: 'Fri, Mar 6', time: '10:00', zoneName: 'EST' });
    expect(zonedClock(AFTER_EU_DST, 'America/New_York')).toEqual({ day: 'Mon, Mar 30', time: '05:00', zoneName: 'EDT' });
  });

  it('Asia/Kolkata keeps +5:30 on both sides of both changes', () => {
    expect(zonedClock(BEFORE_EU_DST, 'Asia/Kolkata').time).toBe('14:30');
    expect(zonedClock(AFTER_EU_DST, 'Asia/Kolkata').time).toBe('14:30');
    expect(zoneAbbreviation(Date.parse(AFTER_EU_DST), 'Asia/Kolkata')).toBe('GMT+5:30');
  });

  it('shows the other side too when their clock differs', () => {
    expect(formatInterviewTime(AFTER_EU_DST, 'Europe/Berlin', 'America/New_York')).toBe('Mon, Mar 30, 11:00 CEST · 05:00 in New York');
    expect(formatInterviewTime(AFTER_EU_DST, 'America/New_York', 'Asia/Kolkata')).toBe('Mon, Mar 30, 05:00 EDT · 14:30 in Kolkata');
    // The gap between Berlin and New York is 5 hours in the week between the two changes, 6 before and after.
    expect(formatInterviewTime('2026-03-20T09:00:00.000Z', 'Europe/Berlin', 'America/New_York')).toBe('Fri, Mar 20, 10:00 CET · 05:00 in New York');
    expect(formatInterviewTime(BEFORE_US_DST, 'Europe/Berlin', 'America/New_York')).toBe('Fri, Mar 6, 16:00 CET · 10:00 in New York');
  });

  it('names the other day when the other side is on another date', () => {
    expect(formatInterviewTime('2026-03-30T02:00:00.000Z', 'Asia/Kolkata', 'America/New_York')).toBe('Mon, Mar 30, 07:30 GMT+5:30 · Sun, Mar 29, 22:00 in New York');
  });

  it('shows one time when both read the same clock, or the other zone is unknown', () => {
    expect(formatInterviewTime(AFTER_EU_DST, 'Europe/Berlin', 'Europe/Berlin')).toBe('Mon, Mar 30, 11:00 CEST');
    expect(formatInterviewTime(AFTER_EU_DST, 'Europe/Berlin', 'Europe/Paris')).toBe('Mon, Mar 30, 11:00 CEST');
    expect(formatInterviewTime(AFTER_EU_DST, 'Europe/Berlin')).toBe('Mon, Mar 30, 11:00 CEST');
    expect(formatInterviewTime(AFTER_EU_DST, undefined)).toBe('Mon, Mar 30, 09:00 UTC');
  });

  it('names cities people say', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('Asia/Kolkata')).toBe('Kolkata');
  });
});
