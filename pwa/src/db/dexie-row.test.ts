import { describe, expect, it } from 'vitest';
import { fromStorageToDexie } from 'rxdb/plugins/storage-dexie';
import { toDexieRowInPlace } from './dexie-row.ts';

/** Documents of every shape a stored row can take, each as RxDB's own conversion must see it. */
const documents: Record<string, unknown>[] = [
  { id: 'job-1', _deleted: false, title: 'Engineer 👩🏽‍💻', skills: ['TypeScript', 'e\u0301'], _meta: { lwt: 1 }, _rev: '1-a', _attachments: {} },
  { id: 'job-2', _deleted: true, _meta: { lwt: 2 }, _rev: '2-a', _attachments: {} },
  { id: 'nul\u0000id', _deleted: false, isRemote: true, salary: null, nested: [{ a: [1, { b: false }] }], _meta: { lwt: 3 }, _rev: '1-b', _attachments: {} },
  { id: 'v-1', _deleted: false, isRemote: false, details: { '|piped': 'x', plain: 'y' }, _meta: { lwt: 4 }, _rev: '1-c', _attachments: {} },
  { id: 'v-2', _deleted: false, list: [{ '|deep': { '|deeper': 1 } }], _meta: { lwt: 5 }, _rev: '1-d', _attachments: {} },
];

describe('toDexieRowInPlace', () => {
  for (const booleanIndexes of [['_deleted'], ['isRemote', '_deleted'], ['nested.flag', '_deleted'], ['|isRemote', '_deleted']]) {
    it(`makes the row RxDB's conversion makes, with boolean indexes ${booleanIndexes.join(', ')}`, () => {
      for (const doc of documents) {
        const expected = fromStorageToDexie(booleanIndexes, structuredClone(doc) as never);
        expect(toDexieRowInPlace(booleanIndexes, structuredClone(doc))).toEqual(expected);
      }
    });
  }

  it('changes a document without keys to rename in place, and leaves one with them as it was', () => {
    const plain = structuredClone(documents[0]!);
    expect(toDexieRowInPlace(['_deleted'], plain)).toBe(plain);
    expect(plain._deleted).toBe('0');
    const piped = structuredClone(documents[3]!);
    expect(toDexieRowInPlace(['_deleted'], piped)).not.toBe(piped);
    expect(piped).toEqual(documents[3]);
  });
});
