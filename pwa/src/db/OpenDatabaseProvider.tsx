/**
 * Provides the signed-in user's open database to RxDB's React hooks, or renders `fallback` until it is open.
 * Anything that reads replicated data from outside the screens (the header's bell) wraps itself in this.
 */
import { useDeferredValue, type ReactNode } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { useAppDatabase } from './current-database.ts';

export function OpenDatabaseProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const dbs = useAppDatabase();
  // A database that has just opened mounts the screen in a deferred render, which React cuts into slices, not
  // in the urgent one the store's change starts (that was one task of 60-80 ms on a phone). Until the deferred
  // value has caught up, the fallback stays; a closed database (sign-out) takes the screen away at once, so
  // nothing below ever renders with one.
  const deferred = useDeferredValue(dbs);
  if (!dbs || deferred !== dbs) return <>{fallback}</>;
  return (
    <RxDatabaseProvider key={dbs.db.name} database={dbs.db}>
      {children}
    </RxDatabaseProvider>
  );
}
