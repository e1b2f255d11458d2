import { describe, expect, it } from 'vitest';
import { startOfNextUtcMonth, startOfUtcDay, startOfUtcMonth, toEpochMs } from './time-input.ts';

describe('time input', () => {
  it('reads Date, number and ISO string alike', () => {
    const ms = Date.parse('2025-03-04T05:06:07Z');
    expect(toEpochMs(ms)).toBe(ms);
    expect(toEpochMs(new Date(ms))).toBe(ms);
    expect(toEpochMs('2025-03-04T07:06:07+02:00')).toBe(ms);
    expect(toEpochMs('garbage')).toBeNaN();
  });
  it('finds UTC day and month bounds', () => {
    const t = '2025-03-31T23:30:00-05:00';
    expect(startOfUtcDay(t)).toBe(Date.parse('2025-04-01T00:00:00Z'));
    expect(startOfUtcMonth(t)).toBe(Date.parse('2025-04-01T00:00:00Z'));
    expect(startOfNextUtcMonth('2025-12-15T00:00:00Z')).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });
});
