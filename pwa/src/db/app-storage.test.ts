/**
 * Reads by id through the app's storage answer what IndexedDB holds, hits and misses in the caller's order,
 * inside RxDB's transactions; where the table holds few keys against the ids asked for, misses cost no request
 * of their own (a first sync's pages are all misses).
 */
import Dexie, { type Table } from 'dexie';
import { IDBKeyRange, IDBObjectStore, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobDoc } from '../features/matching/doc-fixtures.ts';
import { appStorage, putInChunks, readMissesInOneRequest, whileAbsent } from './app-storage.ts';
import { dexieTableOf } from './rxdb-internals.ts';
import { openAppDatabase, type AppDatabase } from './database.ts';

let opened = 0;
const dexies: Dexie[] = [];
let app: AppDatabase | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  for (const d of dexies.splice(0)) d.close();
  await app?.close();
  app = undefined;
});

/** A table of `count` documents with ids 'doc-0'…, patched. */
async function tableOf(count: number): Promise<Table<{ id: string; n: number }, string>> {
  const db = new Dexie(`app-storage-${opened++}`, { indexedDB, IDBKeyRange });
  dexies.push(db);
  db.version(1).stores({ docs: 'id' });
  await db.open();
  const table = db.table<{ id: string; n: number }, string>('docs');
  await table.bulkPut(Array.from({ length: count }, (_, n) => ({ id: `doc-${n}-é🚀`, n })));
  readMissesInOneRequest(table);
  return table;
}

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `doc-${from + i}-é🚀`);

describe('reads by id', () => {
  it('answers hits and misses in order, with a request per hit only, when the table holds few keys', async () => {
    const table = await tableOf(100);
    const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
    // 40 ids: 5 stored ones among misses, one asked twice.
    const asked = [...ids(1000, 1020), ...ids(95, 100), ...ids(2000, 2014), 'doc-97-é🚀'];
    const found = await table.db.transaction('r', table, () => table.bulkGet(asked));
    expect(found.map((doc) => doc?.n ?? null)).toEqual(asked.map((id) => (/^doc-(9[5-9])-/.test(id) ? Number(id.slice(4, 6)) : null)));
    expect(gets.mock.calls.length).toBe(6);
    // All misses, in a write transaction as RxDB's bulkWrite reads: no request per id at all.
    gets.mockClear();
    const none = await table.db.transaction('rw', table, async () => {
      const read = await table.bulkGet(ids(500, 532));
      await table.put({ id: 'written-after', n: -1 });
      return read;
    });
    expect(none).toEqual(Array(32).fill(undefined));
    expect(gets).not.toHaveBeenCalled();
    expect(await table.get('written-after')).toEqual({ id: 'written-after', n: -1 });
  });

  it('reads each id as before when the table holds many keys, or few ids are asked', async () => {
    const table = await tableOf(1000);
    const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
    const asked = [...ids(990, 1000), ...ids(5000, 5020)];
    expect((await table.bulkGet(asked)).map((doc) => doc?.n ?? null)).toEqual([...Array.from({ length: 10 }, (_, i) => 990 + i), ...Array(20).fill(null)]);
    expect(gets.mock.calls.length).toBe(30);
    gets.mockClear();
    expect((await table.bulkGet(['doc-3-é🚀', 'missing'])).map((doc) => doc?.n ?? null)).toEqual([3, null]);
    expect(gets.mock.calls.length).toBe(2);
  });

  it('serves RxDB: a page of 500 written in one bulkWrite is stored whole, in chunks', async () => {
    app = await openAppDatabase(`app-storage-rx-${opened++}`, 'candidate', () => false, appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })) as never, ['jobs']);
    const puts = vi.spyOn(IDBObjectStore.prototype, 'put');
    const jobs = Array.from({ length: 500 }, (_, n) => jobDoc({ id: `job-${n}-🧑🏽‍💻`, title: `Job ${n} na\u0303o` }));
    await app.jobs.bulkInsert(jobs);
    expect(puts.mock.calls.length).toBe(500);
    expect((await app.jobs.count().exec())).toBe(500);
  });

  it('answers reads of ids known absent with no request while the write runs, and reads again after it', async () => {
    app = await openAppDatabase(`app-storage-rx-${opened++}`, 'candidate', () => false, appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })) as never, ['jobs']);
    const table = (await dexieTableOf(app.jobs as never))!;
    const jobs = Array.from({ length: 300 }, (_, n) => jobDoc({ id: `absent-${n}-ß`, title: `Job ${n}` }));
    const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
    const keys = vi.spyOn(IDBObjectStore.prototype, 'openKeyCursor');
    const cursors = vi.spyOn(IDBObjectStore.prototype, 'openCursor');
    await whileAbsent(table, new Set(jobs.map((job) => job.id)), () => app!.jobs.bulkInsert(jobs));
    expect(gets).not.toHaveBeenCalled();
    expect(keys).not.toHaveBeenCalled();
    expect(cursors).not.toHaveBeenCalled();
    expect(await app.jobs.count().exec()).toBe(300);
    // Outside it, the same ids are read (and found): an insert of one of them is refused as a conflict.
    const again = await app.jobs.bulkInsert([jobs[0]!]);
    expect(again.error.map((e) => e.status)).toEqual([409]);
  });

  it('serves RxDB: inserts, finds, updates and deletions read back as written', async () => {
    app = await openAppDatabase(`app-storage-rx-${opened++}`, 'candidate', () => false, appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })) as never, ['jobs']);
    const jobs = Array.from({ length: 120 }, (_, n) => jobDoc({ id: `job-${n}-e\u0301`, title: `Job ${n} ✨` }));
    await app.jobs.bulkInsert(jobs.slice(0, 60));
    // An upsert of 120 where half exist: the existing ones must be read as existing, or the write conflicts.
    await app.jobs.bulkUpsert(jobs.map((job) => ({ ...job, title: `${job.title} again` })));
    await app.jobs.bulkRemove(jobs.slice(0, 10).map((job) => job.id));
    const found = await app.jobs.findByIds(jobs.map((job) => job.id)).exec();
    expect(found.size).toBe(110);
    expect([...found.values()].every((doc) => doc.title.endsWith(' again'))).toBe(true);
  });
});

