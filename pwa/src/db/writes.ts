/**
 * Local writes: the only way screens change replicated data. Each write lands in RxDB at once (so the screen
 * updates offline) and in the outbox (so the indicator counts it until the server has it).
 */
import type { CollectionName, DocOf } from '@shared/schemas/collections.ts';
import { subscribe } from 'valtio';
import { session } from '../state/session.ts';
import { syncStatus } from '../state/sync-status.ts';
import { getCurrentDatabase, whenDatabaseOpen } from './current-database.ts';
import { outboxKey } from './outbox-key.ts';
import { guardWrite } from './storage-failure.ts';

/** How long a write waits for the database to open (a screen drawn before it had: state/early-docs.ts). */
const OPEN_WAIT_MS = 30_000;

async function open() {
  const dbs = getCurrentDatabase() ?? (session.user ? await whenDatabaseOpen(OPEN_WAIT_MS) : null);
  if (!dbs) throw new Error('No local database is open: sign in first.');
  return dbs;
}

/**
 * The stored document, waiting (as long as for the open) for the collection's first pull when it is not here
 * yet: on a fresh device a screen drawn from early documents can ask to change the user's own document (the
 * account's saved searches) before the first sync has stored it.
 */
async function findStored(db: any, collection: CollectionName, id: string) {
  const find = () => db.collections[collection].findOne(id).exec();
  const doc = await find();
  if (doc || syncStatus.arrived[collection] || !syncStatus.initialSyncing) return doc;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, OPEN_WAIT_MS);
    const unsubscribe = subscribe(syncStatus, () => {
      if (syncStatus.arrived[collection] || !syncStatus.initialSyncing) done();
    });
  });
  return find();
}

/** Note a write in the outbox; `fields` when it sets only those fields (they add up until the server has them). */
async function enqueue(collection: CollectionName, docId: string, fields?: readonly string[]) {
  const { device } = await open();
  const key = outboxKey(collection, docId);
  await guardWrite(() =>
    device.transaction('rw', device.outbox, async () => {
    const prior = await device.outbox.get(key);
    const whole = !fields || (prior !== undefined && !prior.fields);
    const merged = whole ? undefined : [...new Set([...(prior?.fields ?? []), ...fields])];
      await device.outbox.put({ key, collection, docId, at: Date.now(), ...(merged ? { fields: merged } : {}) });
    }),
  );
}

/** Insert or replace a whole document. */
export async function saveDoc<C extends CollectionName>(collection: C, doc: DocOf<C>): Promise<void> {
  await enqueue(collection, doc.id);
  const { db } = await open();
  await guardWrite(() => (db.collections[collection] as any).upsert(doc));
}

/**
 * Create a document unless one with its id is already stored; answers whether it wrote. With an id derived
 * from the natural key (shared/src/rules/natural-ids.ts), a repeated create (a double click, a second tab) is
 * a no-op here rather than a second document the server would refuse.
 */
export async function createDoc<C extends CollectionName>(collection: C, doc: DocOf<C>): Promise<boolean> {
  const { db } = await open();
  const existing = await (db.collections[collection] as any).findOne(doc.id).exec();
  if (existing) return false;
  await enqueue(collection, doc.id);
  try {
    await guardWrite(() => (db.collections[collection] as any).insert(doc));
  } catch (error) {
    // Another tab inserted the same id between the look-up and the insert (RxDB's conflict error).
    if ((error as { code?: string }).code === 'CONFLICT') return false;
    throw error;
  }
  return true;
}

/**
 * Set some fields on the document as it is stored now (not on a copy a screen read earlier), so a save never
 * writes back fields it did not change; an undefined value removes the field. `fields` may be computed from
 * the stored document (to change one entry of a list). Answers the stored result.
 */
