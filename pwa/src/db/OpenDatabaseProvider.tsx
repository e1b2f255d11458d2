/**
 * Renders its children once the signed-in user's database is open (db/hooks.ts reads it), `fallback` until then.
 * Anything that reads replicated data from outside the screens (the header's bell) wraps itself in this.
 */
import { Fragment, useDeferredValue, type ReactNode } from 'react';
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
    // db/hooks.ts reads the open database itself; the key starts afresh for another user's.
    <Fragment key={dbs.db.name}>{children}</Fragment>
  );
}
