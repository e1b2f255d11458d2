/**
 * Form drafts in the signed-in user's device database. The database is per user and deleted at sign-out
 * (wipe.ts), so a draft never outlives its author's session on this device. Without an open database
 * (signed out) there is nothing to keep or restore.
 */
import { getCurrentDatabase } from './current-database.ts';

/** The stored values of a draft, if any. */
export async function readFormDraft(key: string): Promise<unknown> {
  const draft = await getCurrentDatabase()?.device.drafts.get(key);
  return draft?.values;
}

/** Keep (or replace) a draft. */
export async function writeFormDraft(key: string, values: unknown): Promise<void> {
  await getCurrentDatabase()?.device.drafts.put({ key, values, at: Date.now() });
}

/** Forget a draft (sent or discarded). */
export async function removeFormDraft(key: string): Promise<void> {
  await getCurrentDatabase()?.device.drafts.delete(key);
}
