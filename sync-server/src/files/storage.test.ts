/**
 * One contract for both back ends: the directory under DATA_DIR and S3 (against s3rver on loopback). A put
 * stores the stream byte for byte, a failing stream leaves nothing behind, and keys cannot leave the store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { startTestS3, type TestS3 } from '../test-support/s3-test-server.ts';
import { createStorage } from './create-storage.ts';
import { createDiskStorage } from './disk-storage.ts';
import { newStorageKey, type FileStorage } from './storage.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `bytes` in 64 KiB chunks that fails with `error` after them when given. */
function chunked(bytes: Buffer, error?: Error): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at < bytes.length) {
        this.push(bytes.subarray(at, at + 65536));
        at += 65536;
      } else if (error) this.destroy(error);
      else this.push(null);
    },
  });
}

interface BackEnd {
  storage: FileStorage;
  /** Everything stored, temporary objects included. */
  stored(): Promise<string[]>;
  close(): Promise<void>;
}

const backEnds: Record<string, () => Promise<BackEnd>> = {
  disk: async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hiresync-disk-'));
    const env = parseEnv({ DATA_DIR: dataDir });
    return {
      storage: createStorage(env),
      stored: async () => (await readdir(join(dataDir, 'files')).catch(() => [] as string[])).sort(),
      close: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
  s3: async () => {
    const s3: TestS3 = await startTestS3();
    return { storage: createStorage(parseEnv(s3.env)), stored: () => s3.keys(), close: () => s3.close() };
  },
};

describe.each(Object.keys(backEnds))('%s storage', (name) => {
  let backEnd: BackEnd;
  beforeAll(async () => {
    backEnd = await backEnds[name]!();
  });
  afterAll(() => backEnd.close());

  it('stores a multi-MB stream byte for byte, answers its size, reads it back, and deletes it', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const key = newStorageKey('file');
    expect(await backEnd.storage.put(key, chunked(bytes), 'application/pdf')).toBe(bytes.length);
    expect(await backEnd.stored()).toEqual([key]);
    const read = await backEnd.storage.get(key);
    expect(read).not.toBeNull();
    expect((await readAll(read!)).equals(bytes)).toBe(true);
    await backEnd.storage.delete(key);
    expect(await backEnd.storage.get(key)).toBeNull();
    expect(await backEnd.stored()).toEqual([]);
  });

  it('leaves nothing when the stream fails mid-way (small and multi-part sizes)', async () => {
    for (const size of [1000, 7 * 1024 * 1024]) {
      const key = newStorageKey('file');
      await expect(backEnd.storage.put(key, chunked(randomBytes(size), new Error('too large')), 'image/png')).rejects.toThrow('too large');
      expect(await backEnd.storage.get(key)).toBeNull();
      expect(await backEnd.stored()).toEqual([]);
    }
  });

  it('rejects a stream that failed before it was handed over, and stores nothing', async () => {
    // Many times over: on a busy machine the store's own writer may still be opening when the put rejects,
    // and what it opens late must not stay behind.
    for (let attempt = 0; attempt < 200; attempt++) {
      const failed = new Readable({ read() {} });
      failed.on('error', () => {});
      failed.destroy(new Error('failed early'));
      await expect(backEnd.storage.put(newStorageKey('file'), failed, 'image/png')).rejects.toThrow('failed early');
      expect(await backEnd.stored()).toEqual([]);
    }
  });

  it('reads a byte range', async () => {
    const bytes = randomBytes(100_000);
    const key = newStorageKey('file');
    await backEnd.storage.put(key, chunked(bytes), 'video/mp4');
    expect((await readAll((await backEnd.storage.get(key, { start: 10, end: 70_009 }))!)).equals(bytes.subarray(10, 70_010))).toBe(true);
    await backEnd.storage.delete(key);
  });

  it('answers null for a missing key and deletes a missing key quietly', async () => {
    const key = newStorageKey('file');
    expect(await backEnd.storage.get(key)).toBeNull();
    await expect(backEnd.storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the store or name a temporary file', async () => {
    for (const key of ['../escape', '..', '/etc/passwd', 'a/b', '.tmp-x', '', 'a\u0000b', 'x'.repeat(129), 'é']) {
      await expect(backEnd.storage.put(key, chunked(Buffer.from('x')), 'text/plain')).rejects.toThrow('Invalid storage key');
      await expect(backEnd.storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(backEnd.storage.delete(key)).rejects.toThrow('Invalid storage key');
    }
    expect(await backEnd.stored()).toEqual([]);
  });
});

describe('storage settings', () => {
  it('uses the disk under DATA_DIR without S3 settings, and refuses half-made S3 settings', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hiresync-disk-'));
    try {
      const storage = createStorage(parseEnv({ DATA_DIR: dataDir }));
      const key = newStorageKey('file');
      await storage.put(key, chunked(Buffer.from('hello')), 'text/plain');
      expect(await readdir(join(dataDir, 'files'))).toEqual([key]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('a disk put that cannot write leaves no temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hiresync-disk-'));
    try {
      const storage = createDiskStorage(dir);
      await expect(storage.put(newStorageKey('file'), chunked(randomBytes(200_000), new Error('cut')), 'image/png')).rejects.toThrow('cut');
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
