/**
 * A device running the PWA's own replication in Node: its RxDB database (`openAppDatabase`, with the shared
 * conflict handler and generated schemas) on RxDB's memory storage, replicated by `replicateAll` (RxDB's
 * `replicateRxCollection` for every collection) against the real server. Only the transport is the test's:
 * pull and push go through a TestClient, RESYNC is emitted as the live stream would, and offline is what the
 * PWA meets: every call fails as fetch does, RxDB retries (after a short retry time instead of 5 s), and coming
 * back online asks for a re-sync as the PWA's online listener does. (Pausing the replication instead is not
 * what the app does, and RxDB can lose a write made just before a pause: seen with SEED=1232990295.)
 */
import { Subject } from 'rxjs';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { PushResponse, WireDoc } from '@shared/schemas/replication.ts';
import { openAppDatabase, type AppDatabase } from '../../../pwa/src/db/database.ts';
import { replicateAll, type ReplicationSet } from '../../../pwa/src/db/replicate.ts';
import type { SentRow } from './sim-device.ts';
import type { TestClient } from './test-server.ts';

/** Told of every push answer, including answers the device never reads (a response lost on the way back). */
export type RxPushObserver = (device: RxDevice, collection: CollectionName, rows: SentRow[], answer: PushResponse) => void;

/** A stored document as the server would send it: entity fields and `_deleted`, no RxDB metadata. */
function plain(doc: Record<string, unknown>): WireDoc {
  const out = Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_')));
  return { ...out, _deleted: false } as WireDoc;
}

export class RxDevice {
  readonly stats = { conflicts: 0, refused: 0, duplicates: 0, pulled: 0, pushed: 0 };
  private isOnline = true;
  private loseNextAnswer = false;
  private readonly refused = new Set<string>();
  private readonly resync: Map<CollectionName, Subject<'RESYNC'>>;
  private db!: AppDatabase;
  private replication!: ReplicationSet;

  private constructor(
    readonly name: string,
    readonly role: 'candidate' | 'employer',
    readonly userId: string,
    readonly http: TestClient,
    readonly collections: readonly CollectionName[],
    private readonly observe: RxPushObserver,
  ) {
    this.resync = new Map(collections.map((c) => [c, new Subject<'RESYNC'>()]));
  }

  /**
   * Open a device replicating `collections`. RxDB's open core allows 13 open collections per process, so a
   * test with several devices gives each only the collections it exercises.
   */
  static async open(
    name: string,
    role: 'candidate' | 'employer',
    userId: string,
    http: TestClient,
    collections: readonly CollectionName[],
    observe: RxPushObserver,
    // Another app version's collection schemas (an upgrade test); memory storage keeps a closed database.
    define?: Parameters<typeof openAppDatabase>[5],
  ) {
    const device = new RxDevice(name, role, userId, http, collections, observe);
    // The database name comes from the user id; a suffix keeps two devices of one user apart in one process
    // (otherwise they would share the memory storage and elect one leader between them).
    device.db = await openAppDatabase(`${userId}${name}`, role, (c, id) => device.refused.has(`${c}:${id}`), getRxStorageMemory() as unknown as Parameters<typeof openAppDatabase>[3], collections, define);
    device.replication = replicateAll(device.db, role, {
      pull: (collection, checkpoint, limit) => device.pull(collection, checkpoint, limit),
      push: (collection, rows) => device.push(collection, rows as SentRow[]),
      resync$: (collection) => device.resync.get(collection)!.asObservable(),
      retryTimeMs: 50,
    }, collections);
    await Promise.all(Object.values(device.replication.states).map((s) => s.awaitInitialReplication()));
    return device;
  }

  get online(): boolean {
    return this.isOnline;
  }

  set online(value: boolean) {
    if (value === this.isOnline) return;
    this.isOnline = value;
    if (value) this.replication.reSync();
  }

  /** The next push is sent twice and the first answer lost (a retry after the server committed). */
  loseNextPushAnswer(): void {
    this.loseNextAnswer = true;
  }

  /** The documents the user sees on this device. */
  async visible(collection: CollectionName): Promise<Map<string, WireDoc>> {
    const docs = await this.db.collections[collection].find().exec();
    return new Map(docs.map((d) => [d.primary as string, plain(d.toJSON() as Record<string, unknown>)]));
  }

  /** A local write as the screens make it (db/writes.ts): a whole document, or its removal. */
  async write(collection: CollectionName, doc: WireDoc): Promise<void> {
    const rx = this.db.collections[collection] as unknown as {
      upsert(d: unknown): Promise<unknown>;
      findOne(id: string): { exec(): Promise<{ remove(): Promise<unknown> } | null> };
    };
    if (doc._deleted) {
      await (await rx.findOne(doc.id).exec())?.remove();
      return;
    }
    const { _deleted, ...fields } = doc;
    await rx.upsert(fields);
  }

  /**
   * Pull and push until a whole round moves nothing: RESYNC as the stream would say it, then RxDB's own
   * `awaitInSync` on every collection. Returns the documents that moved.
   */
  async sync(): Promise<number> {
    if (!this.isOnline) return 0;
    let moved = 0;
    for (let round = 0; round < 20; round++) {
      const before = this.stats.pulled + this.stats.pushed;
      for (const subject of this.resync.values()) subject.next('RESYNC');
      await Promise.all(Object.values(this.replication.states).map((s) => s.awaitInSync()));
      const delta = this.stats.pulled + this.stats.pushed - before;
      moved += delta;
      if (delta === 0) return moved;
    }
    throw new Error(`${this.name} did not settle`);
  }

  async close(): Promise<void> {
    await this.replication.cancel();
    await this.db.remove();
  }

  /** The app is closed (a reload, an update): the database stays on the device, unsent writes with it. */
  async quit(): Promise<void> {
    await this.replication.cancel();
    await this.db.close();
  }

  /** What fetch does without a network. */
  private refuseWhileOffline(): void {
    if (!this.isOnline) throw new TypeError('Failed to fetch');
  }

  private async pull(collection: CollectionName, checkpoint: unknown, limit: number) {
    this.refuseWhileOffline();
    const res = await this.http.pull(collection, checkpoint ?? null, limit);
    if (res.status !== 200) throw new Error(`${this.name} pull ${collection}: ${res.status} ${JSON.stringify(res.json)}`);
    this.stats.pulled += res.json.documents.length;
    return res.json;
  }

  private async push(collection: CollectionName, rows: SentRow[]): Promise<WireDoc[]> {
    this.refuseWhileOffline();
    // A new attempt at a document the server refused earlier is judged afresh (the PWA forgets after a minute).
    for (const row of rows) this.refused.delete(`${collection}:${row.newDocumentState.id}`);
    const send = async () => {
      const res = await this.http.push(collection, rows);
      if (res.status !== 200) throw new Error(`${this.name} push ${collection}: ${res.status} ${JSON.stringify(res.json)}`);
      const answer = res.json as PushResponse;
      this.observe(this, collection, rows, answer);
      return answer;
    };
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      this.stats.duplicates++;
      await send();
    }
    const answer = await send();
    this.stats.pushed += rows.length;
    for (const refusal of answer.refused) this.refused.add(`${collection}:${refusal.id}`);
    this.stats.refused += answer.refused.length;
    this.stats.conflicts += answer.conflicts.length - answer.refused.length;
    return answer.conflicts;
  }
}
