/**
 * A device's live stream says why its session ended (`signed-out` with a reason) before it closes: another
 * device signing this one out, a password changed elsewhere, the account deleted, a session expired or gone
 * without an announcement (auth/session-watch.test.ts). The device that changed the password is not signed out. Runs on PGlite and Postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { SIGNED_OUT_EVENT } from '@shared/schemas/signed-out.ts';
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { signUpCandidate } from '../test-support/world.ts';
import { readSse } from '../test-support/sse.ts';
import { HEARTBEAT_MS } from '../live/sse.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, process.env.DATABASE_URL);
}, 60_000);
afterAll(() => server?.close());

async function openStream(client: TestClient) {
  const res = await server.app.request(`${TEST_ORIGIN}/api/replication/stream`, {
    headers: { cookie: client.cookie, 'x-schema-version': String(SCHEMA_VERSION) },
  });
  expect(res.status).toBe(200);
  const sse = readSse(res);
  await sse.waitFor((e) => e.event === 'resync');
  return sse;
}

/** A second device of the same user, signed in with the password. */
async function secondDevice(email: string) {
  const client = server.client();
  expect((await client.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
  return client;
}

/** The reason of the stream's `signed-out` event, once the stream has ended (its body done). */
async function signedOutReason(sse: ReturnType<typeof readSse>) {
  const event = await sse.waitFor((e) => e.event === SIGNED_OUT_EVENT, HEARTBEAT_MS / 3);
  return (JSON.parse(event.data) as { reason: string }).reason;
}

describe('the stream tells a device it was signed out, and why', () => {
  it('password changed on another device: the other device hears password_changed, the changing one is not signed out', async () => {
    const { client: phone, user } = await signUpCandidate(server);
    const laptop = await secondDevice(user.email);
    const [phoneStream, laptopStream] = await Promise.all([openStream(phone), openStream(laptop)]);
    const changed = await phone.put('/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'Lantern77' });
    expect(changed.status).toBe(200);
    expect(await signedOutReason(laptopStream)).toBe('password_changed');
    // The phone's stream (on its old token) ends too, but only so it reconnects on the fresh session.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(phoneStream.events.map((e) => e.event)).not.toContain(SIGNED_OUT_EVENT);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
    expect((await laptop.get('/api/auth/me')).status).toBe(401);
  });

  it('account deleted: account_deleted', async () => {
    const { client, user } = await signUpCandidate(server);
    const other = await secondDevice(user.email);
    const stream = await openStream(other);
    expect((await client.request('DELETE', '/api/account', { confirmation: 'DELETE', password: TEST_PASSWORD })).status).toBe(200);
    expect(await signedOutReason(stream)).toBe('account_deleted');
  });

  it('logged out: signed_out', async () => {
    const { client } = await signUpCandidate(server);
    const stream = await openStream(client);
    const copy = server.client();
    copy.cookie = client.cookie;
    expect((await copy.post('/api/auth/logout')).status).toBeLessThan(300);
    expect(await signedOutReason(stream)).toBe('signed_out');
  });
});
