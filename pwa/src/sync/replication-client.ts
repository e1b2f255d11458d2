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

export function createReplicationClient(deps: ReplicationClientDeps) {
  return {
    async pull(collection: CollectionName, checkpoint: Checkpoint | null, limit: number) {
      const res = await call<PullResponse>(`/api/replication/${collection}/pull`, { checkpoint, limit }, deps);
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
