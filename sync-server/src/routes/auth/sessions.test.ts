/**
 * Session cookies and the edge in front of the auth calls: cookie flags, a new session token on every sign-in
 * path (the old cookie stops working), a replayed cookie after logout, cross-site and non-JSON posts, and body
 * limits on an auth path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../../app.ts';
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestClient, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const sidOf = (client: TestClient) => client.jar.get('sid');
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax; over HTTPS it is Secure and named __Host-sid (Path=/, no Domain)', async () => {
    const client = server.client();
    const { email } = await client.signUp('candidate');
    const plain = await client.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD });
    const cookie = plain.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const proxied = await client.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD }, { 'x-forwarded-proto': 'https' });
    const secure = proxied.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='))!;
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/HttpOnly/);
    expect(secure).toMatch(/Path=\/(;|$)/);
    expect(secure).not.toMatch(/Domain=/i);
    // The cookie of the old name is cleared, so the browser keeps one session cookie.
    expect(proxied.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
    expect([...client.jar.keys()]).toEqual(['__Host-sid']);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const direct = await server.app.request('https://localhost/api/auth/login', {
      method: 'POST',
      headers: { origin: 'https://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    expect(direct.headers.getSetCookie().find((c) => c.startsWith('__Host-sid='))).toMatch(/Secure/);
  });

  it('a session of the old cookie name still works over HTTPS, and logout there clears both names', async () => {
    const client = server.client();
    await client.signUp('employer');
    expect([...client.jar.keys()]).toEqual(['sid']);
    const me = await client.request('GET', '/api/auth/me', undefined, { 'x-forwarded-proto': 'https' });
    expect(me.status).toBe(200);
    const out = await client.request('POST', '/api/auth/logout', {}, { 'x-forwarded-proto': 'https' });
    const cleared = out.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
    expect(cleared.find((c) => c.startsWith('__Host-sid='))).toMatch(/Max-Age=0/);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('every sign-in path rotates the session', () => {
  async function expectRotated(client: TestClient, signIn: () => Promise<{ status: number }>) {
    const before = client.cookie;
    const res = await signIn();
    expect(res.status).toBeLessThan(300);
    expect(client.cookie).not.toBe(before);
    const stale = server.client();
    stale.cookie = before;
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  }

  it('password (login and signin), code, magic link and pattern', async () => {
    const client = server.client();
    const { email } = await client.signUp('employer');
    expect(sidOf(client)).toBeTruthy();
    await expectRotated(client, () => client.post('/api/auth/login', { email, password: TEST_PASSWORD }));
    await expectRotated(client, () => client.post('/api/auth/signin', { email, password: TEST_PASSWORD }));
    later(61_000);
    await client.post('/api/auth/send-otp', { email });
    await expectRotated(client, () => client.post('/api/auth/verify-otp', { email, otp: server.outbox.lastCode(email) }));
    await client.post('/api/auth/magic-link', { email });
    await expectRotated(client, () => client.post('/api/auth/magic-link/consume', { token: server.outbox.lastMagicToken(email) }));
    later(61_000);
    await client.post('/api/auth/pattern-register', { email, userType: 'employer', pattern: '0-1-2-3' });
    await expectRotated(client, () =>
      client.post('/api/auth/pattern-register', { email, userType: 'employer', pattern: '0-1-2-3', otp: server.outbox.lastCode(email) }),
    );
    await expectRotated(client, () => client.post('/api/auth/pattern-login', { email, pattern: '0-1-2-3' }));
  });

  it('sign-up paths too: register and signup end a session the browser held before', async () => {
    const client = server.client();
    await client.signUp('candidate');
    const email = `rotate-${Date.now().toString(36)}@example.com`;
    await client.post('/api/auth/send-otp', { email });
    await expectRotated(client, () => client.post('/api/auth/register', { email, password: 'Quartz7Lz', userType: 'candidate', otp: server.outbox.lastCode(email) }));
  });
});

describe('logout', () => {
  it('ends the server session: a captured cookie replayed afterwards gets 401 on /me and on replication', async () => {
    const client = server.client();
    await client.signUp('candidate');
    const captured = client.cookie;
    const out = await client.post('/api/auth/logout');
    expect(out.json).toEqual({ ok: true });
    expect(out.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Max-Age=0/);
    expect(sidOf(client)).toBeUndefined();
    const replay = server.client();
    replay.cookie = captured;
    const me = await replay.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.json.error.code).toBe('unauthenticated');
    expect((await replay.pull('jobs')).status).toBe(401);
  });
});

describe('the edge in front of auth calls', () => {
  const login = JSON.stringify({ email: 'someone@example.com', password: 'Whatever1' });
  const raw = (path: string, init: RequestInit & { duplex?: 'half' }, headers: Record<string, string>) =>
    server.app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', ...init, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers } });

  it.each(['/api/auth/login', '/api/auth/send-otp', '/api/auth/magic-link/consume', '/api/auth/logout'])(
    '%s refuses cross-site, text/plain and form posts',
    async (path) => {
      const crossSite = await raw(path, { body: login }, { origin: 'https://evil.example' });
      expect(crossSite.status).toBe(403);
      const fetchSite = await raw(path, { body: login }, { origin: '', 'sec-fetch-site': 'cross-site' });
      expect(fetchSite.status).toBe(403);
      const plain = await raw(path, { body: login }, { 'content-type': 'text/plain' });
      expect(plain.status).toBe(415);
      const form = await raw(path, { body: 'email=someone%40example.com&password=Whatever1' }, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(form.status).toBe(415);
      const multipart = await raw(path, { body: new FormData() }, { 'content-type': 'multipart/form-data; boundary=x' });
      expect(multipart.status).toBe(415);
    },
  );

  it('an oversized body is 413 on an auth path, declared or chunked', async () => {
    const big = JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(JSON_BODY_LIMIT) });
    const declared = await raw('/api/auth/send-otp', { body: big }, { 'content-length': String(Buffer.byteLength(big)) });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('payload_too_large');
    const bytes = new TextEncoder().encode(big);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await raw('/api/auth/send-otp', { body: chunked, duplex: 'half' }, {});
    expect(streamed.status).toBe(413);
    expect(server.outbox.emails.some((m) => m.to === 'a@example.com')).toBe(false);
  });
});