export async function patchFields<C extends CollectionName>(
  collection: C,
  id: string,
  fields: Record<string, unknown> | ((stored: DocOf<C>) => Record<string, unknown>),
): Promise<DocOf<C>> {
  const doc = await findStored((await open()).db, collection, id);
  if (!doc) throw new Error(`No ${collection} document ${id}`);
  // Which fields: a computed change is worked out on the document as read now (its keys do not depend on more).
  await enqueue(collection, id, Object.keys(typeof fields === 'function' ? fields(doc.toJSON() as DocOf<C>) : fields));
  const next = await guardWrite<{ toJSON(): unknown }>(() =>
    doc.incrementalModify((data: Record<string, unknown>) => {
      const changes = typeof fields === 'function' ? fields(data as DocOf<C>) : fields;
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) delete data[key];
        else data[key] = value;
      }
      return data;
    }),
  );
  return next.toJSON() as DocOf<C>;
}

/** Change some fields of a document. */
export async function patchDoc<C extends CollectionName>(collection: C, id: string, patch: Partial<DocOf<C>>): Promise<void> {
  const doc = await findStored((await open()).db, collection, id);
  if (!doc) throw new Error(`No ${collection} document ${id}`);
  await enqueue(collection, id, Object.keys(patch));
  await guardWrite(() => doc.incrementalPatch(patch));
}

/**
 * Set some fields on several documents as one local write: one outbox transaction and one RxDB bulk write, so
 * the change lands at once on the screen and goes out in one push (a bulk tag from the board). `fields` is
 * worked out on each document as stored now; answers null for a document to leave as it is. Missing documents
 * are skipped. Answers the ids written.
 */
export async function patchEach<C extends CollectionName>(
  collection: C,
  ids: readonly string[],
  fields: (stored: DocOf<C>) => Record<string, unknown> | null,
): Promise<string[]> {
  const { db, device } = await open();
  const found: Map<string, { toJSON(): unknown }> = await (db.collections[collection] as any).findByIds([...ids]).exec();
  const next: Record<string, unknown>[] = [];
  const fieldNames: string[][] = [];
  for (const id of ids) {
    const doc = found.get(id);
    if (!doc) continue;
    const data = { ...(doc.toJSON() as Record<string, unknown>) };
    const changes = fields(data as DocOf<C>);
    if (!changes) continue;
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) delete data[key];
      else data[key] = value;
    }
    next.push(data);
    fieldNames.push(Object.keys(changes));
  }
  if (next.length === 0) return [];
  await guardWrite(() =>
    device.transaction('rw', device.outbox, async () => {
      for (const [i, data] of next.entries()) {
        const key = outboxKey(collection, String(data.id));
        const prior = await device.outbox.get(key);
        const whole = prior !== undefined && !prior.fields;
        const merged = whole ? undefined : [...new Set([...(prior?.fields ?? []), ...fieldNames[i]!])];
        await device.outbox.put({ key, collection, docId: String(data.id), at: Date.now(), ...(merged ? { fields: merged } : {}) });
      }
    }),
  );
  await guardWrite(() => (db.collections[collection] as any).bulkUpsert(next));
  return next.map((data) => String(data.id));
}

/** Delete a document. */
export async function deleteDoc(collection: CollectionName, id: string): Promise<void> {
  const doc = await ((await open()).db.collections[collection] as any).findOne(id).exec();
  if (!doc) return;
  await enqueue(collection, id);
  await guardWrite(() => doc.remove());
}

/** Forget a refused draft (the user fixed or discarded it). */
export async function discardRefused(key: string): Promise<void> {
  await (await open()).device.refused.delete(key);
}

/**
 * Resolves true once the server accepted this document's local changes (its outbox entry is gone), or false
 * after `timeoutMs`. For a write that another depends on, e.g. a new conversation before its first message.
 */
export async function waitUntilSent(collection: CollectionName, docId: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const key = outboxKey(collection, docId);
  while (Date.now() < deadline) {
    if (!(await (await open()).device.outbox.get(key))) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
