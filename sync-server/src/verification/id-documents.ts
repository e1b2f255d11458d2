/**
 * The ID documents behind the 'id' verification: stored encrypted (id-document-crypto.ts), read back only for a
 * reviewer, purged 30 days after the decision. The replicated verification document carries the status and
 * what the user typed, never the bytes nor a way to fetch them. Deciding is decide-id-verification.ts.
 */
import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Verification } from '@shared/schemas/verification.ts';
import type { Db, Tx } from '../db/client.ts';
import { idDocuments } from '../db/schema.ts';
import { newStorageKey, type FileStorage } from '../files/storage.ts';
import { checkId, readCheck, writeCheck } from './checks.ts';
import { createFileEncryption, decryptFile, loadIdDocumentKey, streamOf } from './id-document-crypto.ts';

/** Days the bytes of a decided document are kept (decisions.md). */
export const ID_DOCUMENT_RETENTION_DAYS = 30;

/** What the user submitted beside the file; becomes the verification's details. */
export interface IdSubmission {
  documentType: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`: the reviewer compares it with the document. */
  dateOfBirth: string;
}

/** Why a submission was not stored (the route answers 409). */
export class IdAlreadyVerifiedError extends Error {}

/** Serializes submissions and decisions of one user's ID check. */
export async function lockIdCheck(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`id-check:${userId}`}))`);
}

/**
 * Encrypt `file` into storage and make it the user's pending ID check. A pending document it replaces is
 * deleted (row in the transaction, bytes after it commits). Refused with IdAlreadyVerifiedError when the check
 * is verified; when the stream fails (over its limit, not an accepted type) nothing stays stored.
 */
export async function submitIdDocument(
  db: Db,
  storage: FileStorage,
  input: {
    userId: string;
    submission: IdSubmission;
    file: Readable;
    contentType: string;
    now: Date;
    /** `env.FILE_ENCRYPTION_KEY`, passed even when unset (then the database's key is used), so no caller forgets it. */
    serverKey: string | undefined;
  },
): Promise<Verification> {
  const { userId, submission, now } = input;
  const key = await loadIdDocumentKey(db, input.serverKey);
  const storageKey = newStorageKey('iddoc');
  const { cipher, sealed } = createFileEncryption(key);
  // pipeline carries a failure of the upload (its limit, its type) into the cipher, so the put rejects.
  const encrypted = pipeline(input.file, cipher, () => {});
  // GCM adds no padding: the ciphertext stored is as long as the document.
  const size = await storage.put(storageKey, encrypted, 'application/octet-stream');
  const verification: Verification = {
    id: checkId(userId, 'id'),
    userId,
    kind: 'id',
    status: 'pending',
    details: { ...submission },
    submittedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  let replaced: string[] = [];
  try {
    replaced = await db.transaction(async (tx) => {
      await lockIdCheck(tx, userId);
      if ((await readCheck(tx, userId, 'id'))?.status === 'verified') throw new IdAlreadyVerifiedError();
      const old = await tx
        .delete(idDocuments)
        .where(and(eq(idDocuments.userId, userId), isNull(idDocuments.decidedAt)))
        .returning({ storageKey: idDocuments.storageKey });
      await tx.insert(idDocuments).values({
        id: randomUUID(),
        userId,
        verificationId: verification.id,
        storageKey,
        contentType: input.contentType,
        size,
        wrappedKey: sealed.wrappedKey,
        iv: sealed.iv,
        authTag: sealed.authTag(),
        submittedAt: now,
      });
      await writeCheck(tx, verification, now);
      return old.map((row) => row.storageKey);
    });
  } catch (err) {
    await storage.delete(storageKey);
    throw err;
  }
  // Its row is gone, so the old bytes are unreadable already (their key went with it); this frees the space.
  for (const old of replaced) await storage.delete(old).catch(() => {});
  return verification;
}

/** A document as a reviewer receives it. */
export interface IdDocumentContent {
  id: string;
  contentType: string;
  size: number;
  /** The decrypted bytes, authenticated before the first one is handed out. */
  stream: Readable;
}

/**
 * The latest document of a verification (`${userId}:id`), decrypted, for the reviewer; null when none is kept
 * (never submitted, or purged). Throws when it cannot be decrypted (a wrong server key, altered bytes).
 */
export async function readIdDocument(
  db: Db,
  storage: FileStorage,
  verificationId: string,
  /** `env.FILE_ENCRYPTION_KEY`, as for submitIdDocument. */
  serverKey: string | undefined,
): Promise<IdDocumentContent | null> {
  const [row] = await db
    .select()
    .from(idDocuments)
    .where(eq(idDocuments.verificationId, verificationId))
    .orderBy(sql`${idDocuments.submittedAt} desc`)
    .limit(1);
  if (!row) return null;
  const ciphertext = await storage.get(row.storageKey);
  if (!ciphertext) return null;
  const bytes = await decryptFile(await loadIdDocumentKey(db, serverKey), row, ciphertext);
  return { id: row.id, contentType: row.contentType, size: row.size, stream: streamOf(bytes) };
}

/** A submission waiting for a reviewer, as the review console lists it (oldest first). */
export interface PendingIdDocument {
  idDocumentId: string;
  verificationId: string;
  userId: string;
  contentType: string;
  size: number;
  submittedAt: Date;
}

/** Every pending submission, oldest first: the reviewer's queue. */
export async function listPendingIdDocuments(db: Db): Promise<PendingIdDocument[]> {
  return db
    .select({
      idDocumentId: idDocuments.id,
      verificationId: idDocuments.verificationId,
      userId: idDocuments.userId,
      contentType: idDocuments.contentType,
      size: idDocuments.size,
      submittedAt: idDocuments.submittedAt,
    })
    .from(idDocuments)
    .where(isNull(idDocuments.decidedAt))
    .orderBy(idDocuments.submittedAt);
}

/**
 * Delete the documents decided more than 30 days before `now`: the row (with the document's wrapped key) first,
 * so the bytes are unreadable even if removing them fails, then the bytes. Returns how many went.
 */
export async function purgeDecidedIdDocuments(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ID_DOCUMENT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db.delete(idDocuments).where(lt(idDocuments.decidedAt, cutoff)).returning({ storageKey: idDocuments.storageKey });
  for (const { storageKey } of gone) await storage.delete(storageKey).catch(() => {});
  return gone.length;
}
