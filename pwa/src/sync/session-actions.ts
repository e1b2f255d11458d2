/**
 * Signing in and out on this device: remember the user, open their local database and start replication;
 * or end the server session, stop replication and wipe the device's copy of their data.
 */
import type { CurrentUser } from '@shared/schemas/account.ts';
import { clearCurrentUser, setCurrentUser } from '../state/session.ts';
import { setSignedOutNotice } from '../state/signed-out-notice.ts';
import { answer, api } from './api-client.ts';
import { loadSyncEngine } from './load-sync-engine.ts';

/** After any successful sign-in or sign-up. */
export async function completeSignIn(user: CurrentUser): Promise<void> {
  // What the sign-in dialog said about an earlier forced sign-out is over (its kept writes stay that user's).
  setSignedOutNotice(null);
  setCurrentUser(user);
  const { startSync } = await loadSyncEngine();
  await startSync(user);
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
