/**
 * /advanced-search keeps its mode and filters in the URL, in the same form as GET /api/search's query
 * (`toSearchParams`: arrays comma-joined, salaryRange as JSON), so a search can be linked, bookmarked and
 * reopened offline. Reading is forgiving: a parameter that fails the shared schema is dropped, not the search.
 */
import { SEARCH_FILTERS_BY_TYPE } from '@shared/rules/search-match.ts';
import type { UserType } from '@shared/schemas/common.ts';
import {
  searchFiltersSchema,
  searchQuerySchema,
  toSearchParams,
  type SearchFilters,
  type SearchType,
} from '@shared/schemas/search-filters.ts';

/** Employers start on 'Find Candidates', candidates on 'Find Jobs' (spec section 2). */
export function defaultSearchType(userType: UserType): SearchType {
  return userType === 'employer' ? 'candidates' : 'jobs';
}

/** Candidates cannot search candidates ('Find Candidates' is disabled for them). */
export function allowedSearchType(requested: string | null, userType: UserType): SearchType {
  if (requested === 'jobs') return 'jobs';
  if (requested === 'candidates' && userType === 'employer') return 'candidates';
  return defaultSearchType(userType);
}

/** No filter set. */
export const EMPTY_FILTERS: SearchFilters = searchFiltersSchema.parse({});

/** The filters of a set that apply to a search type; the rest are dropped. */
export function filtersForType(type: SearchType, filters: SearchFilters): SearchFilters {
  const kept: Record<string, unknown> = {};
  for (const key of SEARCH_FILTERS_BY_TYPE[type]) kept[key] = filters[key];
  return searchFiltersSchema.parse(kept);
}

/** The mode and filters a URL's query asks for, keeping every parameter that passes the shared schema. */
export function readSearchUrl(params: URLSearchParams, userType: UserType): { type: SearchType; filters: SearchFilters } {
  const type = allowedSearchType(params.get('type'), userType);
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (key !== 'type') raw[key] = value;
  // Each round drops the parameters the schema refused; there are at most as many rounds as parameters.
  for (let round = 0; round <= Object.keys(raw).length; round++) {
    const parsed = searchQuerySchema.safeParse({ ...raw, type });
    if (parsed.success) return { type, filters: filtersForType(type, parsed.data.filters) };
    const refused = parsed.error.issues.map((issue) => String(issue.path[0] === 'filters' ? issue.path[1] : issue.path[0]));
    const before = Object.keys(raw).length;
    for (const key of refused) delete raw[key];
    if (Object.keys(raw).length === before) break;
  }
  return { type, filters: EMPTY_FILTERS };
}

/** The URL query of a search: the mode and every filter that is set and applies to it. */
export function writeSearchUrl(type: SearchType, filters: SearchFilters): Record<string, string> {
  const applying = filtersForType(type, filters);
  return toSearchParams(type, {
    ...applying,
    query: applying.query.trim(),
    location: applying.location.trim(),
    remote: applying.remote ? true : undefined,
  });
}

/** How many filters are set (the count beside 'Filters' on small screens). */
export function countActiveFilters(type: SearchType, filters: SearchFilters): number {
  return Object.keys(writeSearchUrl(type, filters)).length - 1;
}
