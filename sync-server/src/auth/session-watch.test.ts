/**
 * The watch over the sessions of an instance's open streams: an announcement ends the streams it names at once,
 * and one check asks the database about all of them, ending those whose session is gone without a word (a lost
 * announcement), expired, or whose account was deleted. Runs on PGlite and Postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { queryRows } from '../db/client.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { signUpCandidate } from '../test-support/world.ts';
import { parseEndedSessions, type EndedSessions } from './session-cache.ts';
import { createSessionWatch } from './session-watch.ts';
import { hashToken, SESSION_COOKIE } from './sessions.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, process.env.DATABASE_URL);
}, 60_000);
afterAll(() => server?.close());

const tokenHashOf = (client: TestClient) => hashToken(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(client.cookie)![1]!);

/** A watch whose announcements the test makes, and a record of which watched streams ended. */
function setUp() {
  const listeners = new Set<(ended: EndedSessions) => void>();
  const watch = createSessionWatch(server.deps.database.db, (l) => listeners.add(l), () => server.deps.now(), 60_000);
  const ended: string[] = [];
  const reasons: Record<string, string | undefined> = {};
  const announce = (e: EndedSessions) => listeners.forEach((l) => l(e));
  const follow = (name: string, client: TestClient, userId: string) =>
    watch.watch(tokenHashOf(client), userId, (reason) => {
      ended.push(name);
      reasons[name] = reason;
    });
  return { watch, ended, reasons, announce, follow };
}

describe('the sessions of open streams', () => {
  it('ends the streams an announcement names at once, and only those', async () => {
    const a = await signUpCandidate(server);
    const b = await signUpCandidate(server);
    const { watch, ended, announce, follow } = setUp();
    follow('a tab 1', a.client, a.user.id);
    follow('a tab 2', a.client, a.user.id);
    follow('b', b.client, b.user.id);
    announce({ tokenHash: tokenHashOf(a.client) });
    expect(ended.sort()).toEqual(['a tab 1', 'a tab 2']);
    announce({ userId: b.user.id });
    expect(ended).toContain('b');
    expect(watch.size).toBe(0);
  });

  it('passes on the reason of an announcement; a rotation at sign-in has none', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => signUpCandidate(server)));
    const { reasons, announce, follow } = setUp();
    for (const [name, who] of Object.entries({ a, b, c })) follow(name, who!.client, who!.user.id);
    announce({ userId: a!.user.id, reason: 'password_changed' });
    announce({ tokenHash: tokenHashOf(b!.client), reason: 'signed_out' });
    announce({ tokenHash: tokenHashOf(c!.client) });
    expect(reasons).toEqual({ a: 'password_changed', b: 'signed_out', c: undefined });
  });

  it('an announcement keeps its reason and spared session through NOTIFY (to other instances), and only a known reason', () => {
    const sent: EndedSessions = { userId: 'u1', reason: 'password_changed', except: 'hash' };
    expect(parseEndedSessions(JSON.stringify(sent))).toEqual(sent);
    expect(parseEndedSessions('{"tokenHash":"h","reason":"made_up"}')).toEqual({ tokenHash: 'h' });
    expect(parseEndedSessions('{"tokenHash":"h"}')).toEqual({ tokenHash: 'h' });
  });

  it('spares the session named in `except`: it ends without a reason (it reconnects)', async () => {
    const a = await signUpCandidate(server);
    const { reasons, announce, follow } = setUp();
    follow('a', a.client, a.user.id);
    announce({ userId: a.user.id, reason: 'password_changed', except: tokenHashOf(a.client) });
    expect(Object.keys(reasons)).toEqual(['a']);
    expect(reasons.a).toBeUndefined();
  });

  it('asks the database about every watched session in one check: gone, expired or deleted accounts end', async () => {
    const [live, gone, expired, deleted] = await Promise.all([0, 1, 2, 3].map(() => signUpCandidate(server)));
    const { watch, ended, reasons, follow } = setUp();
    for (const [name, who] of Object.entries({ live, gone, expired, deleted })) follow(name, who!.client, who!.user.id);
    const db = server.deps.database.db;
    // No announcement for any of these: the check alone must find them.
    await queryRows(db, sql`delete from sessions where token_hash = ${tokenHashOf(gone!.client)}`);
    await queryRows(db, sql`update sessions set expires_at = ${new Date(server.deps.now().getTime() - 1000).toISOString()}::timestamptz where token_hash = ${tokenHashOf(expired!.client)}`);
    await queryRows(db, sql`update users set deleted_at = now() where id = ${deleted!.user.id}`);
    await watch.checkAll();
    expect(ended.sort()).toEqual(['deleted', 'expired', 'gone']);
    // Why each ended, for the device's 'signed-out' event: a row gone without a word was a sign-out.
    expect(reasons).toEqual({ deleted: 'account_deleted', expired: 'expired', gone: 'signed_out' });
    expect(watch.size).toBe(1);
    await watch.checkAll();
    expect(ended).toHaveLength(3);
  });

  it('forgets a stream that stopped watching', async () => {
    const a = await signUpCandidate(server);
    const { watch, ended, announce, follow } = setUp();
    const unwatch = follow('a', a.client, a.user.id);
    unwatch();
    unwatch();
    announce({ userId: a.user.id });
    expect(ended).toEqual([]);
    expect(watch.size).toBe(0);
  });

  it('ends the live stream of a session that signs out, without waiting for a heartbeat', async () => {
    const { client } = await signUpCandidate(server);
    const res = await server.app.request(`${TEST_ORIGIN}/api/replication/stream`, { headers: { cookie: client.cookie, 'x-schema-version': String(SCHEMA_VERSION) } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // resync
    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    // The body ends: read to its end (the heartbeat is 15 s away; the test's own timeout is shorter).
    for (;;) if ((await reader.read()).done) break;
  });
});
