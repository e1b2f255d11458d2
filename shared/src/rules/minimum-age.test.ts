import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { checkMinimumAge, getAgeInYears, isOldEnough, parseCalendarDate } from './minimum-age.ts';

const NOW = Date.parse('2025-06-10T12:00:00Z');

describe('calendar dates', () => {
  it.each([
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2001-02-29', null],
    ['2001-13-01', null],
    ['2001-1-1', null],
    ['', null],
  ])('%j parses as %j', (value, parts) => {
    expect(parseCalendarDate(value)).toEqual(parts);
  });
});

describe('minimum age', () => {
  it.each([
    ['2007-06-10', 18, true],
    ['2007-06-11', 17, false],
    ['2007-06-09', 18, true],
    ['1960-01-01', 65, true],
    ['2025-06-10', 0, false],
  ])('born %s: %d, old enough %s', (dateOfBirth, age, ok) => {
    expect(getAgeInYears(dateOfBirth, NOW)).toBe(age);
    expect(isOldEnough(dateOfBirth, NOW)).toBe(ok);
  });
  it('refuses future and invalid dates', () => {
    expect(getAgeInYears('2030-01-01', NOW)).toBeNull();
    expect(isOldEnough('not a date', NOW)).toBe(false);
  });
});

describe('checkMinimumAge', () => {
  it.each([
    ['2000-01-01', null],
    ['2010-01-01', M.underMinimumAge],
    ['2030-01-01', M.underMinimumAge],
    ['1990-02-30', M.dateOfBirthInvalid],
  ])('%s gives %j', (dateOfBirth, message) => {
    expect(checkMinimumAge(dateOfBirth, NOW)).toBe(message);
  });
});

describe('born on 29 February', () => {
  // In a common year the birthday has no 29 February: the year is full only once February is over (1 March).
  it.each([
    ['2026-02-28T23:59:59Z', 17],
    ['2026-03-01T00:00:00Z', 18],
    ['2028-02-28T12:00:00Z', 19],
    ['2028-02-29T00:00:00Z', 20],
  ])('on %s someone born 2008-02-29 is %d', (now, age) => {
    expect(getAgeInYears('2008-02-29', Date.parse(now))).toBe(age);
  });
});

describe('UTC calendar days', () => {
  it('counts the day in UTC whatever the instant’s local time', () => {
    // 23:30 on 9 June in New York is already 10 June in UTC: the 18th birthday has come.
    expect(isOldEnough('2007-06-10', Date.parse('2025-06-09T23:30:00-04:00'))).toBe(true);
    expect(isOldEnough('2007-06-10', Date.parse('2025-06-09T23:59:59Z'))).toBe(false);
  });
  it('takes a Date as well as a time value', () => {
    expect(getAgeInYears('2000-01-01', new Date('2025-06-10T00:00:00Z'))).toBe(25);
  });
  it('refuses a date of birth even one day in the future', () => {
    expect(getAgeInYears('2025-06-11', NOW)).toBeNull();
    expect(checkMinimumAge('2025-06-11', NOW)).toBe(M.underMinimumAge);
  });
});
