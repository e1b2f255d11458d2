/**
 * Holds the signed-in user's open database for React: components read it through `useAppDatabase`, and the
 * sync engine sets it at sign-in and clears it at sign-out.
 */
import { useSyncExternalStore } from 'react';
import type { AppDatabase } from './database.ts';
import type { DeviceDb } from './device-db.ts';

/** The user's replicated database and their device-only one. */
export interface OpenDatabases {
  db: AppDatabase;
  device: DeviceDb;
}

let current: OpenDatabases | null = null;
const listeners = new Set<() => void>();

/** Set (or clear) the open database. */
export function setCurrentDatabase(dbs: OpenDatabases | null): void {
  current = dbs;
  for (const listener of listeners) listener();
}

/**
 * The open database, waiting up to `timeoutMs` for one to be set (a screen drawn from early documents
 * before the database opened: state/early-docs.ts); null if none was by then.
 */
export function whenDatabaseOpen(timeoutMs: number): Promise<OpenDatabases | null> {
  if (current) return Promise.resolve(current);
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(check);
      clearTimeout(timer);
      resolve(current);
    };
    const check = () => {
      if (current) done();
    };
    const timer = setTimeout(done, timeoutMs);
    listeners.add(check);
  });
}

/** The open database, if any. */
export function getCurrentDatabase(): OpenDatabases | null {
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open database in a component (null until it is open). */
export function useAppDatabase(): OpenDatabases | null {
  return useSyncExternalStore(subscribe, getCurrentDatabase, getCurrentDatabase);
}
