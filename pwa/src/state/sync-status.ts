/**
 * What the sync indicator shows: online or not, how many local changes wait to be sent, when the device last
 * synced, and whether the server refused something. Written by `sync/`, read by the shell.
 */
import { proxy } from 'valtio';

export const syncStatus = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** Local changes not yet accepted by the server. */
  pending: 0,
  /** When a pull or push last succeeded (ms since epoch), or null if never on this device. */
  lastSyncedAt: null as number | null,
  /** Writes the server refused, kept as drafts until the user fixes or discards them. */
  refused: 0,
  /** True while the first sync after sign-in is still running. */
  initialSyncing: false,
  /** Set when the server says this app version is outdated; the shell offers a reload. */
  outdated: false,
});
