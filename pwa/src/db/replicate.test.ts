/**
 * Pages that arrive faster than they are stored (several come in one answer) are still stored one page per
 * write: RxDB, left alone, merges pages that queue up into one write of thousands of documents, one long task
 * on the page. Also: the user's own collections pull first, the one that holds most after them (issue 52).
 */
import { NEVER } from 'rxjs';
import { Dexie } from 'dexie';
import { IDBKeyRange, IDBObjectStore, indexedDB } from 'fake-indexeddb';
import { MessageChannel } from 'node:worker_threads';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, expect, it, vi } from 'vitest';
import type { Checkpoint, WireDoc } from '@shared/schemas/replication.ts';
import { jobDoc } from '../features/matching/doc-fixtures.ts';
import { appStorage } from './app-storage.ts';
import { liveDocSet } from './live-doc-set.ts';
import { putOver, type PutRequest } from './off-thread-put.ts';
import { rowPutter } from './put-rows.ts';
import { openAppDatabase, type AppDatabase } from './database.ts';
import { PRIORITY_WAIT_MS, PULL_BATCH, replicateAll, type ReplicationHandlers, type ReplicationSet } from './replicate.ts';

let db: AppDatabase | undefined;
let replication: ReplicationSet | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await replication?.cancel();
  await db?.close();
  db = replication = undefined;
});

const JOBS = 2_345;

/** Handlers serving `all` as the jobs (the first `available()` of them), positions as checkpoints; no other collection has any. */
function serving(all: WireDoc[], opts: { available?: () => number; onPull?: (start: number, limit: number) => void } = {}): ReplicationHandlers {
  return {
    async pull(collection, checkpoint, limit) {
      const start = checkpoint ? Number(checkpoint.xid) : 0;
      if (collection === 'jobs') opts.onPull?.(start, limit);
      const documents = collection === 'jobs' ? all.slice(start, Math.min(start + limit, opts.available?.() ?? all.length)) : [];
      return { documents, checkpoint: { xid: String(start + documents.length), seq: 0 } };
    },
    push: async () => [],
    resync$: () => NEVER,
    retryTimeMs: 10,
  };
}

/** The size of every write to the jobs' storage from now on. */
function writeSizes(database: AppDatabase): number[] {
  const sizes: number[] = [];
  const storage = database.jobs.storageInstance;
  const bulkWrite = storage.bulkWrite.bind(storage);
  storage.bulkWrite = (rows, context) => {
    sizes.push(rows.length);
    return bulkWrite(rows, context);
  };
  return sizes;
}

