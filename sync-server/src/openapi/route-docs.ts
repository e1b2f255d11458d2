/**
 * What the OpenAPI document is made of, attached to the very handlers routes are registered with, in the form the
 * `hono-openapi` library reads back from `app.routes`: describeRoute (summary, tag, answers and their schemas,
 * an example body), the validators of validate.ts and middleware that answers for itself (401, 413, ...). This
 * module only turns the routes' short descriptions into the library's operation objects; no list of endpoints is
 * kept anywhere.
 */
import type { MiddlewareHandler } from 'hono';
import { resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import type { z } from 'zod';

/** Statuses a handler may answer, each with what it means. */
export type Answers = Partial<Record<number, string>>;

/** A body that is not JSON: its media type and, when it has one, its JSON Schema (e.g. binary bytes). */
export interface MediaDoc {
  type: string;
  schema?: Record<string, unknown>;
}

/** One route's own documentation. */
export interface RouteDoc {
  summary: string;
  tag: string;
  /** What the handler answers itself, its success first; 200 'OK' when no 2xx is given. */
  answers?: Answers;
  /**
   * The body of its 2xx answers: a shared zod schema (JSON), a media type with its schema (bytes, text, events),
   * or one of those per status when the 2xx answers differ.
   */
  response: z.ZodType | MediaDoc | Partial<Record<number, z.ZodType | MediaDoc>>;
  /** A request body the route takes (valid per its body schema; the OpenAPI test sends it). */
  example?: unknown;
  /** A multipart/form-data body, read by the handler itself as a stream: the fields it takes. */
  multipart?: z.ZodType;
  /** A handler that needs a session without a middleware saying so (it answers 401 itself). */
  session?: boolean;
}

/** Where a validator reads from, as OpenAPI names it (`json` is the request body). */
export type ValidatorTarget = 'json' | 'query' | 'param';

export interface HandlerDoc {
  answers?: Answers;
  /** The methods the answers apply to (e.g. only writes read a body); every method when absent. */
  methods?: readonly string[];
  /** Whether the handler refuses requests without a session. */
  session?: boolean;
}

/** The one error shape every refusal answers with (components.schemas.Error, from shared/). */
export const ERROR_REF = { $ref: '#/components/schemas/Error' };

const SESSION = [{ session: [] }];

type Responses = NonNullable<DescribeRouteOptions['responses']>;

function isMedia(value: unknown): value is MediaDoc {
  return typeof value === 'object' && value !== null && !('~standard' in value) && typeof (value as MediaDoc).type === 'string';
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '~standard' in value;
}

function contentOf(body: z.ZodType | MediaDoc) {
  return isMedia(body) ? { [body.type]: body.schema ? { schema: body.schema } : {} } : { 'application/json': { schema: resolver(body) } };
}

/** Refusals in the one error shape; a 2xx with the body `success` gives it (when given). */
export function responsesOf(answers: Answers, success?: RouteDoc['response']): Responses {
  const out: Responses = {};
  const perStatus = success === undefined || isSchema(success) || isMedia(success) ? undefined : success;
  for (const [status, description] of Object.entries(answers)) {
    // A status the route gives a body of its own (a 503 readiness report); else 2xx the route's, the rest errors.
    const body = perStatus ? perStatus[Number(status)] : status.startsWith('2') ? (success as z.ZodType | MediaDoc | undefined) : undefined;
    if (!body && !status.startsWith('2')) {
      out[status] = { description: description!, content: { 'application/json': { schema: ERROR_REF } } };
      continue;
    }
    out[status] = { description: description!, ...(body ? { content: contentOf(body) } : {}) };
  }
  return out;
}

// Answers that apply to some methods only; the document gives them to every operation of those methods.
const METHOD_ANSWERS = new WeakMap<object, { methods: readonly string[]; answers: Answers }>();

/** The per-method answers of a middleware documented with `methods`, if it is one. */
export function methodAnswersOf(handler: unknown): { methods: readonly string[]; answers: Answers } | undefined {
  return typeof handler === 'function' ? METHOD_ANSWERS.get(handler) : undefined;
}

/** Attach documentation to a middleware and answer the middleware itself. */
export function documented<H extends object>(handler: H, doc: HandlerDoc): H {
  if (doc.methods) {
    METHOD_ANSWERS.set(handler, { methods: doc.methods, answers: doc.answers ?? {} });
    return handler;
  }
  const spec: DescribeRouteOptions = { responses: responsesOf(doc.answers ?? {}), ...(doc.session ? { security: SESSION } : {}) };
  return Object.assign(handler, { [uniqueSymbol]: { spec } });
}

/** The first handler of a documented route: passes every request on, and describes the route to the document. */
export function describeRoute(doc: RouteDoc): MiddlewareHandler {
  const answers: Answers = { ...doc.answers };
  if (!Object.keys(answers).some((status) => status.startsWith('2'))) answers[200] = 'OK';
  const spec: DescribeRouteOptions = {
    summary: doc.summary,
    tags: [doc.tag],
    responses: responsesOf(answers, doc.response),
    ...(doc.session ? { security: SESSION } : {}),
    ...(doc.multipart ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: resolver(doc.multipart) } } } } : {}),
  };
  if (doc.example !== undefined) EXAMPLES.set(spec, doc.example);
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  RESPONSES.set(middleware, { response: doc.response });
  return Object.assign(middleware, { [uniqueSymbol]: { spec } });
}

