/**
 * Writes of the candidate's saved-search list: each edit (shared/src/rules/saved-searches.ts) is worked out on
 * the account document as it is stored now and written as that one field, a queued write like any other, so
 * saving, pausing and deleting work offline and converge. A refused edit (the 11th search, an empty name)
 * throws its message and queues nothing.
 */
import { addSavedSearch, removeSavedSearch, updateSavedSearch, type SavedSearchEdit } from '@shared/rules/saved-searches.ts';
import type { SavedSearch, SavedSearchAlert } from '@shared/schemas/saved-search.ts';
import type { SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { patchFields } from '../../db/writes.ts';

/** A saved-search edit the shared rule refused; `message` is the rule's, for the field or a toast. */
export class SavedSearchRefused extends Error {}

async function editList(userId: string, edit: (list: readonly SavedSearch[]) => SavedSearchEdit): Promise<SavedSearch[]> {
  const stored = await patchFields('accounts', userId, (account) => {
    const result = edit(account.savedSearches ?? []);
    if (!result.ok) throw new SavedSearchRefused(result.message);
    return { savedSearches: result.list };
  });
  return stored.savedSearches ?? [];
}

export function saveSearch(userId: string, input: { name: string; filters: SearchFiltersInput; alert: SavedSearchAlert }): Promise<SavedSearch[]> {
  const id = crypto.randomUUID();
  return editList(userId, (list) => addSavedSearch(list, { id, ...input }));
}

export function changeSavedSearch(userId: string, id: string, change: Partial<Pick<SavedSearch, 'name' | 'alert' | 'paused'>>): Promise<SavedSearch[]> {
  return editList(userId, (list) => updateSavedSearch(list, id, change));
}

export function deleteSavedSearch(userId: string, id: string): Promise<SavedSearch[]> {
  return editList(userId, (list) => ({ ok: true, list: removeSavedSearch(list, id) }));
}
