/**
 * What the sync indicator shows besides the counts it reads live from the device database (changes waiting,
 * writes refused): online or not, when the device last synced, first sync under way, app outdated. Written by
 * `sync/`, read by the shell.
 */
import { proxy } from 'valtio';
import type { CollectionName } from '@shared/schemas/collections.ts';

export const syncStatus = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** When a pull or push last succeeded (ms since epoch), or null if never on this device. */
  lastSyncedAt: null as number | null,
  /** True while the first sync after sign-in is still running. */
  initialSyncing: false,
  /** True while that sync is the device's very first for the user (nothing synced here before). */
  isFirstSync: false,
  /** Documents received so far in that first sync, per collection (screens show the count while they wait). */
  initialReceived: {} as Partial<Record<CollectionName, number>>,
  /** How many documents that first sync brings in all, where the server said (the jobs of a candidate's slice). */
  initialTotal: {} as Partial<Record<CollectionName, number>>,
  /** The collections whose first pull of this start is stored (leader tab): what a first sync has brought so far. */
  arrived: {} as Partial<Record<CollectionName, true>>,
  /** Set when the server says this app version is outdated; the shell offers a reload. */
  outdated: false,
  /** Set when the local database could not be opened even after retrying; the shell offers a reload. */
  openFailed: false,
  /** Set when IndexedDB failed and this tab keeps the data in memory: offline use is off (db/storage-fallback.ts). */
  storageInMemory: false,
});
