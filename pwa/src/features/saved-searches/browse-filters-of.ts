/**
 * A saved search's filters back as Browse Jobs' search box and quick filters (the reverse of job-search.ts's
 * `toSearchInput`), so "Show jobs" reopens the very search that was saved. Filters Browse Jobs has no control
 * for (a location or skills saved from Advanced Search) are kept in `unshown`, so the screen can say so.
 */
import type { SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { NO_FILTERS, type JobFilters } from '../jobs/job-search.ts';

/** The open upper end job-search.ts writes for "from X, no upper limit". */
const SALARY_TOP = Number.MAX_SAFE_INTEGER;

export interface BrowseSearch {
  query: string;
  filters: JobFilters;
  /** Saved filters Browse Jobs cannot show (location, skills, experience, education, company size). */
  unshown: string[];
}

export function browseFiltersOf(saved: SearchFiltersInput): BrowseSearch {
  const filters: JobFilters = { ...NO_FILTERS, remoteOnly: saved.remote === true, visaSponsorship: saved.visaStatus === 'sponsorship' };
  if (saved.salaryRange) {
    const [from, to] = saved.salaryRange;
    if (from > 0) filters.salaryFrom = from;
    if (to < SALARY_TOP) filters.salaryTo = to;
  }
  if (saved.postedWithin) filters.postedWithin = saved.postedWithin;
  if (saved.jobType) filters.jobType = saved.jobType;
  const unshown: string[] = [];
  if (saved.location?.trim()) unshown.push('location');
  if (saved.skills && saved.skills.length > 0) unshown.push('skills');
  if (saved.experienceLevel) unshown.push('experience');
  if (saved.education) unshown.push('education');
  if (saved.companySize) unshown.push('company size');
  if (saved.visaStatus && saved.visaStatus !== 'sponsorship') unshown.push('work authorization');
  return { query: saved.query ?? '', filters, unshown };
}
