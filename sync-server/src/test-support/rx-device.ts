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
import { PUSH_STORED_HEADER, type PushResponse, type WireDoc } from '@shared/schemas/replication.ts';
import { openAppDatabase, type AppDatabase } from '../../../pwa/src/db/database.ts';
import { replicateAll, type ReplicationSet } from '../../../pwa/src/db/replicate.ts';
import type { SentRow } from './sim-device.ts';
import type { TestClient } from './test-server.ts';

/** Told of every push answer, including answers the device never reads (a response lost on the way back). */
export type RxPushObserver = (device: RxDevice, collection: CollectionName, rows: SentRow[], answer: PushResponse) => void;

/**
 * Faults a harness injects into this device's transport (convergence-run.ts); none by default. A hook that
 * throws drops the call as a broken connection does (RxDB retries it); one that waits delays it.
 */
export interface DeviceFaults {
  /** Before a request leaves: throw and it never reaches the server. */
  beforeRequest?(kind: 'pull' | 'push'): Promise<void>;
  /** After the server answered: throw and the answer is lost although the server committed. */
  afterAnswer?(kind: 'pull' | 'push'): Promise<void>;
  /** How many rows of a push reach the server before it dies (each row commits alone); null: all, answered. */
  crashAfter?(rows: number): number | null;
}

/** A stored document as the server would send it: entity fields and `_deleted`, no RxDB metadata. */
function plain(doc: Record<string, unknown>): WireDoc {
  const out = Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_')));
  return { ...out, _deleted: false } as WireDoc;
}

/** Exchanges a device's trace keeps: a run makes a few hundred, the newest are the ones that explain its end. */
const TRACE_LIMIT = 2000;

