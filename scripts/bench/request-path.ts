/**
 * The cost of a request on the real server over HTTP, on PGlite and on Postgres: the throughput of an empty
 * pull (signed in, checkpoint up to date: what every device sends after each live-stream hint) against
 * GET /api/health (one database query, no session) in the same run; and what compression makes of one
 * 2,000-job pull page. Postgres runs in a database of its own, made and dropped here, at BENCH_DATABASE_URL
 * (else DATABASE_URL, TEST_DATABASE_URL, the local test server); when none answers, that half is skipped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createUser } from '../../sync-server/src/auth/create-user.ts';
import { analyzeStaleTables } from '../../sync-server/src/db/statistics-upkeep.ts';
import { parseEnv } from '../../sync-server/src/env.ts';
import { writeRow } from '../../sync-server/src/store/rows.ts';
import { startServer, type RunningServer } from '../../sync-server/src/server.ts';
import { createCaptureTransport, type CaptureTransport } from '../../sync-server/src/test-support/capture-transport.ts';
import { measureThroughput, type LoadRequest } from './load.ts';
import { sized } from './mode.ts';
import { makeJobs } from './sync-data.ts';

const JOBS = sized(10_000, 300);
const PAGE = sized(2000, 100);
const MEASURE_MS = sized(1500, 300);
const ROUNDS = sized(7, 1);
/** Target of issue 17: an empty pull at 60 % or more of the health check's throughput. */
const PULL_OVER_HEALTH = 0.6;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function seedJobs(server: RunningServer): Promise<void> {
  const now = new Date();
  const { db } = server.deps.database;
  const owner = await createUser(db, { email: 'bench-employer@example.com', userType: 'employer', firstName: 'Bench', lastName: 'Employer' }, now);
  const employer = { id: randomUUID(), companyName: 'Bench Corp' };
  await db.transaction(async (tx) => {
    const doc = { id: employer.id, userId: owner.id, companyName: employer.companyName, industry: 'Technology', companySize: '51-200', location: 'Berlin, Germany', description: 'Bench Corp '.repeat(12), isVerified: false, createdAt: now.toISOString(), updatedAt: now.toISOString() };
    await writeRow(tx, 'employers', { id: employer.id, ownerUserId: owner.id, publicScope: 'all', doc }, now);
    for (const job of makeJobs(JOBS, employer, now)) await writeRow(tx, 'jobs', { id: job.id, ownerUserId: owner.id, publicScope: 'all', doc: job }, now);
  });
}

/** Sign up a candidate as the landing dialog does; answers the session cookie. */
async function signUp(server: RunningServer, outbox: CaptureTransport): Promise<string> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!(await post('/api/auth/send-otp', { email })).ok) throw new Error('send-otp failed');
  const res = await post('/api/auth/register', { firstName: 'Bench', lastName: 'Candidate', email, password: 'Passw0rdX', userType: 'candidate', otp: outbox.lastCode(email) });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

function pullRequest(server: RunningServer, cookie: string, checkpoint: unknown, limit: number, encoding = BROWSER_ENCODINGS): LoadRequest {
  return {
    url: `${server.url}/api/replication/jobs/pull`,
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json', 'x-schema-version': String(SCHEMA_VERSION), 'accept-encoding': encoding },
    body: JSON.stringify({ checkpoint, limit }),
  };
}

async function send(request: LoadRequest): Promise<Response> {
  const res = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  if (!res.ok) throw new Error(`${request.url}: ${res.status}`);
  return res;
}

