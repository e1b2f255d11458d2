/**
 * Starts RxDB's replication of every collection with handlers given by `sync/` (which knows the server). Each
 * collection pulls by checkpoint, pushes with assumed master states, and re-pulls when its stream says RESYNC.
 * Replication runs only in the leader tab; the other tabs see its writes through the shared storage.
 */
import { filter, firstValueFrom, type Observable } from 'rxjs';
import { now, randomToken, setCheckpoint, type RxCollection, type RxDocumentData, type RxStorageChangeEvent, type RxStorageWriteErrorConflict } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import type { Checkpoint, WireDoc } from '@shared/schemas/replication.ts';
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import { writableFields } from '@shared/rules/writable-fields.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { whileAbsent } from './app-storage.ts';
import { announceStored, changeEventOf, dexieInternalsOf, dexieTableOf, toStoredDocument } from './rxdb-internals.ts';
import type { AppDatabase } from './database.ts';
import { offThreadPut, type OffThreadPut } from './off-thread-put.ts';
import { yieldToBrowser } from '../ui/yield-to-browser.ts';

/** How the replication reaches the server. */
export interface ReplicationHandlers {
  pull(collection: CollectionName, checkpoint: Checkpoint | null, limit: number): Promise<{ documents: WireDoc[]; checkpoint: Checkpoint | null }>;
  /** Sends the rows; answers the server's state of every conflicting row. */
  push(collection: CollectionName, rows: { assumedMasterState?: WireDoc | null; newDocumentState: WireDoc }[]): Promise<WireDoc[]>;
  /** Emits when the collection must pull again. */
  resync$(collection: CollectionName): Observable<'RESYNC'>;
  /** How long a failed pull or push waits before it is tried again (default 5 s; tests in Node shorten it). */
  retryTimeMs?: number;
}

/** The running replications of a database. */
export interface ReplicationSet {
  states: Record<CollectionName, RxReplicationState<any, Checkpoint>>;
  /**
   * Settles once every collection but the bulk one has had its first pull stored (or PRIORITY_WAIT_MS passed):
   * the user's own data, which the bulk collection's first pull waits for.
   */
  ownArrived: Promise<void>;
  reSync(): void;
  cancel(): Promise<void>;
}

/**
 * Documents per pull. Storing a batch (RxDB reads the ids, then Dexie puts them) is one task on the main thread:
 * 2,000 jobs took 250-400 ms, 1,000 still up to 340 ms on a busy machine, 500 stay under 200 ms. The round trips
 * this adds overlap with storing (the client fetches the next page early), so the first sync is no slower.
 */
export const PULL_BATCH = 500;
const PUSH_BATCH = 50;

/**
 * Names the storage of a collection's push checkpoint and of the server states last seen. A schema migration
 * carries that storage over, so the name must not change with the version ('v1' is the version that named it).
 */
export function replicationIdentifier(name: CollectionName): string {
  return `hiresync-${name}-v1`;
}

/**
 * How long a pull waits for the pages handed out before it to be stored. RxDB asks for the next page without
 * waiting and merges pages that queue up into one write: pages that come faster than they are stored (an answer
 * carries several) would make one long task of thousands of documents. Past this wait (documents RxDB did not
 * need to write, so nothing says they were stored) the page goes anyway.
 */
const STORE_WAIT_MS = 300;

/** Hands out pages one stored write at a time: `pulled` before a page goes to RxDB, `stored` per document written. */
function pageGate() {
  let handed = 0;
  let stored = 0;
  let wake: (() => void) | null = null;
  return {
    async untilStored(): Promise<void> {
      if (stored >= handed) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wake = null;
          stored = Math.max(stored, handed);
          resolve();
        };
        const timer = setTimeout(done, STORE_WAIT_MS);
        wake = () => stored >= handed && done();
      });
    },
    pulled(count: number) {
      handed += count;
    },
    stored() {
      stored += 1;
      wake?.();
    },
  };
}

/**
 * Store a page as the server sent it: new documents inserted, ones already here (an interrupted first sync)
 * overwritten. `context` is the one RxDB's replication writes pulled documents with, so its upstream (which
 * looks at every other write as a local change to push) passes them by, as it does its own.
 */
