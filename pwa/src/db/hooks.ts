/**
 * Live reads for components: documents of a collection as plain objects, the outbox count and the refused
 * drafts. Built on RxDB's own React hooks and Dexie's live queries; they re-render when any tab writes.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { MangoQuerySelector } from 'rxdb';
import { useLiveRxQuery } from 'rxdb/plugins/react';
import type { CollectionName, DocOf } from '@shared/schemas/collections.ts';
import { useAppDatabase } from './current-database.ts';
import type { RefusedDraft } from './device-db.ts';
import { liveDocSet } from './live-doc-set.ts';

/** A selector no document matches (every collection's primary key is `id`). */
const MATCH_NOTHING = { id: '\u0000' };

/**
 * Live documents of a collection matching a selector (all by default).
 *
 * `holdWhile`: once some documents arrived, keep showing them, unchanged, while this is true, and stop querying.
 * Screens pass "the first sync is running": re-reading thousands of documents after every pulled batch made the
 * page janky and the list jump; the held list stays usable and is replaced once, when the sync is done.
 * `isHeld` says the documents are such a held set.
 */
export function useDocs<C extends CollectionName>(
  collection: C,
  selector: MangoQuerySelector<DocOf<C>> = {},
  { holdWhile = false }: { holdWhile?: boolean } = {},
): { docs: DocOf<C>[]; loading: boolean; isHeld: boolean } {
  const key = JSON.stringify(selector);
  const held = useRef<{ key: string; docs: DocOf<C>[] }>({ key: '', docs: [] });
  const heldHere = held.current.key === `${collection} ${key}` && held.current.docs.length > 0;
  const isHolding = holdWhile && heldHere;
  // The query object must be stable between renders, or the hook re-subscribes each time.
  const query = useMemo(() => ({ selector: isHolding ? MATCH_NOTHING : selector }), [key, isHolding]); // eslint-disable-line react-hooks/exhaustive-deps
  const { results } = useLiveRxQuery<DocOf<C>>({ collection, query: query as never });
  // RxDB's hook keeps `loading` true forever once its query changes (a stale closure in useRxQueryBase), so
  // loading is derived here: done once results arrived for the current query.
  const initialResults = useRef(results);
  const [loadedFor, setLoadedFor] = useState<object | null>(null);
  useEffect(() => {
    if (results !== initialResults.current) setLoadedFor(query);
  }, [results]); // eslint-disable-line react-hooks/exhaustive-deps
  const docs = useMemo(() => results.map((d) => d.toJSON() as DocOf<C>), [results]);
  const loading = loadedFor !== query;
  if (!isHolding && !loading) held.current = { key: `${collection} ${key}`, docs };
  // Held, or between a hold and the first results of the same query again: the documents last seen.
  if (isHolding || (loading && heldHere)) return { docs: held.current.docs, loading: false, isHeld: true };
  return { docs, loading, isHeld: false };
}

const NO_DOCS: readonly never[] = [];
const nothingToWatch = () => () => {};

/**
 * Like useDocs, for selectors that match thousands of documents (every active job): read in pages that never
 * block the page, then kept current change by change, shared between screens (db/live-doc-set.ts). The
 * selector must not constrain `id`. Unchanged documents keep their objects from one result to the next.
 */
export function useManyDocs<C extends CollectionName>(
  collection: C,
  selector: MangoQuerySelector<DocOf<C>>,
  { holdWhile = false }: { holdWhile?: boolean } = {},
): { docs: readonly DocOf<C>[]; loading: boolean; isHeld: boolean } {
  const dbs = useAppDatabase();
  const key = JSON.stringify(selector);
  const set = useMemo(
    () => (dbs ? liveDocSet(dbs.db.collections[collection] as never, selector as never) : null),
    [dbs, collection, key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useEffect(() => {
    if (!set) return;
    set.acquire();
    return () => set.release();
  }, [set]);
  const subscribe = useMemo(() => (set ? (listener: () => void) => set.subscribe(listener) : nothingToWatch), [set]);
  const current = useSyncExternalStore(subscribe, () => (set?.current ?? null) as readonly DocOf<C>[] | null);
  const held = useRef<{ set: unknown; docs: readonly DocOf<C>[] } | null>(null);
  const heldHere = held.current?.set === set && held.current.docs.length > 0 ? held.current.docs : null;
  if (holdWhile && heldHere) return { docs: heldHere, loading: false, isHeld: true };
  if (current) held.current = { set, docs: current };
  return { docs: current ?? NO_DOCS, loading: current === null, isHeld: false };
}

/** One live document, or undefined while loading or when absent. */
export function useDoc<C extends CollectionName>(collection: C, id: string | undefined): DocOf<C> | undefined {
  const { docs } = useDocs(collection, (id ? { id } : { id: '\u0000' }) as MangoQuerySelector<DocOf<C>>);
  return docs[0];
}

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
