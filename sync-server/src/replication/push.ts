/**
 * Push: each row is decided in its own transaction, under locks on the document and on the writer (so two
 * devices of one user cannot both pass a limit or a uniqueness check). A row whose assumed state is not what
 * the server holds comes back as a conflict; a row the rules refuse comes back refused, with the server's state
 * as its conflict so the device reverts to the truth while keeping the refused content as a draft.
 */
import { sql } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { PushResponse, PushRow, WireDoc } from '@shared/schemas/replication.ts';
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { toWireDoc } from './pull.ts';
import { RULES } from './rules/index.ts';
import { readRow, writeRow } from './store.ts';

/** RxDB's own bookkeeping fields are not part of the document's state. */
function stateOf(doc: WireDoc | null | undefined): Record<string, unknown> | null {
  if (!doc) return null;
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_') || k === '_deleted'));
}

/** Apply a device's push for one collection. */
export async function pushChanges(
  db: Db,
  collection: CollectionName,
  viewer: Viewer,
  rows: PushRow[],
  now: () => Date = () => new Date(),
): Promise<PushResponse> {
  const response: PushResponse = { conflicts: [], refused: [] };
  for (const row of rows) {
    await db.transaction(async (tx) => {
      const incoming = row.newDocumentState;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${viewer.userId}`}))`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${collection}:${incoming.id}`}))`);
      const master = await readRow(tx, collection, incoming.id, true);
      const masterView = master ? toWireDoc(collection, master, viewer) : null;
      const assumed = stateOf(row.assumedMasterState);
      const masterState = masterView && !(masterView._deleted && !assumed) ? stateOf(masterView) : null;
      const matches = assumed === null ? masterState === null : isSameJson(assumed, masterState ?? { id: incoming.id, _deleted: true });
      if (!matches) {
        response.conflicts.push(masterView ?? { id: incoming.id, _deleted: true });
        return;
      }
      const when = now();
      const outcome = await RULES[collection].write({ tx, viewer, now: when, master, incoming });
      if (outcome.kind === 'refuse') {
        response.refused.push({ id: incoming.id, collection, reason: outcome.reason, code: outcome.code, document: incoming });
        response.conflicts.push(masterView ?? { ...incoming, _deleted: true });
        return;
      }
      await writeRow(tx, collection, outcome.row, when);
      await outcome.after?.(tx, when);
    });
  }
  return response;
}