async function storePage(collection: RxCollection, docs: WireDoc[], context: string): Promise<void> {
  const storage = collection.storageInstance;
  const written = await storage.bulkWrite(docs.map((doc) => ({ document: { ...doc, _attachments: {} } as never })), context);
  const here = written.error.filter((e): e is RxStorageWriteErrorConflict<WireDoc> => e.status === 409 && 'documentInDb' in e);
  if (written.error.length > here.length) throw new Error(`storing a first sync page failed: ${JSON.stringify(written.error[0])}`);
  if (here.length === 0) return;
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const again = await storage.bulkWrite(
    here.map((e) => ({ previous: e.documentInDb as never, document: { ...byId.get(e.documentId)!, _attachments: {} } as never })),
    context,
  );
  if (again.error.length > 0) throw new Error(`storing a first sync page failed: ${JSON.stringify(again.error[0])}`);
}

/**
 * Stores pages in a worker thread (off-thread-put.ts), then tells RxDB, as its own write would, by the storage's
 * change stream (this tab's queries and live sets, and through it the other tabs). Pages go to the worker
 * without waiting for the one before to be stored, and are told in order as they are. A page the worker did not
 * store (it failed) is stored on the page with `fallback`, in its turn; `onStored` hears of those the worker stored.
 * Exported for the storage-fence benchmark (scripts/bench/storage-fence.ts), which weighs it against bulkUpsert.
 */
export function offThreadStorer(
  collection: RxCollection,
  offThread: OffThreadPut,
  context: string,
  fallback: (docs: WireDoc[]) => Promise<void>,
  onStored: (docs: WireDoc[]) => void,
) {
  const token = collection.database.token;
  /** The stored form of every document given so far, by id: what a later page's copy overwrites. */
  const given = new Map<string, RxDocumentData<WireDoc>>();
  let told: Promise<void> = Promise.resolve();
  return {
    async store(docs: WireDoc[]): Promise<void> {
      const internals = await dexieInternalsOf(collection);
      if (!internals) throw new Error(`${collection.name} has no Dexie table to store in`);
      const lwt = now();
      const events: RxStorageChangeEvent<RxDocumentData<WireDoc>>[] = [];
      const documents = docs.map((doc) => {
        const previous = given.get(doc.id);
        const document = toStoredDocument(doc, previous, token, lwt);
        given.set(doc.id, document);
        const event = changeEventOf(document, previous);
        if (event) events.push(event);
        return document;
      });
      const stored = offThread.put({ dbName: internals.dbName, table: internals.tableName, booleanIndexes: internals.booleanIndexes, documents });
      stored.catch(() => undefined);
      const before = told;
      told = (async () => {
        await before;
        try {
          await stored;
        } catch {
          return fallback(docs);
        }
        onStored(docs);
        if (events.length === 0) return;
        const last = documents.at(-1)!;
        announceStored(collection, events, { id: last.id, lwt }, context, randomToken(10));
      })();
    },
    /** Settles when every page given is stored and told. */
    settled: () => told,
  };
}

/**
 * Pages given to the worker before the page waits for the oldest of them to be stored. The next request goes
 * when the first page of the answer before it is taken, so this bounds how far the network runs ahead of storage:
 * at 4 the loop waited on the worker most of a first sync while the server sat idle; at 8 (two answers, 4,000
 * documents held at most) a first sync of 10,000 jobs took a median 1691 against 1811 ms (15 runs each).
 */
const PAGES_AHEAD = 8;

/**
 * A first sync of a collection this device only reads. RxDB's replication handles each page as a possible
 * conflict with local writes (it reads the documents here and the server states it last saw, builds a write row
 * per document, then saves the checkpoint): about half of a page's time, and there can be no local write to
 * conflict with. So every full page is written straight to storage, in order; the last page goes to RxDB, once
 * the others are stored, and RxDB stores it and its checkpoint as after any pull. Interrupted, the next start
 * pulls from the beginning again and overwrites what is here. Into an empty table the pages are stored by a
 * worker thread (storing is most of a first sync's work on the page: 10,000 jobs took it about a second).
 */
