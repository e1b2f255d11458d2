/**
 * Where uploaded bytes live: a directory under DATA_DIR by default, S3-compatible object storage when S3_*
 * settings are given (decisions.md). Only the server reads them; devices get metadata and ask
 * GET /api/files/{id}/content. Keys are made by the server (random), never from a user's file name.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a stored file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /**
   * Store a stream under a key. Rejects (and leaves nothing stored) if the stream errors, e.g. when the upload
   * passes its size limit mid-way. Resolves with the number of bytes stored.
   */
  put(key: string, body: Readable, contentType: string): Promise<number>;
  /**
   * The bytes of a key as a stream, or null when there is no such key; with `range`, only the bytes from
   * `start` to `end` (both included, within the stored size: the caller checks it against the size it keeps).
   */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Remove a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * A key is one flat name of letters, digits, '-' and '_' (at most 128): no '/', no '.', so it can name neither a
 * parent directory nor a temporary file, on disk or as an object key.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The key itself, or a thrown error for anything that is not a valid key (a bug, never user input). */
export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  return key;
}

/** A fresh random key (128 bits), with a prefix naming what it holds, e.g. `file_…` or `id_…`. */
export function newStorageKey(prefix: string): string {
  return assertStorageKey(`${prefix}_${randomBytes(16).toString('hex')}`);
}
