/**
 * The validators routes are registered with: each parses one part of the request with a shared zod schema,
 * hands the handler the result (`c.req.valid('json' | 'query' | 'param')`), and carries that schema for the
 * OpenAPI document, so what is documented is what is validated. Refusals use the one error shape.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { documentedValidator } from '../openapi/route-docs.ts';
import { readJson } from './read-json.ts';

/** The context of a handler behind `jsonBody(schema)`, for handlers written apart from their route. */
export type BodyContext<S extends z.ZodType> = Context<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>;

export interface BodyOptions {
  /**
   * Any JSON value (e.g. a list), without readJson's object and storable-text checks: for replication, whose
   * rules refuse bad text per document instead of failing the whole batch.
   */
  anyJson?: boolean;
  /** The refusal's message; the first issue's message when absent. */
  message?: string;
}

async function readAnyJson(req: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    return httpError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}

function refuse(issues: z.core.$ZodIssue[], message?: string): never {
  return httpError(400, 'invalid', message ?? issues[0]?.message ?? 'Invalid request', issues);
}

async function parseBody<S extends z.ZodType>(c: Context, schema: S, options: BodyOptions): Promise<{ raw: unknown; data: z.output<S> }> {
  const raw = options.anyJson ? await readAnyJson(c.req) : await readJson(c.req);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) refuse(parsed.error.issues, options.message);
  return { raw, data: parsed.data };
}

const BODY_ANSWERS = { 400: 'The body is not JSON, or does not match the schema: `invalid_json` or `invalid` with `issues`' };

/** The JSON body, parsed with `schema` (readJson's checks first): 400 with the first issue's message otherwise. */
export function jsonBody<S extends z.ZodType>(schema: S, options: BodyOptions = {}) {
  const middleware = createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }>(async (c, next) => {
    c.req.addValidatedData('json', (await parseBody(c, schema, options)).data as object);
    await next();
  });
  return documentedValidator(middleware, 'json', schema, BODY_ANSWERS);
}

/**
 * A change to a stored document: the body parsed with `schema`, keeping only the fields the request sent, so a
 * field left out keeps its stored value instead of taking the schema's default.
 */
export function jsonChanges<S extends z.ZodType>(schema: S) {
  const middleware = createMiddleware<AppEnv, string, { in: { json: z.input<S> }; out: { json: Partial<z.output<S>> } }>(async (c, next) => {
    const { raw, data } = await parseBody(c, schema, {});
    const sent = new Set(Object.keys(raw as object));
    c.req.addValidatedData('json', Object.fromEntries(Object.entries(data as object).filter(([key]) => sent.has(key))));
    await next();
  });
  return documentedValidator(middleware, 'json', schema, BODY_ANSWERS);
}

/** The query string (first value of each key), parsed with `schema`: 400 with the first issue's message otherwise. */
export function validQuery<S extends z.ZodType>(schema: S) {
  const middleware = createMiddleware<AppEnv, string, { in: { query: z.input<S> }; out: { query: z.output<S> } }>(async (c, next) => {
    const parsed = schema.safeParse(c.req.query());
    if (!parsed.success) refuse(parsed.error.issues);
    c.req.addValidatedData('query', parsed.data as object);
    await next();
  });
  return documentedValidator(middleware, 'query', schema, { 400: 'The query does not match the schema' });
}

/** The path parameters, parsed with `schema`; `refuse` answers when they do not match (with its documented status). */
export function validParams<S extends z.ZodType>(schema: S, answers: { status: 400 | 404; meaning: string; refuse: (c: Context) => never }) {
  const middleware = createMiddleware<AppEnv, string, { out: { param: z.output<S> } }>(async (c, next) => {
    const parsed = schema.safeParse(c.req.param());
    if (!parsed.success) answers.refuse(c);
    c.req.addValidatedData('param', parsed.data as object);
    await next();
  });
  return documentedValidator(middleware, 'param', schema, { [answers.status]: answers.meaning });
}
