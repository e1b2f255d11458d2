/**
 * The page's side of put-rows.worker.ts: documents in RxDB's stored form go to a worker thread, which puts them
 * into the collection's Dexie table; the promise settles when they are committed. Null where there are no
 * workers (the unit tests' Node): callers then store on the page.
 */

/** Documents to store: `documents` in RxDB's stored form, for the table `table` of the database `dbName`. */
export interface PutRequest {
  seq: number;
  dbName: string;
  table: string;
  booleanIndexes: string[];
  documents: unknown[];
}
export type PutAnswer = { seq: number; ok: true } | { seq: number; ok: false; error: string };

export interface OffThreadPut {
  /** Settles once the documents are committed; rejects if they were not stored (then neither is any later). */
  put(request: Omit<PutRequest, 'seq'>): Promise<void>;
  close(): void;
}

/** The thread at the other end of a port (a worker, or in tests a MessageChannel's other port). */
interface Port {
  postMessage(message: PutRequest): void;
  onmessage: ((event: MessageEvent<PutAnswer>) => void) | null;
}

/** Requests over `port`; `end` stops the other side. Exported for its test. */
export function putOver(port: Port, end: () => void): OffThreadPut & { fail(error: Error): void } {
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let seq = 0;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
  };
  port.onmessage = ({ data }) => {
    const caller = waiting.get(data.seq);
    waiting.delete(data.seq);
    if (data.ok) caller?.resolve();
    else caller?.reject(new Error(data.error));
  };
  return {
    put(request) {
      if (failure) return Promise.reject(failure);
      const message: PutRequest = { ...request, seq: ++seq };
      return new Promise<void>((resolve, reject) => {
        waiting.set(message.seq, { resolve, reject });
        port.postMessage(message);
      });
    },
    close() {
      end();
      fail(new Error('the put-rows worker was closed'));
    },
    fail,
  };
}

export function offThreadPut(): OffThreadPut | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./put-rows.worker.ts', import.meta.url), { type: 'module', name: 'put-rows' });
  } catch {
    return null;
  }
  const client = putOver(worker as unknown as Port, () => worker.terminate());
  // The worker's script did not load or threw: nothing it was given is stored.
  worker.onerror = (event) => {
    event.preventDefault();
    client.fail(new Error(`the put-rows worker failed: ${event.message}`));
  };
  return client;
}
