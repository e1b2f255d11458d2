/**
 * Server answers kept in the signed-in user's device database for offline use (a pre-check needs the last
 * known usage). Deleted with the device database at sign-out (wipe.ts); without an open database, nothing.
 */
import { getCurrentDatabase } from './current-database.ts';

/** The kept answer under `key`, if any. */
export async function readKeptAnswer(key: string): Promise<unknown> {
  return (await getCurrentDatabase()?.device.kept.get(key))?.value;
}

/** Keep (or replace) the answer under `key`. */
export async function keepAnswer(key: string, value: unknown): Promise<void> {
  await getCurrentDatabase()?.device.kept.put({ key, value, at: Date.now() });
}
