/**
 * Outside production, every answer of a documented route is held to what its describeRoute documents: a JSON
 * body to the route's zod schema for that status (a 2xx to its `response`, a refusal to the one error shape,
 * shared/src/schemas/api-error.ts), a body of another media type to that type. An answer that does not match
 * fails loudly: the request answers 500 and the mismatch goes to the log as the unhandled error it is, naming
 * route, status and the schema's issues. So every route test is also a test that the documented answer (and
 * with it the OpenAPI document and the typed client) is the one given. Production pays nothing: the check is
 * not installed there.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { z } from 'zod';
import { apiErrorSchema } from '@shared/schemas/api-error.ts';
import { documentedResponseOf, type DocumentedResponse } from './route-docs.ts';

/** An answer that is not what its route documents. */
export class ResponseSchemaMismatch extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
    readonly problem: string,
  ) {
    super(`${route} answered ${status} not as documented: ${problem}`);
    this.name = 'ResponseSchemaMismatch';
  }
}

function isMedia(body: unknown): body is { type: string } {
  return typeof body === 'object' && body !== null && !('~standard' in body) && typeof (body as { type?: unknown }).type === 'string';
}

/** What a status of the route documents: a zod schema for a JSON body, a media type, or nothing (no body). */
function expectedBody(doc: DocumentedResponse, status: number): z.ZodType | { type: string } | undefined {
  const success = doc.response;
  const perStatus = '~standard' in success || isMedia(success) ? undefined : (success as Partial<Record<number, z.ZodType | { type: string }>>);
  const own = perStatus ? perStatus[status] : status >= 200 && status < 300 ? (success as z.ZodType | { type: string }) : undefined;
  if (own) return own;
  return status >= 400 ? apiErrorSchema : undefined;
}

// Whether a media type is the documented one or in its range (any type, or image/ and any subtype): files answer
// in the type they were stored with.
function typeMatches(type: string, documented: string): boolean {
  if (documented === '*/*') return type !== '';
  return documented.endsWith('/*') ? type.startsWith(documented.slice(0, -1)) : type === documented;
}

/** How a mismatch is met: a 500 (tests), a log line with the answer let through (development), or no check. */
export type ResponseCheckMode = 'strict' | 'log' | 'off';

/**
 * The mode for these settings: RESPONSE_CHECK when set (`npm run dev` sets log, test servers strict), else strict
 * under NODE_ENV=test and off otherwise: `npm start` and production serve multi-megabyte pulls, which the check
 * would clone and parse once more.
 */
export function responseCheckMode(env: { NODE_ENV?: string; RESPONSE_CHECK?: ResponseCheckMode }): ResponseCheckMode {
  if (env.RESPONSE_CHECK) return env.RESPONSE_CHECK;
  return env.NODE_ENV === 'test' ? 'strict' : 'off';
}

/**
 * The middleware: installed by createApp on /api/* unless the mode is off. In `log` mode a mismatch goes to
 * `warn` and the answer stands.
 */
export function checkResponses(mode: Exclude<ResponseCheckMode, 'off'> = 'strict', warn?: (mismatch: ResponseSchemaMismatch) => void): MiddlewareHandler {
  return async function checkResponse(c, next) {
    await next();
    if (mode === 'strict') return holdToDocs(c);
    try {
      await holdToDocs(c);
    } catch (err) {
      if (!(err instanceof ResponseSchemaMismatch)) throw err;
      warn?.(err);
    }
  };
}

/** Throws ResponseSchemaMismatch when the answer is not what its route documents. */
async function holdToDocs(c: Context): Promise<void> {
  const res = c.res;
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 304 || !res.body) return;
  // The route that answered: the describeRoute nearest before the handler that ran last.
  const routes = matchedRoutes(c);
  let doc: DocumentedResponse | undefined;
  let route = '';
  for (let i = Math.min(c.req.routeIndex, routes.length - 1); i >= 0 && !doc; i--) {
    doc = documentedResponseOf(routes[i]!.handler);
    route = `${c.req.method} ${routes[i]!.path}`;
  }
  if (!doc) return;
  let expected = expectedBody(doc, res.status);
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (expected === undefined) throw new ResponseSchemaMismatch(route, res.status, `no body is documented for ${res.status}, got ${type || 'one'}`);
  // A refusal in the one error shape is documented for every refusing status (validators, middleware), beside
  // a page a route answers itself.
  if (isMedia(expected) && res.status >= 400 && type === 'application/json') expected = apiErrorSchema;
  if (isMedia(expected)) {
    if (!typeMatches(type, expected.type)) throw new ResponseSchemaMismatch(route, res.status, `documented as ${expected.type}, answered ${type || 'without a type'}`);
    return;
  }
  if (type !== 'application/json') throw new ResponseSchemaMismatch(route, res.status, `documented as JSON, answered ${type || 'without a type'}`);
  const body: unknown = await res.clone().json();
  const parsed = (expected as z.ZodType).safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    throw new ResponseSchemaMismatch(route, res.status, issues.join('; '));
  }
}

