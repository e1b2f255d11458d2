/**
 * Gives screens the signed-in user's local database. Signed out, it renders its children as they are; signed in,
 * it waits the moment the local database takes to open (never the network); db/hooks.ts reads it.
 * The screen's code (`preload`) is asked for meanwhile. If opening keeps failing (sync-engine retries first), it says so and offers a reload instead of waiting forever.
 */
import { Fragment, useDeferredValue, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { earlyDocsOf, subscribeEarlyDocs } from '../state/early-docs.ts';
import { markFirstScreenDrawn } from '../state/first-screen.ts';
import { session } from '../state/session.ts';
import { syncStatus } from '../state/sync-status.ts';
import { Button, Spinner } from '../ui/index.ts';
import { useAppDatabase } from './current-database.ts';

/**
 * `preload` loads the screen's code, asked while the database opens so the screen does not wait for it after.
 * `early`: the screen reads only through db/hooks.ts and writes only through db/writes.ts (which wait for the
 * database), so it may render from the user's early documents (state/early-docs.ts) before the database opens;
 * 'first-sync': only from a fresh device's first pages (a warm start's snapshot holds only what Browse Jobs reads).
 */
export function DatabaseGate({ children, preload, early = false }: { children: ReactNode; preload?: () => void; early?: boolean | 'first-sync' }) {
  const { user } = useSnapshot(session);
  const { openFailed, isFirstSync } = useSnapshot(syncStatus);
  const dbs = useAppDatabase();
  // A database that has just opened mounts the screen in a deferred render, which React cuts into slices, not
  // in the urgent one the store's change starts (that was one task of 60-80 ms on a phone). A closed database
  // (sign-out) takes the screen away at once, so nothing below ever renders with one.
  const deferred = useDeferredValue(dbs);
  const earlyDocs = useSyncExternalStore(subscribeEarlyDocs, () => earlyDocsOf(user?.id));
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) preload?.();
  }, [signedIn, preload]);
  // Committed: the screen (or the loading state) is drawn, and the sync engine may take the main thread.
  useEffect(() => {
    if (signedIn) requestAnimationFrame(() => setTimeout(markFirstScreenDrawn, 0));
  }, [signedIn]);
  if (!user) return <>{children}</>;
  const isOpen = dbs !== null && deferred === dbs;
  // Keyed by the user: another user's screen state never carries over.
  const mayBeEarly = early === true || (early === 'first-sync' && isFirstSync);
  if (isOpen || (mayBeEarly && earlyDocs !== null && !openFailed)) return <Fragment key={user.id}>{children}</Fragment>;
  const fallback = openFailed ? (
    <div className="flex min-h-[40vh] flex-col items-center justify-center gap-3 px-4 text-center text-slate-700" role="alert">
      <p>Your data on this device could not be opened.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  ) : (
    <div className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600" role="status" data-loading-screen>
      <Spinner /> Opening your data…
    </div>
  );
  return fallback;
}
