/**
 * A client that sends its request slowly (slowloris: headers or a body a few bytes at a time) is cut by the
 * server, while a live stream, whose request arrived whole, stays open past those limits. The limits are set
 * short through StartOptions so the test takes a second; production's are REQUEST_TIMEOUTS.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createUser } from './auth/create-user.ts';
import { hashSecret } from './auth/passwords.ts';
import { parseEnv } from './env.ts';
import { REQUEST_TIMEOUTS, startServer, type RunningServer } from './server.ts';
import { openTestDatabase } from './test-support/test-server.ts';

const TIMEOUTS = { headersMs: 300, requestMs: 600, keepAliveMs: 300, checkIntervalMs: 50 };
/** A drip outlasting this many times the limit means the server never cut it. */
const GIVE_UP_FACTOR = 15;

let server: RunningServer;
beforeAll(async () => {
  const test = await openTestDatabase();
  server = await startServer(parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), {
    database: { ...test.database, close: test.close },
    timeouts: TIMEOUTS,
  });
});
// Repeated stops share the first (the stream test stops it on purpose).
afterAll(() => server.stop());

/**
 * Send `head` at once, then one byte of `drip` every 50 ms, until the server closes the connection (answers what
 * it answered) or `giveUpMs` passes (answers null).
 */
function slowSend(port: number, head: string, drip: string, giveUpMs: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let at = 0;
    const timer = setInterval(() => {
      if (at < drip.length) socket.write(drip[at++]!);
    }, 50);
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    const finish = (result: string | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    };
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(answer));
    socket.on('error', () => {});
    socket.write(head);
  });
}

describe('request timeouts', () => {
  it('cuts a client that sends its headers slowly', async () => {
    const headers = Array.from({ length: 200 }, (_, i) => `x-slow-${i}: 1\r\n`).join('');
    const answer = await slowSend(server.port, 'GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n', headers, TIMEOUTS.headersMs * GIVE_UP_FACTOR);
    expect(answer).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a client that sends its body slowly', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(200) });
    const head = `POST /api/auth/login HTTP/1.1\r\nhost: localhost:${server.port}\r\norigin: ${server.url}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    const answer = await slowSend(server.port, head, body, TIMEOUTS.requestMs * GIVE_UP_FACTOR);
    expect(answer).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  // Last: it stops the server.
  it('leaves a live stream open past every limit: they cover receiving the request only', async () => {
    const passwordHash = await hashSecret('Passw0rdX');
    await createUser(server.deps.database.db, { email: 'sam@example.com', userType: 'candidate', firstName: 'Sam', lastName: 'Slow', passwordHash }, new Date());
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'sam@example.com', password: 'Passw0rdX' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const res = await fetch(`${server.url}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    let stopping = false;
    let endedWhileStopping: boolean | undefined;
    const read = (async () => {
      let text = '';
      for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) text += chunk;
      endedWhileStopping = stopping;
      return text;
    })();
    // Several times every limit, with the checks running every 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 3 * TIMEOUTS.requestMs));
    expect(endedWhileStopping).toBeUndefined();
    stopping = true;
    await server.stop();
    expect(await read).toContain('event: resync');
    expect(endedWhileStopping).toBe(true);
  });

  it('has production limits that take a 10 MB upload at 0.7 Mbit/s', () => {
    expect(REQUEST_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(((10 * 1024 * 1024 * 8) / 700_000) * 1000);
    expect(REQUEST_TIMEOUTS.headersMs).toBeLessThanOrEqual(REQUEST_TIMEOUTS.requestMs);
  });
});
