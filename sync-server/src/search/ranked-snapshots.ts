/**
 * The ranked results of a viewer's search, kept from its first page for the pages after it: following the Link
 * header reads the next page of the same list instead of searching the whole marketplace again (each page used to
 * cost as much as the first), and the list does not shift under the reader while jobs are posted or scored anew,
 * so no result is shown twice or skipped. A first page always searches afresh. Only the order is kept: each page's
 * documents are read and projected for the viewer when it is asked for (search-marketplace.ts), so a document
 * closed or hidden since is left out.
 */
import { LRUCache } from 'lru-cache';
import type { SearchFilters, SearchType } from '@shared/schemas/search-filters.ts';
import type { JobSort } from '@shared/schemas/search-params.ts';
import type { SortKey } from './search-cursor.ts';

/** One result's place in the order, and the score the device would show. */
export interface RankedKey {
  key: SortKey;
  matchScore: number | null;
}

/** How long a search's pages follow its first page's order (then a page searches afresh). */
export const SNAPSHOT_TTL_MS = 10 * 60_000;
/** Results kept over all snapshots of one instance (a pool is 200 at most: some 10,000 searches, a few MB). */
const MAX_KEPT_RESULTS = 2_000_000;

export interface RankedSnapshots {
  get(userId: string, type: SearchType, filters: SearchFilters, poolSize: number, sort?: JobSort): readonly RankedKey[] | undefined;
  set(userId: string, type: SearchType, filters: SearchFilters, poolSize: number, ranked: readonly RankedKey[], sort?: JobSort): void;
}

export function createRankedSnapshots(now: () => number = performance.now.bind(performance)): RankedSnapshots {
  const kept = new LRUCache<string, readonly RankedKey[]>({
    maxSize: MAX_KEPT_RESULTS,
    // An empty list still takes a place.
    sizeCalculation: (ranked) => ranked.length + 1,
    ttl: SNAPSHOT_TTL_MS,
    // The clock read on every look, not cached for a millisecond: the server's clock (tests move it).
    ttlResolution: 0,
    perf: { now },
  });
  // Filters come from the shared schema's parse, so equal searches stringify alike.
  // Each order its own list: a cursor of one order read against another's list would skip or repeat results.
  const keyOf = (userId: string, type: SearchType, filters: SearchFilters, poolSize: number, sort: JobSort = 'match') =>
    JSON.stringify([userId, type, poolSize, sort, filters]);
  return {
    get: (userId, type, filters, poolSize, sort) => kept.get(keyOf(userId, type, filters, poolSize, sort)),
    set: (userId, type, filters, poolSize, ranked, sort) => void kept.set(keyOf(userId, type, filters, poolSize, sort), ranked),
  };
}
