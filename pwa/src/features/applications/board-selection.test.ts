import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, bulkActionBlock, clickCard, columnState, keepShown, toggleColumn } from './board-selection.ts';

const PENDING = ['a', 'b', 'c', 'd', 'e'];
const VIEWED = ['v1', 'v2'];

describe('board selection', () => {
  it('toggles one card per plain click and anchors on it', () => {
    let s = clickCard(EMPTY_SELECTION, 'pending', PENDING, 'b', false);
    expect(s.ids).toEqual(['b']);
    expect(s.anchor).toEqual({ id: 'b', column: 'pending' });
    s = clickCard(s, 'pending', PENDING, 'b', false);
    expect(s.ids).toEqual([]);
  });

  it('shift-click selects the range from the anchor, in either direction', () => {
    const down = clickCard(clickCard(EMPTY_SELECTION, 'pending', PENDING, 'b', false), 'pending', PENDING, 'd', true);
    expect(down.ids).toEqual(['b', 'c', 'd']);
    const up = clickCard(clickCard(EMPTY_SELECTION, 'pending', PENDING, 'e', false), 'pending', PENDING, 'c', true);
    expect([...up.ids].sort()).toEqual(['c', 'd', 'e']);
    // The anchor stays, so a second shift-click reshapes from the same card.
    expect(up.anchor?.id).toBe('e');
  });

  it('shift-click from a cleared anchor clears the range', () => {
    let s = toggleColumn(EMPTY_SELECTION, PENDING);
    s = clickCard(s, 'pending', PENDING, 'b', false); // clears b, anchors on it
    s = clickCard(s, 'pending', PENDING, 'd', true);
    expect(s.ids).toEqual(['a', 'e']);
  });

  it('a shift-click in another column than the anchor toggles that card alone', () => {
    let s = clickCard(EMPTY_SELECTION, 'pending', PENDING, 'a', false);
    s = clickCard(s, 'viewed', VIEWED, 'v2', true);
    expect(s.ids).toEqual(['a', 'v2']);
    expect(s.anchor).toEqual({ id: 'v2', column: 'viewed' });
  });

  it('select all selects a column, a second time clears it, leaving other columns', () => {
    let s = clickCard(EMPTY_SELECTION, 'viewed', VIEWED, 'v1', false);
    s = clickCard(s, 'pending', PENDING, 'a', false);
    expect(columnState(s, PENDING)).toBe('some');
    s = toggleColumn(s, PENDING);
    expect(columnState(s, PENDING)).toBe('all');
    expect(s.ids).toEqual(['v1', 'a', 'b', 'c', 'd', 'e']);
    s = toggleColumn(s, PENDING);
    expect(columnState(s, PENDING)).toBe('none');
    expect(s.ids).toEqual(['v1']);
  });

  it('drops ids no longer shown, and the anchor with them', () => {
    const s = clickCard(clickCard(EMPTY_SELECTION, 'pending', PENDING, 'a', false), 'pending', PENDING, 'b', false);
    const kept = keepShown(s, new Set(['a']));
    expect(kept).toEqual({ ids: ['a'], anchor: null });
    // Nothing gone: the same object, so React state does not change.
    expect(keepShown(s, new Set(PENDING))).toBe(s);
  });

  it('caps one action at 50 applications and says so above that', () => {
    const many = Array.from({ length: 60 }, (_, i) => `id${i}`);
    const s = toggleColumn(EMPTY_SELECTION, many);
    expect(s.ids).toHaveLength(60);
    expect(bulkActionBlock(s.ids.length)).toBe('Select at most 50 applications at a time.');
    expect(bulkActionBlock(50)).toBeNull();
    expect(bulkActionBlock(1)).toBeNull();
    expect(bulkActionBlock(0)).toBe('Select at least one application.');
  });
});
