/**
 * The last OpenAPI document this device fetched, kept in localStorage so the API reference opens offline. It is
 * public and the same for everyone, so it lives outside the per-user databases and survives signing out.
 */

const CACHE_KEY = 'hiresync:openapi';

/** A cached document and when it was fetched (ms since epoch). */
export interface CachedApiDocument {
  document: Record<string, unknown>;
  fetchedAt: number;
}

export function readCachedApiDocument(): CachedApiDocument | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CachedApiDocument>;
    if (!parsed.document || typeof parsed.document !== 'object' || typeof parsed.fetchedAt !== 'number') return null;
    return { document: parsed.document, fetchedAt: parsed.fetchedAt };
  } catch {
    return null;
  }
}

export function writeCachedApiDocument(entry: CachedApiDocument): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify(entry));
  } catch {
    // A full or blocked storage only costs the offline copy; the page still shows what it fetched.
  }
}
