/**
 * The plain values of a search, apart from its schemas (search-filters.ts): the search types, the find-talent
 * selects' 'no filter' value, and a search written as GET /api/search's query. Screens that only send a search
 * import these, so opening them does not build every search schema (zod's construction of them was a long task
 * on a phone, on Browse Jobs).
 */
/** What /advanced-search looks for: 'Find Jobs' or 'Find Candidates'. */
export const SEARCH_TYPES = ['jobs', 'candidates'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The 'Date posted' windows of Browse Jobs: the last 24 hours, 7 days or 30 days. */
export const POSTED_WITHIN_VALUES = ['24h', '7d', '30d'] as const;
export type PostedWithin = (typeof POSTED_WITHIN_VALUES)[number];
/** Each window's length in milliseconds. */
export const POSTED_WITHIN_MS: Record<PostedWithin, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};

/** The orders of Browse Jobs and of GET /api/search's jobs: best match (the default), newest, highest salary. */
export const JOB_SORTS = ['match', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** The find-talent selects' 'no filter' value. */
export const ANY_BAND = 'any';

/**
 * The query parameters of GET /api/search for a search: `type` and every non-empty filter, as strings. The
 * filters are any filter set (`SearchFiltersInput` of search-filters.ts): naming that type here would tie this
 * file to the schemas it exists to keep apart.
 */
export function toSearchParams(type: SearchType, filters: Readonly<Record<string, unknown>>): Record<string, string> {
  const params: Record<string, string> = { type };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'salaryRange') params[key] = JSON.stringify(value);
    else params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}
