/**
 * Signing in and out on this device: remember the user, open their local database and start replication;
 * or end the server session, stop replication and wipe the device's copy of their data.
 */
import type { CurrentUser } from '@shared/schemas/account.ts';
import { clearCurrentUser, setCurrentUser } from '../state/session.ts';
import { setSignedOutNotice } from '../state/signed-out-notice.ts';
import { syncStatus } from '../state/sync-status.ts';
import { answer, api } from './api-client.ts';
import { loadSyncEngine } from './load-sync-engine.ts';

/**
 * Loads the sync engine's code when the page is next idle (a sign-in form is open): only its code, nothing of a
 * user's. Returns the cancel of that wait, for an effect's cleanup.
 */
export function preloadSignedInCode(): () => void {
  const load = () => void loadSyncEngine().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 200);
  return () => clearTimeout(timer);
}

/**
 * After any successful sign-in or sign-up. `onSignedIn` runs once the user is remembered, before their database
 * opens: the screen they go to loads its code and shows its loading state meanwhile, instead of after.
 */
export async function completeSignIn(user: CurrentUser, onSignedIn?: () => void): Promise<void> {
  // What the sign-in dialog said about an earlier forced sign-out is over (its kept writes stay that user's).
  setSignedOutNotice(null);
  setCurrentUser(user);
  onSignedIn?.();
  try {
    const { startSync } = await loadSyncEngine();
    await startSync(user);
    syncStatus.openFailed = false;
  } catch (error) {
    // The screen already shown waits for the database: it says it could not be opened and offers a reload
    // (which opens it again from the stored session), rather than 'Opening your data…' forever.
    syncStatus.openFailed = true;
    throw error;
  }
}

/** Log out: the server session ends (when online), then every local trace of the user goes. */
export async function signOut(): Promise<void> {
  // Replication stops first: a pull answered 401 once the session has ended would take the 'session ended
  // elsewhere' path and send the browser to the sign-in prompt instead of /.
  const { stopSync } = await loadSyncEngine();
  await stopSync({ wipe: true });
  await answer(api.auth.logout.$post()).catch(() => undefined);
  setSignedOutNotice(null);
  clearCurrentUser();
}
