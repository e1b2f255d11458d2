/**
 * Push: each row is decided in its own transaction, under locks on the document and on the writer (so two
 * devices of one user cannot both pass a limit or a uniqueness check). A row whose assumed state is not what
 * the server holds comes back as a conflict; a row the rules refuse comes back refused, with the server's state
 * as its conflict so the device reverts to the truth while keeping the refused content as a draft. A row that
 * fails because of its content (text Postgres cannot store, a value it refuses) is refused the same way and
 * alone: its transaction rolls back and the rest of the push is still decided. An accepted row whose new state
 * is the state already stored is not written again (a device re-sending what it has must not loop); asked for,
 * the answer carries the stored state of each accepted row that differs from what was pushed (PushResponse).
 */
import { sql } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { PushResponse, PushRow, WireDoc } from '@shared/schemas/replication.ts';
import { storableJsonSchema } from '@shared/schemas/storable-text.ts';
import { stateOf } from '@shared/rules/document-state.ts';
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import type { Viewer } from '../auth/sessions.ts';
import { actingViewer, roleMayWrite } from '../auth/company-viewer.ts';
import type { Db } from '../db/client.ts';
import { toWireDoc } from '../rules/to-wire-doc.ts';
import { projectionViewer } from '../profile-views/access.ts';
import { isCompanyInterviewer } from '../company/assignments.ts';
import { contentRefusal } from './content-refusal.ts';
import { RULES } from '../rules/index.ts';
import { validate } from '../rules/helpers.ts';
import type { Refusal, WriteContext, WriteOutcome } from '../rules/types.ts';
import { readRow, writeRow, type RowInput, type StoredRow } from '../store/rows.ts';
import { refreshArmedSoon } from '../slices/slice-refresh-job.ts';
import { processLogger } from '../observability/logger.ts';

/** The state of a document the device or the server may not have. */
function stateOrNull(doc: WireDoc | null | undefined): Record<string, unknown> | null {
  return doc ? stateOf(doc) : null;
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
 * Whether writing `row` over `master` would change nothing but its time: same document (`updatedAt` aside),
 * same removal, owner, readers and scope. Readers only grow on write, so fewer readers named is no change.
 */
function isNoOp(master: StoredRow | null, row: RowInput): boolean {
  if (!master) return false;
  const { updatedAt: _was, ...before } = master.doc;
  const { updatedAt: _now, ...after } = row.doc;
  return (
    isSameJson(before, after) &&
    master.deleted === (row.deleted ?? false) &&
    master.ownerUserId === row.ownerUserId &&
    (row.readerUserIds ?? []).every((id) => master.readerUserIds.includes(id)) &&
    master.publicScope === (row.publicScope ?? null)
  );
}

/**
 * Run the collection's rule. A document the rule builds and its entity schema rejects is a bad write, not a
 * server failure: it becomes a refusal for that row instead of failing the whole push.
 */
async function decide(collection: CollectionName, ctx: WriteContext): Promise<WriteOutcome> {
  try {
    return await RULES[collection].write(ctx);
  } catch (error) {
    const refusal = contentRefusal(error);
    if (!refusal) throw error;
    return refusal;
  }
}

/** Apply a device's push for one collection. */
export async function pushChanges(
  db: Db,
  collection: CollectionName,
  member: Viewer,
  rows: PushRow[],
  now: () => Date = () => new Date(),
  /** The server's slice cap: a slice this push first defines (a first profile, a first job) is made with it. */
  sliceCap?: number,
  /** Answer `stored` (the device asked, PUSH_STORED_HEADER). */
  answerStored = false,
): Promise<PushResponse> {
  const response: PushResponse = { conflicts: [], refused: [] };
  const stored: WireDoc[] = [];
  // A company's documents are written as the company (auth/company-viewer.ts): its limits and locks are the
  // company's, so two members cannot pass a limit together.
  const viewer = actingViewer(member, collection);
  const mayWrite = roleMayWrite(member, collection);
  // The row a device pushes is compared with the server's as that viewer reads it (an interviewer through their
  // assignments, a member's account with the company's plan), else their pushes would all be conflicts. Neither
  // reads the clock, so `now` is left to the writes (a caller's clock may be a sequence, as the demo's is).
  const view = collection === 'accounts' || isCompanyInterviewer(viewer) ? await projectionViewer(db, collection, viewer, new Date()) : viewer;
  for (const row of rows) {
    const incoming = row.newDocumentState;
    // The server's view of the row, once read: what a refused device reverts to.
    let masterView: WireDoc | null = null;
    const refuseRow = ({ code, reason }: Refusal) => {
      response.refused.push({ id: incoming.id, collection, reason, code, document: incoming });
      response.conflicts.push(masterView ?? { ...incoming, _deleted: true });
    };
    // Checked before anything reaches the database: even the id goes into locks and lookups, and Postgres
    // cannot take a NUL or half a surrogate pair anywhere.
    const storable = validate(storableJsonSchema, incoming);
    if (!storable.ok && !validate(storableJsonSchema, incoming.id).ok) {
      refuseRow(storable.refusal);
      continue;
    }
    if (!mayWrite) {
      refuseRow({ kind: 'refuse', code: 'forbidden', reason: 'Your role in the company does not allow this change.' });
      continue;
    }
    try {
      await db.transaction(async (tx) => {
        // Both locks in one round trip, the writer's first as before (a select list is evaluated in order).
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`user:${viewer.userId}`})), pg_advisory_xact_lock(hashtext(${`${collection}:${incoming.id}`}))`,
        );
        const master = await readRow(tx, collection, incoming.id, true);
        masterView = master ? toWireDoc(collection, master, view) : null;
        const assumed = stateOrNull(row.assumedMasterState);
        const masterState = masterView && !(masterView._deleted && !assumed) ? stateOf(masterView) : null;
        const matches = assumed === null ? masterState === null : isSameState(assumed, masterState ?? { id: incoming.id, _deleted: true });
        if (!matches) {
          response.conflicts.push(masterView ?? { id: incoming.id, _deleted: true });
          return;
        }
        const when = now();
        const outcome = storable.ok ? await decide(collection, { tx, viewer, now: when, master, incoming }) : storable.refusal;
        if (outcome.kind === 'refuse') {
          refuseRow(outcome);
          return;
        }
        if (!isNoOp(master, outcome.row)) {
          await writeRow(tx, collection, outcome.row, when);
          await outcome.after?.(tx, when);
        }
        if (!answerStored) return;
        const after = await readRow(tx, collection, incoming.id);
        const state = after ? toWireDoc(collection, after, view) : { id: incoming.id, _deleted: true };
        if (!isSameState(stateOf(incoming), stateOf(state))) stored.push(state);
      });
    } catch (error) {
      // The transaction rolled back; only a failure caused by this row's content is this row's refusal.
      const refusal = contentRefusal(error);
      if (!refusal) throw error;
      // What the storable check lets through should store; one that did not points at a rule to fix.
      processLogger().warn({ err: error, collection, id: incoming.id }, 'push: a row refused by the database');
      refuseRow(refusal);
    }
  }
  refreshArmedSoon(db, now, sliceCap);
  return answerStored ? { ...response, stored } : response;
}
