/**
 * The contract of rxdb-internals.ts with RxDB, on RxDB's Dexie storage over fake-indexeddb through the app's own
 * storage (app-storage.ts): what RxDB writes (insert, upsert, remove) reads back from the table through the fence
 * as RxDB holds it; what the fence writes past RxDB (as a first sync's worker does) is RxDB's to query, follow
 * live, refuse as a conflict, upsert over, remove and migrate. Pinned to the RxDB version it was checked with.
 */
import { readFileSync } from 'node:fs';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { jobDoc } from '../features/matching/doc-fixtures.ts';
import { appStorage } from './app-storage.ts';
import { openAppDatabase, type AppDatabase } from './database.ts';
import { toDexieRowInPlace } from './dexie-row.ts';
import { collectionDefinition } from './migrations.ts';
import { announceStored, changeEventOf, dexieInternalsOf, RXDB_CHECKED_VERSION, rowToStored, toStoredDocument } from './rxdb-internals.ts';

let db: AppDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

let opened = 0;
const storage = () => appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange }));
const open = (name = `rxdb-internals-${Date.now()}-${opened++}`, define?: (n: CollectionName) => ReturnType<typeof collectionDefinition>) =>
  openAppDatabase(name, 'candidate', () => false, storage() as never, ['jobs'], define);

/** Store `docs` as the first sync's worker does: RxDB's stored form, Dexie rows, one bulkPut, then RxDB told. */
async function storePastRxdb(database: AppDatabase, docs: WireDoc[], previous = new Map<string, any>()): Promise<void> {
  const collection = database.jobs as never;
  const internals = (await dexieInternalsOf(collection))!;
  const lwt = Date.now();
  const stored = docs.map((doc) => toStoredDocument(doc, previous.get(doc.id), database.token, lwt));
  // The worker puts its own copy (postMessage clones), converted in place.
  const rows = stored.map((doc) => toDexieRowInPlace(internals.booleanIndexes, structuredClone(doc) as never));
  await internals.table.bulkPut(rows);
  const events = stored.flatMap((doc) => changeEventOf(doc, previous.get(doc.id)) ?? []);
  announceStored(collection, events, { id: stored.at(-1)!.id, lwt }, 'test-first-sync', `bulk-${lwt}`);
}

describe('the RxDB version the fence was checked against', () => {
  it('is the one installed', () => {
    const installed = (JSON.parse(readFileSync(new URL('../../../node_modules/rxdb/package.json', import.meta.url), 'utf8')) as { version: string }).version;
    expect(
      installed,
      `rxdb ${installed} is installed, pwa/src/db/rxdb-internals.ts was checked against ${RXDB_CHECKED_VERSION}: re-check RxDB's Dexie storage ` +
        `(its internals: dexieDb, dexieTable, booleanIndexes, changes$; its stored rows: booleans as '1'/'0', _rev '<height>-<token>', _meta.lwt) ` +
        `and this whole test file, then set RXDB_CHECKED_VERSION`,
    ).toBe(RXDB_CHECKED_VERSION);
  });
});

describe("RxDB's writes, read through the fence", () => {
  it('an insert, an upsert and a remove are in the table as RxDB holds them', async () => {
    db = await open();
    const internals = (await dexieInternalsOf(db.jobs as never))!;
    expect(internals.booleanIndexes).toContain('_deleted');
    expect(internals.dbName).toContain(db.name);
    const read = async (id: string) => rowToStored<WireDoc>(internals, await internals.table.get(id));

    await db.jobs.insert(jobDoc({ id: 'job-1-é🚀', title: 'First' }) as never);
    const inserted = await db.jobs.findOne('job-1-é🚀').exec();
    expect(await read('job-1-é🚀')).toEqual(inserted!.toJSON(true));

    await db.jobs.upsert(jobDoc({ id: 'job-1-é🚀', title: 'Second' }) as never);
    const upserted = (await db.jobs.findOne('job-1-é🚀').exec())!.toJSON(true);
    expect(upserted._rev.startsWith('2-')).toBe(true);
    expect(await read('job-1-é🚀')).toEqual(upserted);

    await (await db.jobs.findOne('job-1-é🚀').exec())!.remove();
    const removed = await read('job-1-é🚀');
    expect(removed._deleted).toBe(true);
    expect(removed._rev.startsWith('3-')).toBe(true);
    // Live documents are read by the [_deleted+id] index with '0' (live-doc-set.ts): a removed one is not among them.
    expect(await internals.table.where('[_deleted+id]').between(['0', ''], ['0', []]).count()).toBe(0);
  });
});

