/**
 * Gives screens the signed-in user's local database. Signed out, it renders its children as they are; signed in,
 * it waits the moment the local database takes to open (never the network), then provides it to RxDB's hooks.
 */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../state/session.ts';
import { Spinner } from '../ui/index.ts';
import { OpenDatabaseProvider } from './OpenDatabaseProvider.tsx';

export function DatabaseGate({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(session);
  if (!user) return <>{children}</>;
  return (
    <OpenDatabaseProvider
      fallback={
        <div className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600" role="status">
          <Spinner /> Opening your data…
        </div>
      }
    >
      {children}
    </OpenDatabaseProvider>
  );
}
