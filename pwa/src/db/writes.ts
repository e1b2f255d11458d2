/**
 * Local writes: the only way screens change replicated data. Each write lands in RxDB at once (so the screen
 * updates offline) and in the outbox (so the indicator counts it until the server has it).
 */
import type { CollectionName, DocOf } from '@shared/schemas/collections.ts';
import { getCurrentDatabase } from './current-database.ts';
import { outboxKey } from './device-db.ts';

function open() {
  const dbs = getCurrentDatabase();
  if (!dbs) throw new Error('No local database is open: sign in first.');
  return dbs;
}

async function enqueue(collection: CollectionName, docId: string) {
  await open().device.outbox.put({ key: outboxKey(collection, docId), collection, docId, at: Date.now() });
}

/** Insert or replace a whole document. */
export async function saveDoc<C extends CollectionName>(collection: C, doc: DocOf<C>): Promise<void> {
  await enqueue(collection, doc.id);
  await (open().db.collections[collection] as any).upsert(doc);
}

/** Change some fields of a document. */
export async function patchDoc<C extends CollectionName>(collection: C, id: string, patch: Partial<DocOf<C>>): Promise<void> {
  const doc = await (open().db.collections[collection] as any).findOne(id).exec();
  if (!doc) throw new Error(`No ${collection} document ${id}`);
  await enqueue(collection, id);
  await doc.incrementalPatch(patch);
}

/** Delete a document. */
export async function deleteDoc(collection: CollectionName, id: string): Promise<void> {
  const doc = await (open().db.collections[collection] as any).findOne(id).exec();
  if (!doc) return;
  await enqueue(collection, id);
  await doc.remove();
}

/** Forget a refused draft (the user fixed or discarded it). */
export async function discardRefused(key: string): Promise<void> {
  await open().device.refused.delete(key);
}

/**
 * Resolves true once the server accepted this document's local changes (its outbox entry is gone), or false
 * after `timeoutMs`. For a write that another depends on, e.g. a new conversation before its first message.
 */
export async function waitUntilSent(collection: CollectionName, docId: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const key = outboxKey(collection, docId);
  while (Date.now() < deadline) {
    if (!(await open().device.outbox.get(key))) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
