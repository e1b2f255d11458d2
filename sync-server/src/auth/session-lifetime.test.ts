/**
 * How long a session lives: at most 30 days from sign-in, and it ends after 7 days without an authenticated
 * request. Its last use is written at most once per 10 minutes, not on every request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { hashToken, SESSION_COOKIE, SESSION_IDLE_MS } from './sessions.ts';

let server: TestServer;
beforeAll(async () => {
  // Test servers have no idle timeout unless asked: this one has production's.
  server = await createTestServer({}, process.env.DATABASE_URL, { sessionIdleMs: SESSION_IDLE_MS });
});
afterAll(() => server.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
const status = async (client: TestClient) => (await client.get('/api/auth/me')).status;
async function signedIn() {
  const client = server.client();
  await client.signUp('candidate');
  return client;
}
const lastUseOf = async (client: TestClient) =>
  (await server.deps.database.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.tokenHash, hashToken(client.jar.get(SESSION_COOKIE)!))))[0]?.at;

describe('session lifetime', () => {
  it('ends after 7 days unused; a use within them keeps it going', async () => {
    const client = await signedIn();
    later(6 * DAY);
    expect(await status(client)).toBe(200);
    later(6 * DAY);
    // 12 days since sign-in, 6 since the last use.
    expect(await status(client)).toBe(200);
    later(7 * DAY + MINUTE);
    expect(await status(client)).toBe(401);
    expect((await client.pull('jobs')).status).toBe(401);
  });

  it('ends 30 days after sign-in however often it is used', async () => {
    const client = await signedIn();
    for (let day = 6; day < 30; day += 6) {
      later(6 * DAY);
      expect(await status(client)).toBe(200);
    }
    later(6 * DAY);
    expect(await status(client)).toBe(401);
  });

  it('records the last use at most once per 10 minutes', async () => {
    const client = await signedIn();
    const first = await lastUseOf(client);
    later(4 * MINUTE);
    expect(await status(client)).toBe(200);
    later(4 * MINUTE);
    expect(await status(client)).toBe(200);
    expect(await lastUseOf(client)).toEqual(first);
    later(3 * MINUTE);
    expect(await status(client)).toBe(200);
    expect(await lastUseOf(client)).toEqual(server.clock.now);
  });
});
