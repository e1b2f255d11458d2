/**
 * The device's one live stream (Server-Sent Events), opened by the leader tab only. Every event turns into a
 * RESYNC of the collections it names; a (re)connection resyncs every collection that has asked the server for
 * anything before it, so nothing said during a gap is lost.
 */
import { Subject, filter, map, type Observable } from 'rxjs';
import { COLLECTION_NAMES, SCHEMA_VERSION, type CollectionName } from '@shared/schemas/collections.ts';
import { ID_REVIEWS_EVENT } from '@shared/schemas/id-review.ts';
import { SIGNED_OUT_EVENT, signedOutEventSchema, type SignOutReason } from '@shared/schemas/signed-out.ts';
import { streamClosedEventSchema } from '@shared/schemas/stream-closed.ts';
import { api } from './api-client.ts';

/** The stream is considered dead when nothing (not even a heartbeat) came for this long. */
const SILENCE_MS = 45_000;
/**
 * Closed by the server because the account has too many streams open (stream-closed.ts): opening again at once
 * would close the next oldest, one of the user's other devices, and so on in turn. It waits for this device to
 * come back (online again, a tab shown) or this long; the pulls meanwhile go on their own.
 */
const PARKED_MS = 10 * 60_000;

function isTooManyStreams(data: string): boolean {
  try {
    return streamClosedEventSchema.safeParse(JSON.parse(data)).success;
  } catch {
    return false;
  }
}

/** EventSource.CLOSED. */
const CLOSED = 2;

export interface LiveStream {
  resync$(collection: CollectionName): Observable<'RESYNC'>;
  open(): void;
  close(): void;
  /**
   * Settles once the server watches this stream's changes (its first `resync`), the connection failed, or
   * `capMs` passed: a collection's first pull sent after it needs no RESYNC (see createLiveStream).
   */
  watching(capMs: number): Promise<void>;
}

/** What the stream tells beyond changes. */
export interface LiveStreamEvents {
  /** The server ended the session and said why, just before closing the stream. */
  onSignedOut?(reason: SignOutReason): void;
  /** The server answered the stream with an error (a 401 among others: an EventSource cannot read which). */
  onRefused?(): void;
  /** A support agent's ID review queue moved (the list is served over REST, not replicated). */
  onIdReviewsMoved?(): void;
}

/**
 * `hasAsked` tells whether a collection has sent a pull yet. The server starts watching a stream's changes
 * before it says `resync`, so a collection whose first pull is sent after that `resync` arrived gets everything
 * from that pull and the rest from the stream: a RESYNC of it would only repeat the pull. So a first pull waits
 * for the stream to be watching (watching(), a fraction of the time the replications take to open their storage
 * here): at every start, each collection pulls once rather than twice.
 */
export function createLiveStream(hasAsked: (collection: CollectionName) => boolean = () => true, events: LiveStreamEvents = {}): LiveStream {
  const changed = new Subject<CollectionName[]>();
  let source: EventSource | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let wanted = false;
  let isWatching = false;
  let unpark: (() => void) | undefined;
  const watchers = new Set<() => void>();
  const release = () => {
    for (const wake of watchers) wake();
    watchers.clear();
  };

  const arm = () => {
    if (watchdog) clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      // A silent connection is a broken one (sleeping laptop, dropped proxy): start again.
      source?.close();
      source = undefined;
      if (wanted) connect();
    }, SILENCE_MS);
  };

  const park = () => {
    source?.close();
    source = undefined;
    if (watchdog) clearTimeout(watchdog);
    release();
    const wake = () => {
      unpark?.();
      if (wanted && !source) connect();
    };
    const onVisible = () => document.visibilityState === 'visible' && wake();
    const timer = setTimeout(wake, PARKED_MS);
    globalThis.window?.addEventListener('online', wake);
    globalThis.document?.addEventListener('visibilitychange', onVisible);
    unpark = () => {
      unpark = undefined;
      clearTimeout(timer);
      globalThis.window?.removeEventListener('online', wake);
      globalThis.document?.removeEventListener('visibilitychange', onVisible);
    };
  };

  const connect = () => {
    source = new EventSource(`${api.replication.stream.$path()}?v=${SCHEMA_VERSION}`, { withCredentials: true });
    source.addEventListener('resync', () => {
      arm();
      isWatching = true;
      release();
      changed.next(COLLECTION_NAMES.filter(hasAsked));
    });
    source.addEventListener('change', (event) => {
      arm();
      changed.next(JSON.parse((event as MessageEvent<string>).data) as CollectionName[]);
    });
    source.addEventListener('ping', arm);
    source.addEventListener(ID_REVIEWS_EVENT, () => {
      arm();
      events.onIdReviewsMoved?.();
    });
    source.addEventListener(SIGNED_OUT_EVENT, (event) => {
      const parsed = signedOutEventSchema.safeParse(JSON.parse((event as MessageEvent<string>).data || 'null'));
      if (parsed.success) events.onSignedOut?.(parsed.data.reason);
    });
    source.addEventListener('closed', (event) => isTooManyStreams((event as MessageEvent<string>).data) && park());
    const current = source;
    source.onerror = () => {
      // A connection given up (parked, closed) stays down: its last error must not start the watchdog again.
      if (source !== current) return;
      arm();
      // CLOSED: the server answered with an error status, and the EventSource will not try again by itself.
      if (source?.readyState === CLOSED) events.onRefused?.();
      // Offline, or the server refused: the pulls go (and fail or succeed) on their own.
      release();
    };
    arm();
  };

  return {
    resync$: (collection) =>
      changed.pipe(
        filter((names) => names.includes(collection)),
        map(() => 'RESYNC' as const),
      ),
    open() {
      wanted = true;
      if (!source && !unpark) connect();
    },
    watching(capMs) {
      if (isWatching) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          watchers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, capMs);
        watchers.add(wake);
      });
    },
    close() {
      release();
      unpark?.();
      wanted = false;
      if (watchdog) clearTimeout(watchdog);
      source?.close();
      source = undefined;
    },
  };
}
