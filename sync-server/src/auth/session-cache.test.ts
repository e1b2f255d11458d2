import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { connectBroker, namespaceOf } from '../bus/broker.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { createChangeBus } from '../live/change-bus.ts';
import { setSupportAgentByEmail } from '../support/agents.ts';
import { createCaptureTransport } from '../test-support/capture-transport.ts';
import { changeBusCases } from '../test-support/change-buses.ts';
import { createTestServer, openTestDatabase, TEST_PASSWORD, TestClient, type TestServer } from '../test-support/test-server.ts';
import { createSessionCache, SESSIONS_CHANNEL, type LiveSession } from './session-cache.ts';
import { hashToken, SESSION_COOKIE } from './sessions.ts';

const BUSES = await changeBusCases();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const NOW = new Date('2026-11-02T10:00:00.000Z');
const session = (userId: string, validUntil = new Date(NOW.getTime() + 3_600_000)): LiveSession => ({
  viewer: { userId, userType: 'candidate', email: `${userId}@example.com`, isSupportAgent: false },
  validUntil,
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createSessionCache', () => {
  it('reads the database once per session while fresh, and again after the TTL', async () => {
    const cache = createSessionCache({ ttlMs: 50 });
    let loads = 0;
    const load = async () => (loads++, session('u1'));
    expect(await cache.read('t1', NOW, load)).toMatchObject({ userId: 'u1' });
    expect(await cache.read('t1', NOW, load)).toMatchObject({ userId: 'u1' });
    expect(loads).toBe(1);
    await wait(60);
    await cache.read('t1', NOW, load);
    expect(loads).toBe(2);
  });

  it('never serves a session past its expiry, and keeps no misses', async () => {
    const cache = createSessionCache();
    await cache.read('t1', NOW, async () => session('u1', new Date(NOW.getTime() + 1000)));
    expect(await cache.read('t1', new Date(NOW.getTime() + 1000), async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets one token, or every session of a user', async () => {
    const cache = createSessionCache();
    for (const [token, user] of [['a', 'u1'], ['b', 'u1'], ['c', 'u2']] as const) await cache.read(token, NOW, async () => session(user));
    cache.forget({ tokenHash: 'c' });
    expect(await cache.read('c', NOW, async () => null)).toBeNull();
    cache.forget({ userId: 'u1' });
    expect(cache.size).toBe(0);
    expect(await cache.read('a', NOW, async () => null)).toBeNull();
  });

  it('a lookup that began before an ending keeps nothing (it may have read the session alive)', async () => {
    const cache = createSessionCache();
    let answer!: (s: LiveSession) => void;
    const reading = cache.read('t1', NOW, () => new Promise((resolve) => (answer = resolve)));
    cache.forget({ userId: 'u1' });
    answer(session('u1'));
    expect(await reading).toMatchObject({ userId: 'u1' });
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries sessions, making room by dropping the oldest', async () => {
    const cache = createSessionCache({ maxEntries: 3 });
    for (const token of ['a', 'b', 'c', 'd']) await cache.read(token, NOW, async () => session(token));
    expect(cache.size).toBe(3);
    let loads = 0;
    await cache.read('a', NOW, async () => (loads++, session('a')));
    await cache.read('d', NOW, async () => (loads++, session('d')));
    expect(loads).toBe(1);
  });
});

describe('cached sessions in the app', () => {
  let server: TestServer;
  const open = async () => {
    server = await createTestServer();
    cleanups.push(() => server.close());
    const client = server.client();
    const user = await client.signUp('candidate');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    return { client, user };
  };
  const replay = (cookie: string) => {
    const other = server.client();
    other.cookie = cookie;
    return other;
  };

  it("is really cached: a row deleted behind the app's back still answers until the TTL", async () => {
    const { client } = await open();
    await server.deps.database.db.execute(sql`delete from sessions`);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('logout ends the session at once, also for a copy of the cookie', async () => {
    const { client } = await open();
    const copy = replay(client.cookie);
    expect((await copy.get('/api/auth/me')).status).toBe(200);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await copy.get('/api/auth/me')).status).toBe(401);
  });

  it('a password change ends the other devices at once; this one goes on', async () => {
    const { client } = await open();
    const otherDevice = replay(client.cookie);
    expect((await client.put('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'Lantern77x' })).status).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('account deletion ends every session at once', async () => {
    const { client } = await open();
    const copy = replay(client.cookie);
    expect((await client.request('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
    expect((await copy.get('/api/auth/me')).status).toBe(401);
  });

  it('becoming a support agent takes effect on the next request', async () => {
    const { client, user } = await open();
    expect((await client.get('/api/support/id-reviews')).status).toBe(404);
    await setSupportAgentByEmail(server.deps.database.db, user.email, true, server.deps.now());
    expect((await client.get('/api/support/id-reviews')).status).toBe(200);
  });
});

describe('cached sessions on several instances', () => {
  const outbox = createCaptureTransport();
  async function instanceOn(database: Database) {
    const bus = await createChangeBus(database);
    cleanups.push(() => bus.close());
    return createApp({ database, bus, env: parseEnv({ DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), now: () => new Date(), transport: outbox });
  }

  it.for(BUSES)('a session ended by another process stops working on every instance within the bus latency, over $name', async (bus, { skip }) => {
    if (!process.env.DATABASE_URL || bus.skip) skip();
    const opened = await openTestDatabase(undefined, bus.broker);
    cleanups.push(() => opened.close());
    const appA = await instanceOn(opened.database);
    const databaseB = await openDatabase({ url: opened.url, schema: opened.schema, bus: bus.broker });
    cleanups.push(() => databaseB.close());
    const appB = await instanceOn(databaseB);

    const viaA = new TestClient(appA, outbox);
    await viaA.signUp('candidate');
    const viaB = new TestClient(appB);
    viaB.cookie = viaA.cookie;
    expect((await viaB.get('/api/auth/me')).status).toBe(200);
    expect((await viaA.get('/api/auth/me')).status).toBe(200);

    // Another process (a third instance, or the support-agent command) ends the session: nothing in this process
    // is told directly, so only the NOTIFY can reach A and B.
    const other = postgres(opened.url!, { max: 1, onnotice: () => {} });
    cleanups.push(() => other.end());
    const tokenHash = hashToken(viaA.jar.get(SESSION_COOKIE)!);
    await other.unsafe(`delete from "${opened.schema}".sessions where token_hash = $1`, [tokenHash]);
    // Deleted but not announced: both instances still trust their copy (what the TTL bounds).
    expect((await viaB.get('/api/auth/me')).status).toBe(200);
    const announced = performance.now();
    if (bus.broker) {
      const broker = await connectBroker(bus.broker, namespaceOf({ url: opened.url, schema: opened.schema }));
      cleanups.push(() => broker.close());
      await broker.publish(SESSIONS_CHANNEL, JSON.stringify({ tokenHash }));
    } else await other`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify({ tokenHash })})`;
    await expect.poll(async () => (await viaB.get('/api/auth/me')).status, { timeout: 2000, interval: 5 }).toBe(401);
    await expect.poll(async () => (await viaA.get('/api/auth/me')).status, { timeout: 2000, interval: 5 }).toBe(401);
    expect(performance.now() - announced).toBeLessThan(2000);
  });
});
