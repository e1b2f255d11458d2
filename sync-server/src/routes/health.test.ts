/**
 * The health endpoints (issue 45): live says the process answers; ready answers 200 only when the database
 * answers, this build's migrations are applied and the change bus is connected, else 503 naming what failed.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeBusCases, changeBusEnv } from '../test-support/change-buses.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { HEALTH_CHECK_MAX_AGE_MS, sharedCheck } from './health.ts';

const BUSES = (await changeBusCases()).filter((bus) => bus.broker);

const ALL_OK = { ok: true, checks: { database: { ok: true }, migrations: { ok: true }, changeBus: { ok: true } } };

describe('GET /api/health/live and /ready', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer();
  });
  afterEach(() => server.close());

  it('both answer 200 on a running server, and /api/health is as it was', async () => {
    const client = server.client();
    expect(await client.get('/api/health/live')).toMatchObject({ status: 200, json: { ok: true } });
    expect(await client.get('/api/health/ready')).toMatchObject({ status: 200, json: ALL_OK });
    expect(await client.get('/api/health')).toMatchObject({ status: 200, json: { ok: true, database: server.deps.database.kind } });
  });

  it('ready is 503 while the change bus’s broker is disconnected', async () => {
    server.deps.database.busConnected = () => false;
    const res = await server.client().get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ ok: false, checks: { database: { ok: true }, migrations: { ok: true }, changeBus: { ok: false } } });
    expect(res.json.checks.changeBus.reason).toMatch(/not connected/);
  });

  it('ready is 503 when the database lacks a migration of this build', async () => {
    const table = sql.raw(`"${server.deps.database.migrationsSchema}"."__drizzle_migrations"`);
    await server.deps.database.db.execute(sql`delete from ${table} where created_at = (select max(created_at) from ${table})`);
    const res = await server.client().get('/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.json.checks).toMatchObject({ database: { ok: true }, migrations: { ok: false, reason: 'the database lacks migrations of this build' } });
    expect((await server.client().get('/api/health/live')).status).toBe(200);
  });

  it('ready is 503 when the database does not answer; live still answers', async () => {
    const execute = server.deps.database.db.execute.bind(server.deps.database.db);
    server.deps.database.db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof execute;
    try {
      const res = await server.client().get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.json.checks.database).toEqual({ ok: false, reason: 'connection refused' });
      expect(res.json.checks.changeBus.ok).toBe(false);
      expect((await server.client().get('/api/health/live')).status).toBe(200);
    } finally {
      server.deps.database.db.execute = execute;
    }
  });
});

describe('GET /api/health: one database round trip for the checks that arrive while it runs', () => {
  it('shares a running check, starts a new one after it ended, and hands its failure to each', async () => {
    let calls = 0;
    let release: (err?: Error) => void = () => {};
    const check = sharedCheck(() => {
      calls++;
      return new Promise<void>((resolve, reject) => (release = (err) => (err ? reject(err) : resolve())));
    });
    const [a, b] = [check(), check()];
    expect(calls).toBe(1);
    release();
    await Promise.all([a, b]);
    const [c, d] = [check(), check()];
    expect(calls).toBe(2);
    release(new Error('connection refused'));
    await expect(c).rejects.toThrow('connection refused');
    await expect(d).rejects.toThrow('connection refused');
    const e = check();
    expect(calls).toBe(3);
    release();
    await e;
  });

  it('answers a passed check again for maxAgeMs from its start, never a failure', async () => {
    let time = 0;
    let calls = 0;
    let failing = false;
    const check = sharedCheck(
      async () => {
        calls++;
        time += 5;
        if (failing) throw new Error('connection refused');
      },
      1000,
      () => time,
    );
    await check();
    expect(calls).toBe(1);
    time = 999;
    failing = true;
    await check();
    expect(calls).toBe(1);
    time = 1000;
    await expect(check()).rejects.toThrow('connection refused');
    await expect(check()).rejects.toThrow('connection refused');
    expect(calls).toBe(3);
    failing = false;
    await check();
    await check();
    expect(calls).toBe(4);
  });

  it('answers 500 within HEALTH_CHECK_MAX_AGE_MS once the database is gone, so the check really asks it', async () => {
    const server = await createTestServer();
    try {
      expect((await server.client().get('/api/health')).status).toBe(200);
      const cached = await server.client().get('/api/health');
      expect(cached.status).toBe(200);
      const gone = performance.now();
      await server.deps.database.close();
      let status = 200;
      while (status === 200 && performance.now() - gone < HEALTH_CHECK_MAX_AGE_MS * 3) {
        status = (await server.client().get('/api/health')).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(500);
      // From the close, not from the last passed check's start: that began before it, so this bound is looser.
      expect(performance.now() - gone).toBeLessThan(HEALTH_CHECK_MAX_AGE_MS + 500);
      // The bus and the database are down: /ready says so on the first call, shared nothing.
      expect((await server.client().get('/api/health/ready')).status).toBe(503);
    } finally {
      await server.close().catch(() => {});
    }
  });
});

for (const bus of BUSES) {
  describe.skipIf(bus.skip)(`ready over a broker: ${bus.name}`, () => {
    it('is 200 while the broker’s connection is up; the broker reports it down once closed', async () => {
      const server = await createTestServer(changeBusEnv(bus));
      try {
        expect((await server.client().get('/api/health/ready')).status).toBe(200);
        // Closing the database closes its broker connection first; the question asked after is the broker's own.
        const { busConnected } = server.deps.database;
        expect(busConnected?.()).toBe(true);
        await server.deps.database.close();
        expect(busConnected?.()).toBe(false);
      } finally {
        await server.close().catch(() => {});
      }
    });
  });
}
