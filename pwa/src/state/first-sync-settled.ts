/**
 * When a device's first sync for the signed-in user is over. The service worker's first install downloads every
 * asset of the app (its precache) while that sync downloads and stores the user's data: on two cores the two
 * competed, and a first sync of 10,000 jobs took half a second longer. So the install waits for it, never long.
 */
import { subscribe } from 'valtio';
import { session } from './session.ts';
import { syncStatus } from './sync-status.ts';

/** Where the device keeps when it last synced a user (ms since epoch): absent before their first sync here. */
export const lastSyncedKey = (userId: string) => `lastSyncedAt:${userId}`;

/** The longest anything waits for a first sync (a slow or dropped connection must not keep the app from installing). */
export const FIRST_SYNC_WAIT_MS = 20_000;

/**
 * Settles at once when nobody is signed in or the device synced the user before; otherwise once their first sync
 * has started and ended (done, failed to open, or signed out), or after `capMs`.
 */
export function firstSyncSettled(capMs = FIRST_SYNC_WAIT_MS): Promise<void> {
  const user = session.user;
  if (!user || Number(localStorage.getItem(lastSyncedKey(user.id))) > 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let started = syncStatus.isFirstSync;
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = subscribe(syncStatus, () => {
      if (syncStatus.isFirstSync) started = true;
      else if (started || syncStatus.openFailed) done();
    });
    const timer = setTimeout(done, capMs);
  });
}
