/**
 * The service worker's install waits for a device's first sync: for as long as it runs, and no longer than the cap
 * when it never starts or never ends.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { firstSyncSettled, lastSyncedKey } from './first-sync-settled.ts';
import { session } from './session.ts';
import { syncStatus } from './sync-status.ts';

const user = { id: 'user-🚀-1', userType: 'candidate', email: 'a@example.com', firstName: 'A', lastName: 'B' } as never;

/** Whether the promise has settled, after every pending notification and microtask has run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) });
  Object.assign(syncStatus, { isFirstSync: false, openFailed: false, initialSyncing: false });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.user = null;
});

it('settles at once when nobody is signed in, or the device synced the user before', async () => {
  expect(await isSettled(firstSyncSettled())).toBe(true);
  session.user = user;
  localStorage.setItem(lastSyncedKey('user-🚀-1'), String(Date.now() - 60_000));
  expect(await isSettled(firstSyncSettled())).toBe(true);
});

it('waits while a first sync runs, and settles when it ends', async () => {
  session.user = user;
  const settled = firstSyncSettled();
  expect(await isSettled(settled)).toBe(false);
  syncStatus.isFirstSync = true;
  syncStatus.initialReceived = { jobs: 500 };
  expect(await isSettled(settled)).toBe(false);
  syncStatus.isFirstSync = false;
  expect(await isSettled(settled)).toBe(true);
});

it('settles when the database could not be opened, though no sync started', async () => {
  session.user = user;
  const settled = firstSyncSettled();
  syncStatus.openFailed = true;
  expect(await isSettled(settled)).toBe(true);
});

it('waits no longer than the cap for a sync that never ends', async () => {
  vi.useFakeTimers();
  session.user = user;
  const settled = firstSyncSettled(20_000);
  syncStatus.isFirstSync = true;
  await vi.advanceTimersByTimeAsync(19_000);
  let done = false;
  void settled.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(500);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(600);
  expect(done).toBe(true);
});
