/**
 * What a request costs on the real server, against a bare Hono app on @hono/node-server answering one JSON
 * route, measured in the same run by the same load generator (bench/load.ts: keep-alive connections from a
 * worker thread): GET /api/health (target >= 50 % of the bare app) and a signed-in empty pull (>= 30 %), on
 * PGlite. The real server logs every request at info as in production, into /dev/null through pino's
 * asynchronous destination, so the log line and the metrics are part of what is measured. Then pushes: one
 * saved job per push over HTTP, one after the other, against the same single-row write in a raw transaction
 * in-process (target >= 1/3).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { savedJobIdFor } from '@shared/rules/natural-ids.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { analyzeStaleTables } from '../../sync-server/src/db/statistics-upkeep.ts';
import { parseEnv } from '../../sync-server/src/env.ts';
import { createLogger } from '../../sync-server/src/observability/logger.ts';
import { writeRow } from '../../sync-server/src/store/rows.ts';
import { startServer, type RunningServer } from '../../sync-server/src/server.ts';
import { createCaptureTransport } from '../../sync-server/src/test-support/capture-transport.ts';
import { measureThroughput, type LoadRequest } from './load.ts';
import { sized } from './mode.ts';
import { seedJobs, signUp } from './request-setup.ts';

const JOBS = sized(3000, 100);
const MEASURE_MS = sized(1500, 200);
const ROUNDS = sized(5, 1);
const PUSH_MS = sized(2000, 200);
const HEALTH_OVER_BARE = 0.5;
const PULL_OVER_BARE = 0.3;
const PUSH_OVER_RAW = 1 / 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;
const verdict = (ratio: number, target: number) => (ratio >= target ? 'MET' : 'NOT MET');

/** The baseline: Hono on @hono/node-server with one JSON route and nothing else. */
async function startBare(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = new Hono().get('/api/health', (c) => c.json({ ok: true, database: 'pglite' }));
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The pull a device sends once it is up to date (checkpoints followed to the end). */
export async function emptyPullOf(server: RunningServer, cookie: string): Promise<LoadRequest> {
  const request = (checkpoint: unknown): LoadRequest => ({
    url: `${server.url}/api/replication/jobs/pull`,
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json', 'x-schema-version': String(SCHEMA_VERSION) },
    body: JSON.stringify({ checkpoint, limit: 1000 }),
  });
  let checkpoint: unknown = null;
  for (;;) {
    const r = request(checkpoint);
    const page = (await (await fetch(r.url, { method: 'POST', headers: r.headers, body: r.body })).json()) as { documents: unknown[]; checkpoint: unknown };
    checkpoint = page.checkpoint;
    if (page.documents.length === 0) return request(checkpoint);
  }
}

async function throughputs(server: RunningServer, cookie: string): Promise<void> {
  const bare = await startBare();
  try {
    const bareHealth: LoadRequest = { url: `${bare.url}/api/health`, method: 'GET', headers: {} };
    const health: LoadRequest = { url: `${server.url}/api/health`, method: 'GET', headers: {} };
    const pull = await emptyPullOf(server, cookie);
    // After the first sync, as the statistics upkeep would by the time a device pulls empty (request-path.ts):
    // before it, the planner guesses on the tables that sync filled.
    await analyzeStaleTables(server.deps.database.db);
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
    console.log(`bare Hono on @hono/node-server (baseline)  ${rate((r) => r.bare)} req/s (median of ${ROUNDS} rounds)`);
    console.log(`GET /api/health, real app                  ${rate((r) => r.health)} req/s; / bare ${pct(healthRatio)} (target >= ${pct(HEALTH_OVER_BARE)}): ${verdict(healthRatio, HEALTH_OVER_BARE)}`);
    console.log(`empty pull, signed in                      ${rate((r) => r.pull)} req/s; / bare ${pct(pullRatio)} (target >= ${pct(PULL_OVER_BARE)}): ${verdict(pullRatio, PULL_OVER_BARE)}`);
  } finally {
    await bare.close();
  }
}

/** Single-row pushes over HTTP against the same write in a raw transaction, for `ms` each; per second. */
async function pushes(server: RunningServer, cookie: string, jobIds: string[], userId: string, rawUserId: string): Promise<void> {
  let next = 0;
  const push = async () => {
    const jobId = jobIds[next++ % jobIds.length]!;
    const row = { assumedMasterState: null, newDocumentState: { id: savedJobIdFor(userId, jobId), _deleted: false, jobId } };
    const res = await fetch(`${server.url}/api/replication/savedJobs/push`, {
      method: 'POST',
      headers: { cookie, origin: server.url, 'content-type': 'application/json', 'x-schema-version': String(SCHEMA_VERSION) },
      body: JSON.stringify([row]),
    });
    const answer = (await res.json()) as { conflicts: unknown[]; refused: unknown[] };
    if (!res.ok || answer.refused.length > 0) throw new Error(`push: ${res.status} ${JSON.stringify(answer)}`);
  };
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
  await perSecond(push);
  await perSecond(raw);
  const [pushRate, rawRate] = [await perSecond(push), await perSecond(raw)];
  const ratio = pushRate / rawRate;
  console.log(`raw single-row transactions (baseline)     ${rawRate.toFixed(0).padStart(6)} /s`);
  console.log(`single-row pushes over HTTP                ${pushRate.toFixed(0).padStart(6)} /s; / raw ${pct(ratio)} (target >= 33 %): ${verdict(ratio, PUSH_OVER_RAW)}`);
}

export async function benchRequestCost(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiresync-bench-cost-'));
  const outbox = createCaptureTransport();
  // As in production: every request logged at info, written asynchronously (here into /dev/null).
  const log = createLogger('info', pino.destination({ dest: '/dev/null', sync: false }));
  const settings = parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const server = await startServer(settings, { transport: outbox, log });
  try {
    const jobIds = await seedJobs(server, JOBS);
    const candidate = await signUp(server, outbox);
    await throughputs(server, candidate.cookie);
    // The raw writes are the candidate's too, under ids of their own (a second sign-up would build a second
    // slice in the background while the first is measured).
    await pushes(server, candidate.cookie, jobIds, candidate.userId, candidate.userId);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
