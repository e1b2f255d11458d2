/**
 * Pages that arrive faster than they are stored (several come in one answer) are still stored one page per
 * write: RxDB, left alone, merges pages that queue up into one write of thousands of documents, one long task
 * on the page. Also: the collection that holds most starts first.
 */
import { NEVER } from 'rxjs';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, expect, it } from 'vitest';
import type { Checkpoint, WireDoc } from '@shared/schemas/replication.ts';
import { jobDoc } from '../features/matching/doc-fixtures.ts';
import { openAppDatabase, type AppDatabase } from './database.ts';
import { PULL_BATCH, replicateAll, type ReplicationSet } from './replicate.ts';

let db: AppDatabase | undefined;
let replication: ReplicationSet | undefined;
afterEach(async () => {
  await replication?.cancel();
  await db?.close();
  db = replication = undefined;
});

const JOBS = 2_345;

it('stores pages handed out at once one page per write, and every document arrives', async () => {
  db = await openAppDatabase(`replicate-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['jobs', 'savedJobs']);
  const all: WireDoc[] = Array.from({ length: JOBS }, (_, n) => ({ ...jobDoc({ id: `job-${n}-🚀`, title: `Job ${n} e\u0301` }), _deleted: false }) as WireDoc);
  const writes: number[] = [];
  const storage = db.jobs.storageInstance;
  const bulkWrite = storage.bulkWrite.bind(storage);
  storage.bulkWrite = (rows, context) => {
    writes.push(rows.length);
    return bulkWrite(rows, context);
  };
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
  expect(started[0]).toBe('jobs');
});
