/**
 * Years of experience from a candidate's work-experience entries (decisions.md, Matching you can trust): the
 * months the entries cover, overlapping periods counted once, a current role (or one with no end date) running
 * up to `now`. The match scorer, the search filters and the candidate record all read years through here.
 */
import type { WorkExperience } from '../schemas/candidate.ts';
import { toEpochMs, type TimeInput } from '../rules/time-input.ts';

/** The fields of an experience entry that its dates come from. */
export type ExperienceSpan = Pick<WorkExperience, 'startDate' | 'endDate' | 'isCurrent'>;

function monthIndex(month: string): number {
  const [year, mm] = month.split('-').map(Number);
  return year * 12 + (mm - 1);
}

/**
 * The number of calendar months the entries cover. Both the start and the end month count as worked, so a
 * role from 2016-01 to 2023-12 is 96 months and a role started this month is one. An entry whose start does not
 * parse, or that ends before it starts, adds nothing.
 */
export function experienceMonths(experience: readonly ExperienceSpan[], now: TimeInput): number {
  const today = new Date(toEpochMs(now));
  const pastNow = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  const spans: [number, number][] = [];
  for (const entry of experience) {
    const start = monthIndex(entry.startDate ?? '');
    if (!Number.isFinite(start)) continue;
    const end = entry.isCurrent || !entry.endDate ? pastNow : monthIndex(entry.endDate) + 1;
    spans.push([start, Number.isFinite(end) ? Math.max(start, end) : start]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end > from) months += end - from;
    reached = Math.max(reached, end);
  }
  return months;
}

/** {@link experienceMonths} in years, with the fraction (18 months is 1.5). */
export function experienceYears(experience: readonly ExperienceSpan[], now: TimeInput): number {
  return experienceMonths(experience, now) / 12;
}

/**
 * Years as a match explanation writes them: whole years plain, else one decimal rounded down, so a shown
 * figure never reaches the requirement a candidate falls short of ("4.9 years", not "5 years").
 */
export function formatExperienceYears(years: number): string {
  const tenths = Math.floor(years * 10 + 1e-9) / 10;
  return `${tenths} ${tenths === 1 ? 'year' : 'years'}`;
}