describe('puts in chunks', () => {
  async function plainTable(): Promise<Table<{ id: string; n: number; tag?: string }, string>> {
    const db = new Dexie(`app-storage-${opened++}`, { indexedDB, IDBKeyRange });
    dexies.push(db);
    db.version(1).stores({ docs: 'id, &tag' });
    await db.open();
    return db.table('docs');
  }

  it('puts a large batch a chunk per task, in the caller’s transaction, stored whole', async () => {
    const table = await plainTable();
    const sizes: number[] = [];
    const order: string[] = [];
    const bulkPut = table.bulkPut.bind(table);
    let call = 0;
    table.bulkPut = ((items: never[]) => {
      const id = `${call++}:${items.length}`;
      sizes.push(items.length);
      order.push(`put ${id}`);
      return bulkPut(items).then((key) => {
        order.push(`stored ${id}`);
        return key;
      });
    }) as never;
    putInChunks(table);
    const docs = Array.from({ length: 250 }, (_, n) => ({ id: `doc-${n}-\u0000-👩‍👩‍👧`, n }));
    await table.db.transaction('rw', table, async () => {
      // A task queued before the write: it runs before the second chunk is put, so the chunks are not one task.
      setTimeout(() => order.push('other task'), 0);
      await table.bulkPut(docs);
    });
    // Each chunk's first document is put alone: the next chunk goes once IndexedDB has stored it, while it still
    // stores the rest of the chunk, so IndexedDB never waits for the page to serialise the next one.
    expect(sizes).toEqual([1, 99, 1, 99, 1, 49]);
    expect(order.indexOf('put 2:1')).toBeGreaterThan(order.indexOf('stored 0:1'));
    expect(order.indexOf('put 2:1')).toBeLessThan(order.indexOf('stored 1:99'));
    expect(order.indexOf('other task')).toBeGreaterThan(0);
    expect(order.indexOf('other task')).toBeLessThan(order.indexOf('put 5:49'));
    expect((await table.toArray()).map((doc) => doc.n).sort((a, b) => a - b)).toEqual(docs.map((doc) => doc.n));
  });

  it('stores nothing of the batch when a later chunk fails: one transaction', async () => {
    const table = await plainTable();
    putInChunks(table);
    await table.put({ id: 'before', n: -1, tag: 'taken' });
    // The 180th document breaks the unique index: the first chunk, already put, must go too.
    const docs = Array.from({ length: 250 }, (_, n) => ({ id: `doc-${n}`, n, ...(n === 179 ? { tag: 'taken' } : {}) }));
    await expect(table.db.transaction('rw', table, () => table.bulkPut(docs))).rejects.toThrow();
    expect(await table.count()).toBe(1);
  });

  it('puts a batch of at most a chunk in one call', async () => {
    const table = await plainTable();
    putInChunks(table);
    await table.bulkPut(Array.from({ length: 100 }, (_, n) => ({ id: `doc-${n}`, n })));
    expect(await table.count()).toBe(100);
  });
});
