/**
 * Calendar dates as date inputs give them (`YYYY-MM-DD`) and the minimum-age rule of the ID verification.
 * Ages are counted on UTC calendar days, so server and device agree whatever their time zones.
 */
import { MINIMUM_AGE_YEARS } from '../catalog.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';

/** A calendar date's parts. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The parts of a `YYYY-MM-DD` date, or null when the text is not a real calendar date (e.g. `2023-02-30`). */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? { year, month, day } : null;
}

/**
 * Full years between a date of birth and `now` (its UTC day); null for an invalid or future date. Someone born
 * on 29 February completes a year on 1 March of a common year (the day after 28 February).
 */
export function getAgeInYears(dateOfBirth: string, now: Date | number): number | null {
  const birth = parseCalendarDate(dateOfBirth);
  if (!birth) return null;
  const today = new Date(now);
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  const age = year - birth.year - (hadBirthday ? 0 : 1);
  return age < 0 ? null : age;
}

/** Whether someone born on `dateOfBirth` is at least the minimum age (18) on `now`. */
export function isOldEnough(dateOfBirth: string, now: Date | number, minimumAge = MINIMUM_AGE_YEARS): boolean {
  const age = getAgeInYears(dateOfBirth, now);
  return age !== null && age >= minimumAge;
}

/** Why a date of birth is refused ('You must be at least 18 years old'), or null when it is fine. */
export function checkMinimumAge(dateOfBirth: string, now: Date | number): string | null {
  if (parseCalendarDate(dateOfBirth) === null) return VALIDATION_MESSAGES.dateOfBirthInvalid;
  return isOldEnough(dateOfBirth, now) ? null : VALIDATION_MESSAGES.underMinimumAge;
}