it('stores pages handed out at once one page per write, and every document arrives', async () => {
  db = await openAppDatabase(`replicate-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['jobs', 'savedJobs']);
  const all: WireDoc[] = Array.from({ length: JOBS }, (_, n) => ({ ...jobDoc({ id: `job-${n}-🚀`, title: `Job ${n} e\u0301` }), _deleted: false }) as WireDoc);
  const writes = writeSizes(db);
  const started: string[] = [];
  replication = replicateAll(db, 'candidate', {
    // Every page at once, as pages of an answer already received are.
    async pull(collection, checkpoint: Checkpoint | null, limit) {
      started.push(collection);
      if (collection !== 'jobs') return { documents: [], checkpoint };
      const start = checkpoint ? Number(checkpoint.xid) : 0;
      const documents = all.slice(start, start + limit);
      return { documents, checkpoint: { xid: String(start + documents.length), seq: 0 } };
    },
    push: async () => [],
    resync$: () => NEVER,
    retryTimeMs: 10,
  }, ['savedJobs', 'jobs']);
  await Promise.all(Object.values(replication.states).map((s) => s.awaitInitialReplication()));
  expect(await db.jobs.count().exec()).toBe(JOBS);
  expect(writes.reduce((sum, n) => sum + n, 0)).toBe(JOBS);
  expect(Math.max(...writes)).toBeLessThanOrEqual(PULL_BATCH);
  // The user's own data first: the jobs are asked for only once the others' first pull is answered.
  expect(started.slice(0, 2)).toEqual(['savedJobs', 'jobs']);
});

it('asks for the bulk collection only once the own collections\' first pulls are stored, and after PRIORITY_WAIT_MS if one never is', { timeout: 20_000 }, async () => {
  const all: WireDoc[] = Array.from({ length: 3 }, (_, n) => ({ ...jobDoc({ id: `job-${n}` }), _deleted: false }) as WireDoc);
  const events: string[] = [];
  let answerOwn: () => void = () => undefined;
  const ownAnswered = new Promise<void>((resolve) => (answerOwn = resolve));
  db = await openAppDatabase(`replicate-priority-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['jobs', 'savedJobs']);
  replication = replicateAll(db, 'candidate', {
    ...serving(all),
    async pull(collection, checkpoint, limit) {
      events.push(`ask ${collection}`);
      if (collection === 'savedJobs' && !checkpoint) await ownAnswered;
      events.push(`answer ${collection}`);
      return serving(all).pull(collection, checkpoint, limit);
    },
  }, ['jobs', 'savedJobs']);
  await vi.waitFor(() => expect(events).toContain('ask savedJobs'), { timeout: 10_000 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(events).toEqual(['ask savedJobs']);
  answerOwn();
  await replication.states.jobs.awaitInitialReplication();
  expect(events.indexOf('ask jobs')).toBeGreaterThan(events.indexOf('answer savedJobs'));
  expect(await db.jobs.count().exec()).toBe(3);
  await replication.cancel();
  await db.close();

  // An own collection whose pull keeps failing (a server error) holds the jobs back PRIORITY_WAIT_MS, no longer.
  db = await openAppDatabase(`replicate-priority-fail-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['jobs', 'savedJobs']);
  const started = performance.now();
  let jobsAskedAt = 0;
  replication = replicateAll(db, 'candidate', {
    ...serving(all),
    async pull(collection, checkpoint, limit) {
      if (collection === 'savedJobs') throw new Error('server error');
      jobsAskedAt ||= performance.now() - started;
      return serving(all).pull(collection, checkpoint, limit);
    },
  }, ['jobs', 'savedJobs']);
  replication.states.savedJobs.error$.subscribe(() => undefined);
  await replication.states.jobs.awaitInitialReplication();
  expect(jobsAskedAt).toBeGreaterThanOrEqual(PRIORITY_WAIT_MS - 50);
  expect(jobsAskedAt).toBeLessThan(PRIORITY_WAIT_MS + 3000);
});

it('writes a first sync of a collection this role only reads straight to storage, over what an interrupted one left, and RxDB keeps its checkpoint', async () => {
  const name = `replicate-straight-${Date.now()}`;
  db = await openAppDatabase(name, 'candidate', () => false, getRxStorageMemory() as never, ['jobs', 'savedJobs']);
  const all: WireDoc[] = Array.from({ length: JOBS }, (_, n) => ({ ...jobDoc({ id: `job-${n}-👩🏽‍🔬`, title: `Job ${n} nã\u0303o` }), _deleted: n % 97 === 0 }) as WireDoc);
  // An earlier first sync stopped after storing some of them, older versions: they are overwritten, not refused.
  await db.jobs.bulkInsert(all.slice(100, 700).map(({ _deleted, ...job }) => ({ ...job, title: 'stale' })) as never);
  const asked: (string | null)[] = [];
  const pushed: unknown[] = [];
  const handlers = {
    async pull(collection: string, checkpoint: Checkpoint | null, limit: number) {
      if (collection !== 'jobs') return { documents: [], checkpoint };
      asked.push(checkpoint?.xid ?? null);
      const start = checkpoint ? Number(checkpoint.xid) : 0;
      const documents = all.slice(start, start + limit);
      return { documents, checkpoint: { xid: String(start + documents.length), seq: 0 } };
    },
    push: async (_c: string, rows: unknown[]) => {
      pushed.push(...rows);
      return [];
    },
    resync$: () => NEVER,
    retryTimeMs: 10,
  };
  replication = replicateAll(db, 'candidate', handlers as never, ['savedJobs', 'jobs']);
  await Promise.all(Object.values(replication.states).map((s) => s.awaitInitialReplication()));
  const stored = await db.jobs.find().exec();
  const live = all.filter((job) => !job._deleted);
  expect(stored.length).toBe(live.length);
  expect(new Map(stored.map((doc) => [doc.id, doc.title]))).toEqual(new Map(live.map((job) => [job.id, String(job.title)])));
  // Every page asked once, in order, from the start.
  expect(asked).toEqual(Array.from({ length: Math.ceil(JOBS / PULL_BATCH) }, (_, i) => (i === 0 ? null : String(i * PULL_BATCH))));
  expect(pushed).toEqual([]);
  // Started again (the next app start), the replication goes on from where the first sync ended.
  await replication.cancel();
  asked.length = 0;
  replication = replicateAll(db, 'candidate', handlers as never, ['savedJobs', 'jobs']);
  await Promise.all(Object.values(replication.states).map((s) => s.awaitInitialReplication()));
  expect(asked[0]).toBe(String(JOBS));
});

it('keeps the checkpoint of a first sync whose last page is full, so the next start goes on from there', async () => {
  db = await openAppDatabase(`replicate-full-pages-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['jobs']);
  const all: WireDoc[] = Array.from({ length: 2 * PULL_BATCH }, (_, n) => ({ ...jobDoc({ id: `full-${n}-🎯`, title: `Job ${n}` }), _deleted: false }) as WireDoc);
  const asked: number[] = [];
  const handlers = serving(all, { onPull: (start) => asked.push(start) });
  replication = replicateAll(db, 'candidate', handlers, ['jobs']);
  await replication.states.jobs.awaitInitialReplication();
  expect(asked).toEqual([0, PULL_BATCH, 2 * PULL_BATCH]);
  await replication.cancel();
  asked.length = 0;
  replication = replicateAll(db, 'candidate', handlers, ['jobs']);
  await replication.states.jobs.awaitInitialReplication();
  expect(asked).toEqual([2 * PULL_BATCH]);
  expect(await db.jobs.count().exec()).toBe(2 * PULL_BATCH);
});

it('stores later pulls of many documents one page per write too (through RxDB, after the first sync)', async () => {
  db = await openAppDatabase(`replicate-later-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['jobs']);
  const all: WireDoc[] = Array.from({ length: JOBS }, (_, n) => ({ ...jobDoc({ id: `later-${n}`, title: `Later ${n}` }), _deleted: false }) as WireDoc);
  const writes = writeSizes(db);
  let available = 10;
  replication = replicateAll(db, 'candidate', serving(all, { available: () => available }), ['jobs']);
  await replication.states.jobs.awaitInitialReplication();
  writes.length = 0;
  available = JOBS;
  replication.reSync();
  await replication.states.jobs.awaitInSync();
  await expect.poll(() => db!.jobs.count().exec()).toBe(JOBS);
  expect(Math.max(...writes)).toBeLessThanOrEqual(PULL_BATCH);
});

it('writes a first sync into an empty Dexie table without reading ids it has not written, and a document sent again is updated', async () => {
  db = await openAppDatabase(`replicate-dexie-${Date.now()}`, 'candidate', () => false, appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })) as never, ['jobs']);
  const all: WireDoc[] = Array.from({ length: 1_600 }, (_, n) => ({ ...jobDoc({ id: `dexie-${n}-🦎`, title: `Job ${n}` }), _deleted: false }) as WireDoc);
  // Edited during the sync: a later page brings a document again (1,600 documents, 1,601 sent).
  all.splice(1_200, 0, { ...all[3]!, title: 'Job 3, edited' } as WireDoc);
  // Reads of the jobs' own table (not RxDB's meta tables), by id or of its keys.
  let reads = 0;
  for (const method of ['get', 'getAll', 'getAllKeys', 'openCursor', 'openKeyCursor'] as const) {
    const original = IDBObjectStore.prototype[method] as (...args: unknown[]) => unknown;
    vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
      if (/jobs/.test(this.transaction.db.name) && !/meta/.test(this.transaction.db.name)) reads += 1;
      return original.apply(this, args);
    } as never);
  }
  let readsBeforeThirdPage = -1;
  const onPull = (start: number, limit: number) => {
    if (start === 2 * limit) readsBeforeThirdPage = reads;
  };
  replication = replicateAll(db, 'candidate', serving(all, { onPull }), ['jobs']);
  await replication.states.jobs.awaitInitialReplication();
  expect(await db.jobs.count().exec()).toBe(1_600);
  expect((await db.jobs.findOne('dexie-3-🦎').exec())?.title).toBe('Job 3, edited');
  // The first two pages were written without reading the table; the third (which brings a document again) reads.
  expect(readsBeforeThirdPage).toBe(0);
  expect(reads).toBeGreaterThan(0);
});

it('stores a first sync only once RxDB\'s upstream has read the empty table, so no page is taken for local writes', async () => {
  db = await openAppDatabase(`replicate-upstream-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['jobs']);
  const all: WireDoc[] = Array.from({ length: 1_234 }, (_, n) => ({ ...jobDoc({ id: `up-${n}-🧪`, title: `Job ${n} ñ` }), _deleted: false }) as WireDoc);
  // RxDB's upstream reads what is stored as local changes to push. Here its first read is slow (a busy device)
  // and the first page comes at once. (The memory storage answers that read with a query; nothing else queries
  // the jobs during the sync.)
  const storage = db.jobs.storageInstance;
  const query = storage.query.bind(storage);
  let takenForLocal = 0;
  let reads = 0;
  storage.query = async (prepared) => {
    if (reads++ === 0) await new Promise((resolve) => setTimeout(resolve, 150));
    const found = await query(prepared);
    takenForLocal += found.documents.length;
    return found;
  };
  replication = replicateAll(db, 'candidate', serving(all), ['jobs']);
  await replication.states.jobs.awaitInitialReplication();
  expect(await db.jobs.count().exec()).toBe(1_234);
  expect(reads).toBeGreaterThan(0);
  expect(takenForLocal).toBe(0);
});

/**
 * The worker's side (put-rows.ts) at the other end of a MessageChannel, with a connection of its own to the same
 * IndexedDB, as the worker has. `onOpen` sees each database it opens.
 */
function putThread(onAnswer: (answered: number, db: Dexie) => void = () => {}) {
  const channel = new MessageChannel();
  let db: Dexie | undefined;
  let answered = 0;
  const serve = rowPutter(
    (name) => (db = new Dexie(name, { indexedDB, IDBKeyRange, autoOpen: false })),
    (answer) => {
      channel.port2.postMessage(answer);
      onAnswer(++answered, db!);
    },
  );
  const requests: PutRequest[] = [];
  channel.port2.on('message', (request: PutRequest) => {
    requests.push(request);
    serve(request);
  });
  const client = putOver(channel.port1 as never, () => channel.port2.close());
  channel.port1.on('message', (data) => (channel.port1 as unknown as { onmessage: (e: unknown) => void }).onmessage?.({ data }));
  return { start: () => client, requests, close: () => channel.port1.close() };
}

it('stores a first sync in another thread, and this tab\'s queries and live sets see every page as if RxDB had written it', async () => {
  db = await openAppDatabase(`replicate-thread-${Date.now()}`, 'candidate', () => false, appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })) as never, ['jobs']);
  const all: WireDoc[] = Array.from({ length: 2_100 }, (_, n) => ({ ...jobDoc({ id: `thread-${n}-🧵`, title: `Job ${n} e\u0301 \u0000` }), _deleted: n % 250 === 7 }) as WireDoc);
  // Edited during the sync: a later page brings a document again; another is deleted in a later page.
  all.splice(1_300, 0, { ...all[3]!, title: 'Job 3, edited 🎉' } as WireDoc, { ...all[4]!, _deleted: true } as WireDoc);
  const live = new Map<string, string>();
  for (const job of all) {
    if (job._deleted) live.delete(job.id);
    else live.set(job.id, String(job.title));
  }
  const thread = putThread();
  const writes = writeSizes(db);
  // Opened before the sync, as Browse Jobs is: a live set and an RxDB query.
  const set = liveDocSet(db.jobs, {});
  set.acquire();
  let queried: string[] = [];
  const sub = db.jobs.find().$.subscribe((docs) => (queried = docs.map((d) => d.id)));
  replication = replicateAll(db, 'candidate', serving(all), ['jobs'], thread.start);
  await replication.states.jobs.awaitInitialReplication();
  // Every full page went to the thread; only the last went through RxDB.
  expect(thread.requests.map((r) => r.documents.length)).toEqual([500, 500, 500, 500]);
  expect(writes).toEqual([all.length - 4 * 500]);
  await expect.poll(() => set.current?.length).toBe(live.size);
  expect(new Map(set.current!.map((job) => [job.id, job.title]))).toEqual(live);
  await expect.poll(() => queried.length).toBe(live.size);
  expect(new Set(queried)).toEqual(new Set(live.keys()));
  const stored = await db.jobs.find().exec();
  expect(new Map(stored.map((doc) => [doc.id, doc.title]))).toEqual(live);
  // Deleted ones are kept as deleted, as RxDB keeps them.
  expect(await db.jobs.storageInstance.findDocumentsById(['thread-4-🧵', 'thread-7-🧵'], true)).toHaveLength(2);
  sub.unsubscribe();
  set.release();
  set.close();
  // The next start goes on from where the first sync ended.
  await replication.states.jobs.awaitInSync();
  await replication.cancel();
  const asked: number[] = [];
  replication = replicateAll(db, 'candidate', serving(all, { onPull: (start) => asked.push(start) }), ['jobs'], thread.start);
  await replication.states.jobs.awaitInitialReplication();
  expect(asked).toEqual([all.length]);
  thread.close();
});

