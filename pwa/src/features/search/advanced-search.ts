/**
 * /advanced-search over local data: walks an order worked out once per data change (best match first) and
 * keeps the items the shared filter rules let through, up to the page shown. Filtering is the shared rule
 * (rules/search-match.ts); this file only pages and joins in what a rule needs from other collections.
 */
import {
  candidateMatchesSearch,
  jobMatchesSearch,
  type PreparedSearch,
} from '@shared/rules/search-match.ts';
import type { JobSearchEntry } from '../jobs/job-search.ts';
import type { CandidateEntry } from '../matching/candidate-cache.ts';

/** A page of results: positions in the entries, and how many pass in all. */
export interface SearchPage {
  positions: number[];
  total: number;
}

/**
 * Jobs passing the filters, in `order`'s order. `companySizes` maps employer ids to their company size (from
 * the employers collection), for the company-size filter.
 */
export function searchJobEntries(
  entries: readonly JobSearchEntry[],
  order: Int32Array,
  search: PreparedSearch,
  companySizes: ReadonlyMap<string, string>,
  limit: number,
): SearchPage {
  const positions: number[] = [];
  let total = 0;
  for (const position of order) {
    const { job, haystack } = entries[position];
    if (!jobMatchesSearch(search, { job, haystack, companySize: companySizes.get(job.employerId) })) continue;
    if (total < limit) positions.push(position);
    total++;
  }
  return { positions, total };
}

/** Candidates passing the filters, in `order`'s order. */
export function searchCandidateEntries(
  entries: readonly CandidateEntry[],
  order: Int32Array,
  search: PreparedSearch,
  limit: number,
): SearchPage {
  const positions: number[] = [];
  let total = 0;
  for (const position of order) {
    if (!candidateMatchesSearch(search, entries[position])) continue;
    if (total < limit) positions.push(position);
    total++;
  }
  return { positions, total };
}
