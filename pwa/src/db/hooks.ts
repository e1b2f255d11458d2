/**
 * Live reads for components: documents of a collection as plain objects, built on RxDB's live queries; they
 * re-render when any tab writes. The outbox's and refused drafts' live reads are in device-hooks.ts.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { MangoQuerySelector } from 'rxdb';
import type { CollectionName, DocOf } from '@shared/schemas/collections.ts';
import { getCurrentDatabase, useAppDatabase } from './current-database.ts';
import { useSnapshot } from 'valtio';
import { earlyDocsOf, matchEarly, subscribeEarlyDocs, type EarlyCollections } from '../state/early-docs.ts';
import { session } from '../state/session.ts';
import { syncStatus } from '../state/sync-status.ts';

/** A selector no document matches (every collection's primary key is `id`). */
const MATCH_NOTHING = { id: '\u0000' };

/**
 * A live query of the open database's collection, as plain objects: `docs` are for `query` once `loaded`
 * (RxDB's own hook needed its React context, which only an open database has, and kept `loading` true forever
 * once its query changed).
 */
function useLiveQueryOf<C extends CollectionName>(collection: C, query: { selector: object }): { docs: DocOf<C>[]; loaded: boolean } {
  const dbs = useAppDatabase();
  const rxCollection = dbs?.db.collections[collection] as { find(q: object): { $: { subscribe(next: (docs: { toJSON(): unknown }[]) => void): { unsubscribe(): void } } } } | undefined;
  const [state, setState] = useState<{ query: object; from: unknown; docs: DocOf<C>[] } | null>(null);
  useEffect(() => {
    if (!rxCollection) return;
    const subscription = rxCollection.find(query).$.subscribe((results) => setState({ query, from: rxCollection, docs: results.map((d) => d.toJSON() as DocOf<C>) }));
    return () => subscription.unsubscribe();
  }, [rxCollection, query]);
  const loaded = state !== null && state.query === query && state.from === rxCollection && rxCollection !== undefined;
  return { docs: loaded ? state.docs : (NO_DOCS as unknown as DocOf<C>[]), loaded };
}

/**
 * What the early documents (state/early-docs.ts) answer for a query of the signed-in user, or null. In a
 * device's first sync they answer until the collection's first pull is stored; otherwise only until the live
 * query has answered (the caller decides that).
 */
function useEarly(collection: CollectionName): { early: EarlyCollections[CollectionName] | undefined; preferred: boolean } {
  const { user } = useSnapshot(session);
  const { isFirstSync, initialSyncing, arrived } = useSnapshot(syncStatus);
  // Only a reader drawn before the database opened bridges the wait with them: one mounted later waits for its
  // live answer (a warm snapshot may be older than what the device holds by then).
  const mountedBeforeOpen = useRef(getCurrentDatabase() === null).current;
  const collections = useSyncExternalStore(subscribeEarlyDocs, () => earlyDocsOf(user?.id));
  const preferred = isFirstSync && initialSyncing && !arrived[collection];
  return { early: mountedBeforeOpen || preferred ? collections?.[collection] : undefined, preferred };
}

