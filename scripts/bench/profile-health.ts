/**
 * A CPU profile of the request path, for finding where the middleware chain spends its time:
 * `node --import tsx scripts/bench/profile-health.ts [health|live|pull|bare]` loads the
 * real server with one kind of request for a few seconds, then prints the functions with most self time of the
 * server's thread (bench/cpu-profile-report.ts). `live` is the whole middleware chain without a database
 * query, `bare` a bare Hono app in the same process: the chain's cost is live's less bare's. Requests carry a
 * browser's headers (request-cost.ts). Not part of `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { parseEnv } from '../../sync-server/src/env.ts';
import { createLogger } from '../../sync-server/src/observability/logger.ts';
import { startServer } from '../../sync-server/src/server.ts';
import { createCaptureTransport } from '../../sync-server/src/test-support/capture-transport.ts';
import { reportProfile } from './cpu-profile-report.ts';
import { measureThroughput, type LoadRequest } from './load.ts';
import { BROWSER_HEADERS, emptyPullOf } from './request-cost.ts';
import { seedJobs, signUp } from './request-setup.ts';

const kind = process.argv[2] ?? 'health';
const dataDir = mkdtempSync(join(tmpdir(), 'hiresync-profile-'));
const outbox = createCaptureTransport();
const log = createLogger('info', pino.destination({ dest: '/dev/null', sync: false }));
const server = await startServer(parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', RESPONSE_CHECK: 'off', DATA_DIR: dataDir }), { transport: outbox, log });
await seedJobs(server, 200);
const { cookie } = await signUp(server, outbox);
const bareApp = new Hono().get('/api/health', (c) => c.json({ ok: true, database: 'pglite' }));
const bare = createAdaptorServer({ fetch: bareApp.fetch }) as Server;
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const barePort = (bare.address() as { port: number }).port;
const get = (url: string): LoadRequest => ({ url, method: 'GET', headers: { ...BROWSER_HEADERS } });
const request: LoadRequest =
  kind === 'pull'
    ? await emptyPullOf(server, cookie)
    : kind === 'bare'
      ? get(`http://127.0.0.1:${barePort}/api/health`)
      : get(`${server.url}/api/health${kind === 'live' ? '/live' : ''}`);
await measureThroughput(request, 1000);
// The server's own CPU time per request, unprofiled: on a shared machine the rate follows the other load, this
// much less (the load generator runs in a process of its own).
const cpuBefore = process.cpuUsage();
const unprofiled = await measureThroughput(request, 3000);
const cpu = process.cpuUsage(cpuBefore);
console.log(`${kind}: ${unprofiled.toFixed(0)} req/s unprofiled, ${((cpu.user + cpu.system) / (unprofiled * 3)).toFixed(1)} µs of this process's CPU a request`);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const rate = await measureThroughput(request, 4000);
const { profile } = await session.post('Profiler.stop');
console.log(`${kind}: ${rate.toFixed(0)} req/s while profiled`);
if (process.env.PROFILE_OUT) (await import('node:fs')).writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
console.log(reportProfile(profile as Parameters<typeof reportProfile>[0], { top: 30, longerThanMs: 1000 }));
bare.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
