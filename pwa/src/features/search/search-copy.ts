/**
 * The words of server search in the PWA (issue 18). The spec has none for it; these say plainly which results
 * come from this device and which from the whole marketplace. Screens and journeys import them from here.
 */
import type { SearchType } from '@shared/schemas/search-filters.ts';

const NOUNS: Record<SearchType, string> = { jobs: 'jobs', candidates: 'candidates' };

export const SEARCH_COPY = {
  /** Above the results found in the device's own data. */
  localHeading: 'On this device',
  /** Above the server's results, below the local ones. */
  moreHeading: (type: SearchType) => `More results from all ${NOUNS[type]}`,
  /** Under that heading: where these come from. */
  moreHint: (type: SearchType) => `From the whole marketplace, beyond the ${NOUNS[type]} this device holds.`,
  /** Offline, in place of the server's results. */
  offline: (type: SearchType) => `You're offline: this search covers the ${NOUNS[type]} on this device.`,
  searching: (type: SearchType) => `Searching all ${NOUNS[type]}…`,
  noMore: (type: SearchType) => `No other ${NOUNS[type]} match beyond those on this device.`,
  /** Pages so far held only what this device has, and more pages exist. */
  allLocalSoFar: (type: SearchType) => `The best matches so far are the ${NOUNS[type]} on this device.`,
  failed: 'Could not reach the server for more results just now. The results above are from this device.',
  showMore: 'Show more results',
} as const;
