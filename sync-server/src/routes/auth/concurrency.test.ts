/**
 * Throttles under bursts: many simultaneous tries from one client, as a script fires them. On Postgres the
 * requests really run at once on several connections; on PGlite they interleave on one. Either way no more
 * tries are checked than the limit allows, and a right secret sent once they are taken does not get in.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_THROTTLES, CODE_RULES, PATTERN_RULES } from '@shared/catalog.ts';
import { patternFailures } from '../../auth/pattern-lock.ts';
import { counterOf } from '../../auth/throttle.ts';
import { authCodes, throttles } from '../../db/schema.ts';
import { createTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let n = 0;
const freshEmail = () => `burst-${++n}-${Date.now().toString(36)}@example.com`;
const countOf = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length;
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const db = () => server.deps.database.db;

/** The count a throttle keeps for a subject in its current window (0 before the first try). */
async function throttleCount(name: Parameters<typeof counterOf>[0], subject: string): Promise<number> {
  const [key] = counterOf(name, subject);
  const rows = await db().select({ count: throttles.count }).from(throttles).where(eq(throttles.key, key));
  return Math.max(0, ...rows.map((r) => r.count));
}

/**
 * `tries` wrong requests at once; once `taken()` shows the limit's tries taken (some may still be being
 * checked), the right request joins them. Waiting on that state, not on time, puts the right one past the
 * limit for sure, on any machine.
 */
