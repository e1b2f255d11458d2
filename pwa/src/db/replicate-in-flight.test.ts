/**
 * A server state pulled while the same document's push is on its way is not lost: RxDB's downstream passes it
 * by (the device has a write not yet acknowledged) and moves its checkpoint past it, so replicate.ts holds it
 * and hands it to RxDB again once the push is answered.
 */
import { Subject } from 'rxjs';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, expect, it } from 'vitest';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { openAppDatabase, type AppDatabase } from './database.ts';
import { replicateAll, type ReplicationSet } from './replicate.ts';

let db: AppDatabase | undefined;
let replication: ReplicationSet | undefined;
afterEach(async () => {
  await replication?.cancel();
  await db?.remove();
  db = replication = undefined;
});

it('a pull landing while the push of that document is on its way is stored once the push is answered', async () => {
  db = await openAppDatabase(`replicate-in-flight-${Date.now()}`, 'candidate', () => false, getRxStorageMemory() as never, ['savedJobs']);
  const resync = new Subject<'RESYNC'>();
  let position = 0;
  let serverChanges: WireDoc[] = [];
  let pulledDuringPush = 0;
  let pushing = false;
  let answerPush = () => {};
  let pullMayAnswer: Promise<void> = Promise.resolve();
  let answerPull = () => {};
  const pushStarted = new Promise<void>((started) => {
    replication = replicateAll(db!, 'candidate', {
      async pull() {
        await pullMayAnswer;
        const documents = serverChanges;
        serverChanges = [];
        position += documents.length;
        if (pushing) pulledDuringPush += documents.length;
        return { documents, checkpoint: { xid: String(position), seq: 0 } };
      },
      async push() {
        pushing = true;
        started();
        await new Promise<void>((answer) => (answerPush = answer));
        pushing = false;
        return [];
      },
      resync$: () => resync.asObservable(),
      retryTimeMs: 10,
    }, ['savedJobs']);
  });
  await replication!.states.savedJobs.awaitInitialReplication();

  // A pull goes out (RxDB starts none while a push runs, but one already on its way goes on)...
  pullMayAnswer = new Promise<void>((answer) => (answerPull = answer));
  resync.next('RESYNC');
  // ...the device saves the job and pushes it...
  await db.savedJobs.insert({ id: 'u1:j1', jobId: 'j1' } as never);
  await pushStarted;
  // ...and the pull's answer, with another device's later change of that document, lands before the push's.
  serverChanges = [{ id: 'u1:j1', jobId: 'j1', userId: 'u1', savedAt: '2026-11-02T10:00:00.000Z', _deleted: false } as WireDoc];
  answerPull();
  await expect.poll(() => pulledDuringPush).toBe(1);
  answerPush();

  await expect.poll(async () => (await db!.savedJobs.findOne('u1:j1').exec())?.toJSON().savedAt).toBe('2026-11-02T10:00:00.000Z');
});
