/**
 * Runs the purge of decided ID documents (30 days after the decision) once at start and then hourly on every
 * instance: the purge is one DELETE ... RETURNING, so instances running it together each remove distinct rows.
 */
import type { Db } from '../db/client.ts';
import type { FileStorage } from '../files/storage.ts';
import { purgeDecidedIdDocuments } from './id-documents.ts';

/** How often a running instance purges. */
export const ID_DOCUMENT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Start purging; `stop` ends the timer and waits for a purge under way, so the database can close after it. */
export function scheduleIdDocumentPurge(db: Db, storage: FileStorage, options: { now: () => Date; log: boolean; intervalMs?: number }) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running
      .then(() => purgeDecidedIdDocuments(db, storage, options.now()))
      .then(
        () => {},
        // A failed purge is tried again at the next interval; it must never stop the server.
        (err: unknown) => {
          if (options.log) console.error('Purging decided ID documents failed:', err);
        },
      );
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? ID_DOCUMENT_PURGE_INTERVAL_MS);
  // The timer alone must not keep the process alive.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
