/**
 * GET /metrics: strict Prometheus text whose series move with what the instance does (requests, a push and a
 * pull, a refused row, a mail, an open stream, a change delivered, a due job), guarded by METRICS_TOKEN or,
 * without it, open only to this machine.
 */
import { networkInterfaces } from 'node:os';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { armJob } from '../jobs/scheduled-jobs.ts';
import { parseEnv } from '../env.ts';
import { startServer } from '../server.ts';
import { captureLog } from '../test-support/captured-log.ts';
import { candidateDoc, insertRow } from '../test-support/fixtures.ts';
import { parsePrometheusText, valueOf, type Sample } from '../test-support/prometheus-text.ts';
import { readSse } from '../test-support/sse.ts';
import { openTestDatabase, createTestServer, type TestServer } from '../test-support/test-server.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
let server: TestServer;
const captured = captureLog();
beforeAll(async () => {
  server = await createTestServer({ METRICS_TOKEN: TOKEN }, undefined, { log: captured.log });
});
afterAll(() => server.close());

async function scrape(): Promise<Sample[]> {
  const res = await server.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text());
}

const PUSH = { method: 'POST', route: '/api/replication/:collection/push', status: '200' };

describe('GET /metrics', () => {
  it('asks for the token when METRICS_TOKEN is set', async () => {
    expect((await server.app.request('/metrics')).status).toBe(401);
    const wrong = await server.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect((await server.app.request('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401);
    expect((await server.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it('moves the request, push, pull, refusal and mail series', async () => {
    const before = await scrape();
    const client = server.client();
    await client.signUp('candidate');
    const pushed = await client.push('candidates', [insertRow(candidateDoc())]);
    expect(pushed.json.refused).toEqual([]);
    const refused = await client.push('candidates', [insertRow(candidateDoc({ salaryExpectation: -1 }))]);
    const [refusal] = refused.json.refused as { code: string }[];
    expect(refusal).toBeDefined();
    const pulled = await client.pull('candidates');
    expect(pulled.status).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(delta('hiresync_http_request_duration_seconds_count', PUSH)).toBe(2);
    expect(delta('hiresync_http_request_duration_seconds_count', { method: 'POST', route: '/api/replication/:collection/pull', status: '200' })).toBe(1);
    expect(delta('hiresync_http_request_duration_seconds_bucket', { ...PUSH, le: '+Inf' })).toBe(2);
    expect(delta('hiresync_pushes_total', { collection: 'candidates' })).toBe(2);
    expect(delta('hiresync_pushed_rows_total', { collection: 'candidates' })).toBe(2);
    expect(delta('hiresync_refused_rows_total', { collection: 'candidates', reason: refusal!.code })).toBe(1);
    expect(delta('hiresync_pulls_total', { collection: 'candidates' })).toBe(1);
    expect(delta('hiresync_pulled_documents_total', { collection: 'candidates' })).toBe(pulled.json.documents.length);
    expect(delta('hiresync_messages_total', { channel: 'mail', outcome: 'sent' })).toBe(1);
    // prom-client's process metrics ride along.
    expect(valueOf(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('counts open streams, and logs a stream when it ends', async () => {
    const client = server.client();
    const user = await client.signUp('candidate');
    const open = () => scrape().then((s) => valueOf(s, 'hiresync_open_streams', { kind: 'live' }));
    const before = await open();
    const res = await server.app.request('/api/replication/stream', {
      headers: { cookie: client.cookie, 'x-schema-version': String(SCHEMA_VERSION), 'x-request-id': 'stream-1' },
    });
    expect(res.status).toBe(200);
    const stream = readSse(res);
    await stream.waitFor((e) => e.event === 'resync');
    expect(await open()).toBe(before + 1);
    expect(captured.lines.filter((l) => l.requestId === 'stream-1').map((l) => l.msg)).toEqual(['stream opened']);
    await stream.close();
    expect(await open()).toBe(before);
    const ended = captured.lines.find((l) => l.requestId === 'stream-1' && l.msg === 'stream ended');
    expect(ended).toMatchObject({ route: '/api/replication/stream', stream: 'live', status: 200, userId: user.id });
  });

  it('measures the change-bus lag of a delivered change, and reads the due scheduled jobs at scrape', async () => {
    const lagCount = async () => valueOf(await scrape(), 'hiresync_change_bus_lag_seconds_count');
    const before = await lagCount();
    const client = server.client();
    await client.signUp('candidate');
    await client.push('candidates', [insertRow(candidateDoc())]);
    for (let i = 0; i < 200 && (await lagCount()) === before; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await lagCount()).toBeGreaterThan(before);

    const due = async () => valueOf(await scrape(), 'hiresync_scheduled_jobs_due');
    const dueBefore = await due();
    await armJob(server.deps.database.db, { id: 'metrics-test-job', kind: 'nothing', runAt: new Date(server.clock.now.getTime() - 1000), payload: {} });
    await armJob(server.deps.database.db, { id: 'metrics-test-later', kind: 'nothing', runAt: new Date(server.clock.now.getTime() + 60_000), payload: {} });
    expect(await due()).toBe(dueBefore + 1);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers only this machine, never a proxied or in-process request', async () => {
    const { database, close } = await openTestDatabase();
    const running = await startServer(
      parseEnv({ PORT: '0', HOST: '0.0.0.0', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
      { database, log: captureLog().log },
    );
    try {
      const local = await fetch(`http://127.0.0.1:${running.port}/metrics`);
      expect(local.status).toBe(200);
      expect(parsePrometheusText(await local.text()).length).toBeGreaterThan(0);
      const proxied = await fetch(`http://127.0.0.1:${running.port}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${running.port}/metrics`, { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
      // A request from another address of this machine is not from loopback.
      const external = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal);
      if (external) expect((await fetch(`http://${external.address}:${running.port}/metrics`)).status).toBe(404);
      // In-process (no socket, so no address to trust).
      expect((await server.app.request('/metrics', { headers: {} })).status).toBe(401);
    } finally {
      await running.stop();
      await close().catch(() => {});
    }
  });
});