export class RxDevice {
  readonly stats = { conflicts: 0, refused: 0, duplicates: 0, pulled: 0, pushed: 0 };
  /**
   * Every pull and push this device made, with the server's answer and whether the answer reached it, oldest
   * first. Delays are real milliseconds, so a divergent seed may pass on replay: a soak writes this out instead.
   */
  readonly trace: string[] = [];
  faults: DeviceFaults = {};
  private isOnline = true;
  private isStreamCut = false;
  private isSignedOut = false;
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
    await device.start(define);
    return device;
  }

  /** Open this device's database (kept in memory storage under its name) and start replicating it. */
  private async start(define?: Parameters<typeof openAppDatabase>[5]): Promise<void> {
    // The database name comes from the user id; a suffix keeps two devices of one user apart in one process
    // (otherwise they would share the memory storage and elect one leader between them).
    this.db = await openAppDatabase(`${this.userId}${this.name}`, this.role, (c, id) => this.refused.has(`${c}:${id}`), getRxStorageMemory() as unknown as Parameters<typeof openAppDatabase>[3], this.collections, define);
    this.replication = replicateAll(this.db, this.role, {
      pull: (collection, checkpoint, limit) => this.pull(collection, checkpoint, limit),
      push: (collection, rows) => this.push(collection, rows as SentRow[]),
      resync$: (collection) => this.resync.get(collection)!.asObservable(),
      retryTimeMs: 50,
    }, this.collections);
    await Promise.all(Object.values(this.replication.states).map((s) => s.awaitInitialReplication()));
  }

  /**
   * Another tab takes over: this one stops replicating at once (a push may be on its way) and closes; a new
   * instance opens the same stored database, becomes the leader and replicates from what is stored.
   */
  async changeLeader(): Promise<void> {
    await this.quit();
    this.refused.clear();
    await this.start();
  }

  /** The live stream is cut (no RESYNC reaches the device) or, set back, reconnects and asks for a re-sync. */
  get streamCut(): boolean {
    return this.isStreamCut;
  }

  set streamCut(value: boolean) {
    if (value === this.isStreamCut) return;
    this.record(value ? 'STREAM cut' : 'STREAM back');
    this.isStreamCut = value;
    if (!value) this.replication.reSync();
  }

  /** The session ends (every call answers 401, RxDB keeps retrying); signing in again resumes it. */
  async signOut(): Promise<void> {
    await this.http.post('/api/auth/logout');
    this.isSignedOut = true;
  }

  async signIn(email: string, password: string): Promise<void> {
    const res = await this.http.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`${this.name} sign in: ${res.status} ${JSON.stringify(res.json)}`);
    this.isSignedOut = false;
    this.replication.reSync();
  }

  get signedOut(): boolean {
    return this.isSignedOut;
  }

  /** Replicating now: online and signed in (a harness syncs only such a device; the others would wait forever). */
  get reachable(): boolean {
    return this.isOnline && !this.isSignedOut;
  }

  /** Whether a replication of this device stopped (canceled or failed for good): it would never resume. */
  get stopped(): boolean {
    return Object.values(this.replication.states).some((s) => s.isStopped());
  }

  get online(): boolean {
    return this.isOnline;
  }

  set online(value: boolean) {
    if (value === this.isOnline) return;
    this.record(value ? 'ONLINE' : 'OFFLINE');
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
      this.record(`REMOVE ${collection} ${doc.id}`);
      await (await rx.findOne(doc.id).exec())?.remove();
      return;
    }
    this.record(`WRITE ${collection} ${JSON.stringify(doc)}`);
    const { _deleted, ...fields } = doc;
    await rx.upsert(fields);
  }

  /**
   * Pull and push until a whole round moves nothing: RESYNC as the stream would say it, then RxDB's own
   * `awaitInSync` on every collection. Returns the documents that moved.
   */
  async sync(): Promise<number> {
    if (!this.reachable) return 0;
    let moved = 0;
    for (let round = 0; round < 20; round++) {
      const before = this.stats.pulled + this.stats.pushed;
      if (!this.isStreamCut) for (const subject of this.resync.values()) subject.next('RESYNC');
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

  private async sendPush(collection: CollectionName, rows: SentRow[]): Promise<PushResponse> {
    const res = await this.http.request('POST', `/api/replication/${collection}/push`, rows, { [PUSH_STORED_HEADER]: '1' });
    if (res.status !== 200) throw new Error(`${this.name} push ${collection}: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as PushResponse;
  }

  private record(line: string): void {
    this.trace.push(`${new Date().toISOString()} ${this.name} ${line}`);
    if (this.trace.length > TRACE_LIMIT) this.trace.shift();
    if (process.env.DEBUG_RX) console.log(this.trace.at(-1));
  }

  /** The fault after an answer: a lost answer is recorded as lost, then thrown as the broken connection it is. */
  private async deliver(kind: 'pull' | 'push', what: string): Promise<void> {
    try {
      await this.faults.afterAnswer?.(kind);
    } catch (error) {
      this.record(`${what}: answer lost`);
      throw error;
    }
  }

  /** What fetch does without a network. */
  private refuseWhileOffline(): void {
    if (!this.isOnline) throw new TypeError('Failed to fetch');
  }

  private async pull(collection: CollectionName, checkpoint: unknown, limit: number) {
    this.refuseWhileOffline();
    await this.faults.beforeRequest?.('pull');
    const res = await this.http.pull(collection, checkpoint ?? null, limit);
    if (res.status !== 200) throw new Error(`${this.name} pull ${collection}: ${res.status} ${JSON.stringify(res.json)}`);
    const what = `PULL ${collection} ${JSON.stringify(checkpoint ?? null)}`;
    this.record(`${what} -> ${JSON.stringify(res.json)}`);
    await this.deliver('pull', what);
    this.stats.pulled += res.json.documents.length;
    return res.json;
  }

  private async push(collection: CollectionName, rows: SentRow[]): Promise<WireDoc[]> {
    this.refuseWhileOffline();
    // A new attempt at a document the server refused earlier is judged afresh (the PWA forgets after a minute).
    for (const row of rows) this.refused.delete(`${collection}:${row.newDocumentState.id}`);
    await this.faults.beforeRequest?.('push');
    const reached = this.faults.crashAfter?.(rows.length) ?? null;
    if (reached !== null) {
      // The server dies mid-push: the rows it decided are committed, their answer never comes.
      if (reached > 0) this.observe(this, collection, rows.slice(0, reached), await this.sendPush(collection, rows.slice(0, reached)));
      this.record(`PUSH ${collection} ${JSON.stringify(rows)}: server died after ${reached} rows`);
      throw new TypeError('Failed to fetch');
    }
    const send = async () => {
      const answer = await this.sendPush(collection, rows);
      this.record(`PUSH ${collection} ${JSON.stringify(rows)} -> ${JSON.stringify(answer)}`);
      this.observe(this, collection, rows, answer);
      return answer;
    };
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      this.stats.duplicates++;
      await send();
    }
    const answer = await send();
    await this.deliver('push', `PUSH ${collection} ${rows.map((r) => r.newDocumentState.id).join(',')}`);
    this.stats.pushed += rows.length;
    // As replication-client.ts: a refused write and an accepted one's stored state are taken as they are.
    for (const id of [...answer.refused.map((r) => r.id), ...(answer.stored ?? []).map((d) => d.id)]) this.refused.add(`${collection}:${id}`);
    this.stats.refused += answer.refused.length;
    this.stats.conflicts += answer.conflicts.length - answer.refused.length;
    return [...answer.conflicts, ...(answer.stored ?? [])];
  }
}
