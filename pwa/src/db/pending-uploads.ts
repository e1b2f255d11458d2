/**
 * Files waiting to be uploaded, in the signed-in user's device database (Blobs in IndexedDB). The upload queue
 * (sync/upload-queue.ts) sends and removes them; screens read them live. Deleted with the rest at sign-out.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useAppDatabase } from './current-database.ts';
import type { DeviceDb, PendingUpload } from './device-db.ts';

/** What the upload queue needs of a store; the device database is one, tests use another. */
export interface PendingUploadStore {
  /** Every waiting upload, oldest first. */
  list(): Promise<PendingUpload[]>;
  add(upload: PendingUpload): Promise<void>;
  remove(id: string): Promise<void>;
  has(id: string): Promise<boolean>;
}

/** The pending uploads of a user's device database. */
export function devicePendingUploads(device: DeviceDb): PendingUploadStore {
  return {
    list: () => device.uploads.orderBy('at').toArray(),
    add: async (upload) => {
      await device.uploads.put(upload);
    },
    remove: (id) => device.uploads.delete(id),
    has: async (id) => (await device.uploads.get(id)) !== undefined,
  };
}

const NONE: PendingUpload[] = [];

/** Uploads waiting on this device, oldest first, live across tabs. */
export function usePendingUploads(): PendingUpload[] {
  const dbs = useAppDatabase();
  return useLiveQuery(() => dbs?.device.uploads.orderBy('at').toArray() ?? NONE, [dbs], NONE);
}
