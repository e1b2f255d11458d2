/**
 * File storage in a directory (by default `${DATA_DIR}/files`). A put writes to a temporary name in the same
 * directory and renames it into place only when the whole stream arrived, so a failed or refused upload never
 * leaves a partial file under its key, and a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { assertStorageKey, type FileStorage } from './storage.ts';

export function createDiskStorage(dir: string): FileStorage {
  let made: Promise<unknown> | undefined;
  const ready = () => (made ??= mkdir(dir, { recursive: true }));
  // Keys are checked to be flat names, so the join stays inside `dir`.
  const pathOf = (key: string) => join(dir, assertStorageKey(key));

  return {
    async put(key, body) {
      const target = pathOf(key);
      await ready();
      // Temporary names start with '.', which no valid key does, so they can never be read as a key.
      const temp = join(dir, `.tmp-${randomBytes(12).toString('hex')}`);
      let bytes = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      const out = createWriteStream(temp, { flags: 'wx' });
      try {
        await pipeline(body, count, out);
        await rename(temp, target);
      } catch (err) {
        // A body that failed before the file was open rejects the pipeline at once, while the write stream
        // is still opening: it creates the file afterwards. Removing it before the stream closed left it.
        if (!out.closed) await new Promise((settle) => out.once('close', settle));
        await rm(temp, { force: true });
        throw err;
      }
      return bytes;
    },
    async get(key, range) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      return createReadStream(path, range ? { start: range.start, end: range.end } : {}) as Readable;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
