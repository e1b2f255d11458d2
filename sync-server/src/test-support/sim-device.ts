/**
 * A simulated offline-first device, shaped like the PWA's RxDB replication: per collection a local store of
 * documents, the assumed master state of each (the last server state it knows), a checkpoint, and an outbox of
 * local writes not yet acknowledged. Conflicts are resolved with the shared three-way merge; a refused write
 * falls back to the server's state. It talks to the server only through pull and push.
 */
import { isSameJson, mergeConflict } from '@shared/rules/merge-conflict.ts';
import { writableFields } from '@shared/rules/writable-fields.ts';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { Checkpoint, PushResponse, WireDoc } from '@shared/schemas/replication.ts';
import type { TestClient } from './test-server.ts';

interface LocalStore {
  docs: Map<string, WireDoc>;
  master: Map<string, WireDoc>;
  checkpoint: Checkpoint | null;
  outbox: Set<string>;
}

/** One push row as sent. */
export interface SentRow {
  assumedMasterState: WireDoc | null;
  newDocumentState: WireDoc;
}

/** Told of every push answer, including answers the device never reads (a response lost on the way back). */
export type PushObserver = (device: SimDevice, collection: CollectionName, rows: SentRow[], answer: PushResponse) => void;

export class SimDevice {
  online = true;
  readonly stores: Record<string, LocalStore>;
  readonly stats = { conflicts: 0, refused: 0, duplicates: 0, pulled: 0 };

  constructor(
    readonly name: string,
    readonly role: 'candidate' | 'employer',
    readonly userId: string,
    readonly http: TestClient,
    readonly collections: readonly CollectionName[],
    private readonly observe: PushObserver,
  ) {
    this.stores = Object.fromEntries(
      collections.map((c) => [c, { docs: new Map(), master: new Map(), checkpoint: null, outbox: new Set<string>() }]),
    );
  }

  /** The documents the user sees on this device (local writes included, removals not). */
  visible(collection: CollectionName): Map<string, WireDoc> {
    return new Map([...this.stores[collection]!.docs].filter(([, doc]) => !doc._deleted));
  }

  /** A local write: shown at once, queued until the server acknowledges it. */
  write(collection: CollectionName, doc: WireDoc): void {
    const store = this.stores[collection]!;
    store.docs.set(doc.id, doc);
    store.outbox.add(doc.id);
  }

  pending(): number {
    return Object.values(this.stores).reduce((n, s) => n + s.outbox.size, 0);
  }

  /** Send the outbox; with `duplicate`, the first answer is lost and the same push is sent again. */
  async push(duplicate = false): Promise<void> {
    for (const collection of this.collections) {
      const store = this.stores[collection]!;
      if (!store.outbox.size) continue;
      const rows: SentRow[] = [...store.outbox].map((id) => ({ assumedMasterState: store.master.get(id) ?? null, newDocumentState: store.docs.get(id)! }));
      if (duplicate) {
        this.stats.duplicates++;
        this.observe(this, collection, rows, await this.send(collection, rows));
      }
      const answer = await this.send(collection, rows);
      this.observe(this, collection, rows, answer);
      this.settle(collection, rows, answer);
    }
  }

  /** Pull every collection until it has nothing new; returns how many documents arrived. */
  async pull(): Promise<number> {
    let arrived = 0;
    for (const collection of this.collections) {
      const store = this.stores[collection]!;
      for (;;) {
        const res = await this.http.pull(collection, store.checkpoint, 100);
        if (res.status !== 200) throw new Error(`${this.name} pull ${collection}: ${res.status} ${JSON.stringify(res.json)}`);
        const docs = res.json.documents as WireDoc[];
        for (const doc of docs) {
          // A document with unacknowledged local changes keeps them; its push will meet the new state as a conflict.
          if (store.outbox.has(doc.id)) continue;
          store.master.set(doc.id, doc);
          store.docs.set(doc.id, doc);
        }
        arrived += docs.length;
        store.checkpoint = res.json.checkpoint;
        if (docs.length < 100) break;
      }
    }
    this.stats.pulled += arrived;
    return arrived;
  }

  private async send(collection: CollectionName, rows: SentRow[]): Promise<PushResponse> {
    const res = await this.http.push(collection, rows);
    if (res.status !== 200) throw new Error(`${this.name} push ${collection}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as PushResponse;
  }

  private settle(collection: CollectionName, rows: SentRow[], answer: PushResponse): void {
    const store = this.stores[collection]!;
    const refused = new Set(answer.refused.map((r) => r.id));
    const conflicts = new Map(answer.conflicts.map((doc) => [doc.id, doc]));
    for (const row of rows) {
      const id = row.newDocumentState.id;
      const real = conflicts.get(id);
      if (!real) {
        store.master.set(id, row.newDocumentState);
        store.outbox.delete(id);
        continue;
      }
      store.master.set(id, real);
      const merged = refused.has(id)
        ? real
        : mergeConflict({ newDocumentState: row.newDocumentState, assumedMasterState: row.assumedMasterState, realMasterState: real }, writableFields(collection, this.role));
      if (refused.has(id)) this.stats.refused++;
      else this.stats.conflicts++;
      store.docs.set(id, merged);
      if (isSameJson(merged, real)) store.outbox.delete(id);
    }
  }
}
