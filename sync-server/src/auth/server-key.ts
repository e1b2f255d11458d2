/**
 * The server-held key mixed into pattern hashes (a 4x4 pattern has few combinations, so a stolen table alone
 * must not be enough to try them all) and into code hashes. PATTERN_PEPPER wins; otherwise one is generated at
 * first use and kept in server_settings, so every instance on the database shares it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSettings } from '../db/schema.ts';

const SETTING = 'pattern_pepper';
const cache = new WeakMap<Db, Promise<string>>();

/** The key, read or made once per database handle. */
export function loadServerKey(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  let key = cache.get(db);
  if (!key) {
    key = readOrCreate(db);
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

async function readOrCreate(db: Db): Promise<string> {
  // Two instances starting together: the first insert wins and both read the winner.
  await db.insert(serverSettings).values({ key: SETTING, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SETTING));
  return row!.value;
}

/** A keyed hash for short-lived secrets (codes): fast, but useless without the key. */
export function keyedHash(key: string, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');
}
