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
import { ZodError } from 'zod';
import { RULES } from './rules/index.ts';
import { refuse, type WriteContext, type WriteOutcome } from './rules/types.ts';
import { readRow, writeRow } from './store.ts';

/** RxDB's own bookkeeping fields are not part of the document's state. */
function stateOf(doc: WireDoc | null | undefined): Record<string, unknown> | null {
  if (!doc) return null;
  return Object.fromEntries(Object.entries(doc).filter(([k]) => !k.startsWith('_') || k === '_deleted'));
}

/**
 * Whether the device assumed the state the server holds. Two removals are the same state: the server sends a
 * removal as `{ id, _deleted: true }`, while a device that pushed a deletion keeps the fields on its tombstone;
 * comparing those fields would turn an undelete (a job saved again) into a conflict the deletion wins.
 */
function isSameState(assumed: Record<string, unknown>, server: Record<string, unknown>): boolean {
  return (assumed._deleted === true && server._deleted === true) || isSameJson(assumed, server);
}

/**
 * Run the collection's rule. A document the rule builds and its entity schema rejects is a bad write, not a
 * server failure: it becomes a refusal for that row instead of failing the whole push.
 */
async function decide(collection: CollectionName, ctx: WriteContext): Promise<WriteOutcome> {
  try {
    return await RULES[collection].write(ctx);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const issue = error.issues[0];
    return refuse('invalid', `${issue?.path.join('.') || 'document'}: ${issue?.message ?? 'Invalid data'}`);
  }
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
      const matches = assumed === null ? masterState === null : isSameState(assumed, masterState ?? { id: incoming.id, _deleted: true });
      if (!matches) {
        response.conflicts.push(masterView ?? { id: incoming.id, _deleted: true });
        return;
      }
      const when = now();
      const outcome = await decide(collection, { tx, viewer, now: when, master, incoming });
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
