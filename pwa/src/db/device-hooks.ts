/**
 * Live reads of the device database (Dexie's live queries): the outbox count, refused drafts and pending ids.
 * Apart from db/hooks.ts so a screen that reads only documents does not load Dexie's React bindings.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { useAppDatabase } from './current-database.ts';
import type { RefusedDraft } from './device-db.ts';

/** How many local changes wait to be sent: writes, and files waiting to be uploaded. */
export function useOutboxCount(): number {
  const dbs = useAppDatabase();
  return useLiveQuery(
    async () => (dbs ? (await dbs.device.outbox.count()) + (await dbs.device.uploads.count()) : 0),
    [dbs],
    0,
  );
}

/** Writes the server refused, newest first. */
export function useRefusedDrafts(collection?: CollectionName): RefusedDraft[] {
  const dbs = useAppDatabase();
  return useLiveQuery(
    async () => {
      if (!dbs) return [];
      const all = collection ? await dbs.device.refused.where('collection').equals(collection).toArray() : await dbs.device.refused.toArray();
      return all.sort((a, b) => b.at - a.at);
    },
    [dbs, collection],
    [],
  );
}

const NO_IDS: ReadonlySet<string> = new Set();

/** Ids of a collection's documents with local changes the server has not accepted yet (shown as pending). */
export function usePendingIds(collection: CollectionName): ReadonlySet<string> {
  const dbs = useAppDatabase();
  return useLiveQuery(
    async () => {
      if (!dbs) return NO_IDS;
      const entries = await dbs.device.outbox.where('collection').equals(collection).toArray();
      return new Set(entries.map((entry) => entry.docId));
    },
    [dbs, collection],
    NO_IDS,
  );
}

/**
 * Ids of a collection's documents whose `field` has a local change the server has not accepted yet (a write of
 * the whole document counts): an interview whose scorecard waits on the device, not one only rescheduled.
 */
export function usePendingFieldIds(collection: CollectionName, field: string): ReadonlySet<string> {
  const dbs = useAppDatabase();
  return useLiveQuery(
    async () => {
      if (!dbs) return NO_IDS;
      const entries = await dbs.device.outbox.where('collection').equals(collection).toArray();
      return new Set(entries.filter((entry) => !entry.fields || entry.fields.includes(field)).map((entry) => entry.docId));
    },
    [dbs, collection, field],
    NO_IDS,
  );
}
