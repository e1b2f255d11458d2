/** Saved searches for tests, written into the candidate's account document as the device writes them. */
import { randomUUID } from 'node:crypto';
import type { SavedSearch } from '@shared/schemas/saved-search.ts';
import type { TestClient } from './test-server.ts';
import { pushOk, seenBy } from './world.ts';

/** A saved search for 'TypeScript' with instant alerts, unless told otherwise. */
export function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return { id: randomUUID(), name: 'TypeScript in Berlin', filters: { query: 'TypeScript', location: '', skills: [] }, alert: 'instant', paused: false, ...overrides };
}

/** Write the candidate's saved searches (and time zone) into their account document. */
export async function saveSearches(client: TestClient, userId: string, searches: SavedSearch[], timeZone?: string) {
  const account = await seenBy(client, 'accounts', userId);
  await pushOk(client, 'accounts', [{ assumedMasterState: account, newDocumentState: { ...account, savedSearches: searches, ...(timeZone ? { timeZone } : {}) } }]);
}
