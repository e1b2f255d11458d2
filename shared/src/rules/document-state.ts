/**
 * What a replicated document's state is, the same on the device and on the server: the device's conflict handler
 * and the server's push compare states with these, so both decide "same document" by one rule.
 */

/** The document without RxDB's bookkeeping fields (`_rev`, `_meta`, `_attachments`); `_deleted` is state. */
export function stateOf(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !key.startsWith('_') || key === '_deleted'));
}

/** The document without keys whose value is undefined: jsonb has no undefined, and RxDB documents leave them out. */
export function compact<T extends Record<string, unknown>>(doc: T): T {
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined)) as T;
}
