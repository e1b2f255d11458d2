/**
 * Device-only data in Dexie, never replicated: the outbox (which local writes wait to be sent, for the
 * "N changes waiting" count), refused drafts (what the user wrote that the server refused), form drafts (what
 * the user is still typing, kept across reloads), files waiting to be uploaded and the last server answers the
 * app needs offline (e.g. profile-view usage). One database per user, so
 * signing out deletes it whole.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { FileCategory } from '@shared/schemas/file-record.ts';

/** A local write not yet accepted by the server. */
export interface OutboxEntry {
  key: string;
  collection: CollectionName;
  docId: string;
  /** When it was written locally (ms); a push that started later covers it. */
  at: number;
  /**
   * The fields the waiting writes set, when they only set fields (absent: the whole document was written). A
   * write kept across a forced sign-out is applied again with only these (db/unsent-drafts.ts), so it does not
   * put back what another device changed meanwhile.
   */
  fields?: string[];
}

/** A write the server refused, kept with its reason until the user fixes or discards it. */
export interface RefusedDraft {
  key: string;
  collection: CollectionName;
  docId: string;
  reason: string;
  code: string;
  document: Record<string, unknown>;
  at: number;
}

/** What the user typed into a form and has not sent or discarded yet. */
export interface FormDraft {
  /** Which form, e.g. `job-posting:new` or `cover-letter:<jobId>`. */
  key: string;
  values: unknown;
  at: number;
}

/**
 * A file chosen for upload and not yet accepted by the server (chosen offline, or interrupted): its bytes stay
 * here, so it is sent when the connection returns without the user choosing it again. Never an ID document.
 */
export interface PendingUpload {
  id: string;
  category: FileCategory;
  fileName: string;
  fileType: string;
  fileSize: number;
  blob: Blob;
  /** When it was chosen (ms); uploads go oldest first. */
  at: number;
}

/** The last answer of a server read the app needs offline (its pre-checks), by what it answers. */
export interface KeptAnswer {
  key: string;
  value: unknown;
  at: number;
}

export type DeviceDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'key'>;
  refused: EntityTable<RefusedDraft, 'key'>;
  drafts: EntityTable<FormDraft, 'key'>;
  uploads: EntityTable<PendingUpload, 'id'>;
  kept: EntityTable<KeptAnswer, 'key'>;
};

/** Open (or create) the device database of a user; `options` give another IndexedDB (db/storage-fallback.ts). */
export function openDeviceDb(userId: string, options?: ConstructorParameters<typeof Dexie>[1]): DeviceDb {
  const db = new Dexie(`hiresync-device-${userId}`, options) as DeviceDb;
  // Versions stay declared so a device on an older one upgrades in place: Dexie adds the new table and keeps
  // the outbox and refused drafts as they are.
  db.version(1).stores({ outbox: 'key, collection, at', refused: 'key, collection, at' });
  db.version(2).stores({ drafts: 'key, at' });
  db.version(3).stores({ uploads: 'id, at' });
  db.version(4).stores({ kept: 'key' });
  return db;
}

export { outboxKey } from './outbox-key.ts';