async function burst(client: TestClient, path: string, tries: number, wrong: (i: number) => unknown, right: unknown, taken: () => Promise<boolean>) {
  const wrongAnswers = Promise.all(Array.from({ length: tries }, (_, i) => client.post(path, wrong(i))));
  for (let polls = 0; !(await taken()); polls++) {
    if (polls > 2000) throw new Error('the burst never took the limit’s tries');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const rightAnswer = await client.post(path, right);
  return { wrong: await wrongAnswers, right: rightAnswer };
}

describe('a burst of wrong passwords', () => {
  it('checks at most the limit; the right password past it does not sign in', async () => {
    const email = freshEmail();
    await server.client().signUp('candidate', email);
    const { limit } = AUTH_THROTTLES.passwordFailuresPerIdentifier;
    const client = server.client();
    const taken = async () => (await throttleCount('passwordFailuresPerIdentifier', email)) >= limit;
    const { wrong, right } = await burst(client, '/api/auth/login', 40, () => ({ email, password: 'Wr0ngPass' }), { email, password: TEST_PASSWORD }, taken);
    expect(countOf(wrong, 401)).toBe(limit);
    expect(countOf(wrong, 429)).toBe(40 - limit);
    expect(right.status).toBe(429);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('per client address: one client spraying many e-mails at once is checked at most the limit times', async () => {
    const { limit } = AUTH_THROTTLES.passwordFailuresPerAddress;
    const client = server.client();
    const answers = await Promise.all(Array.from({ length: limit + 20 }, () => client.post('/api/auth/login', { email: freshEmail(), password: 'Wr0ngPass' })));
    expect(countOf(answers, 401)).toBe(limit);
    expect(countOf(answers, 429)).toBe(20);
  });
});

describe('a burst of wrong codes', () => {
  it('compares one code at most 5 times, then it is burnt: the right code past them fails', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const code = server.outbox.lastCode(email);
    const codeRow = async () =>
      (await db().select().from(authCodes).where(and(eq(authCodes.identifier, email), eq(authCodes.purpose, 'sign-in'))))[0]!;
    const taken = async () => (await codeRow()).attempts >= CODE_RULES.maxWrongTries;
    // Below the per-e-mail failure limit with the right code and the later try, so only the code's 5 tries stop them.
    const tries = AUTH_THROTTLES.codeFailuresPerIdentifier.limit - 2;
    const { wrong, right } = await burst(client, '/api/auth/verify-otp', tries, () => ({ email, otp: wrongCode(code) }), { email, otp: code }, taken);
    expect(countOf(wrong, 400)).toBe(tries);
    expect(right.json.error.code).toBe('invalid_code');
    // Every try that was compared counted first: more than 5 means the burst outran the burn.
    const row = await codeRow();
    expect(row.attempts).toBe(CODE_RULES.maxWrongTries);
    expect(row.consumedAt).not.toBeNull();
    expect((await server.client().post('/api/auth/verify-otp', { email, otp: code })).json.error.code).toBe('invalid_code');
  });

  it('per e-mail: a burst of wrong codes is checked at most the limit times', async () => {
    const email = freshEmail();
    const { limit } = AUTH_THROTTLES.codeFailuresPerIdentifier;
    const client = server.client();
    const answers = await Promise.all(Array.from({ length: limit + 15 }, () => client.post('/api/auth/verify-otp', { email, otp: '123456' })));
    expect(countOf(answers, 400)).toBe(limit);
    expect(countOf(answers, 429)).toBe(15);
  });
});

describe('a burst of wrong patterns', () => {
  it('checks at most 5, then the pattern is locked: the right pattern past them does not sign in', async () => {
    const email = freshEmail();
    const owner = server.client();
    const pattern = '0-5-10-15';
    await owner.post('/api/auth/pattern-register', { email, userType: 'candidate', pattern });
    const registered = await owner.post('/api/auth/pattern-register', { email, userType: 'candidate', pattern, otp: server.outbox.lastCode(email) });
    expect(registered.status).toBe(201);
    const client = server.client();
    const taken = async () => (await patternFailures(db(), email)) >= PATTERN_RULES.maxWrongTries;
    const { wrong, right } = await burst(client, '/api/auth/pattern-login', 16, () => ({ email, pattern: '3-6-9-12' }), { email, pattern }, taken);
    // The first four wrong tries say so; the fifth locks, and everything after it is refused unchecked.
    expect(countOf(wrong, 401)).toBe(PATTERN_RULES.maxWrongTries - 1);
    expect(countOf(wrong, 423)).toBe(16 - (PATTERN_RULES.maxWrongTries - 1));
    expect(right.status).toBe(423);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    // Each checked pattern was counted first: more than 5 means more than 5 were checked.
    expect(await patternFailures(db(), email)).toBe(PATTERN_RULES.maxWrongTries);
  });
});

describe('a burst of bad links', () => {
  it('checks at most the per-address limit; a good link past it is refused', async () => {
    const email = freshEmail();
    await server.client().post('/api/auth/magic-link', { email });
    const token = server.outbox.lastMagicToken(email);
    const { limit } = AUTH_THROTTLES.linkFailuresPerAddress;
    const client = server.client();
    const taken = async () => (await throttleCount('linkFailuresPerAddress', client.address)) >= limit;
    const { wrong, right } = await burst(client, '/api/auth/magic-link/consume', limit + 10, (i) => ({ token: `bad-token-${i}-xxxxxxxxxxxx` }), { token }, taken);
    expect(countOf(wrong, 400)).toBe(limit);
    expect(countOf(wrong, 429)).toBe(10);
    expect(right.status).toBe(429);
  });
});

describe('a burst of sends', () => {
  it('one address gets one code however many ask at once', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.client().post('/api/auth/send-otp', { email })));
    expect(countOf(answers, 200)).toBe(1);
    expect(countOf(answers, 429)).toBe(9);
    expect(server.outbox.emails.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('one client sends at most the per-address limit at once', async () => {
    const { limit } = AUTH_THROTTLES.sendsPerAddress;
    const client = server.client();
    const answers = await Promise.all(Array.from({ length: limit + 10 }, () => client.post('/api/auth/magic-link', { email: freshEmail() })));
    expect(countOf(answers, 200)).toBe(limit);
    expect(countOf(answers, 429)).toBe(10);
  });
});