/**
 * Live documents of a collection matching a selector (all by default).
 *
 * `holdWhile`: once some documents arrived, keep showing them, unchanged, while this is true, and stop querying.
 * Screens pass "the first sync is running": re-reading thousands of documents after every pulled batch made the
 * page janky and the list jump; the held list stays usable and is replaced once, when the sync is done.
 * `isHeld` says the documents are such a held set.
 *
 * Before the database has opened (or its query has answered), the user's early documents answer where they can
 * (state/early-docs.ts): the live ones replace them in place.
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
  const { docs, loaded } = useLiveQueryOf(collection, query);
  const { early, preferred } = useEarly(collection);
  const earlyDocs = useMemo(() => matchEarly<DocOf<C>>(early, selector as Record<string, unknown>), [early, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const loading = !loaded;
  if (!isHolding && !loading && !(preferred && earlyDocs)) held.current = { key: `${collection} ${key}`, docs };
  // Held, or between a hold and the first results of the same query again: the documents last seen.
  if (isHolding || (loading && heldHere)) return { docs: held.current.docs, loading: false, isHeld: true };
  if (earlyDocs && (loading || preferred)) return { docs: earlyDocs, loading: false, isHeld: false };
  return { docs, loading, isHeld: false };
}

const NO_DOCS: readonly never[] = [];
const nothingToWatch = () => () => {};

/**
 * The shared live sets (live-doc-set.ts, with RxDB's Dexie internals under it): loaded once a database is
 * open, so a screen drawn before (state/early-docs.ts) does not wait for RxDB's code.
 */
type LiveDocSets = typeof import('./live-doc-set.ts');
let liveDocSets: LiveDocSets | null = null;
const loadLiveDocSets = () => import('./live-doc-set.ts').then((module) => (liveDocSets = module));

/**
 * Like useDocs, for selectors that match thousands of documents (every active job): read in pages that never
 * block the page, then kept current change by change, shared between screens (db/live-doc-set.ts). The
 * selector must not constrain `id`. Unchanged documents keep their objects from one result to the next.
 * In a first sync, a first page that arrived before the database opened (state/early-docs.ts) is the held list.
 */
export function useManyDocs<C extends CollectionName>(
  collection: C,
  selector: MangoQuerySelector<DocOf<C>>,
  { holdWhile = false }: { holdWhile?: boolean } = {},
): { docs: readonly DocOf<C>[]; loading: boolean; isHeld: boolean } {
  const dbs = useAppDatabase();
  const key = JSON.stringify(selector);
  const [sets, setSets] = useState(liveDocSets);
  useEffect(() => {
    if (dbs && !sets) void loadLiveDocSets().then(setSets);
  }, [dbs, sets]);
  const set = useMemo(
    () => (dbs && sets ? sets.liveDocSet(dbs.db.collections[collection] as never, selector as never) : null),
    [dbs, sets, collection, key], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useEffect(() => {
    if (!set) return;
    set.acquire();
    return () => set.release();
  }, [set]);
  const subscribe = useMemo(() => (set ? (listener: () => void) => set.subscribe(listener) : nothingToWatch), [set]);
  const current = useSyncExternalStore(subscribe, () => (set?.current ?? null) as readonly DocOf<C>[] | null);
  const { early, preferred } = useEarly(collection);
  const earlyDocs = useMemo(() => matchEarly<DocOf<C>>(early, selector as Record<string, unknown>, holdWhile && preferred), [early, key, holdWhile, preferred]); // eslint-disable-line react-hooks/exhaustive-deps
  const held = useRef<{ set: unknown; docs: readonly DocOf<C>[] } | null>(null);
  const heldHere = held.current?.set === set && held.current.docs.length > 0 ? held.current.docs : null;
  if (holdWhile && heldHere) return { docs: heldHere, loading: false, isHeld: true };
  // A first sync's first page, here before the database: held as the first batch would be.
  if (holdWhile && preferred && earlyDocs && earlyDocs.length > 0) {
    if (set) held.current = { set, docs: earlyDocs };
    return { docs: earlyDocs, loading: false, isHeld: true };
  }
  if (current) held.current = { set, docs: current };
  if (!current && earlyDocs) return { docs: earlyDocs, loading: false, isHeld: false };
  return { docs: current ?? NO_DOCS, loading: current === null, isHeld: false };
}

/** One live document, or undefined while loading or when absent. */
export function useDoc<C extends CollectionName>(collection: C, id: string | undefined): DocOf<C> | undefined {
  const { docs } = useDocs(collection, (id ? { id } : { id: '\u0000' }) as MangoQuerySelector<DocOf<C>>);
  return docs[0];
}
