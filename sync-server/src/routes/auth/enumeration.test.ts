/**
 * Nothing tells whether an e-mail is registered: the send calls, password and pattern sign-in answer a known and
 * an unknown address with the same status and body. And repeated failures and sends are throttled (429 with
 * retry-after) per address typed and per client, the same for both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_THROTTLES } from '@shared/catalog.ts';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let n = 0;
const freshEmail = () => `enum-${++n}-${Date.now().toString(36)}@example.com`;
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
const THROTTLED = { error: { code: 'throttled', message: 'Too many attempts. Please wait a few minutes and try again.', requestId: expect.any(String) } };

async function knownAndUnknown() {
  const known = freshEmail();
  await server.client().signUp('candidate', known);
  later(61_000);
  return { known, unknown: freshEmail() };
}

describe('known and unknown e-mails answer alike', () => {
  const cases: [string, string, (email: string) => Record<string, unknown>][] = [
    ['send-otp', '/api/auth/send-otp', (email) => ({ email })],
    ['send-email-otp', '/api/auth/send-email-otp', (email) => ({ email })],
    ['magic-link', '/api/auth/magic-link', (email) => ({ email })],
    ['login', '/api/auth/login', (email) => ({ email, password: 'Wr0ngPass' })],
    ['signin', '/api/auth/signin', (email) => ({ email, password: 'Wr0ngPass' })],
    ['pattern-login', '/api/auth/pattern-login', (email) => ({ email, pattern: '0-1-2-3' })],
    ['pattern-register', '/api/auth/pattern-register', (email) => ({ email, userType: 'candidate', pattern: '0-1-2-3' })],
    ['pattern-register with a wrong code', '/api/auth/pattern-register', (email) => ({ email, userType: 'candidate', pattern: '0-1-2-3', otp: '000000' })],
    ['verify-otp with a wrong code', '/api/auth/verify-otp', (email) => ({ email, otp: '000000' })],
  ];
  it.each(cases)('%s', async (_name, path, body) => {
    const { known, unknown } = await knownAndUnknown();
    // One request id for both, so the answers may be compared whole (the id is echoed in error answers).
    const a = await server.client().request('POST', path, body(known), { 'x-request-id': 'enumeration' });
    const b = await server.client().request('POST', path, body(unknown), { 'x-request-id': 'enumeration' });
    expect(a.status).toBe(b.status);
    expect(a.json).toEqual(b.json);
    expect(a.headers.getSetCookie()).toEqual(b.headers.getSetCookie());
  });

  it('both addresses get a working code from send-otp', async () => {
    const { known, unknown } = await knownAndUnknown();
    for (const email of [known, unknown]) {
      const client = server.client();
      await client.post('/api/auth/send-otp', { email });
      const res = await client.post('/api/auth/verify-otp', { email, otp: server.outbox.lastCode(email) });
      expect(res.status).toBe(200);
    }
  });
});

describe('throttling', () => {
  it('password failures per e-mail: the 11th try is 429 even with the right password, for known and unknown alike', async () => {
    const { known, unknown } = await knownAndUnknown();
    const { limit, windowMs } = AUTH_THROTTLES.passwordFailuresPerIdentifier;
    for (const email of [known, unknown]) {
      for (let i = 0; i < limit; i++) expect((await server.client().post('/api/auth/login', { email, password: 'Wr0ngPass' })).status).toBe(401);
    }
    const blocked = await server.client().request('POST', '/api/auth/login', { email: known, password: TEST_PASSWORD }, { 'x-request-id': 'throttled' });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual(THROTTLED);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(windowMs / 1000);
    const unknownBlocked = await server.client().request('POST', '/api/auth/login', { email: unknown, password: TEST_PASSWORD }, { 'x-request-id': 'throttled' });
    expect(unknownBlocked.status).toBe(429);
    expect(unknownBlocked.json).toEqual(blocked.json);
    later(windowMs);
    expect((await server.client().post('/api/auth/login', { email: known, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('password failures per client address: one client spraying many e-mails is stopped', async () => {
    const client = server.client();
    const { limit } = AUTH_THROTTLES.passwordFailuresPerAddress;
    for (let i = 0; i < limit; i++) await client.post('/api/auth/login', { email: freshEmail(), password: 'Wr0ngPass' });
    expect((await client.post('/api/auth/login', { email: freshEmail(), password: 'Wr0ngPass' })).status).toBe(429);
    // Another client is not affected.
    expect((await server.client().post('/api/auth/login', { email: freshEmail(), password: 'Wr0ngPass' })).status).toBe(401);
  });

  it('code failures per client address', async () => {
    const client = server.client();
    const { limit } = AUTH_THROTTLES.codeFailuresPerAddress;
    for (let i = 0; i < limit; i++) await client.post('/api/auth/verify-otp', { email: freshEmail(), otp: '123456' });
    const res = await client.post('/api/auth/verify-otp', { email: freshEmail(), otp: '123456' });
    expect(res.status).toBe(429);
    expect(res.json).toEqual(THROTTLED);
  });

  it('link failures per client address', async () => {
    const client = server.client();
    const { limit } = AUTH_THROTTLES.linkFailuresPerAddress;
    for (let i = 0; i < limit; i++) await client.post('/api/auth/magic-link/consume', { token: `bad-token-${i}-xxxxxxxxxxxx` });
    expect((await client.post('/api/auth/magic-link/consume', { token: 'bad-token-last-xxxxxxxxxxxx' })).status).toBe(429);
  });

  it('pattern failures per client address', async () => {
    const client = server.client();
    const { limit } = AUTH_THROTTLES.patternFailuresPerAddress;
    for (let i = 0; i < limit; i++) await client.post('/api/auth/pattern-login', { email: freshEmail(), pattern: '0-1-2-3' });
    expect((await client.post('/api/auth/pattern-login', { email: freshEmail(), pattern: '0-1-2-3' })).status).toBe(429);
  });

  it('sends per address: after 5 codes in an hour the next is refused, even 60 s apart', async () => {
    const email = freshEmail();
    const { limit } = AUTH_THROTTLES.sendsPerIdentifier;
    for (let i = 0; i < limit; i++) {
      expect((await server.client().post('/api/auth/send-otp', { email })).status).toBe(200);
      later(61_000);
    }
    const sentBefore = server.outbox.emails.length;
    const res = await server.client().post('/api/auth/send-otp', { email });
    expect(res.status).toBe(429);
    expect(res.json).toEqual(THROTTLED);
    expect(server.outbox.emails.length).toBe(sentBefore);
  });

  it('sends per client address', async () => {
    const client = server.client();
    const { limit } = AUTH_THROTTLES.sendsPerAddress;
    for (let i = 0; i < limit; i++) expect((await client.post('/api/auth/magic-link', { email: freshEmail() })).status).toBe(200);
    expect((await client.post('/api/auth/send-otp', { email: freshEmail() })).status).toBe(429);
  });
});