/** Bytes on the wire of one answer in each encoding (fetch would decode them: read them raw). */
async function wireBytes(request: LoadRequest): Promise<number> {
  const { request: httpRequest } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = httpRequest(request.url, { method: request.method, headers: request.headers }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.byteLength));
      res.on('end', () => resolve(size));
    });
    req.on('error', reject);
    req.end(request.body);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function measure(label: string, server: RunningServer, outbox: CaptureTransport, withPage: boolean): Promise<void> {
  await seedJobs(server);
  const cookie = await signUp(server, outbox);
  // Follow the checkpoints to the end, as a device's first sync does: the empty pull after it is the one measured.
  let checkpoint: unknown = null;
  for (;;) {
    const page = (await (await send(pullRequest(server, cookie, checkpoint, PAGE, 'identity'))).json()) as { documents: unknown[]; checkpoint: unknown };
    checkpoint = page.checkpoint;
    if (page.documents.length < PAGE) break;
  }
  // An empty pull comes long after the device's first sync: by then the tables that sync filled (the slice's
  // members among them) have been analyzed, by autovacuum on Postgres and by the statistics upkeep on PGlite
  // (db/statistics-upkeep.ts). Measured before, the planner guesses: 35 and 78 pulls a second instead of hundreds.
  const { database } = server.deps;
  if (database.kind === 'pglite') await analyzeStaleTables(database.db);
  else await database.db.execute(sql`analyze`);
  const emptyPull = pullRequest(server, cookie, checkpoint, PAGE);
  const emptyBody = (await (await send(emptyPull)).json()) as { documents: unknown[] };
  if (emptyBody.documents.length !== 0) throw new Error('the measured pull is not empty');
  const health: LoadRequest = { url: `${server.url}/api/health`, method: 'GET', headers: { 'accept-encoding': BROWSER_ENCODINGS } };

  // Warm both paths, then alternate in short rounds and take the median of the rounds' ratios: other work on the
  // machine comes and goes, and a slow phase then spoils one round, not the verdict.
  await measureThroughput(health, MEASURE_MS / 2);
  await measureThroughput(emptyPull, MEASURE_MS / 2);
  const rounds: { health: number; pull: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({ health: await measureThroughput(health, MEASURE_MS), pull: await measureThroughput(emptyPull, MEASURE_MS) });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const ratio = median(rounds.map((r) => r.pull / r.health));
  console.log(`${label}: GET /api/health (baseline)   ${median(rounds.map((r) => r.health)).toFixed(0).padStart(6)} req/s (median of ${ROUNDS} rounds)`);
  console.log(
    `${label}: empty pull, signed in     ${median(rounds.map((r) => r.pull)).toFixed(0).padStart(6)} req/s; pull / health ${(ratio * 100).toFixed(0)} % ` +
      `(median of the rounds' ratios; target >= ${PULL_OVER_HEALTH * 100} %): ${ratio >= PULL_OVER_HEALTH ? 'MET' : 'NOT MET'}`,
  );
  if (!withPage) return;
  const first = (encoding: string) => wireBytes(pullRequest(server, cookie, null, PAGE, encoding));
  const [raw, gzip, br] = [await first('identity'), await first('gzip'), await first(BROWSER_ENCODINGS)];
  console.log(
    `${label}: one ${PAGE}-job pull page     raw ${kb(raw)}, gzip ${kb(gzip)} (${((gzip / raw) * 100).toFixed(0)} %), ` +
      `brotli ${kb(br)} (${((br / raw) * 100).toFixed(0)} %)${br < raw ? '' : '  NOT COMPRESSED'}`,
  );
}

const settings = (extra: Record<string, string>) =>
  parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', RESPONSE_CHECK: 'off', LOG_LEVEL: 'silent', ...extra });

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiresync-bench-path-'));
  const outbox = createCaptureTransport();
  const server = await startServer(settings({ DATA_DIR: dataDir }), { transport: outbox });
  try {
    await measure('PGlite  ', server, outbox, true);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  const admin = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (err) {
    console.log(`Postgres: skipped (no database server at ${POSTGRES_URL}: ${(err as Error).message})`);
    await admin.end();
    return;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hiresync-bench-path-'));
  const outbox = createCaptureTransport();
  try {
    const server = await startServer(settings({ DATABASE_URL: url.toString(), DATA_DIR: dataDir }), { transport: outbox });
    try {
      await measure('Postgres', server, outbox, false);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchRequestPath(): Promise<void> {
  await onPglite();
  await onPostgres();
}
