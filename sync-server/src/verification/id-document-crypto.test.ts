import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createFileEncryption, decodeServerKey, decryptFile, unwrapKey, wrapKey } from './id-document-crypto.ts';

async function encrypt(serverKey: Buffer, plaintext: Buffer) {
  const { cipher, sealed } = createFileEncryption(serverKey);
  const parts: Buffer[] = [];
  for await (const chunk of Readable.from([plaintext.subarray(0, 10), plaintext.subarray(10)]).pipe(cipher)) parts.push(chunk as Buffer);
  return { ciphertext: Buffer.concat(parts), stored: { wrappedKey: sealed.wrappedKey, iv: sealed.iv, authTag: sealed.authTag() } };
}

describe('ID document encryption', () => {
  const serverKey = randomBytes(32);
  const plaintext = Buffer.from('%PDF-1.7 a passport scan, page one of one');

  it('round-trips, with a fresh key and IV per file', async () => {
    const a = await encrypt(serverKey, plaintext);
    const b = await encrypt(serverKey, plaintext);
    expect(a.ciphertext.equals(plaintext)).toBe(false);
    expect(a.ciphertext.equals(b.ciphertext)).toBe(false);
    expect(a.stored.iv).not.toBe(b.stored.iv);
    expect((await decryptFile(serverKey, a.stored, Readable.from([a.ciphertext]))).equals(plaintext)).toBe(true);
  });

  it('fails with another server key, another tag, or altered bytes', async () => {
    const { ciphertext, stored } = await encrypt(serverKey, plaintext);
    await expect(decryptFile(randomBytes(32), stored, Readable.from([ciphertext]))).rejects.toThrow();
    const otherTag = (await encrypt(serverKey, plaintext)).stored.authTag;
    await expect(decryptFile(serverKey, { ...stored, authTag: otherTag }, Readable.from([ciphertext]))).rejects.toThrow();
    const altered = Buffer.from(ciphertext);
    altered[0] = altered[0]! ^ 0x80;
    await expect(decryptFile(serverKey, stored, Readable.from([altered]))).rejects.toThrow();
  });

  it('wraps a file key so only the server key opens it', () => {
    const fileKey = randomBytes(32);
    const wrapped = wrapKey(serverKey, fileKey);
    expect(unwrapKey(serverKey, wrapped).equals(fileKey)).toBe(true);
    expect(() => unwrapKey(randomBytes(32), wrapped)).toThrow();
  });

  it('takes a server key of exactly 32 bytes in base64', () => {
    const key = randomBytes(32);
    expect(decodeServerKey(key.toString('base64')).equals(key)).toBe(true);
    for (const bad of [randomBytes(16).toString('base64'), randomBytes(33).toString('base64'), 'not base64 at all!', '']) {
      expect(() => decodeServerKey(bad)).toThrow(/32 bytes in base64/);
    }
  });
});

describe('FILE_ENCRYPTION_KEY', () => {
  const BASE = { DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' };
  it('is optional, and taken when it is 32 bytes in base64', () => {
    expect(parseEnv(BASE).FILE_ENCRYPTION_KEY).toBeUndefined();
    const key = randomBytes(32).toString('base64');
    expect(decodeServerKey(parseEnv({ ...BASE, FILE_ENCRYPTION_KEY: key }).FILE_ENCRYPTION_KEY!).length).toBe(32);
  });
  it('stops the server from starting when malformed', () => {
    for (const FILE_ENCRYPTION_KEY of [randomBytes(16).toString('base64'), randomBytes(32).toString('hex'), 'secret']) {
      expect(() => parseEnv({ ...BASE, FILE_ENCRYPTION_KEY })).toThrow(/FILE_ENCRYPTION_KEY must be 32 bytes/);
    }
  });
});
