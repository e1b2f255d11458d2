/**
 * The HTTP side of replication: pull and push calls with the schema version, refusals kept as drafts, the
 * outbox cleared for what the server has answered, and the last-synced time recorded.
 */
import { SCHEMA_VERSION, type CollectionName } from '@shared/schemas/collections.ts';
import {
  SCHEMA_VERSION_HEADER,
  type Checkpoint,
  type PullResponse,
  type PushResponse,
  type WireDoc,
} from '@shared/schemas/replication.ts';
import type { DeviceDb } from '../db/device-db.ts';
import { outboxKey } from '../db/device-db.ts';
import { syncStatus } from '../state/sync-status.ts';
import { ApiError, apiFetch } from './api.ts';

/** What the client needs from the engine around it. */
export interface ReplicationClientDeps {
  device: DeviceDb;
  onSynced(at: number): void;
  onSessionEnded(): void;
  /** Called with each refusal, after it is stored as a draft. */
  onRefused(refusal: PushResponse['refused'][number]): void;
}

const refusedNow = new Set<string>();

/** Whether the server refused this document in the push being resolved. */
export function wasRefused(collection: CollectionName, id: string): boolean {
  return refusedNow.has(outboxKey(collection, id));
}

function call<T>(path: string, body: unknown, deps: ReplicationClientDeps): Promise<T> {
  return apiFetch<T>(path, { method: 'POST', body, headers: { [SCHEMA_VERSION_HEADER]: String(SCHEMA_VERSION) } }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) deps.onSessionEnded();
      if (error instanceof ApiError && error.code === 'schema_version') syncStatus.outdated = true;
      throw error;
    },
  );
}

/** A prefetched page is used only while fresh; an older one is simply fetched again. */
const PREFETCH_FRESH_MS = 2000;

export function createReplicationClient(deps: ReplicationClientDeps) {
  // RxDB pulls one batch, stores it, then asks for the next. While it stores a full batch, the next one is
  // already on its way: a pull from a given checkpoint is always a valid prefix of the changes after it, so a
  // page fetched early can be used as it is.
  const prefetched = new Map<CollectionName, { key: string; at: number; response: Promise<PullResponse> }>();
  const fetchPage = (collection: CollectionName, checkpoint: Checkpoint | null, limit: number) =>
    call<PullResponse>(`/api/replication/${collection}/pull`, { checkpoint, limit }, deps);

  return {
    async pull(collection: CollectionName, checkpoint: Checkpoint | null, limit: number) {
      const key = JSON.stringify([checkpoint, limit]);
      const early = prefetched.get(collection);
      prefetched.delete(collection);
      const response = early && early.key === key && Date.now() - early.at < PREFETCH_FRESH_MS ? early.response : fetchPage(collection, checkpoint, limit);
      const waitStart = performance.now();
      const res = await response;
      // Visible in the browser's performance panel and read by the benchmark: time the sync waited on the network.
      performance.measure('hiresync:pull-wait', { start: waitStart, end: performance.now(), detail: collection });
      if (res.documents.length === limit) {
        const next = fetchPage(collection, res.checkpoint, limit);
        next.catch(() => undefined);
        prefetched.set(collection, { key: JSON.stringify([res.checkpoint, limit]), at: Date.now(), response: next });
      }
      if (syncStatus.initialSyncing) syncStatus.initialReceived[collection] = (syncStatus.initialReceived[collection] ?? 0) + res.documents.length;
      deps.onSynced(Date.now());
      return res;
    },

    async push(collection: CollectionName, rows: { assumedMasterState?: WireDoc | null; newDocumentState: WireDoc }[]) {
      const startedAt = Date.now();
      const res = await call<PushResponse>(`/api/replication/${collection}/push`, rows, deps);
      for (const refusal of res.refused) {
        const key = outboxKey(collection, refusal.id);
        refusedNow.add(key);
        // The conflict handler runs right after this answer; the mark must outlive it but not the session.
        setTimeout(() => refusedNow.delete(key), 60_000);
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
      return res.conflicts;
    },
  };
}
