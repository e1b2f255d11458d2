/**
 * Document reads and writes for the REST API, through the very rules replication uses: a list is what the
 * viewer would pull, a write is a one-row push whose assumed state is the viewer's current view.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { httpError } from '../http-error.ts';
import { toWireDoc } from './pull.ts';
import { pushChanges } from './push.ts';
import { findRows, readRow } from './store.ts';

function visibleNow(viewer: Viewer): SQL {
  const employer = viewer.userType === 'employer' ? sql` or public_scope = 'employers'` : sql``;
  return sql`(owner_user_id = ${viewer.userId} or ${viewer.userId} = any(reader_user_ids) or public_scope = 'all'${employer})`;
}

function withoutMeta(doc: WireDoc): Record<string, unknown> {
  const { _deleted, ...rest } = doc;
  return rest;
}

/** The documents of a collection the viewer may see, optionally narrowed by a condition. */
export async function listVisible(
  db: Db,
  collection: CollectionName,
  viewer: Viewer,
  where: SQL = sql`true`,
): Promise<Record<string, unknown>[]> {
  const rows = await findRows(db, collection, sql`not deleted and ${visibleNow(viewer)} and ${where} order by seq desc`);
  return rows
    .map((row) => toWireDoc(collection, row, viewer))
    .filter((doc) => !doc._deleted)
    .map(withoutMeta);
}

/** One document as the viewer may see it, or null. */
export async function getVisible(db: Db, collection: CollectionName, viewer: Viewer, id: string) {
  const row = await readRow(db, collection, id);
  if (!row || row.deleted) return null;
  const doc = toWireDoc(collection, row, viewer);
  return doc._deleted ? null : withoutMeta(doc);
}

const REFUSAL_STATUS = { forbidden: 403, not_found: 404, invalid: 400, limit: 429, rule: 409 } as const;

/** Write a document through the collection's rules; answers the stored document or throws the refusal. */
export async function writeDocument(
  db: Db,
  collection: CollectionName,
  viewer: Viewer,
  doc: Record<string, unknown> & { id: string },
  now: () => Date,
): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await readRow(db, collection, doc.id);
    const assumed = row ? toWireDoc(collection, row, viewer) : null;
    const merged = { ...(assumed && !assumed._deleted ? assumed : {}), ...doc, _deleted: false } as WireDoc;
    const result = await pushChanges(db, collection, viewer, [{ assumedMasterState: assumed, newDocumentState: merged }], now);
    const refused = result.refused[0];
    if (refused) httpError(REFUSAL_STATUS[refused.code as keyof typeof REFUSAL_STATUS] ?? 400, refused.code, refused.reason);
    if (!result.conflicts.length) {
      const stored = await getVisible(db, collection, viewer, doc.id);
      if (stored) return stored;
      httpError(404, 'not_found', 'Not found');
    }
  }
  return httpError(409, 'conflict', 'The document changed while it was being written; try again.');
}
