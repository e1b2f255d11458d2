/** Magic links: the mail, a GET of the link that uses nothing up, one POST that does, expiry and replacement. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGIC_LINK_EXPIRY_MS } from '@shared/catalog.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let n = 0;
const freshEmail = () => `link-${++n}-${Date.now().toString(36)}@example.com`;
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
const INVALID_LINK = { error: { code: 'invalid_link', message: 'This sign-in link is invalid or has expired', requestId: expect.any(String) } };

describe('magic links', () => {
  it('mails a link to /auth?magic=<token> that expires in 15 minutes', async () => {
    const email = freshEmail();
    const res = await server.client().post('/api/auth/magic-link', { email });
    expect(res.json).toEqual({ sent: true, resendAfterSeconds: 60 });
    const mail = server.outbox.emails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Your HireSync sign-in link');
    const token = server.outbox.lastMagicToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No APP_ORIGIN in the test settings: the development origin, the server's own address.
    expect(mail.text).toContain(`http://localhost:8787/auth?magic=${token}`);
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.html).toContain(`href="http://localhost:8787/auth?magic=${token}"`);
  });

  it('a GET of the link (a mail scanner) uses nothing up; the POST signs in once', async () => {
    const email = freshEmail();
    const owner = server.client();
    const user = await owner.signUp('candidate', email);
    const browser = server.client();
    await browser.post('/api/auth/magic-link', { email });
    const token = server.outbox.lastMagicToken(email);
    const scanned = await server.app.request(`${TEST_ORIGIN}/auth?magic=${token}`);
    expect(scanned.headers.getSetCookie()).toEqual([]);
    const used = await browser.post('/api/auth/magic-link/consume', { token });
    expect(used.status).toBe(200);
    expect(used.json).toEqual({ status: 'signed-in', user });
    expect((await browser.get('/api/auth/me')).json.user.id).toBe(user.id);
    const again = await server.client().post('/api/auth/magic-link/consume', { token });
    expect(again.status).toBe(400);
    expect(again.json).toEqual(INVALID_LINK);
  });

  it('a new address is verified for this browser, which may then sign up', async () => {
    const email = freshEmail();
    const browser = server.client();
    await browser.post('/api/auth/magic-link', { email });
    const res = await browser.post('/api/auth/magic-link/consume', { token: server.outbox.lastMagicToken(email) });
    expect(res.json).toEqual({ status: 'verified', identifier: email, kind: 'email' });
    const made = await browser.post('/api/auth/signup', { firstName: 'Lin', lastName: 'Kato', email, password: 'Quartz7Lz', userType: 'employer' });
    expect(made.status).toBe(201);
  });

  it('an expired, unknown or replaced token is refused alike', async () => {
    const email = freshEmail();
    const browser = server.client();
    await browser.post('/api/auth/magic-link', { email });
    const first = server.outbox.lastMagicToken(email);
    later(61_000);
    await browser.post('/api/auth/magic-link', { email });
    const second = server.outbox.lastMagicToken(email);
    expect((await browser.post('/api/auth/magic-link/consume', { token: first })).json).toEqual(INVALID_LINK);
    expect((await browser.post('/api/auth/magic-link/consume', { token: 'A'.repeat(43) })).json).toEqual(INVALID_LINK);
    later(MAGIC_LINK_EXPIRY_MS + 1000);
    expect((await browser.post('/api/auth/magic-link/consume', { token: second })).json).toEqual(INVALID_LINK);
  });

  it('a resend within 60 s is 429', async () => {
    const email = freshEmail();
    const browser = server.client();
    await browser.post('/api/auth/magic-link', { email });
    const res = await browser.post('/api/auth/magic-link', { email });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
