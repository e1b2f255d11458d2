/**
 * Telling a storage failure (IndexedDB full, broken, not allowed) from any other error, and passing on one that
 * happens to a write after the databases opened, so the engine moves the tab to memory (storage-fallback.ts).
 * Small and free of RxDB: the screens' writes (writes.ts) import it.
 */
import { syncStatus } from '../state/sync-status.ts';

/**
 * Names of IndexedDB failing as storage: full, broken, or not allowed (private modes, policies, no IndexedDB).
 * Not InvalidStateError or a closed database: those come of a database closing (a sign-out, a page leaving).
 */
const STORAGE_ERRORS = new Set(['QuotaExceededError', 'UnknownError', 'SecurityError', 'NotAllowedError', 'MissingAPIError']);

/** Whether an error (as IndexedDB, Dexie or RxDB wrapped it) says that storage failed. */
export function isStorageFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown; parameters?: { error?: unknown } };
  if (typeof e.name === 'string' && STORAGE_ERRORS.has(e.name)) return true;
  if (typeof e.message === 'string' && /quota ?exceeded/i.test(e.message)) return true;
  return [e.inner, e.cause, e.parameters?.error].some((inner) => isStorageFailure(inner, depth + 1));
}

/** Told when a write fails for storage after opening (writes.ts): the engine moves the tab to memory. */
let onWriteFailure: (() => void) | null = null;
export function whenWritesFail(listener: (() => void) | null): void {
  onWriteFailure = listener;
}

/** Run a write; a storage failure is passed on (once per open database) and thrown as before. */
export async function guardWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isStorageFailure(error) && !syncStatus.storageInMemory) onWriteFailure?.();
    throw error;
  }
}

