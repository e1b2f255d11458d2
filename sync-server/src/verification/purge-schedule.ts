/**
 * Runs the purge of decided ID documents (30 days after the decision) once at start and then hourly on every
 * instance: the purge is one DELETE ... RETURNING, so instances running it together each remove distinct rows.
 */
import type { Db } from '../db/client.ts';
import type { Logger } from '../observability/logger.ts';
import type { FileStorage } from '../files/storage.ts';
import { repeatEvery } from '../repeat-every.ts';
import { purgeDecidedIdDocuments } from './id-documents.ts';

/** How often a running instance purges. */
export const ID_DOCUMENT_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Start purging; `stop` ends the timer and waits for a purge under way, so the database can close after it. */
export function scheduleIdDocumentPurge(db: Db, storage: FileStorage, options: { now: () => Date; log?: Logger | false; intervalMs?: number }) {
  return repeatEvery(
    () => purgeDecidedIdDocuments(db, storage, options.now()),
    options.intervalMs ?? ID_DOCUMENT_PURGE_INTERVAL_MS,
    (err) => {
      if (options.log) options.log.error({ err }, 'Purging decided ID documents failed');
    },
  );
}