async function pullStraightToStorage(
  replication: RxReplicationState<any, Checkpoint>,
  pull: (checkpoint: Checkpoint | null) => Promise<{ documents: WireDoc[]; checkpoint: Checkpoint | null }>,
  limit: number,
  startWorker: () => OffThreadPut | null,
  /** The collection that holds most (bulkCollectionOf): its worker starts at once, while the first page comes. */
  isBulk: boolean,
) {
  const internal = replication.internalReplicationState!;
  const context = await internal.downstreamBulkWriteFlag;
  const collection = replication.collection as unknown as RxCollection;
  // Empty at the start, the table holds only what this sync wrote: nothing else writes a collection this role
  // only reads. So a document not written yet is not there, and the write need not look for it.
  const table = await dexieTableOf(collection);
  const empty = table !== null && (await table.count()) === 0;
  const written = new Set<string>();
  const wrote = (docs: WireDoc[]) => docs.forEach((doc) => written.add(doc.id));
  const storeHere = async (docs: WireDoc[]) => {
    const store = () => storePage(collection, docs, context);
    await (empty ? whileAbsent(table, new Set(docs.map((doc) => doc.id).filter((id) => !written.has(id))), store) : store());
    wrote(docs);
  };
  // Another collection's worker starts with its first full page: most collections' first sync is one short page
  // (RxDB stores it), and a worker each (a thread, its script, Dexie) cost the start of a sync more than they saved.
  const off: { started: boolean; worker: OffThreadPut | null; storer: ReturnType<typeof offThreadStorer> | null } = { started: false, worker: null, storer: null };
  const storerNow = () => {
    if (!off.started && empty) {
      off.started = true;
      off.worker = startWorker();
      off.storer = off.worker ? offThreadStorer(collection, off.worker, context, storeHere, wrote) : null;
    }
    return off.storer;
  };
  if (isBulk) storerNow();
  const inFlight: Promise<void>[] = [];
  try {
    let checkpoint: Checkpoint | null = null;
    for (;;) {
      const page = await pull(checkpoint);
      if (page.documents.length < limit || replication.isStopped()) {
        // Every page before this one stored and told before RxDB stores this one's checkpoint.
        await off.storer?.settled();
        // RxDB stores the checkpoint of the page it is given, but not of an empty one: after full pages (a count
        // that is a multiple of the page size) the checkpoint is stored here, or the next start would pull it all again.
        if (page.documents.length === 0 && checkpoint !== null) await setCheckpoint(internal, 'down', page.checkpoint ?? checkpoint);
        return page;
      }
      // RxDB's upstream first reads what is stored as local changes to push; stored before that read (a device slow
      // to read, a fast network), the pages would each be taken for local writes. It reads an empty table.
      if (checkpoint === null) await firstValueFrom(internal.firstSyncDone.up.pipe(filter(Boolean)));
      const storer = storerNow();
      if (storer) {
        await storer.store(page.documents);
        const settled = storer.settled();
        settled.catch(() => undefined);
        inFlight.push(settled);
        if (inFlight.length > PAGES_AHEAD) await inFlight.shift();
      } else {
        await storeHere(page.documents);
      }
      checkpoint = page.checkpoint;
    }
  } finally {
    off.worker?.close();
  }
}

/**
 * RxDB's downstream passes by a pulled document while this device has a write of it not yet acknowledged (the
 * upstream resolves conflicts), and its checkpoint moves past it: a server state pulled while the document's push
 * is on its way (another device's later edit, or what this push stored) would never be written here. So such
 * states are held, and once the push and RxDB's handling of its answer are done, handed to RxDB again at the
 * start of the next pull, which is asked for then. A page's own copy of a document comes after, so the newer wins.
 */
function pushWatch(replication: () => RxReplicationState<any, Checkpoint>) {
  const pushing = new Map<string, number>();
  const held = new Map<string, WireDoc>();
  const upstreamSettled = () => (replication().internalReplicationState?.streamQueue.up ?? Promise.resolve()).catch(() => undefined);
  return {
    async push<T>(ids: string[], send: () => Promise<T>): Promise<T> {
      for (const id of ids) pushing.set(id, (pushing.get(id) ?? 0) + 1);
      try {
        return await send();
      } finally {
        // Read now, inside the upstream's step: its tail settles once this answer's conflicts are written.
        void upstreamSettled().then(() => {
          for (const id of ids) {
            const left = pushing.get(id)! - 1;
            if (left > 0) pushing.set(id, left);
            else pushing.delete(id);
          }
          if ([...held.keys()].some((id) => !pushing.has(id)) && !replication().isStopped()) replication().reSync();
        });
      }
    },
    /** The held states that may go now, and the page's documents whose push is on its way held. */
    page(documents: WireDoc[]): WireDoc[] {
      const ready = [...held.values()].filter((doc) => !pushing.has(doc.id));
      for (const doc of ready) held.delete(doc.id);
      for (const doc of documents) if (pushing.has(doc.id)) held.set(doc.id, doc);
      return ready;
    },
  };
}

