/**
 * The board's selection for bulk actions (issue 48), as pure functions the board keeps in state: a click on a
 * card's checkbox toggles it, a shift-click selects the range from the last clicked card to this one within
 * the same column, and a column's "Select all" selects or clears that column. One action takes at most
 * BULK_ACTION_MAX applications (the server's limit too): `bulkActionBlock` says so when more are selected.
 */
import { VALIDATION_MESSAGES } from '@shared/messages.ts';
import { BULK_ACTION_MAX } from '@shared/schemas/application-forms.ts';

export interface BoardSelection {
  /** The selected application ids, in the order they were selected. */
  readonly ids: readonly string[];
  /** The card last clicked without shift, and its column: where a shift-click's range starts. */
  readonly anchor: { readonly id: string; readonly column: string } | null;
}

export const EMPTY_SELECTION: BoardSelection = { ids: [], anchor: null };

/**
 * A click on the checkbox of `id`, in the column whose cards (in the order shown) are `columnIds`. With shift
 * and an anchor in the same column, every card from the anchor to `id` takes the anchor's state (selected, or
 * cleared when the anchor was cleared); otherwise `id` alone toggles and becomes the anchor.
 */
export function clickCard(selection: BoardSelection, column: string, columnIds: readonly string[], id: string, shiftKey: boolean): BoardSelection {
  const anchor = selection.anchor;
  if (shiftKey && anchor && anchor.column === column && anchor.id !== id) {
    const from = columnIds.indexOf(anchor.id);
    const to = columnIds.indexOf(id);
    if (from >= 0 && to >= 0) {
      const range = columnIds.slice(Math.min(from, to), Math.max(from, to) + 1);
      const select = selection.ids.includes(anchor.id);
      return { ids: select ? addIds(selection.ids, range) : removeIds(selection.ids, range), anchor };
    }
  }
  const ids = selection.ids.includes(id) ? removeIds(selection.ids, [id]) : addIds(selection.ids, [id]);
  return { ids, anchor: { id, column } };
}

/** A column's "Select all": selects every card of the column, or clears them all when all were selected. */
export function toggleColumn(selection: BoardSelection, columnIds: readonly string[]): BoardSelection {
  if (columnIds.length === 0) return selection;
  const allSelected = columnIds.every((id) => selection.ids.includes(id));
  return { ids: allSelected ? removeIds(selection.ids, columnIds) : addIds(selection.ids, columnIds), anchor: selection.anchor };
}

/** Whether a column's cards are all, some or none selected (its "Select all" checkbox shows that). */
export function columnState(selection: BoardSelection, columnIds: readonly string[]): 'all' | 'some' | 'none' {
  const n = columnIds.filter((id) => selection.ids.includes(id)).length;
  return n === 0 ? 'none' : n === columnIds.length ? 'all' : 'some';
}

/** Keep only the ids still on the board (a card that left the job's board, or another job picked). */
export function keepShown(selection: BoardSelection, shownIds: ReadonlySet<string>): BoardSelection {
  const ids = selection.ids.filter((id) => shownIds.has(id));
  const anchor = selection.anchor && shownIds.has(selection.anchor.id) ? selection.anchor : null;
  return ids.length === selection.ids.length && anchor === selection.anchor ? selection : { ids, anchor };
}

/** Why a bulk action cannot run on `count` selected applications, or null when it can. */
export function bulkActionBlock(count: number, max: number = BULK_ACTION_MAX): string | null {
  if (count === 0) return VALIDATION_MESSAGES.bulkActionEmpty;
  if (count > max) return VALIDATION_MESSAGES.bulkActionTooMany(max);
  return null;
}

function addIds(ids: readonly string[], more: readonly string[]): string[] {
  const seen = new Set(ids);
  return [...ids, ...more.filter((id) => !seen.has(id) && (seen.add(id), true))];
}

function removeIds(ids: readonly string[], gone: readonly string[]): string[] {
  const drop = new Set(gone);
  return ids.filter((id) => !drop.has(id));
}
