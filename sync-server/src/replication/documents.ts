/**
 * Document reads and writes for the REST API, through the very rules replication uses: a list is what the
 * viewer would pull (the one audience, store/audience.ts), a write is a one-row push whose assumed state is the viewer's current view.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { httpError } from '../http-error.ts';
import { projectionViewer } from '../profile-views/access.ts';
import { toWireDoc } from '../rules/to-wire-doc.ts';
import { actingViewer } from '../auth/company-viewer.ts';
import { visibleNow } from '../store/audience.ts';
import { pushChanges } from './push.ts';
import { findRows, readRow } from '../store/rows.ts';

function withoutMeta(doc: WireDoc): Record<string, unknown> {
  const { _deleted, ...rest } = doc;
  return rest;
}

/** The documents of a collection the viewer may see, optionally narrowed by a condition. */
export async function listVisible(
  db: Db,
  collection: CollectionName,
  member: Viewer,
  where: SQL = sql`true`,
  now = new Date(),
): Promise<Record<string, unknown>[]> {
  // As the pull reads it: a company's documents as the company (auth/company-viewer.ts).
  const viewer = actingViewer(member, collection);
  const rows = await findRows(db, collection, sql`${visibleNow(collection, viewer)} and ${where} order by seq desc`);
  const view = await projectionViewer(db, collection, viewer, now);
  return rows
    .map((row) => toWireDoc(collection, row, view))
    .filter((doc) => !doc._deleted)
    .map(withoutMeta);
}

/** One document as the viewer may see it, or null. */
export async function getVisible(db: Db, collection: CollectionName, member: Viewer, id: string, now = new Date()) {
  const viewer = actingViewer(member, collection);
  const [row] = await findRows(db, collection, sql`id = ${id} and ${visibleNow(collection, viewer)}`);
  if (!row) return null;
  const doc = toWireDoc(collection, row, await projectionViewer(db, collection, viewer, now));
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
  return patchDocument(db, collection, viewer, doc.id, () => doc, now);
}

/**
 * Set fields computed from the document as the viewer sees it now (null when there is none), e.g. one key of
 * an object field, and write it through the collection's rules. A write racing another is recomputed from the
 * newer document, so the other write's fields stay. Answers the stored document or throws the refusal.
 */
export async function patchDocument(
  db: Db,
  collection: CollectionName,
  viewer: Viewer,
  id: string,
  change: (stored: Record<string, unknown> | null) => Record<string, unknown>,
  now: () => Date,
): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await readRow(db, collection, id);
    const assumed = row ? toWireDoc(collection, row, actingViewer(viewer, collection)) : null;
    const current = assumed && !assumed._deleted ? withoutMeta(assumed) : null;
    const merged = { ...current, ...change(current), id, _deleted: false } as WireDoc;
    const result = await pushChanges(db, collection, viewer, [{ assumedMasterState: assumed, newDocumentState: merged }], now);
    const refused = result.refused[0];
    if (refused) httpError(REFUSAL_STATUS[refused.code as keyof typeof REFUSAL_STATUS] ?? 400, refused.code, refused.reason);
    if (!result.conflicts.length) {
      const stored = await getVisible(db, collection, viewer, id);
      if (stored) return stored;
      httpError(404, 'not_found', 'Not found');
    }
  }
  return httpError(409, 'conflict', 'The document changed while it was being written; try again.');
}

/**
 * Create a document the product allows once per natural key (one application per candidate and job, one
 * profile per user). A repeat, or a request racing another with the same key, is a no-op answering the stored
 * document, never a refusal; `findExisting` finds it by its key (also under an older, random id). Real
 * refusals (a closed job, the wrong role, an invalid field) are thrown as writeDocument throws them.
 */
export async function createOnce(
  db: Db,
  collection: CollectionName,
  viewer: Viewer,
  doc: Record<string, unknown> & { id: string },
  now: () => Date,
  findExisting: () => Promise<Record<string, unknown> | undefined>,
): Promise<{ doc: Record<string, unknown>; created: boolean }> {
  const before = await findExisting();
  if (before) return { doc: before, created: false };
  // An insert that assumes nothing: if another request stored this key meanwhile, it comes back a conflict
  // (or, under a random id, the rule's duplicate refusal) and that request's document is the answer.
  const insert = { assumedMasterState: null, newDocumentState: { ...doc, _deleted: false } as WireDoc };
  const result = await pushChanges(db, collection, viewer, [insert], now);
  const refused = result.refused[0];
  if (refused || result.conflicts.length) {
    const after = await findExisting();
    if (after) return { doc: after, created: false };
    if (refused) httpError(REFUSAL_STATUS[refused.code as keyof typeof REFUSAL_STATUS] ?? 400, refused.code, refused.reason);
    httpError(409, 'conflict', 'The document changed while it was being written; try again.');
  }
  const stored = await getVisible(db, collection, viewer, doc.id);
  return stored ? { doc: stored, created: true } : httpError(404, 'not_found', 'Not found');
}
