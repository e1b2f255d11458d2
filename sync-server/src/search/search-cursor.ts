/**
 * The order of search results and the opaque cursor that pages through it. Results are sorted by a key
 * (score, then a tie-break, then id); the cursor is the last key shown, and the next page is every result after
 * it. A key, not an offset: a result added or dropped between two requests shifts nothing, so no result is
 * shown twice, and ids of any length or order page the same.
 */
import { searchCursorSchema } from '@shared/schemas/search-filters.ts';
import { httpError } from '../http-error.ts';

/**
 * A result's place: `score` descending (the order's value, rules/job-order.ts: a match score, -1 where there is
 * none, or a salary's top end), then `tie` (jobs: posted time descending;
 * candidates: lower-case name ascending), then `id` ascending.
 */
export interface SortKey {
  score: number;
  tie: number | string;
  id: string;
}

function compareTie(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return b - a;
  // Candidates by name as the device sorts them (talent-search.ts): code-unit order, ascending.
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Negative when `a` comes first. */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (a.score !== b.score) return b.score - a.score;
  const tie = compareTie(a.tie, b.tie);
  if (tie !== 0) return tie;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The cursor after `key`: base64url JSON, opaque to clients. */
export function encodeCursor(key: SortKey): string {
  return Buffer.from(JSON.stringify({ s: key.score, t: key.tie, i: key.id })).toString('base64url');
}

/** The key a cursor stands for; 400 when it is not one this server made. */
export function decodeCursor(cursor: string): SortKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const key = searchCursorSchema.safeParse(parsed);
  if (!key.success) return httpError(400, 'invalid', 'The cursor is not valid: start the search again without it.');
  return { score: key.data.s, tie: key.data.t, id: key.data.i };
}