/**
 * How long the bulk collection's first pull waits for the others' (the user's own data) at most. Their first pulls
 * are small, but the bulk's first one makes the user's slice on the server (thousands of documents scored) and
 * then thousands of documents to store here: asked for together, the account, applications and messages came
 * behind it, and the dashboard showed nothing of its own for seconds. Offline or on a failing server the own
 * pulls may not finish at all; the jobs then go after this wait.
 */
export const PRIORITY_WAIT_MS = 2000;

/** The collection that holds most of a role's data: a candidate's jobs, an employer's candidate profiles. */
export function bulkCollectionOf(role: UserType): CollectionName {
  return role === 'employer' ? 'candidates' : 'jobs';
}

export function replicateAll(
  db: AppDatabase,
  role: UserType,
  handlers: ReplicationHandlers,
  names: readonly CollectionName[] = COLLECTION_NAMES,
  /** The thread a first sync stores its pages in (tests give one that stores through a connection of its own). */
  startWorker: () => OffThreadPut | null = offThreadPut,
): ReplicationSet {
  const states = {} as ReplicationSet['states'];
  // The user's own collections start first and the one that holds most last: each replication opens storage of
  // its own before its first pull, and those opens queue up in this order (the bulk's first pull waits anyway).
  const bulk = bulkCollectionOf(role);
  const ordered = [...names].sort((a, b) => Number(a === bulk) - Number(b === bulk));
  let ownArrived: Promise<void> = Promise.resolve();
  for (const name of ordered) {
    const gate = pageGate();
    const watch = pushWatch(() => states[name]);
    // A collection this role can never write gets no push: RxDB then skips the per-document pull metadata it
    // keeps for conflict detection, which halves the writes of a first sync (a candidate's 10,000 jobs).
    const canPush = writableFields(name, role).length > 0;
    states[name] = replicateRxCollection<any, Checkpoint>({
      collection: db.collections[name] as never,
      replicationIdentifier: replicationIdentifier(name),
      live: true,
      retryTime: handlers.retryTimeMs ?? 5000,
      waitForLeadership: true,
      // Started below, one per task.
      autoStart: false,
      pull: {
        batchSize: PULL_BATCH,
        handler: async (checkpoint, limit) => {
          if (!checkpoint && name === bulk) await ownArrived;
          if (!checkpoint && !canPush) {
            const last = await pullStraightToStorage(states[name], (from) => handlers.pull(name, from, limit), limit, startWorker, name === bulk);
            gate.pulled(last.documents.length);
            return last as never;
          }
          await gate.untilStored();
          const page = await handlers.pull(name, checkpoint ?? null, limit);
          gate.pulled(page.documents.length);
          // RxDB stores no checkpoint with an empty page. Kept at null, every pull would be a first sync again,
          // which sends no removals: a document saved here and then removed elsewhere would stay (SEED=250013186).
          if (page.documents.length === 0 && page.checkpoint && !isSameJson(page.checkpoint, checkpoint ?? null)) {
            await setCheckpoint(states[name].internalReplicationState!, 'down', page.checkpoint);
          }
          const again = watch.page(page.documents);
          return (again.length > 0 ? { ...page, documents: [...again, ...page.documents] } : page) as never;
        },
        stream$: handlers.resync$(name) as never,
      },
      push: canPush
        ? {
            batchSize: PUSH_BATCH,
            handler: (rows) => watch.push(rows.map((r) => r.newDocumentState.id as string), () => handlers.push(name, rows as never)) as never,
          }
        : undefined,
    });
    states[name].received$.subscribe(() => gate.stored());
  }
  const own = ordered.filter((name) => name !== bulk).map((name) => states[name].awaitInitialReplication());
  // Counted from leadership: only the leader pulls, and a tab may wait long to lead.
  ownArrived = db
    .waitForLeadership()
    .then(() => Promise.race([Promise.all(own).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, PRIORITY_WAIT_MS))]))
    .catch(() => undefined);
  // Once this tab leads, each replication starts in a task of its own, the bulk collection last: a start opens
  // the replication's own storage, and twelve at once (RxDB's autoStart) were one task too long for a phone.
  void db.waitForLeadership().then(async () => {
    for (const name of ordered) {
      if (states[name].isStopped()) continue;
      // Errors of a start are emitted on the state's error$.
      states[name].start().catch(() => undefined);
      await yieldToBrowser();
    }
  });
  return {
    states,
    ownArrived,
    reSync: () => Object.values(states).forEach((s) => s.reSync()),
    cancel: async () => {
      await Promise.all(Object.values(states).map((s) => s.cancel()));
    },
  };
}
