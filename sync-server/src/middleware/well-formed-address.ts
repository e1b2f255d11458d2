/**
 * Refuses an /api address that no route could mean before routing reaches a handler: a path segment that is not
 * a name or an id (404), or a path or query that is not valid percent-encoded UTF-8 or carries control
 * characters (400). Handlers can then put path parameters and query values into queries as they are, and a NUL
 * byte or a broken escape never becomes a database error answered as a 500.
 */
import { createMiddleware } from 'hono/factory';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import { API_PATH_SEGMENT_MAX, apiPathSegmentSchema, apiQueryTextSchema } from '@shared/schemas/api-path.ts';
import { httpError } from '../http-error.ts';

/** The characters apiPathSegmentSchema allows, none of them `%`: such a segment decodes to itself. */
const PLAIN_SEGMENT = /^[\w.:~-]*$/;

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    // A broken escape (`%ZZ`, `%E0%A4%A`) or the UTF-8 of half a surrogate pair.
    return null;
  }
}

export const wellFormedAddress = createMiddleware(async (c, next) => {
  // The raw address: Hono's own path and params are already decoded, and fall back to the raw text when they
  // cannot be, which would hide a broken escape.
  const url = c.req.url;
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const queryStart = url.indexOf('?', pathStart);
  const path = url.slice(pathStart, queryStart < 0 ? undefined : queryStart);
  const query = queryStart < 0 ? '' : url.slice(queryStart + 1).split('#')[0]!;

  for (const raw of path.split('/')) {
    // Nothing to decode and nothing but a segment's characters: the schema's answer without parsing.
    if (raw.length <= API_PATH_SEGMENT_MAX && PLAIN_SEGMENT.test(raw)) continue;
    const segment = decode(raw);
    if (segment === null) httpError(400, 'invalid_address', API_ERROR_MESSAGES.invalidAddress);
    if (!apiPathSegmentSchema.safeParse(segment).success) httpError(404, 'not_found', API_ERROR_MESSAGES.notFound);
  }
  for (const part of query ? query.split(/[&=]/) : []) {
    const text = decode(part.replaceAll('+', ' '));
    if (text === null || !apiQueryTextSchema.safeParse(text).success) {
      httpError(400, 'invalid_address', API_ERROR_MESSAGES.invalidAddress);
    }
  }
  await next();
});
