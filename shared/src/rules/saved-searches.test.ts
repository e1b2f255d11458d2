import { describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES, type SavedSearch } from '../schemas/saved-search.ts';
import { addSavedSearch, removeSavedSearch, SAVED_SEARCH_LIMIT_MESSAGE, suggestSearchName, updateSavedSearch } from './saved-searches.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const filters = { query: 'TypeScript', location: 'Berlin', skills: [] };

function listOf(count: number): SavedSearch[] {
  let list: SavedSearch[] = [];
  for (let i = 0; i < count; i++) {
    const edit = addSavedSearch(list, { id: id(i), name: `Search ${i}`, filters });
    if (!edit.ok) throw new Error(edit.message);
    list = edit.list;
  }
  return list;
}

describe('saved-search edits', () => {
  it('adds with instant alerts by default, up to 10, then says why not', () => {
    const list = listOf(MAX_SAVED_SEARCHES);
    expect(list[0]).toMatchObject({ alert: 'instant', paused: false, filters: { query: 'TypeScript', location: 'Berlin' } });
    expect(addSavedSearch(list, { id: id(99), name: 'One more', filters })).toEqual({ ok: false, message: SAVED_SEARCH_LIMIT_MESSAGE });
  });

  it('renames, changes the alert, pauses, and refuses an empty name', () => {
    const list = listOf(2);
    const renamed = updateSavedSearch(list, id(1), { name: ' Rust, Zürich 🦀 ', alert: 'weekly', paused: true });
    expect(renamed.ok && renamed.list[1]).toMatchObject({ name: 'Rust, Zürich 🦀', alert: 'weekly', paused: true });
    expect(renamed.ok && renamed.list[0]).toEqual(list[0]);
    expect(updateSavedSearch(list, id(1), { name: '   ' })).toEqual({ ok: false, message: 'Name your search.' });
  });

  it('deletes one', () => {
    expect(removeSavedSearch(listOf(3), id(1)).map((s) => s.id)).toEqual([id(0), id(2)]);
  });

  it('names a search from its filters', () => {
    expect(suggestSearchName(filters)).toBe('TypeScript in Berlin');
    expect(suggestSearchName({ query: '', skills: ['Go', 'SQL'], remote: true })).toBe('Go, SQL in Remote');
    expect(suggestSearchName({})).toBe('All jobs');
  });
});
