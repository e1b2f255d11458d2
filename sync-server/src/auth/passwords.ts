/**
 * Password and pattern hashing with scrypt (node:crypto, memory-hard, no native addon to build). Hashes carry
 * their parameters so they can be raised later without invalidating old ones.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scrypt(secret: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(secret, salt, keylen, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hash a secret; `pepper` is a server-held key mixed in (for patterns, which have few combinations). */
export async function hashSecret(secret: string, pepper = ''): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(pepper + secret, salt, PARAMS.keylen, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Check a secret against a stored hash in constant time. */
export async function verifySecret(secret: string, stored: string, pepper = ''): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(pepper + secret, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

/** A hash of a throwaway secret, so that checking an unknown account costs as much as a known one. */
export const DUMMY_HASH_PROMISE = hashSecret(randomBytes(12).toString('hex'));
