/**
 * What a request costs on the real server, against a bare Hono app on @hono/node-server answering one JSON
 * route in a process of its own, measured in the same run by the same load generator (bench/load.ts: keep-alive
 * connections from a process of its own): GET /api/health (target >= 50 % of the bare app) and a signed-in
 * empty pull (>= 30 %), on PGlite and on Postgres (there: empty pull / health >= 60 %, in a database of its own at BENCH_DATABASE_URL,
 * else DATABASE_URL or the local test server; skipped when none answers). Every request carries the headers a
 * browser sends (Accept-Encoding among them, so compression decides as it does for a device), and the real
 * server logs every request at info as in production, through pino's asynchronous destination (into /dev/null
 * here), so the log line and the metrics are part of what is measured. Then pushes: one saved job per push over
 * HTTP from the load process, one after the other, against the same single-row write in a raw transaction
 * in-process (target >= 1/3).
 */
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import postgres from 'postgres';
import { savedJobIdFor } from '@shared/rules/natural-ids.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { analyzeStaleTables } from '../../sync-server/src/db/statistics-upkeep.ts';
import { parseEnv } from '../../sync-server/src/env.ts';
import { createLogger } from '../../sync-server/src/observability/logger.ts';
import { writeRow } from '../../sync-server/src/store/rows.ts';
import { startServer, type RunningServer } from '../../sync-server/src/server.ts';
import { createCaptureTransport } from '../../sync-server/src/test-support/capture-transport.ts';
import { measureSequence, measureThroughput, type LoadRequest } from './load.ts';
import { sized } from './mode.ts';
import { seedJobs, signUp } from './request-setup.ts';

const JOBS = sized(3000, 100);
const MEASURE_MS = sized(1500, 200);
const ROUNDS = sized(5, 1);
const PUSH_MS = sized(2000, 200);
const HEALTH_OVER_BARE = 0.5;
const PULL_OVER_BARE = 0.3;
const PUSH_OVER_RAW = 1 / 3;
const PULL_OVER_HEALTH_POSTGRES = 0.6;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** What Chromium sends with a fetch() from the app's page (the cookie and origin are added per request). */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  accept: '*/*',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-GB,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'sec-ch-ua': '"Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile': '?0',
  'sec-ch-ua-platform': '"Linux"',
  'sec-fetch-dest': 'empty',
  'sec-fetch-mode': 'cors',
  'sec-fetch-site': 'same-origin',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const verdict = (ratio: number, target: number) => (ratio >= target ? 'MET' : 'NOT MET');

/**
 * The baseline: Hono on @hono/node-server with one JSON route and nothing else, in a plain node process of its
 * own. In the benchmark's process it answered the Postgres run about a third as fast as the PGlite run before it
 * (8,516 against 19,140 req/s; 5,012 against 15,321 with the load generator already out of the process): its
 * event loop and heap were the ones the real server, its database client and what the PGlite run left behind
 * live in. A deployment's bare app would have a process to itself, as the real server does.
 */
async function startBare(): Promise<{ url: string; close: () => Promise<void> }> {
  const source = `
    const { serve } = await import(${JSON.stringify(import.meta.resolve('@hono/node-server'))});
    const { Hono } = await import(${JSON.stringify(import.meta.resolve('hono'))});
    const app = new Hono().get('/api/health', (c) => c.json({ ok: true, database: 'pglite' }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.send(info.port));
    process.on('disconnect', () => server.close(() => process.exit(0)));
  `;
  const file = join(mkdtempSync(join(tmpdir(), 'hiresync-bare-')), 'bare.mjs');
  writeFileSync(file, source);
  const child = fork(file, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolvePort, reject) => {
    child.once('message', (message) => resolvePort(message as number));
    child.once('exit', (code) => reject(new Error(`the bare app ended (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolveClose) => {
        child.once('exit', () => resolveClose());
        child.disconnect();
      }),
  };
}

/** The pull a device sends once it is up to date (checkpoints followed to the end). */
export async function emptyPullOf(server: RunningServer, cookie: string): Promise<LoadRequest> {
  const request = (checkpoint: unknown): LoadRequest => ({
    url: `${server.url}/api/replication/jobs/pull`,
    method: 'POST',
    headers: { ...BROWSER_HEADERS, cookie, origin: server.url, referer: `${server.url}/browse-jobs`, 'content-type': 'application/json', 'x-schema-version': String(SCHEMA_VERSION) },
    body: JSON.stringify({ checkpoint, limit: 1000 }),
  });
  let checkpoint: unknown = null;
  for (;;) {
    const r = request(checkpoint);
    const res = await fetch(r.url, { method: 'POST', headers: r.headers, body: r.body });
    if (!res.ok) throw new Error(`pull: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { documents: unknown[]; checkpoint: unknown };
    checkpoint = page.checkpoint;
    if (page.documents.length === 0) return request(checkpoint);
  }
}

async function throughputs(label: string, server: RunningServer, cookie: string): Promise<void> {
  const bare = await startBare();
  try {
    const bareHealth: LoadRequest = { url: `${bare.url}/api/health`, method: 'GET', headers: { ...BROWSER_HEADERS } };
    const health: LoadRequest = { url: `${server.url}/api/health`, method: 'GET', headers: { ...BROWSER_HEADERS } };
    const pull = await emptyPullOf(server, cookie);
    // After the first sync, as the statistics upkeep (PGlite) or autovacuum (Postgres) would by the time a device
    // pulls empty (request-path.ts): before it, the planner guesses on the tables that sync filled.
    const { database } = server.deps;
    if (database.kind === 'pglite') await analyzeStaleTables(database.db);
    else await database.db.execute(sql`analyze`);
    for (const r of [bareHealth, health, pull]) await measureThroughput(r, MEASURE_MS / 2);
    const rounds: { bare: number; health: number; pull: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        bare: await measureThroughput(bareHealth, MEASURE_MS),
        health: await measureThroughput(health, MEASURE_MS),
        pull: await measureThroughput(pull, MEASURE_MS),
      });
    }
    const healthRatio = median(rounds.map((r) => r.health / r.bare));
    const pullRatio = median(rounds.map((r) => r.pull / r.bare));
    const rate = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick)).toFixed(0).padStart(6);
    const pullOverHealth = median(rounds.map((r) => r.pull / r.health));
    console.log(`${label}: bare Hono on @hono/node-server (baseline)  ${rate((r) => r.bare)} req/s (median of ${ROUNDS} rounds)`);
    console.log(`${label}: GET /api/health, real app                  ${rate((r) => r.health)} req/s; / bare ${pct(healthRatio)} (target >= ${pct(HEALTH_OVER_BARE)}): ${verdict(healthRatio, HEALTH_OVER_BARE)}`);
    console.log(`${label}: empty pull, signed in                      ${rate((r) => r.pull)} req/s; / bare ${pct(pullRatio)} (target >= ${pct(PULL_OVER_BARE)}): ${verdict(pullRatio, PULL_OVER_BARE)}`);
    const target = database.kind === 'postgres' ? ` (target >= ${pct(PULL_OVER_HEALTH_POSTGRES)}): ${verdict(pullOverHealth, PULL_OVER_HEALTH_POSTGRES)}` : '';
    console.log(`${label}: empty pull / health                        ${pct(pullOverHealth)}${target}`);
  } finally {
    await bare.close();
  }
}

