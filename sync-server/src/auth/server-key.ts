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
const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/** The key, read or made once per database handle. */
export function loadServerKey(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  return loadStoredSecret(db, SETTING, () => randomBytes(32).toString('base64url'));
}

/**
 * A secret kept in server_settings under `setting`: read, or made with `make` at first use, once per database
 * handle. Two instances starting together: the first insert wins and both read the winner.
 */
export function loadStoredSecret(db: Db, setting: string, make: () => string): Promise<string> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let value = byName.get(setting);
  if (!value) {
    value = readOrCreate(db, setting, make);
    value.catch(() => byName.delete(setting));
    byName.set(setting, value);
  }
  return value;
}

async function readOrCreate(db: Db, setting: string, make: () => string): Promise<string> {
  await db.insert(serverSettings).values({ key: setting, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, setting));
  return row!.value;
}

/** A keyed hash for short-lived secrets (codes): fast, but useless without the key. */
export function keyedHash(key: string, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('hex');
}
