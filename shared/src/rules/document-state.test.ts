import { describe, expect, it } from 'vitest';
import { compact, stateOf } from './document-state.ts';

describe('stateOf', () => {
  it("drops RxDB's bookkeeping fields and keeps the removal flag and every other field", () => {
    const doc = { id: 'j1', title: 'Designer', _rev: '3-abc', _meta: { lwt: 1 }, _attachments: {}, _deleted: false };
    expect(stateOf(doc)).toEqual({ id: 'j1', title: 'Designer', _deleted: false });
  });

  it('keeps fields whose names only contain an underscore, and Unicode keys', () => {
    expect(stateOf({ user_id: 'u', 'prénom_': 'Zoë', _x: 1 })).toEqual({ user_id: 'u', 'prénom_': 'Zoë' });
  });
});

describe('compact', () => {
  it('drops undefined values only: null, 0, false and empty strings are values', () => {
    expect(compact({ a: undefined, b: null, c: 0, d: false, e: '', f: [] })).toEqual({ b: null, c: 0, d: false, e: '', f: [] });
    expect(Object.keys(compact({ a: undefined }))).toEqual([]);
  });

  it('leaves nested undefined values alone (jsonb drops them itself)', () => {
    expect(compact({ nested: { a: undefined } })).toEqual({ nested: { a: undefined } });
  });
});
