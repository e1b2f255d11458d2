/**
 * The HTTP side of replication: pull and push calls with the schema version, refusals kept as drafts, the
 * outbox cleared for what the server has answered, and the last-synced time recorded.
 */
import { SCHEMA_VERSION, type CollectionName } from '@shared/schemas/collections.ts';
import {
  PULL_BATCH_MAX,
  PUSH_STORED_HEADER,
  SCHEMA_VERSION_HEADER,
  type Checkpoint,
  type PullResponse,
  type PushResponse,
  type WireDoc,
} from '@shared/schemas/replication.ts';
import type { DeviceDb } from '../db/device-db.ts';
import { outboxKey } from '../db/device-db.ts';
import { syncStatus } from '../state/sync-status.ts';
import type { ClientResponse } from 'hono/client';
import { ApiError } from './api.ts';
import { answer, api, type Answer } from './api-client.ts';

/** What the client needs from the engine around it. */
export interface ReplicationClientDeps {
  device: DeviceDb;
  onSynced(at: number): void;
  onSessionEnded(): void;
  /** Called with each refusal, after it is stored as a draft. */
  onRefused(refusal: PushResponse['refused'][number]): void;
}

const refusedNow = new Set<string>();

/**
 * Whether the server's state of this document in the push being resolved is final, so the conflict handler takes
 * it as it is: the server refused the write, or accepted it and answered what it stored (`stored`: the write
 * plus what the server fills in; merging would keep a field the server normalized and push it again forever).
 */
export function wasRefused(collection: CollectionName, id: string): boolean {
  return refusedNow.has(outboxKey(collection, id));
}

/** The documents of a push's answer RxDB should take as the server's state: conflicts, then stored states. */
export function masterStatesOf(collection: CollectionName, rows: { newDocumentState: WireDoc }[], res: PushResponse): WireDoc[] {
  // A new attempt is judged afresh: a mark left by an earlier answer must not decide this one's conflict.
  for (const row of rows) refusedNow.delete(outboxKey(collection, row.newDocumentState.id));
  for (const id of [...res.refused.map((r) => r.id), ...(res.stored ?? []).map((d) => d.id)]) {
    const key = outboxKey(collection, id);
    refusedNow.add(key);
    // The conflict handler runs right after this answer; the mark must outlive it but not the session.
    setTimeout(() => refusedNow.delete(key), 60_000);
  }
  return [...res.conflicts, ...(res.stored ?? [])];
}

/** Every replication call carries the device's schema version; a server that no longer takes it says so (409). */
const versioned = (headers: Record<string, string> = {}) => ({ headers: { [SCHEMA_VERSION_HEADER]: String(SCHEMA_VERSION), ...headers } });

function call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>, deps: ReplicationClientDeps): Promise<Answer<R>> {
  return answer(request).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) deps.onSessionEnded();
      if (error instanceof ApiError && error.code === 'schema_version') syncStatus.outdated = true;
      throw error;
    },
  );
}

/** A page fetched ahead is used only while fresh; an older one is simply fetched again. */
const PREFETCH_FRESH_MS = 10_000;
/**
 * Pages one request carries. RxDB stores one page at a time (a page is one main-thread task, PULL_BATCH); the
 * server answers several at once with the checkpoint after each, so a first sync makes a quarter of the round
 * trips, each of which cost a server answer and a wait.
 */
const PAGES_PER_REQUEST = 4;

/** One answer split into the pages RxDB asked for, each with its checkpoint (`cuts`, then the last). */
export function splitPages(res: PullResponse, pageSize: number): PullResponse[] {
  const count = Math.ceil(res.documents.length / pageSize);
  const cuts = res.cuts ?? [];
  if (count <= 1 || cuts.length !== count - 1) return [{ documents: res.documents, checkpoint: res.checkpoint }];
  return Array.from({ length: count }, (_, i) => ({
    documents: res.documents.slice(i * pageSize, (i + 1) * pageSize),
    checkpoint: i < count - 1 ? cuts[i]! : res.checkpoint,
  }));
}

/** Pages on their way or received, starting at `key` (a checkpoint and a page size). */
interface Ahead {
  key: string;
  at: number;
  pages: Promise<PullResponse[]>;
  /** The rest of an answer already handed out in part (its next request is already asked for). */
  isRest: boolean;
}

const keyOf = (checkpoint: Checkpoint | null, limit: number) => JSON.stringify([checkpoint, limit]);

