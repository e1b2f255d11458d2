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
import { patchDoc, patchEach, patchFields, saveDoc } from './writes.ts';

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

it('patchEach writes several documents at once: each changed one in the outbox with its fields, one left alone not', async () => {
  const { db, device } = await openDevice(`outbox-each-${Date.now()}`);
  await db.collections.candidates.bulkInsert([candidateDoc({ id: 'c1', location: 'Berlin, Germany' }), candidateDoc({ id: 'c2', location: 'Porto, Portugal' }), candidateDoc({ id: 'c3' })] as never);
  await patchFields('candidates', 'c2', { title: 'Earlier' });
  // c3 is left as it is (null); c9 is not stored: both skipped.
  const written = await patchEach('candidates', ['c1', 'c2', 'c3', 'c9'], (stored) => (stored.id === 'c3' ? null : { location: `${stored.location} (moved)` }));
  expect(written).toEqual(['c1', 'c2']);
  const stored = await db.collections.candidates.findByIds(['c1', 'c2', 'c3']).exec();
  expect(stored.get('c1')!.toJSON().location).toBe('Berlin, Germany (moved)');
  expect(stored.get('c2')!.toJSON()).toMatchObject({ location: 'Porto, Portugal (moved)', title: 'Earlier' });
  expect((await device.outbox.get(outboxKey('candidates', 'c1')))?.fields).toEqual(['location']);
  expect((await device.outbox.get(outboxKey('candidates', 'c2')))?.fields?.sort()).toEqual(['location', 'title']);
  expect(await device.outbox.get(outboxKey('candidates', 'c3'))).toBeUndefined();
  expect(await patchEach('candidates', ['c3'], () => null)).toEqual([]);
});
