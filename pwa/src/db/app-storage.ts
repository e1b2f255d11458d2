/**
 * RxDB's Dexie storage, with reads by id that do not ask IndexedDB for what it cannot have. Each pulled batch is
 * read by id three times before it is written (the replication's fork and meta states, then the write's own
 * check), one IndexedDB request per id: in a first sync every one of them misses, 30,000 requests for 10,000
 * jobs. When the table holds few keys against the ids asked for, its keys come in one request (in the same
 * transaction), and only the ids among them are read.
 */
import type { Table } from 'dexie';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie, type RxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { dexieInternalsOfInstance } from './rxdb-internals.ts';

/** Reads of fewer ids go straight to IndexedDB. */
const MIN_IDS = 16;
/** Keys read per id asked: reading 20 keys costs less than one request per id. */
const KEYS_PER_ID = 20;

const patched = new WeakSet<object>();

/** Ids a write knows are not in a table, while it runs (whileAbsent). */
const knownAbsent = new WeakMap<object, ReadonlySet<string>>();

/**
 * Run `write` knowing that `ids` are not in `table`: a read by id of only such ids answers at once, with no
 * request. A first sync into an empty table knows this of every document it has not written yet, and its
 * write's own check (RxDB reads each id before writing it) otherwise costs a page 50-80 ms.
 */
export async function whileAbsent<T>(table: Table, ids: ReadonlySet<string>, write: () => Promise<T>): Promise<T> {
  knownAbsent.set(table, ids);
  try {
    return await write();
  } finally {
    knownAbsent.delete(table);
  }
}

/** Make `table.bulkGet` read the table's keys first when there are few of them. Exported for its test. */
export function readMissesInOneRequest(table: Table): void {
  if (patched.has(table)) return;
  patched.add(table);
  const bulkGet = table.bulkGet.bind(table);
  table.bulkGet = (async (keys: string[]) => {
    const absent = knownAbsent.get(table);
    if (absent && keys.every((key) => absent.has(key))) return keys.map(() => undefined);
    if (keys.length < MIN_IDS) return bulkGet(keys);
    const most = keys.length * KEYS_PER_ID;
    const stored = await table.toCollection().limit(most + 1).primaryKeys();
    if (stored.length > most) return bulkGet(keys);
    const present = new Set(stored);
    const hits = keys.filter((key) => present.has(key));
    const found = hits.length > 0 ? await bulkGet(hits) : [];
    const byKey = new Map(hits.map((key, i) => [key, found[i]]));
    return keys.map((key) => byKey.get(key));
  }) as never;
}

/**
 * Documents put per task. Putting a document serialises it on the main thread (about 0.1 ms for a job on this
 * machine, 0.4 ms on a slow phone): a page of 500 in one go is one task of 50-200 ms.
 */
const PUT_CHUNK = 100;

/**
 * Make `table.bulkPut` put a large batch in chunks, each in its own task, in the same transaction, so the page
 * stays responsive between chunks. A chunk's first document is put alone, and the next chunk goes once IndexedDB
 * has stored it (its success callback, which keeps the transaction open): IndexedDB is still storing the rest
 * of the chunk while the page serialises the next, where waiting for the whole chunk left each side idle in
 * turn (a first sync of 10,000 jobs: 2.75 s against 3.09 s, three runs each). Exported for its test.
 */
export function putInChunks(table: Table): void {
  if (patchedPut.has(table)) return;
  patchedPut.add(table);
  const bulkPut = table.bulkPut.bind(table);
  table.bulkPut = (async (items: unknown[]) => {
    if (items.length <= PUT_CHUNK) return bulkPut(items as never);
    const bodies: Promise<unknown>[] = [];
    try {
      for (let i = 0; i < items.length; i += PUT_CHUNK) {
        const head = bulkPut(items.slice(i, i + 1) as never);
        const body = bulkPut(items.slice(i + 1, i + PUT_CHUNK) as never);
        body.catch(() => undefined);
        bodies.push(body);
        await head;
      }
    } finally {
      await Promise.allSettled(bodies);
    }
    return (await Promise.all(bodies)).at(-1);
  }) as never;
}
const patchedPut = new WeakSet<object>();

export function appStorage(base: RxStorageDexie = getRxStorageDexie()): RxStorage<any, any> {
  const create = base.createStorageInstance.bind(base);
  base.createStorageInstance = (async (params: Parameters<typeof create>[0]) => {
    const instance = await create(params);
    const internals = await dexieInternalsOfInstance(instance);
    if (internals) {
      readMissesInOneRequest(internals.table);
      putInChunks(internals.table);
    }
    return instance;
  }) as never;
  return base;
}
