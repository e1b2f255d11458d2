/**
 * A live set of a collection's documents matching a selector, for screens over thousands of them (every active
 * job, every open profile). RxDB's live query read them all in one go and built a document object for each: on
 * a phone that froze the page for a second at 10,000 jobs, and again after every change it could not reduce.
 * Here the first read is done in pages ordered by id, with a yield to the browser between pages, so no task runs
 * long; after it, the collection's change events (this tab's and other tabs') are applied to the set, so a
 * change costs one document, and the documents that did not change keep their objects (caches keyed on them
 * stay warm). A set is shared by every component asking for the same collection and selector, and kept a while
 * after the last one leaves, so going back to a screen does not read again.
 */
import type { MangoQuerySelector, RxChangeEvent, RxCollection, RxQuery } from 'rxdb';
import type { Subscription } from 'rxjs';
import { yieldToBrowser } from '../ui/yield-to-browser.ts';
import { dexieInternalsOf, rowToStored } from './rxdb-internals.ts';

/**
 * Documents per page of the first read. At about 0.16 ms a job on a phone four times slower than a laptop
 * (IndexedDB's copy of the stored value, RxDB's document), a page stays under a 50 ms long task. Smaller pages
 * cost more in all: each is a transaction of its own (600 a page read 10,000 jobs about a third faster than 150).
 */
export const READ_PAGE_SIZE = 250;
/** How long a set nobody uses stays current before it is dropped. */
export const KEEP_UNUSED_MS = 60_000;

export interface LiveDocSetOptions {
  pageSize?: number;
  /** Called between pages of the first read (tests write there, as another tab would). */
  betweenPages?: () => Promise<void>;
  keepUnusedMs?: number;
}

type Doc = { id: string };

/** The stored document without RxDB's bookkeeping, as RxDocument.toJSON() gives it. */
function entityOf<T>(data: Record<string, unknown>): T {
  const { _rev: _r, _meta: _m, _attachments: _a, _deleted: _d, ...entity } = data;
  return entity as T;
}

export class LiveDocSet<T extends Doc> {
  private readonly byId = new Map<string, T>();
  /** Every document, in one array: null until the first read is done. A new array after each change. */
  private snapshot: readonly T[] | null = null;
  private readonly listeners = new Set<() => void>();
  /** Change events that came while the first read was going on, applied in order once it is done. */
  private pending: RxChangeEvent<T>[] | null = [];
  private readonly matcher: RxQuery<T>;
  private readonly subscription: Subscription;
  private isFlushQueued = false;
  private isClosed = false;
  private users = 0;
  private dropTimer: ReturnType<typeof setTimeout> | undefined;
  /** Settles when the first read is done (or was given up because the set or its database closed). */
  readonly done: Promise<void>;

  constructor(
    private readonly collection: RxCollection<T>,
    /** Must not constrain `id`: the pages of the first read do. */
    private readonly selector: MangoQuerySelector<T>,
    private readonly options: LiveDocSetOptions = {},
    private readonly onDropped: () => void = () => {},
  ) {
    this.matcher = collection.find({ selector });
    // Subscribed before the first page is read, so no change falls between the read and the events.
    this.subscription = collection.$.subscribe((event) => {
      if (this.pending) this.pending.push(event);
      else {
        this.apply(event);
        this.queueFlush();
      }
    });
    this.done = this.readAll();
  }

