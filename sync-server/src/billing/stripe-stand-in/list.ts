/** Stripe's list envelope and cursor paging (`limit`, `starting_after`, `ending_before`) over newest-first items. */
import { invalidParam } from './errors.ts';
import type { Params } from './form-body.ts';
import { optInt, optString } from './params.ts';

export interface ListEnvelope<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export function pageOf<T extends { id: string }>(items: T[], params: Params, url: string): ListEnvelope<T> {
  const limit = optInt(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'Invalid limit: must be between 1 and 100.');
  const after = optString(params, 'starting_after');
  const before = optString(params, 'ending_before');
  let start = 0;
  let end = items.length;
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index === -1) throw invalidParam('starting_after', `No such object: '${after}'`);
    start = index + 1;
  }
  if (before) {
    const index = items.findIndex((item) => item.id === before);
    if (index === -1) throw invalidParam('ending_before', `No such object: '${before}'`);
    end = index;
    start = Math.max(start, end - limit);
  }
  const data = items.slice(start, Math.min(end, start + limit));
  return { object: 'list', data, has_more: start + limit < end, url };
}