describe('writes past RxDB, through the fence', () => {
  it('are queried, followed live, refused as a conflict, upserted over and removed by RxDB', async () => {
    db = await open();
    const seen: string[][] = [];
    const live = db.jobs.find({ selector: { location: 'Berlin, Germany' }, sort: [{ id: 'asc' }] }).$.subscribe((docs) => seen.push(docs.map((d) => d.id)));
    const docs = [
      { ...jobDoc({ id: 'b-2', title: 'Two' }), _deleted: false },
      { ...jobDoc({ id: 'a-1', title: 'One 👩🏽‍🔬' }), _deleted: false },
      { ...jobDoc({ id: 'c-3', title: 'Gone', location: 'Paris, France' }), _deleted: true },
    ] as WireDoc[];
    await storePastRxdb(db, docs);

    // Queried (RxDB's own query over its indexes) and found by id.
    expect((await db.jobs.find({ sort: [{ id: 'asc' }] }).exec()).map((d) => d.id)).toEqual(['a-1', 'b-2']);
    expect((await db.jobs.findOne('a-1').exec())!.title).toBe('One 👩🏽‍🔬');
    expect(await db.jobs.count().exec()).toBe(2);
    // A live query saw the announced write.
    await expect.poll(() => seen.at(-1)).toEqual(['a-1', 'b-2']);
    live.unsubscribe();

    // An insert of a stored id is RxDB's conflict; an upsert goes one revision above the fence's.
    await expect(db.jobs.insert(jobDoc({ id: 'a-1' }) as never)).rejects.toMatchObject({ code: 'CONFLICT' });
    await db.jobs.upsert(jobDoc({ id: 'a-1', title: 'One, edited' }) as never);
    const edited = (await db.jobs.findOne('a-1').exec())!.toJSON(true);
    expect(edited.title).toBe('One, edited');
    expect(edited._rev.startsWith('2-')).toBe(true);

    // The fence writing over a document RxDB wrote: one revision above it, seen by RxDB.
    await storePastRxdb(db, [{ ...edited, title: 'One, from the server' } as never], new Map([['a-1', edited]]));
    const over = (await db.jobs.findOne('a-1').exec())!.toJSON(true);
    expect(over.title).toBe('One, from the server');
    expect(over._rev.startsWith('3-')).toBe(true);

    await (await db.jobs.findOne('b-2').exec())!.remove();
    expect((await db.jobs.find().exec()).map((d) => d.id)).toEqual(['a-1']);
    // The deleted one the fence stored is RxDB's deleted document.
    expect(await db.jobs.storageInstance.findDocumentsById(['c-3'], true)).toMatchObject([{ id: 'c-3', _deleted: true }]);
  });

  it('are migrated by RxDB when the collection opens at a newer version', async () => {
    const name = `rxdb-internals-migrate-${Date.now()}`;
    db = await open(name);
    await storePastRxdb(db, [{ ...jobDoc({ id: 'm-1', title: 'Before' }), _deleted: false } as WireDoc, { ...jobDoc({ id: 'm-2', title: 'Kept' }), _deleted: false } as WireDoc]);
    await db.close();
    // The same collection one version on: a step that changes one document and drops none.
    const base = collectionDefinition('jobs');
    db = await open(name, () => ({
      schema: { ...base.schema, version: base.schema.version + 1 },
      migrationStrategies: { ...base.migrationStrategies, [base.schema.version + 1]: (doc: Record<string, unknown>) => (doc.id === 'm-1' ? { ...doc, title: 'After' } : doc) },
    }));
    const docs = await db.jobs.find({ sort: [{ id: 'asc' }] }).exec();
    expect(docs.map((d) => [d.id, d.title])).toEqual([
      ['m-1', 'After'],
      ['m-2', 'Kept'],
    ]);
    // And the migrated rows read through the fence as RxDB holds them.
    const internals = (await dexieInternalsOf(db.jobs as never))!;
    expect(rowToStored(internals, await internals.table.get('m-1'))).toEqual(docs[0]!.toJSON(true));
  });
});
