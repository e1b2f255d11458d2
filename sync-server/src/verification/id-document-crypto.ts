/**
 * Encryption at rest of ID documents (decisions.md). Each document gets a random 256-bit key of its own and is
 * encrypted with AES-256-GCM as it streams to storage; that key is stored wrapped (AES-256-GCM again) by the
 * server key. The server key is FILE_ENCRYPTION_KEY, or one generated at first use and kept in server_settings so
 * every instance on the database shares it. Storage alone (a disk copy, a bucket) never holds a readable byte.
 */
import { createCipheriv, createDecipheriv, randomBytes, type CipherGCM } from 'node:crypto';
import { Readable } from 'node:stream';
import { loadStoredSecret } from '../auth/server-key.ts';
import type { Db } from '../db/client.ts';

const SETTING = 'id_document_key';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Decode a base64 key of exactly 32 bytes, or throw (the settings check uses it too). */
export function decodeServerKey(base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64').replace(/=+$/, '') !== base64.trim().replace(/=+$/, '')) {
    throw new Error('FILE_ENCRYPTION_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`).');
  }
  return key;
}

/** The server key for ID documents: from the setting when given, else read or made once per database. */
export async function loadIdDocumentKey(db: Db, fromEnv?: string): Promise<Buffer> {
  if (fromEnv) return decodeServerKey(fromEnv);
  return decodeServerKey(await loadStoredSecret(db, SETTING, () => randomBytes(KEY_BYTES).toString('base64')));
}

/** A document's key sealed by the server key: base64 of IV, tag and ciphertext. */
export function wrapKey(serverKey: Buffer, fileKey: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, serverKey, iv);
  const sealed = Buffer.concat([cipher.update(fileKey), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

/** The document's key; throws when the server key is not the one that wrapped it. */
export function unwrapKey(serverKey: Buffer, wrapped: string): Buffer {
  const bytes = Buffer.from(wrapped, 'base64');
  const decipher = createDecipheriv(ALGORITHM, serverKey, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

/** What an encryption leaves to store beside the ciphertext. */
export interface SealedFile {
  wrappedKey: string;
  iv: string;
  /** Known once the whole stream went through the cipher. */
  authTag: () => string;
}

/** A cipher stream for one new document (its own key and IV), and what to keep to open it again. */
export function createFileEncryption(serverKey: Buffer): { cipher: CipherGCM; sealed: SealedFile } {
  const fileKey = randomBytes(KEY_BYTES);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, fileKey, iv);
  return {
    cipher,
    sealed: { wrappedKey: wrapKey(serverKey, fileKey), iv: iv.toString('base64'), authTag: () => cipher.getAuthTag().toString('base64') },
  };
}

/**
 * The plaintext of a stored document. It is read whole (at most 5 MB) and its tag checked before a byte is
 * handed out: GCM would otherwise release unauthenticated plaintext and report tampering only at the end.
 * Throws when the key, the IV, the tag or the bytes are not the ones written.
 */
export async function decryptFile(
  serverKey: Buffer,
  stored: { wrappedKey: string; iv: string; authTag: string },
  ciphertext: Readable,
): Promise<Buffer> {
  const decipher = createDecipheriv(ALGORITHM, unwrapKey(serverKey, stored.wrappedKey), Buffer.from(stored.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(stored.authTag, 'base64'));
  const parts: Buffer[] = [];
  for await (const chunk of ciphertext) parts.push(decipher.update(chunk as Buffer));
  parts.push(decipher.final());
  return Buffer.concat(parts);
}

/** A stream over bytes already authenticated. */
export const streamOf = (bytes: Buffer): Readable => Readable.from([bytes]);
