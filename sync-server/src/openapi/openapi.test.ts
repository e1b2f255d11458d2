/**
 * The published OpenAPI document is generated from the routes themselves: it is a valid OpenAPI 3.1 document,
 * it lists exactly the routes the app has, each body it documents is the schema that route's validator runs
 * (and no handler reads a body any other way), and every documented example body, sent to its endpoint by a
 * real user on a real database, gets a 2xx or one of that operation's documented 4xx.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
// The documentation page's API tab reads this document with this pure module: the contract is tested here.
import { readApiReference } from '../../../pwa/src/features/documentation/api-reference.ts';
import { publishedDocument, publishedOperations, type PublishedOperation } from '../test-support/published-api.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { buildWorld, type World } from '../test-support/world.ts';
import { validatorOf } from './route-docs.ts';
import { setSupportAgentFlag } from '../support/agents.ts';

let server: TestServer;
let w: World;
let document: Record<string, any>;
beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
  document = (await server.client().get('/api/openapi.json')).json;
});
afterAll(() => server.close());

const OPERATIONS = publishedOperations(await publishedDocument());
// The JSON bodies: the uploads' multipart bodies are read by their handlers as streams (files/multipart-upload.ts).
const WITH_BODY = OPERATIONS.filter((op) => op.operation.requestBody?.content?.['application/json']);
const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The schemas the app's validators for this operation run, read from the handlers the route is registered with. */
function validatorSchemas(op: PublishedOperation, target: 'json' | 'query' | 'param'): z.ZodType[] {
  return server.app.routes
    .filter((r) => r.method === op.method && r.path === toHonoPath(op.path))
    .map((r) => validatorOf(r.handler))
    .filter((v) => v?.target === target)
    .map((v) => v!.schema);
}

describe('the document', () => {
  it('is what GET /api/openapi.json answers, and a valid OpenAPI 3.1 document', async () => {
    expect(document).toEqual(JSON.parse(JSON.stringify(await publishedDocument())));
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route the app has, and nothing else', () => {
    const documented = publishedOperations(document).map((op) => `${op.method} ${toHonoPath(op.path)}`);
    const routed = server.app.routes.filter((r) => r.method !== 'ALL' && (r.path.startsWith('/api/') || r.path === '/metrics')).map((r) => `${r.method} ${r.path}`);
    expect(new Set(documented)).toEqual(new Set(routed));
    expect(documented).toHaveLength(new Set(documented).size);
  });

  it('gives every operation a summary, a tag and a 4xx, and marks the signed-out ones', () => {
    for (const { operation } of OPERATIONS) {
      expect(operation.summary).toMatch(/\w/);
      expect(operation.tags).toHaveLength(1);
      expect(Object.keys(operation.responses).some((s) => s.startsWith('4'))).toBe(true);
    }
    const open = OPERATIONS.filter((op) => !op.requiresSession).map((op) => `${op.method} ${op.path}`);
    expect(open).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/auth/send-otp', 'POST /api/verification/reference/respond']));
    expect(open).not.toContain('GET /api/auth/me');
    expect(open).not.toContain('POST /api/jobs');
  });
});

describe('every answer has a schema', () => {
  it.each(OPERATIONS)('$method $path: each status but 204 has a body with a schema, refusals the one error shape', (op) => {
    const responses = Object.entries(op.operation.responses as Record<string, Record<string, any>>);
    expect(responses.some(([status]) => status.startsWith('2'))).toBe(true);
    for (const [status, response] of responses) {
      if (status === '204') continue;
      const media = Object.values(response.content ?? {}) as { schema?: unknown }[];
      expect(media.length, `${status} has no body`).toBeGreaterThan(0);
      for (const { schema } of media) expect(schema, `${status} has no schema`).toBeTypeOf('object');
      if (status.startsWith('4')) expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('the uploads are documented as multipart, with their file field', () => {
    const multipart = OPERATIONS.filter((op) => op.operation.requestBody?.content?.['multipart/form-data']);
    expect(multipart.map((op) => `${op.method} ${op.path}`).sort()).toEqual(['POST /api/files/upload', 'POST /api/verification/id']);
    for (const op of multipart) {
      const { properties } = op.operation.requestBody.content['multipart/form-data'].schema;
      expect(Object.values(properties).some((p: any) => p.format === 'binary' || p.contentEncoding === 'binary')).toBe(true);
    }
  });
});

it('the documentation page reads every operation, its session need and its body fields', () => {
  const groups = readApiReference(document);
  expect(groups.map((g) => g.tag)).toEqual(document.tags.map((t: { name: string }) => t.name));
  const endpoints = groups.flatMap((g) => g.endpoints);
  expect(endpoints.map((e) => `${e.method} ${e.path}`).sort()).toEqual(OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
  for (const op of OPERATIONS) {
    const shown = endpoints.find((e) => e.method === op.method && e.path === op.path)!;
    expect(shown.requiresAuth).toBe(op.requiresSession);
    expect(shown.body !== null).toBe(!!op.operation.requestBody?.content?.['application/json']);
  }
  const apply = endpoints.find((e) => e.method === 'POST' && e.path === '/api/applications')!;
  expect(apply.summary).toBe('Apply to an active job');
  expect(apply.body?.fields).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'jobId', required: true })]));
  expect(endpoints.find((e) => e.path === '/api/replication/{collection}/push')?.body?.isList).toBe(true);
});

