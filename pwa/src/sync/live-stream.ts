/**
 * The device's one live stream (Server-Sent Events), opened by the leader tab only. Every event turns into a
 * RESYNC of the collections it names; a (re)connection resyncs all, so nothing said during a gap is lost.
 */
import { Subject, filter, map, type Observable } from 'rxjs';
import { COLLECTION_NAMES, SCHEMA_VERSION, type CollectionName } from '@shared/schemas/collections.ts';

/** The stream is considered dead when nothing (not even a heartbeat) came for this long. */
const SILENCE_MS = 45_000;

export interface LiveStream {
  resync$(collection: CollectionName): Observable<'RESYNC'>;
  open(): void;
  close(): void;
}

export function createLiveStream(): LiveStream {
  const changed = new Subject<CollectionName[]>();
  let source: EventSource | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let wanted = false;

  const arm = () => {
    if (watchdog) clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      // A silent connection is a broken one (sleeping laptop, dropped proxy): start again.
      source?.close();
      source = undefined;
      if (wanted) connect();
    }, SILENCE_MS);
  };

  const connect = () => {
    source = new EventSource(`/api/replication/stream?v=${SCHEMA_VERSION}`, { withCredentials: true });
    source.addEventListener('resync', () => {
      arm();
      changed.next(COLLECTION_NAMES);
    });
    source.addEventListener('change', (event) => {
      arm();
      changed.next(JSON.parse((event as MessageEvent<string>).data) as CollectionName[]);
    });
    source.addEventListener('ping', arm);
    source.onerror = arm;
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
      if (!source) connect();
    },
    close() {
      wanted = false;
      if (watchdog) clearTimeout(watchdog);
      source?.close();
      source = undefined;
    },
  };
}