it('stores on the page what the other thread failed to store, in order, and nothing is lost or stale', { timeout: 30_000 }, async () => {
  db = await openAppDatabase(`replicate-thread-fails-${Date.now()}`, 'candidate', () => false, appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })) as never, ['jobs']);
  const all: WireDoc[] = Array.from({ length: 2_600 }, (_, n) => ({ ...jobDoc({ id: `fails-${n}-💥`, title: `Job ${n}` }), _deleted: false }) as WireDoc);
  // Edited during the sync: a job of the page the thread stored comes again in a page it did not.
  all.splice(1_800, 0, { ...all[100]!, title: 'Job 100, edited' } as WireDoc);
  // The thread's connection closes once it has stored its first page (as on a failure of its own): what it was
  // given after that is not stored there.
  const thread = putThread((answered, threadDb) => answered === 1 && threadDb.close());
  const writes = writeSizes(db);
  replication = replicateAll(db, 'candidate', serving(all), ['jobs'], thread.start);
  await replication.states.jobs.awaitInitialReplication();
  expect(thread.requests.length).toBe(5);
  // The four pages the thread did not store were written on the page, through RxDB's storage, in order (the third
  // brings job 100 again, which the page knows the thread stored: written over in a second write), then the last.
  expect(writes).toEqual([500, 500, 500, 1, 500, 101]);
  const stored = await db.jobs.find().exec();
  expect(stored.length).toBe(2_600);
  expect((await db.jobs.findOne('fails-100-💥').exec())?.title).toBe('Job 100, edited');
  thread.close();
});

