/**
 * A session that ended under this device (its stream said `signed-out`, or any call was answered 401): the
 * device signs out at once, says why in the sign-in dialog, and removes the user's synced data as a logout
 * does, except the writes it had not sent: those are kept as drafts of that user (db/unsent-drafts.ts), unless
 * the account was deleted. Deciding that it ended is the engine's (sync-engine.ts); this does the leaving.
 */
import { navigate } from 'wouter/use-browser-location';
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { SignOutReason } from '@shared/schemas/signed-out.ts';
import { getCurrentDatabase } from '../db/current-database.ts';
import { discardUnsent, draftsFromOutbox, keepUnsent, readUnsent, type UnsentDraft } from '../db/unsent-drafts.ts';
import { clearCurrentUser } from '../state/session.ts';
import { NOTICE_KEY, readStored, setSignedOutNotice, signedOut } from '../state/signed-out-notice.ts';
import { SIGN_IN_PATH } from '../features/auth/sign-in-prompt.ts';
import { ApiError } from './api.ts';
import { answer, api } from './api-client.ts';

/** Why a session ended, or 'unknown' when only a 401 said so. */
export type EndedReason = SignOutReason | 'unknown';

/**
 * What the server says of `userId`'s session here now: 'live', 'ended' (a 401), or 'unknown' (offline, a server
 * error). A stream can end for a session this browser has already replaced (a sign-in in another tab rotates the
 * cookie): then there is nothing to leave.
 */
export async function askSession(userId: string): Promise<'live' | 'ended' | 'unknown'> {
  try {
    const { user } = await answer(api.auth.me.$get());
    return user.id === userId ? 'live' : 'ended';
  } catch (error) {
    return error instanceof ApiError && error.status === 401 ? 'ended' : 'unknown';
  }
}

async function unsentOf(): Promise<UnsentDraft[]> {
  const dbs = getCurrentDatabase();
  if (!dbs) return [];
  const entries = await dbs.device.outbox.toArray();
  return draftsFromOutbox(entries, async (collection, id) => {
    const doc = await (dbs.db.collections[collection] as any).findOne(id).exec();
    return doc ? (doc.toJSON() as Record<string, unknown>) : null;
  });
}

/** Leave the ended session of `user`; `stop` stops replication and wipes (sync-engine's stopSync). */
export async function leaveEndedSession(user: CurrentUser, reason: EndedReason, stop: (options: { wipe: boolean }) => Promise<void>): Promise<void> {
  const drafts = await unsentOf().catch((error: unknown) => {
    console.error('Reading the writes not sent failed', error);
    return [];
  });
  const deleted = reason === 'account_deleted';
  let kept = 0;
  if (deleted) await discardUnsent(user.id).catch(() => undefined);
  else {
    await keepUnsent(user.id, drafts).catch((error: unknown) => console.error('Keeping the writes not sent failed', error));
    kept = (await readUnsent(user.id).catch(() => drafts)).length;
  }
  setSignedOutNotice({ userId: user.id, email: user.email, reason, unsent: kept, discarded: deleted ? drafts.length : 0 });
  // The screens leave at once (they read no data once the user is gone); the wipe follows.
  clearCurrentUser();
  navigate(SIGN_IN_PATH, { replace: true });
  await stop({ wipe: true });
}

/**
 * Another tab of this device left `user`'s ended session (the leader, whose stream heard it): this tab leaves
 * too, at once, saying the same. That tab wipes the data; this one only stops. Answers how to stop following.
 */
export function followOtherTabs(user: CurrentUser, stop: (options: { wipe: boolean }) => Promise<void>): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== NOTICE_KEY || !event.newValue) return;
    const notice = readStored();
    if (notice?.userId !== user.id) return;
    signedOut.notice = notice;
    clearCurrentUser();
    navigate(SIGN_IN_PATH, { replace: true });
    void stop({ wipe: false });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
