/**
 * Readiness follows the change bus's broker through an outage: a NATS server of the test's own (the
 * `nats-server` binary, on a port of its own) is stopped under a running server, which then reports the change
 * bus down, and started again on the same port, after which the real client reconnects and ready is 200 again.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { changedCollections, readSse } from '../test-support/sse.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-server.ts';
import { postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

const HAS_NATS = spawnSync('nats-server', ['--version']).status === 0;

/** A port nothing listens on, from this test's range (9560-9599), so nobody else's broker is touched. */
async function freePort(): Promise<number> {
  for (let port = 9560; port < 9600; port++) {
    const isFree = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (isFree) return port;
  }
  throw new Error('no free port in 9560-9599');
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function startNats(port: number): Promise<ChildProcess> {
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  for (let i = 0; i < 200; i++) {
    if (await accepts(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`nats-server did not listen on ${port}`);
}

async function stopNats(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Poll `read` until it gives `want` (the client's reconnection runs on its own timers). */
async function eventually<T>(read: () => Promise<T>, want: T, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  let last = await read();
  while (last !== want && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

describe.skipIf(!HAS_NATS)('ready through a NATS outage (own nats-server)', () => {
  let nats: ChildProcess | undefined;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close().catch(() => {});
    if (nats) await stopNats(nats);
  });

  it('reports the change bus down while NATS is gone and up once the client has reconnected; changes flow again', async () => {
    const port = await freePort();
    nats = await startNats(port);
    server = await createTestServer({ CHANGE_BUS: 'nats', NATS_URL: `nats://127.0.0.1:${port}` });
    const client = server.client();
    const ready = async () => (await client.get('/api/health/ready')).status;
    expect(await ready()).toBe(200);

    await stopNats(nats);
    expect(await eventually(ready, 503)).toBe(503);
    const down = await client.get('/api/health/ready');
    expect(down.json.checks).toMatchObject({ database: { ok: true }, migrations: { ok: true }, changeBus: { ok: false } });

    nats = await startNats(port);
    expect(await eventually(ready, 200)).toBe(200);
    expect((await client.get('/api/health/ready')).json.checks.changeBus).toEqual({ ok: true });

    // Up means working: the reconnected client's subscriptions carry a change to a live stream again.
    const candidate = await signUpCandidate(server);
    const employer = await signUpEmployer(server);
    const res = await server.app.request(`${TEST_ORIGIN}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: candidate.client.cookie! } });
    const stream = readSse(res);
    try {
      await stream.waitFor((e) => e.event === 'resync');
      await postJob(employer.client);
      await stream.waitFor((e) => changedCollections(e).includes('jobs'), 10_000);
    } finally {
      await stream.close();
    }
  }, 90_000);
});
