/**
 * The one place that knows RxDB's private layout: the Dexie table and database its Dexie storage keeps a
 * collection in, which fields it stores as indexed booleans, the stored form of a document (`_rev`, `_meta`,
 * `_attachments`) and the change stream a write of its own emits on. The first-sync work-arounds (reads by id
 * answered from the table's keys, pages put in chunks and from a worker, live sets paged from the table) go
 * through these functions only, and `rxdb-internals.test.ts` runs RxDB's own behaviour through them (insert,
 * upsert, conflict, remove, query, migration) against the version pinned here: an RxDB upgrade fails that test
 * instead of corrupting a device's data. Its one other half is `dexie-row.ts`, the stored row as the worker makes
 * it (kept apart so the worker's bundle holds no more of RxDB than that conversion); the test writes through it.
 *
 * Each work-around stays because RxDB's supported API doing the same job was clearly slower in Chromium
 * (`npm run bench -- --only "Storage work"`, scripts/bench/storage-fence.ts: 5,000 jobs in pages of 500, medians of
 * 3; main-thread busy time / longest task / total, work-around against supported; 2026-12-05, two runs, load
 * average 2-13 and 19-23, the quieter run given, the other's ratios alike):
 * - pages stored by the worker vs `bulkUpsert` per page: 1× CPU 86 / 0 / 662 ms vs 772 / 63 / 975 ms; 4× CPU
 *   660 / 0 / 1163 ms vs 2999 / 348 / 3047 ms (`bulkInsert`: 727 / 59 / 1015 and 4154 / 466 / 4279 ms).
 * - reads by id from the table's keys vs RxDB's `findByIds`: 1× 50 / 0 / 109 ms vs 196 / 0 / 231 ms; 4× 299 / 0 /
 *   366 ms vs 1248 / 0 / 1319 ms.
 * - puts in chunks vs one bulkPut (RxDB's own write of the pages): 1× 747 / 0 / 1021 ms vs 631 / 61 / 989 ms; 4×
 *   4156 / 166 / 4264 ms vs 3343 / 398 / 3422 ms. The one bulkPut costs a fifth less in all, but its page-long task
 *   (398 ms on a slow phone) is what the chunks are for: kept.
 * - the live set paged from the table vs a live RxQuery to its first result: 1× 132 / 0 / 208 ms vs 198 / 0 / 314
 *   ms; 4× 916 / 71 / 963 ms vs 908 / 58 / 1078 ms (the busier run: 353 / 0 / 482 vs 1184 / 103 / 1519 ms). As fast
 *   at 4× in one run only, slower at 1× in both: kept.
 */
import type { Table } from 'dexie';
import type { EventBulk, RxCollection, RxDocumentData, RxStorageChangeEvent, RxStorageInstance } from 'rxdb';
import { fromDexieToStorage } from 'rxdb/plugins/storage-dexie';
import type { Subject } from 'rxjs';

/**
 * The RxDB version these functions were checked against (with `rxdb-internals.test.ts`). After an upgrade, run
 * that test, read what changed in RxDB's Dexie storage (`plugins/storage-dexie`: its internals, its stored rows)
 * and in its document revisions, and only then write the new version here.
 */
export const RXDB_CHECKED_VERSION = '17.6.0';

/** What RxDB's Dexie storage instance holds for a collection. */
export interface DexieInternals {
  table: Table;
  /** The IndexedDB database and table names (a worker opens its own connection to them). */
  dbName: string;
  tableName: string;
  /** Fields RxDB indexes as booleans, stored as '1' and '0' (IndexedDB cannot index booleans). */
  booleanIndexes: string[];
}

interface DexieStorageInstance {
  internals: Promise<{ dexieDb: { name: string }; dexieTable: Table; booleanIndexes: string[] }>;
  changes$: Subject<EventBulk<unknown, unknown>>;
}

/** The storage instance under RxDB's wrapper of a collection (its Dexie one, or the tests' memory one). */
function originalOf(collection: RxCollection): Partial<DexieStorageInstance> | undefined {
  return (collection.storageInstance as unknown as { originalStorageInstance?: Partial<DexieStorageInstance> }).originalStorageInstance;
}

/** The Dexie internals of a storage instance RxDB's Dexie storage made (app-storage.ts patches its table). */
export async function dexieInternalsOfInstance(instance: RxStorageInstance<any, any, any>): Promise<DexieInternals | null> {
  const internals = await (instance as unknown as Partial<DexieStorageInstance>).internals;
  if (!internals?.dexieTable) return null;
  return { table: internals.dexieTable, dbName: internals.dexieDb.name, tableName: internals.dexieTable.name, booleanIndexes: internals.booleanIndexes };
}

/** The Dexie internals of a collection; null on another storage (the tests' memory one). */
export async function dexieInternalsOf(collection: RxCollection): Promise<DexieInternals | null> {
  const original = originalOf(collection);
  return original ? dexieInternalsOfInstance(original as never) : null;
}

/** The Dexie table a collection is kept in; null on another storage. */
export async function dexieTableOf(collection: RxCollection): Promise<Table | null> {
  return (await dexieInternalsOf(collection))?.table ?? null;
}

/** A row read straight from the table, in RxDB's stored form (booleans back from '1' and '0'). */
export function rowToStored<T>(internals: DexieInternals, row: unknown): RxDocumentData<T> {
  return fromDexieToStorage(internals.booleanIndexes, row) as RxDocumentData<T>;
}

/**
 * `doc` in RxDB's stored form as a write of this database makes it: the revision one above `previous`'s (RxDB's
 * `<height>-<token>`), `lwt` as its last write time, no attachments.
 */
export function toStoredDocument<T extends { id: string; _deleted?: boolean }>(
  doc: T,
  previous: RxDocumentData<T> | undefined,
  databaseToken: string,
  lwt: number,
): RxDocumentData<T> {
  const height = previous ? Number(previous._rev.split('-')[0]) + 1 : 1;
  return { ...doc, _deleted: doc._deleted ?? false, _attachments: {}, _meta: { lwt }, _rev: `${height}-${databaseToken}` } as RxDocumentData<T>;
}

/** The storage event of writing `document` over `previous` (none: a new document), as RxDB's own write makes it. */
export function changeEventOf<T extends { id: string }>(document: RxDocumentData<T>, previous: RxDocumentData<T> | undefined): RxStorageChangeEvent<RxDocumentData<T>> | null {
  const wasLive = previous !== undefined && !previous._deleted;
  if (!wasLive && document._deleted) return null;
  const operation = !wasLive ? 'INSERT' : document._deleted ? 'DELETE' : 'UPDATE';
  return { documentId: document.id, operation, documentData: document, previousDocumentData: previous } as RxStorageChangeEvent<RxDocumentData<T>>;
}

/**
 * Tells RxDB of documents stored past it (a worker put them into the table), as its own write would: on the
 * storage's change stream, which this tab's queries and live sets and, through RxDB, the other tabs follow.
 */
export function announceStored(collection: RxCollection, events: RxStorageChangeEvent<RxDocumentData<any>>[], checkpoint: { id: string; lwt: number }, context: string, id: string): void {
  const changes = originalOf(collection)?.changes$;
  if (!changes) throw new Error(`${collection.name} has no Dexie storage to announce a write on`);
  changes.next({ id, events, checkpoint, context });
}
