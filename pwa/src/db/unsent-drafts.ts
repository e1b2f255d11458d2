/**
 * Writes a device had not sent when its session ended under it (password changed elsewhere, signed out from
 * another device, expired): kept in a database of their own per user (`hiresync-unsent-<userId>`), which the
 * wipe of that user's synced data leaves, and written again when the same user signs in here. The app opens
 * it only for that user, so another account signing in on the device never sees or sends them.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { OutboxEntry } from './device-db.ts';

/** A write not sent when the session ended. */
export interface UnsentDraft {
  /** The outbox key (collection and document id). */
  key: string;
  collection: CollectionName;
  docId: string;
  /** What the device held: the written fields (with the id), the whole document, or null when it deleted it. */
  document: Record<string, unknown> | null;
  /** The fields the writes set; absent when the whole document was written. */
  fields?: string[];
  at: number;
}

/** How to write a draft again onto what the device holds after signing in (`planReapply`). */
export type Reapply =
  | { kind: 'patch'; fields: Record<string, unknown> }
  | { kind: 'create'; document: Record<string, unknown> }
  | { kind: 'delete' }
  /** Nothing left to do: the server already holds it (or the deleted document is gone). */
  | { kind: 'none' }
  /** The fields were for a document that no longer exists: kept as a refused draft. */
  | { kind: 'gone' };

type UnsentDb = Dexie & { drafts: EntityTable<UnsentDraft, 'key'> };

/** The database of a user's unsent drafts. */
export function unsentDatabaseName(userId: string): string {
  return `hiresync-unsent-${userId}`;
}

function openUnsentDb(userId: string): UnsentDb {
  const db = new Dexie(unsentDatabaseName(userId)) as UnsentDb;
  db.version(1).stores({ drafts: 'key, at' });
  return db;
}

const pick = (doc: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((key) => key in doc).map((key) => [key, doc[key]]));

/** The drafts of the outbox: `read` answers the local document of an entry, or null when it was deleted. */
export async function draftsFromOutbox(
  entries: readonly OutboxEntry[],
  read: (collection: CollectionName, id: string) => Promise<Record<string, unknown> | null>,
): Promise<UnsentDraft[]> {
  const drafts: UnsentDraft[] = [];
  for (const entry of entries) {
    const doc = await read(entry.collection, entry.docId);
    const document = doc && entry.fields ? pick(doc, ['id', ...entry.fields]) : doc;
    drafts.push({ key: entry.key, collection: entry.collection, docId: entry.docId, document, ...(entry.fields ? { fields: entry.fields } : {}), at: entry.at });
  }
  return drafts;
}

/**
 * What to write for a draft onto `current` (the document as the server has it now, null if absent). Only the
 * fields the user wrote go back (for a whole document, those of them a device may write, `writable`), and only
 * where they differ: what another device changed meanwhile in other fields stays.
 */
export function planReapply(draft: UnsentDraft, current: Record<string, unknown> | null, writable: readonly string[]): Reapply {
  if (draft.document === null) return current ? { kind: 'delete' } : { kind: 'none' };
  if (!current) return draft.fields ? { kind: 'gone' } : { kind: 'create', document: draft.document };
  const keys = (draft.fields ?? writable).filter((key) => key !== 'id');
  const fields = Object.fromEntries(
    keys.filter((key) => JSON.stringify(draft.document![key]) !== JSON.stringify(current[key])).map((key) => [key, draft.document![key]]),
  );
  return Object.keys(fields).length ? { kind: 'patch', fields } : { kind: 'none' };
}

/** Keep drafts of a user (added to any kept before). */
export async function keepUnsent(userId: string, drafts: readonly UnsentDraft[]): Promise<void> {
  if (!drafts.length) return;
  const db = openUnsentDb(userId);
  try {
    await db.drafts.bulkPut([...drafts]);
  } finally {
    db.close();
  }
}

/** The kept drafts of a user, oldest first; none when there is no database for them. */
export async function readUnsent(userId: string): Promise<UnsentDraft[]> {
  if (!(await Dexie.exists(unsentDatabaseName(userId)))) return [];
  const db = openUnsentDb(userId);
  try {
    return await db.drafts.orderBy('at').toArray();
  } finally {
    db.close();
  }
}

/** Forget one kept draft (written again, or discarded), or all of them; the database goes when none is left. */
export async function discardUnsent(userId: string, key?: string): Promise<void> {
  if (!(await Dexie.exists(unsentDatabaseName(userId)))) return;
  const db = openUnsentDb(userId);
  let left = 0;
  try {
    if (key) await db.drafts.delete(key);
    left = key ? await db.drafts.count() : 0;
  } finally {
    db.close();
  }
  if (left === 0) await Dexie.delete(unsentDatabaseName(userId));
}
