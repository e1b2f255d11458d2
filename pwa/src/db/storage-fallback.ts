/**
 * Opens a user's databases, in this tab's memory when IndexedDB fails (full, a write refused, a browser that
 * allows no storage): the app keeps working online, and says once that offline use is off until storage
 * works again (sync-engine.ts). Only storage failures fall back; anything else is thrown as before.
 */
import type { CurrentUser } from '@shared/schemas/account.ts';
import { syncStatus } from '../state/sync-status.ts';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import type { OpenDatabases } from './current-database.ts';
import { openAppDatabase } from './database.ts';
import { openDeviceDb } from './device-db.ts';
import { collectionDefinition } from './migrations.ts';
import { isStorageFailure } from './storage-failure.ts';

type WasRefused = (collection: CollectionName, id: string) => boolean;

/**
 * The user's databases: on IndexedDB, or in this tab's memory once it failed (for the rest of the tab's life:
 * StorageBanner tells the user, once).
 */
export async function openUserDatabases(user: CurrentUser, wasRefused: WasRefused): Promise<OpenDatabases> {
  if (!syncStatus.storageInMemory) {
    try {
      return await openStored(user, wasRefused);
    } catch (error) {
      if (!isStorageFailure(error)) throw error;
      console.error('IndexedDB failed: this tab keeps the data in memory', error);
    }
    syncStatus.storageInMemory = true;
  }
  return openInMemory(user, wasRefused);
}

/** The user's databases on IndexedDB, after a write proves it takes writes (opening alone writes nothing). */
async function openStored(user: CurrentUser, wasRefused: WasRefused): Promise<OpenDatabases> {
  const device = openDeviceDb(user.id);
  try {
    await device.kept.put({ key: 'storage-check', value: true, at: Date.now() });
    await device.kept.delete('storage-check');
    return { device, db: await openAppDatabase(user.id, user.userType, wasRefused) };
  } catch (error) {
    device.close();
    throw error;
  }
}

/** The user's databases in this tab's memory: gone when the tab closes, so nothing here works offline. */
async function openInMemory(user: CurrentUser, wasRefused: WasRefused): Promise<OpenDatabases> {
  const [{ IDBFactory, IDBKeyRange }, { getRxStorageMemory }] = await Promise.all([import('fake-indexeddb'), import('rxdb/plugins/storage-memory')]);
  const device = openDeviceDb(user.id, { indexedDB: new IDBFactory(), IDBKeyRange });
  const db = await openAppDatabase(user.id, user.userType, wasRefused, getRxStorageMemory(), COLLECTION_NAMES, collectionDefinition, false);
  return { device, db };
}