  /** The documents, or null while the first read goes on. */
  get current(): readonly T[] | null {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A component starts using the set. */
  acquire(): void {
    this.users++;
    clearTimeout(this.dropTimer);
  }

  /** A component stops using it; with nobody left, it is dropped after a while. */
  release(): void {
    this.users--;
    if (this.users > 0) return;
    clearTimeout(this.dropTimer);
    this.dropTimer = setTimeout(() => this.close(), this.options.keepUnusedMs ?? KEEP_UNUSED_MS);
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    clearTimeout(this.dropTimer);
    this.subscription.unsubscribe();
    this.onDropped();
  }

  private async readAll(): Promise<void> {
    const pageSize = this.options.pageSize ?? READ_PAGE_SIZE;
    const betweenPages = this.options.betweenPages ?? yieldToBrowser;
    let after = '';
    try {
      const readPage = (await dexiePageReader(this.collection)) ?? queryPageReader(this.collection, this.selector);
      for (;;) {
        // Every id is above '': the first page starts at the lowest.
        const page = await readPage(after, pageSize);
        if (this.isClosed) return;
        for (const data of page) {
          if (this.matcher.doesDocumentDataMatch(data as never)) this.byId.set(data.id, entityOf<T>(data));
        }
        if (page.length < pageSize) break;
        after = page[page.length - 1]!.id;
        await betweenPages();
        if (this.isClosed) return;
      }
    } catch (err) {
      // The database closed under the read (sign-out): nobody is left to show the documents to.
      if (this.isClosed || this.collection.closed) return;
      // Anything else: show what was read (changes still arrive) rather than a screen loading for ever.
      console.error(`Reading ${this.collection.name} failed`, err);
    }
    const pending = this.pending ?? [];
    this.pending = null;
    for (const event of pending) this.apply(event);
    this.flush();
  }

  private apply(event: RxChangeEvent<T>): void {
    const data = event.documentData as Record<string, unknown> | undefined;
    if (data && this.matcher.doesDocumentDataMatch(data as never)) this.byId.set(event.documentId, entityOf<T>(data));
    else this.byId.delete(event.documentId);
  }

  /** One new array per burst of events (a replicated batch arrives as one), not per document. */
  private queueFlush(): void {
    if (this.isFlushQueued) return;
    this.isFlushQueued = true;
    queueMicrotask(() => {
      this.isFlushQueued = false;
      if (!this.isClosed) this.flush();
    });
  }

  private flush(): void {
    this.snapshot = [...this.byId.values()];
    for (const listener of this.listeners) listener();
  }
}

/** Up to `size` stored documents with ids above `after`, in id order (with RxDB's fields; the caller matches them). */
type PageReader = (after: string, size: number) => Promise<readonly (Doc & Record<string, unknown>)[]>;

/**
 * Pages straight from the table RxDB's Dexie storage keeps the collection in: one IndexedDB getAll per page over
 * its [_deleted+id] index. RxDB's own query walks a cursor, a round trip to IndexedDB per document: 10,000 jobs
 * took it 1.2-1.6 s in the app, against about 0.4 s this way. Null for another storage (the tests' memory one).
 */
async function dexiePageReader(collection: RxCollection): Promise<PageReader | null> {
  const internals = await dexieInternalsOf(collection);
  const table = internals?.table;
  if (!table || !internals.booleanIndexes.includes('_deleted')) return null;
  return async (after, size) => {
    // Stored booleans of an index are '0' and '1'; an array key sorts after every string, so ['0', []] is above
    // every live document's key.
    const rows = await table.where('[_deleted+id]').between(['0', after], ['0', []], false, true).limit(size).toArray();
    return rows.map((row: unknown) => rowToStored(internals, row) as unknown as Doc & Record<string, unknown>);
  };
}

/** Pages through RxDB's query: it walks its [_deleted, id] index from `after` and stops once it has a page. */
function queryPageReader(collection: RxCollection, selector: MangoQuerySelector<Doc>): PageReader {
  return async (after, size) => {
    const docs = await collection
      .find({ selector: { ...selector, id: { $gt: after } }, sort: [{ id: 'asc' }], limit: size })
      .exec();
    return docs.map((doc) => doc.toJSON(true) as unknown as Doc & Record<string, unknown>);
  };
}

const sets = new WeakMap<RxCollection, Map<string, LiveDocSet<Doc>>>();

/** The shared live set of a collection and selector, made on first use. */
export function liveDocSet<T extends Doc>(collection: RxCollection<T>, selector: MangoQuerySelector<T>): LiveDocSet<T> {
  let byKey = sets.get(collection as RxCollection);
  if (!byKey) sets.set(collection as RxCollection, (byKey = new Map()));
  const key = JSON.stringify(selector);
  let set = byKey.get(key) as LiveDocSet<T> | undefined;
  if (!set) {
    const map = byKey;
    set = new LiveDocSet<T>(collection, selector, {}, () => map.delete(key));
    byKey.set(key, set as unknown as LiveDocSet<Doc>);
  }
  return set;
}