it('starts the storing thread for the bulk collection only, not for a collection whose first sync is one short page', async () => {
  db = await openAppDatabase(`replicate-thread-lazy-${Date.now()}`, 'candidate', () => false, appStorage(getRxStorageDexie({ indexedDB, IDBKeyRange })) as never, ['jobs', 'employers', 'verifications']);
  const all: WireDoc[] = Array.from({ length: 1_100 }, (_, n) => ({ ...jobDoc({ id: `lazy-${n}` }), _deleted: false }) as WireDoc);
  const thread = putThread();
  let starts = 0;
  replication = replicateAll(db, 'candidate', serving(all), ['jobs', 'employers', 'verifications'], () => {
    starts += 1;
    return thread.start();
  });
  await Promise.all(Object.values(replication.states).map((s) => s.awaitInitialReplication()));
  expect(starts).toBe(1);
  // Two full pages of jobs went to it; the last, short one went through RxDB.
  expect(thread.requests.map((r) => r.documents.length)).toEqual([500, 500]);
  expect(new Set(thread.requests.map((r) => r.dbName))).toEqual(new Set([thread.requests[0]!.dbName]));
  expect(thread.requests[0]!.dbName).toMatch(/jobs/);
  expect(await db.jobs.count().exec()).toBe(1_100);
  thread.close();
});
