/**
 * What put-rows.worker.ts does with each request, apart from the messages: requests are stored in the order they
 * come, those that queued up while a transaction ran together in the next one (one transaction per database
 * and table). After a failed one nothing more is written (each later request answers the same failure), so the
 * page, storing the failed requests itself, never stores an older page after a newer one.
 */
import type { Dexie } from 'dexie';
import { toDexieRowInPlace } from './dexie-row.ts';
import type { PutAnswer, PutRequest } from './off-thread-put.ts';

/** Serves requests with databases opened by `open` (not opened yet); answers each with `answer`. */
export function rowPutter(open: (name: string) => Dexie, answer: (answer: PutAnswer) => void): (request: PutRequest) => void {
  const opened = new Map<string, Promise<Dexie>>();
  let failure: string | null = null;
  let waiting: PutRequest[] = [];
  let running = false;

  function database(name: string): Promise<Dexie> {
    let ready = opened.get(name);
    if (!ready) {
      const db = open(name);
      // A database deleted or upgraded meanwhile (sign-out) is let go, and nothing more is written: opened again
      // it would be made anew, empty.
      db.on('versionchange', () => {
        db.close();
        opened.delete(name);
        failure ??= `${name} was deleted or upgraded`;
        return false;
      });
      ready = db.open().then(() => db);
      opened.set(name, ready);
    }
    return ready;
  }

  async function putAll(requests: PutRequest[]): Promise<void> {
    if (failure) throw new Error(failure);
    const { dbName, table, booleanIndexes } = requests[0]!;
    const db = await database(dbName);
    // The documents are this thread's own (copied by the message), so they are made into rows in place.
    const rows = requests.flatMap((r) => r.documents.map((doc) => toDexieRowInPlace(booleanIndexes, doc as Record<string, unknown>)));
    // Settles once IndexedDB has committed: a read the page starts after the answer sees every row.
    await db.transaction('rw', db.table(table), () => db.table(table).bulkPut(rows));
  }

  async function drain(): Promise<void> {
    running = true;
    while (waiting.length > 0) {
      const first = waiting[0]!;
      const other = waiting.findIndex((r) => r.dbName !== first.dbName || r.table !== first.table);
      const batch = other === -1 ? waiting : waiting.slice(0, other);
      waiting = other === -1 ? [] : waiting.slice(other);
      try {
        await putAll(batch);
        for (const r of batch) answer({ seq: r.seq, ok: true });
      } catch (error) {
        failure ??= String(error);
        for (const r of batch) answer({ seq: r.seq, ok: false, error: String(error) });
      }
    }
    running = false;
  }

  return (request) => {
    waiting.push(request);
    if (!running) void drain();
  };
}
