/**
 * Fuzz of every endpoint the published OpenAPI document lists, as a candidate, an employer and a signed-out
 * visitor, with hostile paths, queries and bodies (test-support/hostile-inputs.ts). Two promises: no answer is
 * a 500, and a refused request (4xx) changes nothing in the tables users' data lives in. Inputs come from a fixed
 * seed per operation and actor (FUZZ_SEED, FUZZ_RUNS to explore further); a failure prints the actor, request and
 * answer, with the error the server logged. About 1,400 requests; under a minute on PGlite.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { COLLECTION_NAMES, SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { hashToken, newToken, SESSION_COOKIE } from '../auth/sessions.ts';
import { billingCustomers, magicLinks, referenceRequests, REPLICATED_TABLES, sessions, storedFiles, users, verifiedTickets } from '../db/schema.ts';
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestServer } from '../test-support/test-server.ts';
import { buildWorld, type World } from '../test-support/world.ts';
import { pushRows } from '../test-support/fuzz-documents.ts';
import { fromSchema, hostileBody, hostileJson, hostileParam, hostileQuery, type FieldHints, type JsonSchema, type WireBody } from '../test-support/hostile-inputs.ts';

/** Requests per documented operation and actor. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_102);

/** Tables a refused request must leave alone. Throttles and codes' try counts rightly change on refusals. */
const GUARDED_TABLES = [
  ...Object.values(REPLICATED_TABLES).map((table) => getTableName(table)),
  ...[users, sessions, verifiedTickets, magicLinks, referenceRequests, billingCustomers, storedFiles].map((table) => getTableName(table)),
];

type Actor = 'candidate' | 'employer' | 'signed out';
interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
}
interface Sent {
  path: string;
  contentType: string | undefined;
  body: WireBody | undefined;
}

let server: TestServer;
let w: World;
const cookies: Record<Actor, string> = { candidate: '', employer: '', 'signed out': '' };
const actorIds: Record<Actor, string> = { candidate: '', employer: '', 'signed out': '' };
let requestCount = 0;

beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
  cookies.candidate = w.actors.applicant.client.cookie;
  cookies.employer = w.actors.employerA.client.cookie;
  actorIds.candidate = w.actors.applicant.user.id;
  actorIds.employer = w.actors.employerA.user.id;
  await watchChanges();
});
afterAll(() => server.close());

async function query(text: string): Promise<Record<string, unknown>[]> {
  const result = (await server.deps.database.db.execute(sql.raw(text))) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/**
 * Counts every committed row change of the guarded tables, per table, with row triggers: a rolled-back write
 * leaves no count, an update to the same values does. One small read per request instead of hashing tables.
 */
async function watchChanges() {
  await query(`create table fuzz_changes (table_name text primary key, n bigint not null)`);
  await query(`create function fuzz_count_change() returns trigger language plpgsql as $$ begin
    insert into fuzz_changes values (TG_TABLE_NAME, 1) on conflict (table_name) do update set n = fuzz_changes.n + 1;
    return null; end $$`);
  for (const table of GUARDED_TABLES) {
    await query(`create trigger fuzz_count after insert or update or delete on ${table} for each row execute function fuzz_count_change()`);
  }
}

async function changeCounts(): Promise<Map<string, string>> {
  return new Map((await query('select table_name, n::text as n from fuzz_changes')).map((r) => [r.table_name as string, r.n as string]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, n]) => before.get(table) !== n).map(([table]) => table);
}

async function send(actor: Actor, method: string, sent: Sent) {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    'x-schema-version': String(SCHEMA_VERSION),
    // An address per request, so the per-address throttles do not turn the rest of the run into 429s.
    'x-forwarded-for': `203.0.${Math.floor(requestCount / 250) % 250}.${(requestCount++ % 250) + 1}`,
  };
  if (cookies[actor]) headers.cookie = cookies[actor];
  if (sent.contentType) headers['content-type'] = sent.contentType;
  const res = await server.app.request(`${TEST_ORIGIN}${sent.path}`, { method, headers, body: sent.body as BodyInit | undefined });
  // The live stream never ends by itself: read nothing from it.
  const text = res.headers.get('content-type')?.startsWith('text/event-stream') ? (await res.body?.cancel(), '') : await res.text();
  return { status: res.status, text, endsSession: res.headers.getSetCookie().some((c) => /^sid=;|max-age=0/i.test(c)) };
}

/**
 * Sign an actor back in after the fuzz signed it out (a session row, as a sign-in makes, without paying for
 * scrypt again), or give it a new account after the fuzz deleted it.
 */
async function restoreSession(actor: Actor) {
  if (actor === 'signed out') return;
  const me = await server.app.request(`${TEST_ORIGIN}/api/auth/me`, { headers: { cookie: cookies[actor] } });
  if (me.status === 200) return;
  const { db } = server.deps.database;
  const [live] = await db.select().from(users).where(and(eq(users.id, actorIds[actor]), isNull(users.deletedAt)));
  if (!live) {
    const client = server.client();
    actorIds[actor] = (await client.signUp(actor)).id;
  }
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: actorIds[actor], expiresAt: new Date(server.clock.now.getTime() + 86_400_000) });
  cookies[actor] = `${SESSION_COOKIE}=${token}`;
}

function realIds(name: string): string[] {
  if (name === 'collection') return [...COLLECTION_NAMES];
  const userIds = Object.values(w.actors).map((a) => a.user.id);
  const profiles = Object.values(w.profiles).map((p) => p.id);
  return [...userIds, ...profiles, w.companyA.id, w.companyB.id, w.applicationId, w.activeJob.id];
}

