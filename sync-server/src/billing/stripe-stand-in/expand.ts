/** `expand[]`: replaces ids at the given dotted paths (e.g. `data.product`, `latest_invoice`) with the objects. */
import { invalidParam } from './errors.ts';
import type { StandInState } from './store.ts';

/** A copy of `value` with every path in `paths` expanded; an id that cannot be expanded is refused like Stripe. */
export function expand<T>(state: StandInState, value: T, paths: string[]): T {
  if (paths.length === 0) return value;
  const copy = structuredClone(value);
  for (const path of paths) expandAt(state, copy, path.split('.'), path);
  return copy;
}

function expandAt(state: StandInState, node: unknown, parts: string[], path: string): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) expandAt(state, item, parts, path);
    return;
  }
  const record = node as Record<string, unknown>;
  const [head, ...rest] = parts;
  if (!(head in record)) throw invalidParam('expand', `This property cannot be expanded (${path}).`);
  const child = record[head];
  if (rest.length > 0) {
    expandAt(state, child, rest, path);
    return;
  }
  if (typeof child === 'string') {
    const target = state.objects[child];
    if (!target) throw invalidParam('expand', `This property cannot be expanded (${path}).`);
    record[head] = structuredClone(target);
  }
}
