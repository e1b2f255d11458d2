/**
 * Provides the signed-in user's open database to RxDB's React hooks, or renders `fallback` until it is open.
 * Anything that reads replicated data from outside the screens (the header's bell) wraps itself in this.
 */
import type { ReactNode } from 'react';
import { RxDatabaseProvider } from 'rxdb/plugins/react';
import { useAppDatabase } from './current-database.ts';

export function OpenDatabaseProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const dbs = useAppDatabase();
  if (!dbs) return <>{fallback}</>;
  return (
    <RxDatabaseProvider key={dbs.db.name} database={dbs.db}>
      {children}
    </RxDatabaseProvider>
  );
}
