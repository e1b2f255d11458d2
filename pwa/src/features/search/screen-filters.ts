/**
 * The search boxes of /browse-jobs and /find-talent in the advanced-search filter set, so the server is asked
 * the same question the device answered: browse's quick filters and find-talent's bands have an exact filter
 * of the shared set (rules/search-match.ts reads them the same way).
 */
import { TALENT_SALARY_BANDS } from '@shared/catalog.ts';
import { EXPERIENCE_LEVEL_BANDS } from '@shared/rules/search-match.ts';
import type { SearchFiltersInput, TalentFilters } from '@shared/schemas/search-filters.ts';
import { ANY_BAND } from '@shared/schemas/search-params.ts';
import { toSearchInput, type JobFilters } from '../jobs/job-search.ts';

/**
 * /browse-jobs: the words, 'Remote only' as remote, 'Visa sponsorship' as the sponsorship work authorization,
 * the salary, date and type filters as they are: the very set the device filtered with.
 */
export function browseJobsSearch(query: string, filters: JobFilters): SearchFiltersInput {
  return toSearchInput(query, filters);
}

/** Salary bands include their lower end and exclude their upper one; the filter's range includes both (whole dollars). */
const SALARY_MAX = Number.MAX_SAFE_INTEGER;

/** /find-talent: the words, the experience band as its level (same years), the salary band as a range. */
export function findTalentSearch(filters: TalentFilters): SearchFiltersInput {
  const level = (Object.keys(EXPERIENCE_LEVEL_BANDS) as (keyof typeof EXPERIENCE_LEVEL_BANDS)[]).find(
    (each) => EXPERIENCE_LEVEL_BANDS[each] === filters.experienceBand,
  );
  const band = filters.salaryBand === ANY_BAND ? undefined : TALENT_SALARY_BANDS.find((each) => each.id === filters.salaryBand);
  return {
    query: filters.query,
    experienceLevel: level,
    salaryRange: band ? [band.min, band.max === null ? SALARY_MAX : band.max - 1] : undefined,
  };
}