/** What a route documents it answers with: its `response` (response-check.ts holds answers to it). */
export interface DocumentedResponse {
  response: RouteDoc['response'];
}

const RESPONSES = new WeakMap<object, DocumentedResponse>();

/** The documented answer of a route, if the handler is its describeRoute. */
export function documentedResponseOf(handler: unknown): DocumentedResponse | undefined {
  return typeof handler === 'function' ? RESPONSES.get(handler) : undefined;
}

// The example body of each route, kept beside its spec: the library merges a route's request bodies by media
// type, so the validator's schema would replace an example given in describeRoute. build-document.ts adds it back.
const EXAMPLES = new WeakMap<object, unknown>();

/** The example body described for a handler, if it is a describeRoute with one. */
export function exampleOf(handler: unknown): unknown {
  const spec = typeof handler === 'function' ? (handler as { [uniqueSymbol]?: { spec?: object } })[uniqueSymbol]?.spec : undefined;
  return spec ? EXAMPLES.get(spec) : undefined;
}

// The schema each validator runs, for the test that what is documented is what is validated.
const VALIDATORS = new WeakMap<object, { target: ValidatorTarget; schema: z.ZodType }>();

/** The target and schema of a validator of validate.ts, if the handler is one. */
export function validatorOf(handler: unknown): { target: ValidatorTarget; schema: z.ZodType } | undefined {
  return typeof handler === 'function' ? VALIDATORS.get(handler) : undefined;
}

/**
 * Document a validator: a body is the operation's JSON request body, query and path values its parameters (the
 * library derives them from the schema); `answers` are its refusals.
 */
export function documentedValidator<H extends object>(handler: H, target: ValidatorTarget, schema: z.ZodType, answers: Answers): H {
  VALIDATORS.set(handler, { target, schema });
  if (target === 'json') {
    const spec: DescribeRouteOptions = {
      requestBody: { required: true, content: { 'application/json': { schema: resolver(schema) } } },
      responses: responsesOf(answers),
    };
    return Object.assign(handler, { [uniqueSymbol]: { spec } });
  }
  // Parameters come from the library's reading of the schema; their refusals are listed with the route's.
  PARAMETER_ANSWERS.set(handler, answers);
  return Object.assign(handler, { [uniqueSymbol]: { target, ...resolver(schema) } });
}

const PARAMETER_ANSWERS = new WeakMap<object, Answers>();

/** The refusals of a query or path validator, if the handler is one. */
export function parameterAnswersOf(handler: unknown): Answers | undefined {
  return typeof handler === 'function' ? PARAMETER_ANSWERS.get(handler) : undefined;
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