describe('what is documented is what is validated', () => {
  it.each(WITH_BODY)('$method $path: the body schema is its validator’s, with a valid example', (op) => {
    const schemas = validatorSchemas(op, 'json');
    expect(schemas).toHaveLength(1);
    const media = op.operation.requestBody.content['application/json'];
    const { $schema: _dialect, ...schema } = z.toJSONSchema(schemas[0]!, { unrepresentable: 'any', io: 'input' });
    expect(media.schema).toEqual(schema);
    expect(media.example).toBeDefined();
    expect(schemas[0]!.safeParse(media.example).error?.issues ?? []).toEqual([]);
  });

  it.each(WITH_BODY)('$method $path: the documented schema is the one enforced (a required field left out is refused)', async (op) => {
    const media = op.operation.requestBody.content['application/json'];
    const required: string[] = media.schema.required ?? [];
    const client = await actorFor(op);
    if (media.schema.type === 'array') {
      const res = await client.request(op.method, pathOf(op), { not: 'a list' });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('invalid');
      return;
    }
    // A body whose fields are all optional has nothing to leave out; the example check above covers it.
    if (!required.length) return;
    const [field] = required;
    const { [field!]: _left, ...rest } = media.example;
    const res = await client.request(op.method, pathOf(op), rest);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalid');
    expect(res.json.error.issues.some((issue: { path: unknown[] }) => issue.path[0] === field)).toBe(true);
  });

  it('no route handler reads a body except through its validator (middleware/validate.ts)', () => {
    const routeFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? routeFiles(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
      );
    // Reading the body itself, or through a validator the document cannot see (Hono's own, or zod's helpers).
    const readers = /\breadJson\(|\.req\.(json|text|parseBody|arrayBuffer|formData|blob)\(|\.req\.raw\.|from 'hono\/validator'|from '@hono\/zod-validator'/;
    const offenders = routeFiles(join(import.meta.dirname, '../routes'))
      .filter((file) => !file.endsWith('read-json.ts'))
      .filter((file) => readers.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/** Who sends an operation's example: a signed-out visitor for the public ones, else the role the route is for. */
async function actorFor(op: PublishedOperation): Promise<TestClient> {
  if (!op.requiresSession) return server.client();
  const tag = op.operation.tags[0] as string;
  if (op.path.startsWith('/api/account')) {
    // Settings change the password and can delete the account: a user of its own, so nobody else is affected.
    const client = server.client();
    await client.signUp('candidate');
    return client;
  }
  if (tag === 'Support') {
    // The support console's endpoints answer 404 to everyone but support agents.
    const client = server.client();
    const user = await client.signUp('candidate');
    await setSupportAgentFlag(server.deps.database.db, user.id, true, new Date());
    return client;
  }
  if (tag === 'Employers' || tag === 'Jobs' || op.path === '/api/applications/{applicationId}') return w.actors.employerA.client;
  return w.actors.bystander.client;
}

function pathOf(op: PublishedOperation): string {
  const ids: Record<string, string> = {
    collection: 'savedJobs',
    id: w.companyA.id,
    applicationId: w.applicationId,
    candidateId: w.profiles.bystander.id,
    employerId: w.companyA.id,
    userId: w.actors.bystander.user.id,
    verificationId: `${w.actors.bystander.user.id}:id`,
  };
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
}

describe('every documented example, sent to its endpoint', () => {
  const answers: string[] = [];
  afterAll(() => console.info(`documented examples:\n  ${answers.join('\n  ')}`));
  it.each(WITH_BODY)('$method $path answers a 2xx or a documented 4xx', async (op) => {
    const client = await actorFor(op);
    const res = await client.request(op.method, pathOf(op), op.operation.requestBody.content['application/json'].example);
    const documented = Object.keys(op.operation.responses);
    const answer = `${op.method} ${op.path}: ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`;
    expect(res.status < 300 || (res.status < 500 && documented.includes(String(res.status))), answer).toBe(true);
    answers.push(answer);
  });
});
