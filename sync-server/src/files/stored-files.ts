/**
 * The database side of uploads: the server-only `stored_files` row (where the bytes are), the replicated file
 * record devices see (the `files` collection, owner only), and the candidate profile fields that point at the
 * latest résumé, photo and video. Each change happens in one transaction under the user's advisory lock
 * (the one pushes take), so the per-user cap holds against concurrent uploads and a profile write from a
 * device cannot interleave.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FILES_PER_USER_MAX } from '@shared/catalog.ts';
import type { FileCategory, FileRecord } from '@shared/schemas/file-record.ts';
import { fileRecordSchema } from '@shared/schemas/file-record.ts';
import type { Db, Queryable, Tx } from '../db/client.ts';
import { storedFiles, users } from '../db/schema.ts';
import { findRows, readRow, writeRow } from '../store/rows.ts';

/** Where a file's bytes are read (routes/files.ts checks who may). */
export const fileContentUrl = (fileId: string) => `/api/files/${fileId}/content`;

/** The candidate profile field each category fills (the latest upload wins). */
export const PROFILE_FIELDS: Partial<Record<FileCategory, 'resumeUrl' | 'profilePhoto' | 'videoIntroUrl'>> = {
  resume: 'resumeUrl',
  photo: 'profilePhoto',
  video: 'videoIntroUrl',
};

/** Refused: the user already keeps FILES_PER_USER_MAX files. */
export class TooManyFilesError extends Error {}
/** Refused: the account was deleted while its upload was on its way. */
export class AccountGoneError extends Error {}

/** Serializes one user's uploads, deletions and pushes (push.ts takes the same lock per writer). */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user:${userId}`}))`);
}

/** How many upload-screen files a user keeps. */
export async function countFiles(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(storedFiles)
    .where(and(eq(storedFiles.userId, userId), eq(storedFiles.isIdDocument, false)));
  return Number(row?.n ?? 0);
}

/** Point the user's candidate profile (if any) at `url` for a category's field, or clear the field (null). */
async function setProfileField(tx: Tx, userId: string, field: string, url: string | null, now: Date): Promise<void> {
  for (const row of await findRows(tx, 'candidates', sql`not deleted and owner_user_id = ${userId}`)) {
    if ((row.doc[field] ?? null) === url) continue;
    const doc = { ...row.doc };
    if (url === null) delete doc[field];
    else doc[field] = url;
    const { id, ownerUserId, readerUserIds, publicScope } = row;
    await writeRow(tx, 'candidates', { id, ownerUserId, readerUserIds, publicScope, doc }, now);
  }
}

/** What an upload stored, ready to be recorded. */
export interface StoredUpload {
  userId: string;
  category: FileCategory;
  storageKey: string;
  contentType: string;
  size: number;
  fileName: string;
  /** The device's key for this upload (sent before the file): sending it again answers with the same file. */
  uploadId?: string;
}

/**
 * Record a stored upload: the server row, the replicated record and, for a candidate, the profile field.
 * Throws TooManyFilesError over the cap (counted under the lock, so concurrent uploads cannot pass it) and
 * AccountGoneError for a deleted account; the caller then removes the bytes.
 */
export async function recordUpload(db: Db, upload: StoredUpload, now: Date): Promise<{ record: FileRecord; isRepeat: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, upload.userId);
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, upload.userId), isNull(users.deletedAt)));
    if (!user) throw new AccountGoneError();
    const id = upload.uploadId ? uploadFileId(upload.userId, upload.uploadId) : randomUUID();
    if (upload.uploadId) {
      // The same upload sent again (its answer was lost on the way back): the file it made, not a second one.
      const [already] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, id));
      const record = already ? await readRow(tx, 'files', id) : null;
      if (record && !record.deleted) return { record: fileRecordSchema.parse(record.doc), isRepeat: true };
    }
    if ((await countFiles(tx, upload.userId)) >= FILES_PER_USER_MAX) throw new TooManyFilesError();
    const record = fileRecordSchema.parse({
      id,
      userId: upload.userId,
      fileName: upload.fileName,
      fileType: upload.contentType,
      fileSize: upload.size,
      uploadDate: now.toISOString(),
      category: upload.category,
      url: fileContentUrl(id),
      updatedAt: now.toISOString(),
    });
    await tx.insert(storedFiles).values({
      id,
      userId: upload.userId,
      storageKey: upload.storageKey,
      contentType: upload.contentType,
      size: upload.size,
      category: upload.category,
      originalName: upload.fileName,
      createdAt: now,
    });
    await writeRow(tx, 'files', { id, ownerUserId: upload.userId, doc: record }, now);
    const field = PROFILE_FIELDS[upload.category];
    if (field) await setProfileField(tx, upload.userId, field, record.url, now);
    return { record, isRepeat: false };
  });
}

/**
 * The file id of a user's upload key: the same key from the same user names the same file, and no other user's
 * key can name it (the key is the device's, so it is hashed together with the user).
 */
export function uploadFileId(userId: string, uploadId: string): string {
  const h = createHash('sha256').update(`${userId}\u0000${uploadId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * Remove a user's file: the server row, the record (as a removal devices pull), and a profile field that
 * pointed at it falls back to the latest remaining file of its category. Answers the storage key whose bytes
 * the caller deletes after the commit, or null when the user has no such file (another user's included).
 */
export async function removeFile(db: Db, userId: string, fileId: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [row] = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.userId, userId), eq(storedFiles.isIdDocument, false)))
      .returning();
    if (!row) return null;
    const record = await readRow(tx, 'files', fileId);
    await writeRow(tx, 'files', { id: fileId, ownerUserId: userId, deleted: true, doc: record?.doc ?? { id: fileId } }, now);
    const field = row.category ? PROFILE_FIELDS[row.category as FileCategory] : undefined;
    if (field) {
      const url = fileContentUrl(fileId);
      // The latest remaining upload of the category: file records are written once, under this user's lock, so
      // their sequence numbers order them as they were uploaded (clock times may tie).
      const remaining = await findRows(tx, 'files', sql`not deleted and owner_user_id = ${userId} and doc->>'category' = ${row.category}`);
      const previous = remaining.sort((a, b) => a.seq - b.seq).at(-1);
      for (const candidate of await findRows(tx, 'candidates', sql`not deleted and owner_user_id = ${userId}`)) {
        // Only a field still pointing at this file changes: a link the user chose otherwise stays.
        if (candidate.doc[field] === url) await setProfileField(tx, userId, field, previous ? fileContentUrl(previous.id) : null, now);
      }
    }
    return row.storageKey;
  });
}

/** The stored file behind an id, if it is an upload-screen file (ID documents are never served here). */
export async function findStoredFile(q: Queryable, fileId: string) {
  const [row] = await q
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.isIdDocument, false)));
  return row ?? null;
}

/** Whether an employer may read a candidate's documents: it is a reader of their profile (they applied or replied). */
export async function employerMayRead(q: Queryable, employerUserId: string, candidateUserId: string): Promise<boolean> {
  const rows = await findRows(q, 'candidates', sql`not deleted and owner_user_id = ${candidateUserId} and ${employerUserId} = any(reader_user_ids)`);
  return rows.length > 0;
}

/** Every storage key of a user's upload-screen files, with their rows removed (account deletion). */
export async function forgetUserFiles(q: Queryable, userId: string): Promise<string[]> {
  const rows = await q
    .delete(storedFiles)
    .where(and(eq(storedFiles.userId, userId), eq(storedFiles.isIdDocument, false)))
    .returning({ storageKey: storedFiles.storageKey });
  return rows.map((r) => r.storageKey);
}
