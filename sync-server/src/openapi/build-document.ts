/**
 * The OpenAPI 3.1 document of /api, made by walking the app's registered routes: every route with a
 * describeRoute is an operation; its body, query and path schemas are the ones its validators run, its answers
 * those of its own handlers and of every middleware on its way, and it needs a session when one of those says so.
 */
import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import { apiPathSegmentSchema } from '@shared/schemas/api-path.ts';
import { docOf, type Answers, type HandlerDoc, type RouteDoc } from './route-docs.ts';

type Json = Record<string, unknown>;

/** The groups, in the order the documentation page shows them; a tag not listed here comes after them. */
const TAGS = [
  { name: 'System', description: 'Health and this document' },
  { name: 'Auth', description: 'Codes, links, passwords, patterns and sessions' },
  { name: 'Candidates', description: 'Candidate profiles' },
  { name: 'Employers', description: 'Company profiles' },
  { name: 'Jobs', description: 'Job postings' },
  { name: 'Applications', description: 'Applying and reviewing' },
  { name: 'Replication', description: 'What devices sync with' },
  { name: 'Account', description: "The signed-in user's settings and data" },
  { name: 'Verification', description: 'Company e-mail and professional reference checks' },
  { name: 'Interviews', description: 'Video interview rooms, call signaling between the two participants, calendar invites' },
  { name: 'Support', description: 'The support console: ID verifications waiting for review (support agents only)' },
];

// What the edge lets through (middleware/well-formed-address.ts) for a path parameter that has no validator.
const PATH_PARAMETER_SCHEMA = z.toJSONSchema(apiPathSegmentSchema.min(1));

const ERROR_RESPONSE = { $ref: '#/components/schemas/Error' };

/** An operation as the document builds it: where it is, and the documentation of every handler it runs. */
export interface DocumentedOperation {
  method: string;
  /** Hono-style path, e.g. /api/jobs/employer/:employerId */
  path: string;
  route: RouteDoc;
  handlers: HandlerDoc[];
}

function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  // Hono's `/x/*` matches `/x` itself as well.
  return new RegExp(`^${escaped.replace(/\/\*$/, '(/.*)?').replace(/\*/g, '.*')}$`);
}

/** Every documented route of the app with the documentation of each handler that runs for it, in route order. */
export function documentedOperations(routes: readonly RouterRoute[]): DocumentedOperation[] {
  const middleware = routes.filter((r) => r.method === 'ALL' && docOf(r.handler)).map((r) => ({ pattern: patternOf(r.path), doc: docOf(r.handler)! }));
  const byKey = new Map<string, { method: string; path: string; own: HandlerDoc[] }>();
  for (const r of routes) {
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const entry = byKey.get(key) ?? { method: r.method, path: r.path, own: [] };
    const doc = docOf(r.handler);
    if (doc) entry.own.push(doc);
    byKey.set(key, entry);
  }
  return [...byKey.values()].flatMap(({ method, path, own }) => {
    const route = own.find((d) => d.route)?.route;
    if (!route) return [];
    const around = middleware.filter((m) => m.pattern.test(path) && (!m.doc.methods || m.doc.methods.includes(method))).map((m) => m.doc);
    return [{ method, path, route, handlers: [...around, ...own.filter((d) => !d.methods || d.methods.includes(method))] }];
  });
}

function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as Json;
}

function parametersOf(op: DocumentedOperation): Json[] {
  const params = op.handlers.find((h) => h.validator?.target === 'param')?.validator;
  const paramSchema = params ? jsonSchemaOf(params.schema) : undefined;
  const fromPath = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: ((paramSchema?.properties as Json | undefined)?.[name!] as Json | undefined) ?? PATH_PARAMETER_SCHEMA,
  }));
  const query = op.handlers.find((h) => h.validator?.target === 'query')?.validator;
  const querySchema = query ? jsonSchemaOf(query.schema) : undefined;
  const required = new Set((querySchema?.required as string[] | undefined) ?? []);
  const fromQuery = Object.entries((querySchema?.properties as Record<string, Json> | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...fromPath, ...fromQuery];
}

function responsesOf(op: DocumentedOperation): Json {
  const answers: Answers = {};
  // A status several handlers answer lists each meaning once: the edge's 404 and an unknown collection's.
  for (const given of [...op.handlers.map((h) => h.answers), op.route.answers]) {
    for (const [status, meaning] of Object.entries(given ?? {})) {
      const known = answers[Number(status)];
      answers[Number(status)] = known && known !== meaning ? `${known}; ${meaning}` : meaning;
    }
  }
  if (!Object.keys(answers).some((status) => status.startsWith('2'))) answers[200] = 'OK';
  return Object.fromEntries(
    Object.entries(answers)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, description]) => [
        status,
        status.startsWith('2') ? { description } : { description, content: { 'application/json': { schema: ERROR_RESPONSE } } },
      ]),
  );
}

function operationOf(op: DocumentedOperation): Json {
  const session = op.route.session ?? op.handlers.some((h) => h.session);
  const parameters = parametersOf(op);
  const body = op.handlers.find((h) => h.validator?.target === 'json')?.validator;
  return {
    operationId: `${op.method.toLowerCase()}${op.path.replace(/[/:-](\w)/g, (_, c: string) => c.toUpperCase()).replace(/\W/g, '')}`,
    summary: op.route.summary,
    tags: [op.route.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(session ? {} : { security: [] }),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(body.schema), ...(op.route.example !== undefined ? { example: op.route.example } : {}) } },
          },
        }
      : {}),
    responses: responsesOf(op),
  };
}

/** The OpenAPI 3.1 document of the app's documented routes. */
export function buildOpenApi(routes: readonly RouterRoute[]): Json {
  const operations = documentedOperations(routes);
  const paths: Record<string, Json> = {};
  for (const op of operations) (paths[op.path.replace(/:(\w+)/g, '{$1}')] ??= {})[op.method.toLowerCase()] = operationOf(op);
  const used = new Set(operations.map((op) => op.route.tag));
  const tags = [...TAGS.filter((t) => used.has(t.name)), ...[...used].filter((name) => !TAGS.some((t) => t.name === name)).map((name) => ({ name }))];
  return {
    openapi: '3.1.0',
    info: { title: 'HireSync API', version: '1.0.0' },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message', 'requestId'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                issues: { type: 'array' },
                // The request's X-Request-Id (middleware/error-request-id.ts): what to quote when reporting it.
                requestId: { type: 'string' },
              },
            },
          },
        },
      },
    },
    security: [{ session: [] }],
    tags,
    paths,
  };
}
