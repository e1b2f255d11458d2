/**
 * Pattern sign-in: registration needs a mailed code; the pattern is hashed with the server key; five wrong tries
 * lock it (server state, so clearing the browser does not help) until a code or password sign-in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let n = 0;
const freshEmail = () => `pattern-${++n}-${Date.now().toString(36)}@example.com`;
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
const PATTERN = '0-5-10-15';
const WRONG = '3-6-9-12';
const LOCKED = {
  error: {
    code: 'pattern_locked',
    message: 'Pattern sign-in is locked after 5 wrong tries. Sign in with a code or your password to unlock it.',
    requestId: expect.any(String),
  },
};

async function registerPattern(email: string, userType: 'candidate' | 'employer' = 'candidate', pattern = PATTERN) {
  const client = server.client();
  const sent = await client.post('/api/auth/pattern-register', { email, userType, pattern });
  expect(sent.json).toEqual({ sent: true, resendAfterSeconds: 60 });
  const res = await client.post('/api/auth/pattern-register', { email, userType, pattern, otp: server.outbox.lastCode(email) });
  return { client, res };
}

describe('pattern registration', () => {
  it('mails a pattern code, then creates a password-less account with the pattern and signs in', async () => {
    const email = freshEmail();
    const { client, res } = await registerPattern(email, 'employer');
    expect(server.outbox.emails.at(-1)!.subject).toMatch(/^Your HireSync pattern code: \d{6}$/);
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ email, userType: 'employer' });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const [row] = await server.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toBeNull();
    expect(row!.patternHash).toMatch(/^scrypt\$/);
    expect(row!.patternHash).not.toContain(PATTERN);
    expect((await server.client().post('/api/auth/pattern-login', { email, pattern: PATTERN })).json.user.id).toBe(res.json.user.id);
  });

  it('a wrong code sets nothing; an existing account gets the new pattern and keeps its role', async () => {
    const email = freshEmail();
    const owner = server.client();
    const user = await owner.signUp('candidate', email);
    const client = server.client();
    await client.post('/api/auth/pattern-register', { email, userType: 'employer', pattern: PATTERN });
    const code = server.outbox.lastCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await client.post('/api/auth/pattern-register', { email, userType: 'employer', pattern: PATTERN, otp: wrong })).json.error.code).toBe(
      'invalid_code',
    );
    const res = await client.post('/api/auth/pattern-register', { email, userType: 'employer', pattern: PATTERN, otp: code });
    expect(res.status).toBe(201);
    expect(res.json.user).toEqual(user);
    expect((await server.client().post('/api/auth/pattern-login', { email, pattern: PATTERN })).status).toBe(200);
  });

  it('a sign-in code does not count as a pattern code', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const res = await client.post('/api/auth/pattern-register', { email, userType: 'candidate', pattern: PATTERN, otp: server.outbox.lastCode(email) });
    expect(res.json.error.code).toBe('invalid_code');
  });
});

describe('pattern lock-out', () => {
  it('locks after 5 wrong tries, survives a cleared browser, and unlocks after a code sign-in', async () => {
    const email = freshEmail();
    await registerPattern(email);
    for (let i = 1; i <= 4; i++) {
      const res = await server.client().post('/api/auth/pattern-login', { email, pattern: WRONG });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: { code: 'invalid_pattern', message: 'Invalid email or pattern', requestId: expect.any(String) } });
    }
    const fifth = await server.client().post('/api/auth/pattern-login', { email, pattern: WRONG });
    expect(fifth.status).toBe(423);
    expect(fifth.json).toEqual(LOCKED);
    // A brand-new browser with the right pattern is still locked out.
    const fresh = await server.client().post('/api/auth/pattern-login', { email, pattern: PATTERN });
    expect(fresh.status).toBe(423);
    // A code sign-in unlocks it.
    later(61_000);
    const browser = server.client();
    await browser.post('/api/auth/send-otp', { email });
    expect((await browser.post('/api/auth/verify-otp', { email, otp: server.outbox.lastCode(email) })).json.status).toBe('signed-in');
    expect((await server.client().post('/api/auth/pattern-login', { email, pattern: PATTERN })).status).toBe(200);
  });

  it('a password sign-in unlocks it too', async () => {
    const email = freshEmail();
    const owner = server.client();
    await owner.signUp('employer', email);
    later(61_000);
    await owner.post('/api/auth/pattern-register', { email, userType: 'employer', pattern: PATTERN });
    await owner.post('/api/auth/pattern-register', { email, userType: 'employer', pattern: PATTERN, otp: server.outbox.lastCode(email) });
    for (let i = 0; i < 5; i++) await server.client().post('/api/auth/pattern-login', { email, pattern: WRONG });
    expect((await server.client().post('/api/auth/pattern-login', { email, pattern: PATTERN })).status).toBe(423);
    expect((await server.client().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await server.client().post('/api/auth/pattern-login', { email, pattern: PATTERN })).status).toBe(200);
  });

  it('an unregistered e-mail locks the same way, so a lock reveals nothing', async () => {
    const email = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await server.client().post('/api/auth/pattern-login', { email, pattern: WRONG })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
  });

  it('a right pattern resets the count of wrong ones', async () => {
    const email = freshEmail();
    await registerPattern(email);
    for (let i = 0; i < 4; i++) await server.client().post('/api/auth/pattern-login', { email, pattern: WRONG });
    expect((await server.client().post('/api/auth/pattern-login', { email, pattern: PATTERN })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await server.client().post('/api/auth/pattern-login', { email, pattern: WRONG })).status).toBe(401);
  });

  it('validates the pattern with the shared schema', async () => {
    const res = await server.client().post('/api/auth/pattern-login', { email: freshEmail(), pattern: '1-2' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Please create a pattern with at least 4 points');
  });
});
