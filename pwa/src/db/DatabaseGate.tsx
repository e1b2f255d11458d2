/**
 * Gives screens the signed-in user's local database. Signed out, it renders its children as they are; signed in,
 * it waits the moment the local database takes to open (never the network), then provides it to RxDB's hooks.
 * The screen's code (`preload`) is asked for meanwhile. If opening keeps failing (sync-engine retries first), it says so and offers a reload instead of waiting forever.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../state/session.ts';
import { syncStatus } from '../state/sync-status.ts';
import { Button, Spinner } from '../ui/index.ts';

// RxDB's React bindings come with the database code: a chunk loaded only once someone is signed in.
const OpenDatabaseProvider = lazy(async () => ({ default: (await import('./OpenDatabaseProvider.tsx')).OpenDatabaseProvider }));

/** `preload` loads the screen's code, asked while the database opens so the screen does not wait for it after. */
export function DatabaseGate({ children, preload }: { children: ReactNode; preload?: () => void }) {
  const { user } = useSnapshot(session);
  const { openFailed } = useSnapshot(syncStatus);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) preload?.();
  }, [signedIn, preload]);
  if (!user) return <>{children}</>;
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
  return (
    <Suspense fallback={fallback}>
      <OpenDatabaseProvider fallback={fallback}>{children}</OpenDatabaseProvider>
    </Suspense>
  );
}
