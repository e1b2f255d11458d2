/**
 * Started once per signed-in user: opens their local databases, replicates every collection (leader tab only,
 * with the live stream), tracks online state and the last sync, and on sign-out stops and wipes it all. The UI
 * never awaits replication: screens read local data and render at once, online or not.
 */
import type { CurrentUser } from '@shared/schemas/account.ts';
import { setCurrentDatabase, getCurrentDatabase, type OpenDatabases } from '../db/current-database.ts';
import { openUserDatabases } from '../db/storage-fallback.ts';
import { whenWritesFail } from '../db/storage-failure.ts';
import { bulkCollectionOf, PULL_BATCH, replicateAll, type ReplicationSet } from '../db/replicate.ts';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import { wipeUserData } from '../db/wipe.ts';
import { session } from '../state/session.ts';
import { forgetFirstCards } from '../state/first-cards.ts';
import { addEarlyPage, clearEarlyDocs, forgetEarlyDocs } from '../state/early-docs.ts';
import { lastSyncedKey } from '../state/first-sync-settled.ts';
import { syncStatus } from '../state/sync-status.ts';
import { onUnauthorized } from './api.ts';
import { announceIdReviewsMoved } from './id-review-hints.ts';
import { createLiveStream, type LiveStream } from './live-stream.ts';
import { reapplyUnsent } from './reapply-unsent.ts';
import { recordTimeZone } from './record-time-zone.ts';
import { askSession, followOtherTabs, leaveEndedSession, type EndedReason } from './session-ended.ts';
import { createReplicationClient, wasRefused } from './replication-client.ts';
import { announceRefusal } from './refusal-notice.ts';
import { startUploads, stopUploads } from './uploads.ts';
import { yieldToBrowser } from '../ui/yield-to-browser.ts';

interface Running {
  userId: string;
  replication: ReplicationSet;
  stream: LiveStream;
  stopListening: () => void;
}

let running: Running | null = null;

/**
 * How long a collection's first pull waits for the live stream to be watching (live-stream.ts). The stream
 * opens as the replications start, and they take longer than that to open their storage; on a connection too
 * slow for it, the pull goes anyway (and the stream's RESYNC repeats it).
 */
const FIRST_PULL_WAIT_MS = 1000;

/** Set while the leader tab's initial sync for a user runs. */
const leaderSyncKey = (userId: string) => `leaderInitialSync:${userId}`;
let starting: Promise<void> | null = null;
/** A stop (and wipe) under way: a sign-in right after a forced sign-out opens the database once it is gone. */
let stopping: Promise<void> | null = null;
let leaving = false;

/**
 * The session of `user` ended (the stream said why, or a call was answered 401): leave it, once. With `verify`,
 * the server is asked first: the word may be of a session this browser has since replaced (a sign-in in another
 * tab, a password changed here, a call sent with the old cookie just before).
 */
function endSessionOf(user: CurrentUser, reason: EndedReason, verify: boolean): void {
  // A sign-out already under way on this device (log out, account deleted in Settings) decides where to go.
  if (running?.userId !== user.id || leaving) return;
  leaving = true;
  void (async () => {
    // Offline or a server error right after the stream spoke: what it said stands.
    if (verify && (await askSession(user.id)) === 'live') return;
    if (running?.userId === user.id) await leaveEndedSession(user, reason, stopSync);
  })()
    .catch((error: unknown) => console.error('Leaving the ended session failed', error))
    .finally(() => (leaving = false));
}

