import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { RxCollection } from 'rxdb';
import type { Job } from '@shared/schemas/job.ts';
import { jobDoc } from '../features/matching/doc-fixtures.ts';
import { openAppDatabase, type AppDatabase } from './database.ts';
import { LiveDocSet, liveDocSet } from './live-doc-set.ts';

const ACTIVE = { isActive: true } as const;
let db: AppDatabase | undefined;
let opened = 0;

afterEach(async () => {
  await db?.close();
  db = undefined;
});

// The app's storage (Dexie, over an in-memory IndexedDB), whose table the first read pages through directly, and
// RxDB's memory storage, read through RxDB's query.
const STORAGES = [
  { name: 'Dexie', make: () => getRxStorageDexie({ indexedDB, IDBKeyRange }), readsThroughQueries: false },
  { name: 'memory', make: () => getRxStorageMemory(), readsThroughQueries: true },
] as const;
let storage: (typeof STORAGES)[number] = STORAGES[0];

/** A device database holding `count` jobs, every seventh of them closed. */
async function jobsOnDevice(count: number): Promise<RxCollection<Job>> {
  db = await openAppDatabase(`live-set-${Date.now()}-${opened++}`, 'candidate', () => false, storage.make() as never, ['jobs']);
  const jobs = Array.from({ length: count }, (_, n) =>
    jobDoc({ id: `job-${String(n).padStart(6, '0')}`, title: `Job ${n}`, isActive: n % 7 !== 0 }),
  );
  await db.jobs.bulkInsert(jobs);
  return db.jobs;
}

/** What a one-shot query says is there now, as id → title. */
async function truth(jobs: RxCollection<Job>): Promise<Map<string, string>> {
  const docs = await jobs.find({ selector: ACTIVE }).exec();
  return new Map(docs.map((doc) => [doc.id, doc.title]));
}

const asMap = (docs: readonly Job[] | null) => new Map((docs ?? []).map((doc) => [doc.id, doc.title]));

describe.each(STORAGES)('LiveDocSet on $name storage', (current) => {
  it('reads every matching document in pages, and a write made between pages (another tab) is not lost', async () => {
    storage = current;
    const jobs = await jobsOnDevice(1_000);
    const find = vi.spyOn(jobs, 'find');
    let pages = 0;
    const set = new LiveDocSet(jobs, ACTIVE, {
      pageSize: 64,
      betweenPages: async () => {
        pages++;
        if (pages !== 3) return;
        // Pages 1-3 are read (ids up to about job-000220): change documents on both sides of the read.
        await jobs.findOne('job-000010').patch({ title: 'Ingénieur·e 🚀 e\u0301\u0000' });
        await jobs.findOne('job-000900').remove();
        await jobs.findOne('job-000011').patch({ isActive: false });
        await jobs.findOne('job-000700').patch({ title: 'Renamed ahead of the read' });
        await jobs.insert(jobDoc({ id: 'job-000000a', title: 'Behind the read' }));
        await jobs.insert(jobDoc({ id: 'job-999999', title: 'After every page' }));
      },
    });
    expect(set.current).toBeNull();
    await set.done;
    expect(pages).toBeGreaterThanOrEqual(Math.floor(((1_000 * 6) / 7) / 64));
    // Only the memory storage's pages are RxDB queries; on Dexie, find() made the matcher and nothing else.
    const pageQueries = find.mock.calls.filter(([query]) => JSON.stringify(query).includes('$gt')).length;
    expect(pageQueries > 0).toBe(current.readsThroughQueries);
    const expected = await truth(jobs);
    expect(expected.get('job-000010')).toBe('Ingénieur·e 🚀 e\u0301\u0000');
    expect(expected.has('job-000000a')).toBe(true);
    expect(asMap(set.current)).toEqual(expected);
    expect(set.current).toHaveLength(expected.size);
    set.close();
  });

  it('after the read, applies changes one by one: unchanged documents keep their objects, a burst gives one new array', async () => {
    storage = current;
    const jobs = await jobsOnDevice(300);
    const set = new LiveDocSet(jobs, ACTIVE);
    await set.done;
    const before = set.current!;
    const byId = new Map(before.map((doc) => [doc.id, doc]));
    let notified = 0;
    set.subscribe(() => notified++);

    await jobs.findOne('job-000001').patch({ title: 'Changed' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notified).toBe(1);
    const after = set.current!;
    expect(after.find((doc) => doc.id === 'job-000001')!.title).toBe('Changed');
    // RxDB's bookkeeping is not in the documents the screens get.
    expect(Object.keys(after.find((doc) => doc.id === 'job-000001')!).some((key) => key.startsWith('_'))).toBe(false);
    expect(after.filter((doc) => doc.id !== 'job-000001').every((doc) => doc === byId.get(doc.id))).toBe(true);

    notified = 0;
    await jobs.bulkInsert(Array.from({ length: 500 }, (_, n) => jobDoc({ id: `new-${n}`, title: `New ${n}` })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(notified).toBe(1);
    await jobs.findOne('job-000002').remove();
    await jobs.findOne('job-000003').patch({ isActive: false });
    await jobs.findOne('job-000007').patch({ isActive: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asMap(set.current)).toEqual(await truth(jobs));
    set.close();
  });

  it('is shared by selector, and dropped a while after its last user leaves', async () => {
    storage = current;
    const jobs = await jobsOnDevice(20);
    const one = liveDocSet(jobs, ACTIVE);
    expect(liveDocSet(jobs, { isActive: true })).toBe(one);
    expect(liveDocSet(jobs, { isActive: false })).not.toBe(one);

    let dropped = 0;
    const set = new LiveDocSet(jobs, ACTIVE, { keepUnusedMs: 5 }, () => dropped++);
    await set.done;
    set.acquire();
    set.acquire();
    set.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dropped).toBe(0);
    set.release();
    set.acquire();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dropped).toBe(0);
    set.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dropped).toBe(1);
    // A dropped set no longer follows the collection.
    const frozen = set.current;
    await jobs.findOne('job-000001').patch({ title: 'Later' });
    expect(set.current).toBe(frozen);
    one.close();
  });
});
