/**
 * The page of the storage-fence benchmark (storage-fence.ts): the app's own storage code, built by Vite like the
 * app, doing each job the first sync's work-arounds do and, beside it, RxDB's supported API doing the same job.
 * Each function runs one job on the database `open` made; the Node side reads the main thread's time around it.
 */
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxStorage } from 'rxdb';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { appStorage, putInChunks, readMissesInOneRequest } from '../../../pwa/src/db/app-storage.ts';
import { openAppDatabase, type AppDatabase } from '../../../pwa/src/db/database.ts';
import { LiveDocSet } from '../../../pwa/src/db/live-doc-set.ts';
import { offThreadPut, type OffThreadPut } from '../../../pwa/src/db/off-thread-put.ts';
import { offThreadStorer } from '../../../pwa/src/db/replicate.ts';
import { dexieInternalsOfInstance } from '../../../pwa/src/db/rxdb-internals.ts';

/** Which of the app's patches of RxDB's Dexie storage are on: all (the app's), none (RxDB's own), or one. */
export type StorageKind = 'app' | 'plain' | 'reads' | 'chunks';

/** Pages the app's first sync keeps in the worker at once (replicate.ts's PAGES_AHEAD). */
const PAGES_AHEAD = 8;

function storageOf(kind: StorageKind): RxStorage<any, any> {
  if (kind === 'app') return appStorage();
  const base = getRxStorageDexie();
  if (kind === 'plain') return base;
  const create = base.createStorageInstance.bind(base);
  base.createStorageInstance = (async (params: Parameters<typeof create>[0]) => {
    const instance = await create(params);
    const internals = await dexieInternalsOfInstance(instance);
    if (internals && kind === 'reads') readMissesInOneRequest(internals.table);
    if (internals && kind === 'chunks') putInChunks(internals.table);
    return instance;
  }) as never;
  return base;
}

let db: AppDatabase | null = null;
let worker: OffThreadPut | null = null;
let pages: WireDoc[][] = [];
let opened = 0;

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

/** Runs `job`, answering its wall time and the longest task that started meanwhile. */
async function timed(job: () => Promise<unknown>): Promise<{ ms: number; longest: number }> {
  const start = performance.now();
  await job();
  const ms = performance.now() - start;
  // Long tasks are reported after they end, in a task of their own.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const longest = Math.max(0, ...longTasks.filter((t) => t.startTime >= start - 1 && t.startTime < start + ms).map((t) => t.duration));
  return { ms, longest };
}

const fence = {
  nothing() {
    return timed(async () => {});
  },
  setPages(given: WireDoc[][]) {
    pages = given;
  },
  async open(kind: StorageKind) {
    db = await openAppDatabase(`fence-bench-${Date.now()}-${opened++}`, 'candidate', () => false, storageOf(kind), ['jobs']);
  },
  async close() {
    worker?.close();
    worker = null;
    await db?.remove();
    db = null;
  },
  /** The worker starts with the first sync, while its first page is on its way: not part of storing. */
  startWorker() {
    worker = offThreadPut();
    if (!worker) throw new Error('no worker');
  },
  /** The work-around: every page to the worker, told to RxDB on its change stream once stored (replicate.ts). */
  storeByWorker() {
    return timed(async () => {
      const fail = () => Promise.reject(new Error('the worker did not store a page'));
      const storer = offThreadStorer(db!.jobs as never, worker!, 'fence-bench', fail, () => {});
      const inFlight: Promise<void>[] = [];
      for (const page of pages) {
        await storer.store(page);
        inFlight.push(storer.settled());
        if (inFlight.length > PAGES_AHEAD) await inFlight.shift();
      }
      await storer.settled();
    });
  },
  /** RxDB's supported writes of the same pages, one after another as a pull's pages come. */
  storeBy(api: 'bulkUpsert' | 'bulkInsert') {
    return timed(async () => {
      for (const page of pages) {
        const result = await db!.jobs[api](page as never);
        if (result.error.length > 0) throw new Error(`${api}: ${JSON.stringify(result.error[0])}`);
      }
    });
  },
  /** Stores pages [from, to) untimed: what a read by id finds there. */
  async fill(from: number, to: number) {
    for (const page of pages.slice(from, to)) await db!.jobs.bulkInsert(page as never);
  },
  /** A read by id of page `at`'s documents (none stored yet), as RxDB's write reads them first. */
  findPage(at: number) {
    return timed(async () => {
      const found = await db!.jobs.findByIds(pages[at]!.map((d) => d.id)).exec();
      if (found.size !== 0) throw new Error(`found ${found.size} of page ${at}`);
    });
  },
  /** The work-around: the live set's first read, paged from the table. */
  liveSetRead() {
    return timed(async () => {
      const set = new LiveDocSet(db!.jobs as never, { isActive: true } as never);
      await set.done;
      const count = set.current?.length;
      set.close();
      if (count !== pages.flat().length) throw new Error(`the live set read ${count}`);
    });
  },
  /** RxDB's supported live query of the same selector, to its first result. */
  rxQueryRead() {
    return timed(async () => {
      const docs = await new Promise<unknown[]>((resolve, reject) => {
        const subscription = db!.jobs.find({ selector: { isActive: true } }).$.subscribe({
          next: (found) => {
            resolve(found);
            queueMicrotask(() => subscription.unsubscribe());
          },
          error: reject,
        });
      });
      if (docs.length !== pages.flat().length) throw new Error(`the query read ${docs.length}`);
    });
  },
};

// Not `window.fence`: Chromium has one (fenced frames).
(window as unknown as { fenceBench: typeof fence }).fenceBench = fence;
export type FenceBench = typeof fence;
