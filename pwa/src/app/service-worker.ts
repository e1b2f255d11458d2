/**
 * Service worker registration (production builds only: in development Vite serves modules the worker would
 * cache). A new version never takes over by itself: it waits until the user presses 'Reload' in the update
 * banner, so a form being filled in is not lost to a surprise reload.
 */
import { Workbox } from 'workbox-window';
import { proxy } from 'valtio';

/** Whether a new version of the app is installed and waiting for the user's reload. */
export const appUpdate = proxy({ isWaiting: false });

let workbox: Workbox | null = null;

/**
 * Register once `after` settles (a first sync is over: state/first-sync-settled.ts), and not before the page has
 * loaded (Workbox waits for the load event), so the install's downloads of the whole app compete with neither.
 */
export function registerServiceWorker(after: Promise<void> = Promise.resolve()): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');
  workbox = wb;
  wb.addEventListener('waiting', () => {
    appUpdate.isWaiting = true;
  });
  void after
    .then(() => wb.register())
    .then(async () => {
      // Not controlled while a version is active: this page began loading while it activated, and its claim of
      // the open pages missed it. Asked, the worker takes it over, so its lazy screens open offline.
      const registration = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: 'CLAIM_CLIENTS' });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}

/** Let the waiting version take over, then reload once it controls the page. Without one, a plain reload. */
export function applyUpdate(): void {
  if (!workbox || !appUpdate.isWaiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * The server no longer accepts this version (its schema changed): fetch the new version, let it take over and
 * reload. Once per tab session, so a server that still refuses after the reload cannot cause a reload loop.
 */
export async function updateAndReload(): Promise<void> {
  if (sessionStorage.getItem('reloadedForUpdate')) return;
  sessionStorage.setItem('reloadedForUpdate', String(Date.now()));
  if (workbox) {
    await workbox.update().catch(() => undefined);
    if (appUpdate.isWaiting) return applyUpdate();
  }
  window.location.reload();
}