function watchOnline(onOnline: () => void): () => void {
  const update = () => {
    syncStatus.online = navigator.onLine;
    if (navigator.onLine) onOnline();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

/**
 * A fresh device's first page of every collection, the bulk one's once the others are answered. Each answer is
 * also an early page (state/early-docs.ts): the screen draws from it before the database has opened.
 */
function prefetchFirstPages(client: ReturnType<typeof createReplicationClient>, user: CurrentUser): void {
  const bulk = bulkCollectionOf(user.userType);
  const early = (name: CollectionName) => (pages: unknown) => {
    const [page] = pages as { documents: Record<string, unknown>[] }[];
    if (page && session.user?.id === user.id) addEarlyPage(user.id, name, page.documents, page.documents.length < PULL_BATCH);
  };
  const own = COLLECTION_NAMES.filter((name) => name !== bulk).map((name) => client.prefetch(name, null, PULL_BATCH).then(early(name)));
  void Promise.allSettled(own).then(() => client.prefetch(bulk, null, PULL_BATCH).then(early(bulk), () => undefined));
}

/** Open the user's data and start replicating; safe to call again for the same user. */
export function startSync(user: CurrentUser): Promise<void> {
  if (running?.userId === user.id) return Promise.resolve();
  // Read now: a stop begun later may itself wait for this start (stopSync waits for `starting`).
  const stoppingBefore = starting ? null : stopping;
  starting ??= (async () => {
    if (running) await stopSync({ wipe: false });
    if (stoppingBefore) await stoppingBefore.catch(() => undefined);
    const stored = Number(localStorage.getItem(lastSyncedKey(user.id)));
    // Nothing synced on this device before: screens hold their first documents rather than re-read every batch.
    const isFirstSync = !(stored > 0);
    syncStatus.lastSyncedAt = stored > 0 ? stored : null;
    syncStatus.initialSyncing = true;
    syncStatus.isFirstSync = isFirstSync;
    syncStatus.initialReceived = {};
    syncStatus.initialTotal = {};
    syncStatus.arrived = {};
    // The device database is known once open; only pushes use it, and none is sent before it is.
    let opened: OpenDatabases | null = null;
    const client = createReplicationClient({
      get device() {
        if (!opened) throw new Error('the device database is not open yet');
        return opened.device;
      },
      onSynced(at) {
        syncStatus.lastSyncedAt = at;
        localStorage.setItem(lastSyncedKey(user.id), String(at));
      },
      // The server no longer knows this session (a 401): leave it on this device too.
      onSessionEnded: () => endSessionOf(user, 'unknown', true),
      onRefused: announceRefusal,
    });
    // A fresh device asks for its first pages while it opens its database (a third of a second and more, and
    // the replications' storage after it): the user's own collections first, then the first page of the bulk
    // one, whose answer makes the slice on the server. RxDB's first pulls take these answers (pulls from no
    // checkpoint are a valid prefix whenever they were sent), and the stream's first resync pulls each
    // collection once more from where they left off, so nothing changed meanwhile is missed.
    if (isFirstSync) prefetchFirstPages(client, user);
    // Loading this module was a task of its own; opening the database starts in the next one.
    await yieldToBrowser();
    let dbs: OpenDatabases;
    try {
      dbs = await openUserDatabases(user, wasRefused);
    } catch (error) {
      syncStatus.initialSyncing = false;
      syncStatus.isFirstSync = false;
      throw error;
    }
    opened = dbs;
    const { db, device } = dbs;
    setCurrentDatabase({ db, device });
    const stream = createLiveStream(client.hasAsked, {
      onSignedOut: (reason) => endSessionOf(user, reason, true),
      // The stream was answered with an error (an EventSource cannot read which): ask whether it was a 401.
      // Only a 401 ends the session here: a server restarting answers the stream with errors too.
      onRefused: () => void askSession(user.id).then((answer) => answer === 'ended' && endSessionOf(user, 'unknown', false)),
      onIdReviewsMoved: announceIdReviewsMoved,
    });
    const replication = replicateAll(db, user.userType, {
      ...client,
      async pull(collection, checkpoint, limit) {
        if (!client.hasAsked(collection)) await stream.watching(FIRST_PULL_WAIT_MS);
        return client.pull(collection, checkpoint, limit);
      },
      resync$: stream.resync$,
    });
    // Each collection's first pull stored: screens tell 'not here yet' from 'there is none' (a fresh device's
    // dashboard shows its progress, not a 'Create Your Profile' for a profile on its way).
    for (const [name, state] of Object.entries(replication.states)) {
      void state
        .awaitInitialReplication()
        .then(() => {
          if (running?.replication === replication) syncStatus.arrived[name as keyof typeof syncStatus.arrived] = true;
        })
        .catch(() => undefined);
    }
    const endInitialSync = () => {
      syncStatus.initialSyncing = false;
      syncStatus.isFirstSync = false;
    };
    // Only the leader tab replicates, so only its initial sync ever ends. It says in localStorage while that sync
    // runs; another tab shows it as its own (a first sync's held list, 'Syncing…') and ends it with the leader's
    // (the storage event), or at once when the leader is not in one. Before, such a tab held the jobs it had
    // read first (one page of a first sync) until it was reloaded.
    const leaderSyncing = leaderSyncKey(user.id);
    let leads = false;
    // Marks let the benchmark (and the browser's performance panel) see how long a first sync takes.
    performance.mark('hiresync:sync-start');
    void Promise.all(Object.values(replication.states).map((s) => s.awaitInitialReplication()))
      .then(() => performance.mark('hiresync:initial-sync-done'))
      .catch(() => undefined)
      .finally(() => {
        endInitialSync();
        if (leads) localStorage.removeItem(leaderSyncing);
      });
    // Only the leader tab replicates, so only it holds the stream open.
    void db.waitForLeadership().then(() => {
      leads = true;
      if (syncStatus.initialSyncing) localStorage.setItem(leaderSyncing, String(Date.now()));
      performance.mark('hiresync:leader');
      if (running?.stream === stream) stream.open();
      // Nothing here yet: RxDB's first pull of the bulk collection starts from no checkpoint, and it is asked for
      // as soon as the user's own data is in rather than once its replication has opened its storage (a quarter
      // of a second here). After the own collections' pulls, which the server then answers first.
      if (syncStatus.isFirstSync) {
        void replication.ownArrived.then(() => {
          if (running?.stream === stream) client.prefetch(bulkCollectionOf(user.userType), null, PULL_BATCH);
        });
      }
      // Writes kept when a session ended under this device go again, now that the same user is back.
      if (running?.stream === stream) {
        void reapplyUnsent(user, { db, device }, replication, () => running?.stream === stream).catch((error: unknown) =>
          console.error('Sending the writes kept at sign-out failed', error),
        );
        void recordTimeZone(user, { db, device }, replication, () => running?.stream === stream).catch((error: unknown) =>
          console.error('Recording the time zone failed', error),
        );
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key === leaderSyncing && event.newValue === null && !leads) endInitialSync();
    };
    window.addEventListener('storage', onStorage);
    void db
      .leaderElector()
      .hasLeader()
      .then((another) => {
        if (another && !leads && localStorage.getItem(leaderSyncing) === null) endInitialSync();
      })
      .catch(() => undefined);
    const stopWatchingOnline = watchOnline(() => replication.reSync());
    // Storage that fails a write from now on (full): this tab goes on in memory, synced afresh from the server.
    // Its writes not sent stay in IndexedDB, sent when storage works again on a later start.
    whenWritesFail(() => {
      if (running?.userId !== user.id) return;
      syncStatus.storageInMemory = true;
      void stopSync({ wipe: false }).then(() => startSync(user));
    });
    // A 401 from any API call, not only replication's, means the same.
    const stopUnauthorized = onUnauthorized(() => endSessionOf(user, 'unknown', true));
    const stopFollowing = followOtherTabs(user, stopSync);
    const stopListening = () => {
      stopFollowing();
      whenWritesFail(null);
      stopUnauthorized();
      stopWatchingOnline();
      window.removeEventListener('storage', onStorage);
      if (leads) localStorage.removeItem(leaderSyncing);
    };
    startUploads(user.id, device);
    running = { userId: user.id, replication, stream, stopListening };
  })().finally(() => (starting = null));
  return starting;
}

/** Stop replicating; with `wipe`, delete every local trace of the user's data. */
export function stopSync(options: { wipe: boolean }): Promise<void> {
  const stop = stopNow(options).finally(() => {
    if (stopping === stop) stopping = null;
  });
  stopping = stop;
  return stop;
}

async function stopNow({ wipe }: { wipe: boolean }): Promise<void> {
  if (starting) await starting.catch(() => undefined);
  const current = running;
  const dbs = getCurrentDatabase();
  running = null;
  setCurrentDatabase(null);
  clearEarlyDocs();
  stopUploads();
  if (current) {
    current.stopListening();
    current.stream.close();
    await current.replication.cancel();
    if (wipe) localStorage.removeItem(lastSyncedKey(current.userId));
  }
  // What a warm start draws first goes with the rest, whether or not the database had opened.
  const wipedUser = current?.userId ?? session.user?.id;
  if (wipe && wipedUser) {
    forgetFirstCards(wipedUser);
    forgetEarlyDocs(wipedUser);
  }
  if (dbs) {
    if (wipe) {
      await wipeUserData(dbs.db, dbs.device);
    } else {
      await dbs.db.close();
      dbs.device.close();
    }
  }
  syncStatus.lastSyncedAt = null;
  syncStatus.initialSyncing = false;
  syncStatus.isFirstSync = false;
  syncStatus.arrived = {};
}

/** Attempts at opening the local database at app start before the screen says it failed. */
const OPEN_ATTEMPTS = 3;

/**
 * At app start: resume the stored user's sync (works offline from the cached user). Opening can fail for a
 * moment (storage busy while the previous page of this tab still closes its connections), so it is retried
 * before the screens are told; a rejection left unhandled would keep them on 'Opening your data…' forever.
 */
export function resumeStoredSession(): void {
  const user = session.user;
  if (!user) return;
  void (async () => {
    for (let attempt = 1; attempt <= OPEN_ATTEMPTS; attempt++) {
      try {
        await startSync(user);
        syncStatus.openFailed = false;
        return;
      } catch (error) {
        console.error(`Opening the local database failed (attempt ${attempt} of ${OPEN_ATTEMPTS})`, error);
        if (session.user?.id !== user.id) return;
        if (attempt < OPEN_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
    syncStatus.openFailed = true;
  })();
}
