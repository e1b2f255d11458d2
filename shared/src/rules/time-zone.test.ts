import { describe, expect, it } from 'vitest';
import { timeZoneSchema } from '../schemas/saved-search.ts';
import { deviceTimeZone, isTimeZone } from './time-zone.ts';

describe('time zones', () => {
  it('knows IANA names and nothing else', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'America/Argentina/Buenos_Aires']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus_Mons', 'Europe/Berlin\u0000', 'x'.repeat(65), 'Europe/Ber lin']) expect(isTimeZone(zone), zone).toBe(false);
    expect(timeZoneSchema.safeParse('Nowhere/Land').success).toBe(false);
  });

  it("reads the device's zone", () => {
    expect(isTimeZone(deviceTimeZone()!)).toBe(true);
  });
});
