/**
 * The plain values of a search, apart from its schemas (search-filters.ts): the search types, the find-talent
 * selects' 'no filter' value, and a search written as GET /api/search's query. Screens that only send a search
 * import these, so opening them does not build every search schema (zod's construction of them was a long task
 * on a phone, on Browse Jobs).
 */
/** What /advanced-search looks for: 'Find Jobs' or 'Find Candidates'. */
export const SEARCH_TYPES = ['jobs', 'candidates'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

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
