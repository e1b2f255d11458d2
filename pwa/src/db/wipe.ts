/**
 * Removes every IndexedDB database of a user from the device. RxDB's `remove()` empties its Dexie tables but
 * leaves one empty database per collection behind, named with the user id; those go too.
 */
import Dexie from 'dexie';
import type { AppDatabase } from './database.ts';
import type { DeviceDb } from './device-db.ts';

export async function wipeUserData(db: AppDatabase, device: DeviceDb): Promise<void> {
  const prefix = `rxdb-dexie-${db.name}--`;
  await db.remove();
  device.close();
  await device.delete();
  const leftovers = (await indexedDB.databases()).map((info) => info.name ?? '').filter((name) => name.startsWith(prefix));
  await Promise.all(leftovers.map((name) => Dexie.delete(name)));
}
