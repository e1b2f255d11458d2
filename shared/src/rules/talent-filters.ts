/**
 * Whether a candidate falls in a find-talent band (bands in catalog/talent-filters.ts). A candidate without the
 * value a band needs matches only 'any', never a band.
 */
import { TALENT_EXPERIENCE_BANDS, TALENT_SALARY_BANDS, type ExperienceBandId, type SalaryBandId } from '../catalog.ts';

/** Whether whole years of experience fall in the band (`any` takes everyone). */
export function matchesExperienceBand(years: number | undefined, bandId: ExperienceBandId | 'any'): boolean {
  if (bandId === 'any') return true;
  const band = TALENT_EXPERIENCE_BANDS.find((b) => b.id === bandId);
  if (!band || years === undefined) return false;
  return years >= band.minYears && (band.maxYears === null || years <= band.maxYears);
}

/** Whether a yearly salary expectation falls in the band (`any` takes everyone). */
export function matchesSalaryBand(salary: number | undefined, bandId: SalaryBandId | 'any'): boolean {
  if (bandId === 'any') return true;
  const band = TALENT_SALARY_BANDS.find((b) => b.id === bandId);
  if (!band || salary === undefined) return false;
  return salary >= band.min && (band.max === null || salary < band.max);
}

/** Whether a candidate carries the company's tag of `tagId` ('' takes everyone; issue 48). */
export function matchesTag(tags: readonly { id: string }[] | undefined, tagId: string): boolean {
  return tagId === '' || (tags ?? []).some((tag) => tag.id === tagId);
}