/** Plausible values for the fields whose rules the JSON schema cannot carry, so bodies get past validation. */
function fieldHints(): FieldHints {
  const emails = Object.values(w.actors).map((a) => a.user.email);
  return [
    [/(^id|Id)$/, fc.constantFrom(...realIds('id'))],
    [/email/i, fc.oneof(fc.constantFrom(...emails), fc.stringMatching(/^[a-z]{1,12}@example\.com$/))],
    [/phone/i, fc.constantFrom('+491701234567', '+1 555 123 4567', '0301234567')],
    [/url|website/i, fc.constantFrom('https://example.com', 'https://acme.example/jobs?x=1', '/files/cv.pdf', 'http://localhost/')],
    // A new password is the one the actors have, so later requests can still give the right current password.
    [/^newPassword$/, fc.constant(TEST_PASSWORD)],
    [/password/i, fc.constantFrom(TEST_PASSWORD, 'Abcdefg1', 'Wrong1234')],
    [/^(otp|code)$/, fc.stringMatching(/^\d{6}$/)],
    [/date$|At$|Time$/i, fc.constantFrom('2026-11-05T10:00:00.000Z', '2027-01', '2020-02-30')],
  ];
}

/** What a body of `op` is made from: the push's real documents, else the documented schema, else anything. */
function bodyShape(op: Operation, params: string[]): fc.Arbitrary<unknown> {
  if (op.path.endsWith('/push')) return fc.oneof(pushRows(params[0]!, w), fromSchema(op.body!, fieldHints()));
  return op.body ? fromSchema(op.body, fieldHints()) : hostileJson;
}

function requestsFor(op: Operation, seedOffset: number): Sent[] {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const sent = fc.tuple(...names.map((name) => hostileParam(realIds(name)))).chain((params) =>
    fc.record({
      params: fc.constant(params),
      query: hostileQuery,
      // Fetch cannot send a body with GET; DELETE carries one.
      body: op.method === 'GET' ? fc.constant(null) : hostileBody(bodyShape(op, params)),
      contentType: fc.oneof(
        { weight: 10, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded') },
      ),
    }),
  );
  return fc.sample(sent, { seed: SEED + seedOffset, numRuns: RUNS }).map(({ params, query, body, contentType }) => {
    let i = 0;
    const path = op.path.replace(/\{\w+\}/g, () => params[i++]!);
    return { path: query ? `${path}?${query}` : path, contentType: body === null ? undefined : contentType, body: body ?? undefined };
  });
}

function show(actor: Actor, method: string, sent: Sent, answer: string): string {
  const body = typeof sent.body === 'string' ? JSON.stringify(sent.body.slice(0, 300)) : sent.body ? `bytes [${sent.body.join(',')}]` : 'none';
  return `${actor} ${method} ${sent.path.slice(0, 300)} (${sent.contentType ?? 'no type'}) body ${body}${typeof sent.body === 'string' && sent.body.length > 300 ? ` …(${sent.body.length} chars)` : ''}\n    → ${answer}`;
}

function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) % 1_000_000;
}

async function documentedOperations(): Promise<Operation[]> {
  type Op = { requestBody?: { content: Record<string, { schema: JsonSchema }> } };
  const doc = await server.app.request(`${TEST_ORIGIN}/api/openapi.json`);
  const paths = (await doc.json()).paths as Record<string, Record<string, Op>>;
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, body: op.requestBody?.content['application/json']?.schema })),
  );
}

// The app logs what made a 500: kept for the failure report instead of flooding the output.
let logged = '';
afterEach(() => vi.restoreAllMocks());

/** Send one request; answers what went wrong with it, if anything. */
async function check(actor: Actor, op: Operation, sent: Sent): Promise<{ status: number; failure?: string }> {
  const before = await changeCounts();
  logged = '';
  const res = await send(actor, op.method, sent);
  const changed = res.status >= 400 ? changedTables(before, await changeCounts()) : [];
  if (res.endsSession || res.status < 300) await restoreSession(actor);
  const answer = `${res.status} ${res.text.slice(0, 160)}`;
  if (res.status >= 500) return { status: res.status, failure: show(actor, op.method, sent, `${answer} ${logged.slice(0, 300)}`) };
  if (changed.length) return { status: res.status, failure: show(actor, op.method, sent, `${answer}, yet it changed ${changed.join(', ')}`) };
  return { status: res.status };
}

it('no documented endpoint answers 500, and no refused request changes anything', { timeout: 180_000 }, async () => {
  vi.spyOn(console, 'error').mockImplementation((err: unknown) => {
    const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
    logged = err instanceof Error ? `${err.message.split('\n')[0]}${cause}` : String(err);
  });
  const operations = await documentedOperations();
  expect(operations.length).toBeGreaterThan(40);
  const failures: string[] = [];
  const byClass: Record<string, number> = {};
  for (const op of operations) {
    for (const actor of ['candidate', 'employer', 'signed out'] as const) {
      for (const sent of requestsFor(op, seedOf(`${op.method} ${op.path} ${actor}`))) {
        const { status, failure } = await check(actor, op, sent);
        byClass[`${String(status)[0]}xx`] = (byClass[`${String(status)[0]}xx`] ?? 0) + 1;
        if (failure) failures.push(failure);
      }
    }
  }
  const total = Object.values(byClass).reduce((a, b) => a + b, 0);
  console.info(`api fuzz: ${total} requests to ${operations.length} operations (seed ${SEED}): ${JSON.stringify(byClass)}`);
  if (failures.length) throw new Error(`${failures.length} of ${total} requests failed:\n  ${failures.slice(0, 40).join('\n  ')}`);
});
