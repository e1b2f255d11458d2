/**
 * What the OpenAPI document is made of, attached to the very handlers routes are registered with: describeRoute
 * (summary, tag, answers, an example body), the validators of validate.ts (each carries the schema it runs) and
 * middleware that answers for itself (401, 413, ...). build-document.ts reads them back from `app.routes`; no
 * list of endpoints is kept anywhere.
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

/** Statuses a handler may answer, each with what it means. */
export type Answers = Partial<Record<number, string>>;

/** One route's own documentation. */
export interface RouteDoc {
  summary: string;
  tag: string;
  /** What the handler answers itself, its success first; 200 'OK' when no 2xx is given. */
  answers?: Answers;
  /** A request body the route takes (valid per its body schema; the OpenAPI test sends it). */
  example?: unknown;
  /** A handler that needs a session without a middleware saying so (it answers 401 itself). */
  session?: boolean;
}

/** Where a validator reads from, as OpenAPI names it (`json` is the request body). */
export type ValidatorTarget = 'json' | 'query' | 'param';

export interface HandlerDoc {
  route?: RouteDoc;
  /** The schema the handler validates with: the one the document shows. */
  validator?: { target: ValidatorTarget; schema: z.ZodType };
  answers?: Answers;
  /** The methods the answers apply to (e.g. only writes read a body); every method when absent. */
  methods?: readonly string[];
  /** Whether the handler refuses requests without a session. */
  session?: boolean;
}

const DOCS = new WeakMap<object, HandlerDoc>();

/** Attach documentation to a handler (merging with what it has) and answer the handler itself. */
export function documented<H extends object>(handler: H, doc: HandlerDoc): H {
  DOCS.set(handler, { ...DOCS.get(handler), ...doc });
  return handler;
}

/** The documentation attached to a handler, if any. */
export function docOf(handler: unknown): HandlerDoc | undefined {
  return typeof handler === 'function' ? DOCS.get(handler) : undefined;
}

/** The first handler of a documented route: passes every request on, and describes the route to the document. */
export function describeRoute(doc: RouteDoc): MiddlewareHandler {
  return documented<MiddlewareHandler>(async (_c, next) => {
    await next();
  }, { route: doc });
}

/**
 * What a write through the replication rules (replication/documents.ts) may answer besides its success: the
 * rules' refusals, each with the status REST gives it.
 */
export const DOCUMENT_WRITE_ANSWERS: Answers = {
  400: 'Refused by the collection rules: `invalid`',
  403: 'Not yours to write: `forbidden`',
  404: 'No such document: `not_found`',
  409: 'A rule refused it (`rule`), or it changed meanwhile (`conflict`)',
  429: 'Over the plan limit: `limit`',
};
