/**
 * Documents a screen may draw before the user's RxDB database has opened (issue 52: a fresh device and a warm
 * start show their data at once). Two sources, both of the signed-in user only:
 * - a fresh device's first pages, which the sync engine asks for while the database opens (sync-engine.ts);
 * - a warm start's snapshot of the first screen, kept in localStorage under `earlyDocs:<userId>` by Browse Jobs
 *   (what its first cards and their flags read), forgotten at sign-out with the user's other local data.
 * db/hooks.ts answers a query from here only while the live query has no answer yet (or, in a first sync, until
 * that collection's first pull is stored), so the live data replaces these in place. A collection is `complete`
 * when it holds every document of the user's that the device would (a full answer); a partial one (a slice's
 * first page, the first cards' jobs) answers only queries by id whose ids it all holds, or a first sync's held list.
 */
import type { CollectionName } from '@shared/schemas/collections.ts';

export interface EarlyCollection {
  docs: readonly Record<string, unknown>[];
  complete: boolean;
}

export type EarlyCollections = Partial<Record<CollectionName, EarlyCollection>>;

interface EarlyStore {
  userId: string;
  collections: EarlyCollections;
}

const earlyKey = (userId: string) => `earlyDocs:${userId}`;
const VERSION = 1;

let store: EarlyStore | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Watch the store (useSyncExternalStore). */
export function subscribeEarlyDocs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The early collections of `userId`, or null: another user's are never answered. The first ask of a start
 * reads the warm snapshot from localStorage.
 */
export function earlyDocsOf(userId: string | undefined): EarlyCollections | null {
  if (!userId) return null;
  if (store?.userId === userId) return store.collections;
  if (store === null) {
    const kept = readKept(userId);
    if (kept) {
      store = { userId, collections: kept };
      return kept;
    }
  }
  return null;
}

/** A collection's first page, as a fresh device received it (wire documents: `_deleted` ones are left out). */
export function addEarlyPage(userId: string, collection: CollectionName, documents: readonly Record<string, unknown>[], complete: boolean): void {
  if (store?.userId !== userId) store = { userId, collections: {} };
  const docs = documents.filter((doc) => doc._deleted !== true).map(({ _deleted, ...doc }) => doc);
  store = { userId, collections: { ...store.collections, [collection]: { docs, complete } } };
  notify();
}

/** Drop what is held in memory (sign-out, a stop); the kept snapshot stays unless `forgetEarlyDocs` is called. */
export function clearEarlyDocs(): void {
  if (store === null) return;
  store = null;
  notify();
}

/** Keep the first screen's documents for the next start of `userId` on this device. */
export function keepEarlyDocs(userId: string, collections: EarlyCollections): void {
  try {
    const value = JSON.stringify({ v: VERSION, collections });
    if (localStorage.getItem(earlyKey(userId)) !== value) localStorage.setItem(earlyKey(userId), value);
  } catch {
    // Storage full: the next start waits for the database, as it did before.
  }
}

/** Forget the kept snapshot of `userId` (sign-out, session end) and anything in memory. */
export function forgetEarlyDocs(userId: string): void {
  localStorage.removeItem(earlyKey(userId));
  if (store?.userId === userId) clearEarlyDocs();
}

function readKept(userId: string): EarlyCollections | null {
  try {
    const value = JSON.parse(localStorage.getItem(earlyKey(userId)) ?? 'null') as { v?: unknown; collections?: unknown } | null;
    if (!value || value.v !== VERSION || typeof value.collections !== 'object' || value.collections === null) return null;
    for (const entry of Object.values(value.collections as Record<string, unknown>)) {
      const { docs, complete } = (entry ?? {}) as Partial<EarlyCollection>;
      if (!Array.isArray(docs) || typeof complete !== 'boolean' || !docs.every((doc) => typeof doc === 'object' && doc !== null && typeof (doc as { id?: unknown }).id === 'string')) return null;
    }
    return value.collections as EarlyCollections;
  } catch {
    return null;
  }
}

type Selector = Record<string, unknown>;

/** Whether one field's condition holds: a plain value, or `$eq`, `$in`, `$ne` (the operators screens use). */
function fieldMatches(value: unknown, condition: unknown): boolean | undefined {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return value === condition;
  let matches = true;
  for (const [op, operand] of Object.entries(condition)) {
    if (op === '$eq') matches &&= value === operand;
    else if (op === '$in' && Array.isArray(operand)) matches &&= operand.includes(value);
    else if (op === '$ne') matches &&= value !== operand;
    // Anything else is not understood here: the query waits for the database.
    else return undefined;
  }
  return matches;
}

/** The ids a selector asks for when it constrains `id` to a value or a list, else null. */
function idsOf(selector: Selector): readonly unknown[] | null {
  const id = selector.id;
  if (id === undefined) return null;
  if (id === null || typeof id !== 'object') return [id];
  const { $in, $eq } = id as { $in?: unknown; $eq?: unknown };
  if (Array.isArray($in)) return $in;
  if ($eq !== undefined) return [$eq];
  return null;
}

/**
 * The documents of `early` that match `selector`, or null when they cannot answer it: an operator not
 * understood, or a partial collection asked for anything but ids it all holds (unless `partialOk`).
 */
export function matchEarly<T>(early: EarlyCollection | undefined, selector: Selector, partialOk = false): T[] | null {
  if (!early) return null;
  if (!early.complete && !partialOk) {
    const ids = idsOf(selector);
    if (!ids) return null;
    const held = new Set(early.docs.map((doc) => doc.id));
    if (!ids.every((id) => held.has(id as string))) return null;
  }
  const found: T[] = [];
  for (const doc of early.docs) {
    let matches = true;
    for (const [field, condition] of Object.entries(selector)) {
      // `$and`, `$or` and the like are not understood here either.
      if (field.startsWith('$') || field.includes('.')) return null;
      const result = fieldMatches(doc[field], condition);
      if (result === undefined) return null;
      if (!result) {
        matches = false;
        break;
      }
    }
    if (matches) found.push(doc as T);
  }
  return found;
}
