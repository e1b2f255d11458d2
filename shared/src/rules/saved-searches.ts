/**
 * Edits of a candidate's saved-search list, as the device makes them offline and the server's schema then
 * checks (saved-search.ts): add (refused past 10), rename, change the alert, pause or resume, delete. Each
 * answers the new list, so a screen writes exactly that field of the account document.
 */
import { MAX_SAVED_SEARCHES, savedSearchSchema, type SavedSearch, type SavedSearchAlert } from '../schemas/saved-search.ts';
import type { SearchFiltersInput } from '../schemas/search-filters.ts';

/** Why a search cannot be saved: the list is full. */
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`;

export type SavedSearchEdit = { ok: true; list: SavedSearch[] } | { ok: false; message: string };

/** Add a search: the filters as they are now, a name, an alert (instant by default, as LinkedIn's). */
export function addSavedSearch(
  list: readonly SavedSearch[],
  input: { id: string; name: string; filters: SearchFiltersInput; alert?: SavedSearchAlert },
): SavedSearchEdit {
  if (list.length >= MAX_SAVED_SEARCHES) return { ok: false, message: SAVED_SEARCH_LIMIT_MESSAGE };
  const parsed = savedSearchSchema.safeParse({ ...input, alert: input.alert ?? 'instant', paused: false });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  return { ok: true, list: [...list, parsed.data] };
}

/** Change one search's name, alert or pause; an unknown id changes nothing. */
export function updateSavedSearch(list: readonly SavedSearch[], id: string, change: Partial<Pick<SavedSearch, 'name' | 'alert' | 'paused'>>): SavedSearchEdit {
  const next: SavedSearch[] = [];
  for (const search of list) {
    if (search.id !== id) {
      next.push(search);
      continue;
    }
    const parsed = savedSearchSchema.safeParse({ ...search, ...change });
    if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
    next.push(parsed.data);
  }
  return { ok: true, list: next };
}

/** Delete one search. */
export function removeSavedSearch(list: readonly SavedSearch[], id: string): SavedSearch[] {
  return list.filter((search) => search.id !== id);
}

/** A name for a new search from its filters ('TypeScript in Berlin'), which the user may change. */
export function suggestSearchName(filters: SearchFiltersInput): string {
  const what = filters.query?.trim() || filters.skills?.join(', ') || 'All jobs';
  const where = filters.location?.trim() || (filters.remote ? 'Remote' : '');
  return (where ? `${what} in ${where}` : what).slice(0, 100);
}