export function createReplicationClient(deps: ReplicationClientDeps) {
  // RxDB pulls one page, hands it to storage, then asks for the next. A pull from a given checkpoint is always a
  // valid prefix of the changes after it, so pages fetched early, or several in one answer, can be used as
  // they are: while RxDB stores the pages of one answer, the next answer is already on its way.
  const ahead = new Map<CollectionName, Ahead[]>();
  const asked = new Set<CollectionName>();
  const fetchPages = async (collection: CollectionName, checkpoint: Checkpoint | null, limit: number, pagesPerRequest = PAGES_PER_REQUEST) => {
    asked.add(collection);
    const body = { checkpoint, limit: Math.min(limit * pagesPerRequest, PULL_BATCH_MAX), pageSize: limit };
    const res = await call(api.replication[':collection'].pull.$post({ param: { collection }, json: body }, versioned()), deps);
    // A first sync's first pull of the collection that holds most says how many documents it brings in all.
    if (res.total !== undefined && syncStatus.initialSyncing) syncStatus.initialTotal[collection] = res.total;
    return splitPages(res, limit);
  };

  return {
    async pull(collection: CollectionName, checkpoint: Checkpoint | null, limit: number) {
      const key = keyOf(checkpoint, limit);
      const waiting = (ahead.get(collection) ?? []).filter((a) => Date.now() - a.at < PREFETCH_FRESH_MS);
      ahead.delete(collection);
      const found = waiting.find((a) => a.key === key);
      const pending = found ?? { key, at: Date.now(), pages: fetchPages(collection, checkpoint, limit), isRest: false };
      const waitStart = performance.now();
      // A page asked for early that failed (a dropped connection) is asked for again, now that it is needed.
      const pages = await (found && !found.isRest ? found.pages.catch(() => fetchPages(collection, checkpoint, limit)) : pending.pages);
      // Visible in the browser's performance panel and read by the benchmark: time the sync waited on the network.
      performance.measure('hiresync:pull-wait', { start: waitStart, end: performance.now(), detail: collection });
      const [res, ...rest] = pages as [PullResponse, ...PullResponse[]];
      // Plus what was asked for while this pull waited (the answer after a prefetched page).
      const kept = [...waiting.filter((a) => a !== found), ...(ahead.get(collection) ?? [])];
      if (rest.length > 0) kept.push({ key: keyOf(res.checkpoint, limit), at: Date.now(), pages: Promise.resolve(rest), isRest: true });
      const last = pages.at(-1)!;
      // A full last page: RxDB will ask for what follows, so it is asked for now (unless it already was).
      const nextKey = keyOf(last.checkpoint, limit);
      if (!pending.isRest && last.documents.length === limit && !kept.some((a) => a.key === nextKey)) {
        const next = fetchPages(collection, last.checkpoint, limit);
        next.catch(() => undefined);
        kept.push({ key: nextKey, at: Date.now(), pages: next, isRest: false });
      }
      if (kept.length > 0) ahead.set(collection, kept);
      if (syncStatus.initialSyncing) syncStatus.initialReceived[collection] = (syncStatus.initialReceived[collection] ?? 0) + res.documents.length;
      deps.onSynced(Date.now());
      return { documents: res.documents, checkpoint: res.checkpoint };
    },

    /** Whether a pull of the collection has been sent (live-stream.ts). */
    hasAsked: (collection: CollectionName) => asked.has(collection),

    /**
     * Asks for a page before RxDB does: a first sync's first page of the collection that holds most is on its way
     * while the replications start, and it reaches the server ahead of the other collections' pulls. One page, not
     * PAGES_PER_REQUEST: the server answers it in a quarter of the time, and storing begins that much sooner
     * (the next request, of four pages, goes as soon as this page is here: RxDB, still opening its storage, often
     * takes it a tenth of a second or more later).
     */
    prefetch(collection: CollectionName, checkpoint: Checkpoint | null, limit: number): Promise<unknown> {
      const key = keyOf(checkpoint, limit);
      const kept = ahead.get(collection) ?? [];
      const already = kept.find((a) => a.key === key);
      if (already) return already.pages;
      const pages = fetchPages(collection, checkpoint, limit, 1);
      pages.then(
        ([page]) => {
          if (page!.documents.length < limit) return;
          const nextKey = keyOf(page!.checkpoint, limit);
          const now = ahead.get(collection) ?? [];
          // RxDB already took this page and asked for the next one itself.
          if (now.some((a) => a.key === nextKey)) return;
          const next = fetchPages(collection, page!.checkpoint, limit);
          next.catch(() => undefined);
          ahead.set(collection, [...now, { key: nextKey, at: Date.now(), pages: next, isRest: false }]);
        },
        () => undefined,
      );
      ahead.set(collection, [...kept, { key, at: Date.now(), pages, isRest: false }]);
      return pages;
    },

    async push(collection: CollectionName, rows: { assumedMasterState?: WireDoc | null; newDocumentState: WireDoc }[]) {
      const startedAt = Date.now();
      const res = await call(api.replication[':collection'].push.$post({ param: { collection }, json: rows }, versioned({ [PUSH_STORED_HEADER]: '1' })), deps);
      const masterStates = masterStatesOf(collection, rows, res);
      for (const refusal of res.refused) {
        const key = outboxKey(collection, refusal.id);
        const { _deleted, ...document } = refusal.document;
        await deps.device.refused.put({
          key,
          collection,
          docId: refusal.id,
          reason: refusal.reason,
          code: refusal.code,
          document,
          at: Date.now(),
        });
        deps.onRefused(refusal);
      }
      const keys = rows.map((r) => outboxKey(collection, r.newDocumentState.id));
      await deps.device.outbox.where('key').anyOf(keys).and((entry) => entry.at <= startedAt).delete();
      deps.onSynced(Date.now());
      return masterStates;
    },
  };
}
