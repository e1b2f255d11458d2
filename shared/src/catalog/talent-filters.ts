/**
 * The find-talent filter bands and the salary slider (spec section 9). Bands are closed at the bottom and, for
 * salaries, open at the top, so every value falls in exactly one band; matching lives in rules/talent-filters.ts.
 */

/** A band of years of experience; `maxYears` null means no upper bound. Both ends inclusive. */
export interface ExperienceBand {
  id: string;
  label: string;
  minYears: number;
  maxYears: number | null;
}

/**
 * Experience bands 0-2, 3-5, 6-10, 10+. Years are whole numbers, so '10+' starts at 11: ten years sits in
 * '6-10' only, where the spec's labels would otherwise put it in two bands.
 */
export const TALENT_EXPERIENCE_BANDS = [
  { id: '0-2', label: '0-2 years', minYears: 0, maxYears: 2 },
  { id: '3-5', label: '3-5 years', minYears: 3, maxYears: 5 },
  { id: '6-10', label: '6-10 years', minYears: 6, maxYears: 10 },
  { id: '10+', label: '10+ years', minYears: 11, maxYears: null },
] as const satisfies readonly ExperienceBand[];
export type ExperienceBandId = (typeof TALENT_EXPERIENCE_BANDS)[number]['id'];

/** A band of yearly salary in dollars: `min` inclusive, `max` exclusive, null for no upper bound. */
export interface SalaryBand {
  id: string;
  label: string;
  min: number;
  max: number | null;
}

/** Salary bands 50-80k, 80-120k, 120-160k, 160k+ (a salary of exactly 80000 is in 80-120k). */
export const TALENT_SALARY_BANDS = [
  { id: '50-80k', label: '$50k - $80k', min: 50_000, max: 80_000 },
  { id: '80-120k', label: '$80k - $120k', min: 80_000, max: 120_000 },
  { id: '120-160k', label: '$120k - $160k', min: 120_000, max: 160_000 },
  { id: '160k+', label: '$160k+', min: 160_000, max: null },
] as const satisfies readonly SalaryBand[];
export type SalaryBandId = (typeof TALENT_SALARY_BANDS)[number]['id'];

/** The salary range slider of the search filters, in dollars a year. */
export const SALARY_SLIDER = {
  min: 30_000,
  max: 300_000,
  step: 5_000,
  defaultRange: [40_000, 200_000],
} as const;
