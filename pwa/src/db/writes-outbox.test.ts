/**
 * The outbox notes which fields the waiting writes set (what a forced sign-out keeps and writes again,
 * unsent-drafts.ts): field writes add up, and a whole-document write makes the entry whole until it is sent.
 */
import 'fake-indexeddb/auto';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, expect, it } from 'vitest';
import { candidateDoc } from '../features/matching/doc-fixtures.ts';
import { setCurrentDatabase } from './current-database.ts';
import { openAppDatabase, type AppDatabase } from './database.ts';
import { openDeviceDb, outboxKey, type DeviceDb } from './device-db.ts';
import { draftsFromOutbox } from './unsent-drafts.ts';
import { patchDoc, patchFields, saveDoc } from './writes.ts';

let open: { db: AppDatabase; device: DeviceDb } | null = null;
afterEach(async () => {
  setCurrentDatabase(null);
  await open?.db.close();
  open?.device.close();
  open = null;
});

async function openDevice(name: string) {
  open = { db: await openAppDatabase(name, 'candidate', () => false, getRxStorageMemory() as never, ['candidates']), device: openDeviceDb(name) };
  setCurrentDatabase(open);
  return open;
}

it('field writes add up in the outbox and the kept draft holds only those fields; a whole write makes it whole', async () => {
  const { db, device } = await openDevice(`outbox-fields-${Date.now()}`);
  const doc = candidateDoc({ id: 'c1', location: 'Berlin, Germany' });
  await db.collections.candidates.insert(doc as never);
  await patchFields('candidates', 'c1', { location: 'Porto, Portugal' });
  await patchDoc('candidates', 'c1', { title: 'Data engineer' } as never);
  const entry = await device.outbox.get(outboxKey('candidates', 'c1'));
  expect(entry?.fields?.sort()).toEqual(['location', 'title']);
  const [draft] = await draftsFromOutbox([entry!], async (_, id) => (await db.collections.candidates.findOne(id).exec())!.toJSON() as never);
  expect(draft!.document).toEqual({ id: 'c1', location: 'Porto, Portugal', title: 'Data engineer' });
  // A whole-document write makes the entry whole, and a field write after it leaves it whole.
  await saveDoc('candidates', { ...doc, bio: 'Rewritten whole' } as never);
  await patchFields('candidates', 'c1', { location: 'Faro, Portugal' });
  expect((await device.outbox.get(outboxKey('candidates', 'c1')))?.fields).toBeUndefined();
});
