/**
 * RxDB's stored form of a document as its Dexie storage keeps it (fromStorageToDexie): each indexed boolean as
 * '1' or '0' (IndexedDB cannot index booleans), and keys starting with '|' renamed. RxDB's conversion copies every
 * nested object to rename keys that our schemas never have; in a first sync that was 8% of the put-rows worker's
 * time (240 ms of 10,000 jobs). Here the document is changed in place, so it must be the caller's own copy (a
 * worker's, cloned by postMessage); a document that does need keys renamed goes through RxDB's conversion.
 */
import { fromStorageToDexie } from 'rxdb/plugins/storage-dexie';

/** Whether a key anywhere in `value` starts with '|'. */
function hasPipeKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasPipeKey);
  for (const key in value) {
    if (key.startsWith('|') || hasPipeKey((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** The row to put for `doc`, made of `doc` itself where RxDB's conversion would only turn booleans into strings. */
export function toDexieRowInPlace(booleanIndexes: readonly string[], doc: Record<string, unknown>): Record<string, unknown> {
  if (booleanIndexes.some((path) => path.includes('.') || path.startsWith('|')) || hasPipeKey(doc)) {
    return fromStorageToDexie([...booleanIndexes], doc as never) as Record<string, unknown>;
  }
  for (const path of booleanIndexes) doc[path] = doc[path] ? '1' : '0';
  return doc;
}
