/**
 * Fans committed changes out to this instance's live streams. Every instance LISTENs on one channel, so a write
 * through any instance reaches devices connected to any other (PGlite delivers NOTIFY in-process).
 */
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { Database } from '../db/client.ts';
import { CHANGES_CHANNEL } from './store.ts';

/** A committed change: its collection and who may see it (`*` for everyone; else these users, and every user of role `r`). */
export interface ChangeEvent {
  c: CollectionName;
  u: '*' | string[];
  r?: 'candidate' | 'employer';
}

/** Whether a change may concern a user. */
export function concerns(event: ChangeEvent, user: { userId: string; userType: string }): boolean {
  return event.u === '*' || event.u.includes(user.userId) || event.r === user.userType;
}

/** The in-process side of the channel. */
export interface ChangeBus {
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

/** Start listening for changes on the database. */
export async function createChangeBus(database: Database): Promise<ChangeBus> {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const unlisten = await database.listen(CHANGES_CHANNEL, (payload) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      return;
    }
    for (const listener of listeners) listener(event);
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await unlisten();
    },
  };
}
