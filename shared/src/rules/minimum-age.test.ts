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