/**
 * Single-row pushes over HTTP against the same write in a raw transaction, for PUSH_MS each; per second. The
 * pushes are sent from the load process (bench/load.ts), one after the other on one connection: the HTTP
 * client's own work (it was fetch() on the server's thread) is the device's, not the server's.
 */
async function pushes(server: RunningServer, cookie: string, jobIds: string[], userId: string, rawUserId: string): Promise<void> {
  // Each push saves another job (a job saved again would be a no-op write); the list is longer than a run.
  const pushOf = (jobId: string): LoadRequest => ({
    url: `${server.url}/api/replication/savedJobs/push`,
    method: 'POST',
    headers: { ...BROWSER_HEADERS, cookie, origin: server.url, 'content-type': 'application/json', 'x-schema-version': String(SCHEMA_VERSION) },
    body: JSON.stringify([{ assumedMasterState: null, newDocumentState: { id: savedJobIdFor(userId, jobId), _deleted: false, jobId } }]),
  });
  const half = Math.floor(jobIds.length / 2);
  const [warmPushes, measuredPushes] = [jobIds.slice(0, half).map(pushOf), jobIds.slice(half).map(pushOf)];
  let next = 0;
  const { db } = server.deps.database;
  const raw = async () => {
    const jobId = jobIds[next++ % jobIds.length]!;
    const id = `${savedJobIdFor(rawUserId, jobId)}-${next}`;
    const now = new Date();
    await db.transaction((tx) =>
      writeRow(tx, 'savedJobs', { id, ownerUserId: rawUserId, publicScope: null, doc: { id, userId: rawUserId, jobId, savedAt: now.toISOString() } }, now),
    );
  };
  const perSecond = async (run: () => Promise<void>) => {
    let count = 0;
    const start = performance.now();
    while (performance.now() - start < PUSH_MS) {
      await run();
      count++;
    }
    return count / ((performance.now() - start) / 1000);
  };
  // A conflict or a refusal would not be a saved job: each answer must be `{"conflicts":[],"refused":[]}`.
  const accepted = '"conflicts":[],"refused":[]';
  await measureSequence(warmPushes, PUSH_MS / 2, accepted);
  await perSecond(raw);
  const [pushRate, rawRate] = [await measureSequence(measuredPushes, PUSH_MS, accepted), await perSecond(raw)];
  const ratio = pushRate / rawRate;
  console.log(`raw single-row transactions (baseline)     ${rawRate.toFixed(0).padStart(6)} /s`);
  console.log(`single-row pushes over HTTP                ${pushRate.toFixed(0).padStart(6)} /s; / raw ${pct(ratio)} (target >= 33 %): ${verdict(ratio, PUSH_OVER_RAW)}`);
}

/** One database's run: jobs seeded, a candidate signed up, then the throughputs and (PGlite only) the pushes. */
async function measureOn(label: string, extra: Record<string, string>, withPushes: boolean): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiresync-bench-cost-'));
  const outbox = createCaptureTransport();
  // As in production: every request logged at info, written asynchronously (here into /dev/null).
  const log = createLogger('info', pino.destination({ dest: '/dev/null', sync: false }));
  const settings = parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', RESPONSE_CHECK: 'off', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...extra });
  const server = await startServer(settings, { transport: outbox, log });
  try {
    const jobIds = await seedJobs(server, JOBS);
    const candidate = await signUp(server, outbox);
    await throughputs(label, server, candidate.cookie);
    // The raw writes are the candidate's too, under ids of their own (a second sign-up would build a second
    // slice in the background while the first is measured).
    if (withPushes) await pushes(server, candidate.cookie, jobIds, candidate.userId, candidate.userId);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<void> {
  const admin = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `bench_cost_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (err) {
    console.log(`Postgres: skipped (no database server at ${POSTGRES_URL}: ${(err as Error).message})`);
    await admin.end();
    return;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    await measureOn('Postgres', { DATABASE_URL: url.toString() }, false);
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchRequestCost(): Promise<void> {
  await measureOn('PGlite  ', {}, true);
  await onPostgres();
}
