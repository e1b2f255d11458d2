/**
 * /find-talent's search as plain functions: the order (best match with the employer's active jobs first, then
 * by name) is worked out once per data change, and a keystroke or filter change only walks it.
 */
import { matchesExperienceBand, matchesSalaryBand, matchesTag } from '@shared/rules/talent-filters.ts';
import { hasSearchTerms, parseSearchTerms, type SearchTerm } from '@shared/rules/search-terms.ts';
import type { TalentFilters } from '@shared/schemas/search-filters.ts';
import type { CandidateEntry } from '../matching/candidate-cache.ts';

/** Positions of the entries, best score first, then by name (`scores` null: by name only). */
export function orderTalent(entries: readonly CandidateEntry[], scores: ArrayLike<number> | null): Int32Array {
  const names = entries.map(({ candidate }) => `${candidate.firstName} ${candidate.lastName}`.toLowerCase());
  const order = new Int32Array(entries.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort(
    (a, b) => (scores ? scores[b] - scores[a] : 0) || (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b),
  );
}

/** Whether an entry passes the find-talent filters (query words with their skill spellings, experience and salary bands). */
export function passesTalentFilters(entry: CandidateEntry, terms: readonly SearchTerm[], filters: TalentFilters): boolean {
  if (!matchesExperienceBand(entry.years, filters.experienceBand)) return false;
  if (!matchesSalaryBand(entry.candidate.salaryExpectation, filters.salaryBand)) return false;
  return hasSearchTerms(entry.haystack, terms);
}

/** The first `limit` passing positions in `order`'s order, and how many pass in all. */
export function searchTalent(
  entries: readonly CandidateEntry[],
  order: Int32Array,
  filters: TalentFilters,
  limit: number,
  /** The company's tag to keep (issue 48), with each candidate's tags; none: every candidate. */
  tag?: { tagId: string; tagsOf: (candidateId: string) => readonly { id: string }[] },
): { positions: number[]; total: number } {
  const terms = parseSearchTerms(filters.query);
  const positions: number[] = [];
  let total = 0;
  for (const position of order) {
    if (!passesTalentFilters(entries[position], terms, filters)) continue;
    if (tag && !matchesTag(tag.tagsOf(entries[position].candidate.id), tag.tagId)) continue;
    if (total < limit) positions.push(position);
    total++;
  }
  return { positions, total };
}
