/**
 * Production's defaults cannot hurt (issue 45): a server started as an operator would, with NODE_ENV=production,
 * APP_ORIGIN and SMTP_URL and nothing else, takes no payment (Stripe's public test card buys nothing), has no
 * demo accounts, and writes no code, magic-link token or password to its log over a sign-up and sign-ins.
 * PAYMENTS_MODE=test turns test mode on, and the billing config says so.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_ERROR_CODES, billingConfigSchema } from '@shared/schemas/billing.ts';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { CARDS, checkoutWith, planInForce } from '../test-support/billing.ts';
import { HttpClient } from '../test-support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../test-support/mail-catcher.ts';
import { runToExit, startServerProcess, type ServerProcess } from '../test-support/server-process.ts';
import { createTestServer, TEST_PASSWORD, TEST_ORIGIN } from '../test-support/test-server.ts';

const INDEX = fileURLToPath(new URL('../index.ts', import.meta.url));
const APP_ORIGIN = 'https://hiresync.example';
const PRODUCTION = { NODE_ENV: 'production', APP_ORIGIN, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', STATIC_DIR: '/nonexistent' };

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const tokenIn = (text: string) => /magic=([\w-]+)/.exec(text)?.[1] ?? '';

/**
 * The process runs on its own PGlite whichever run this is, so it runs once: in the PGlite run (the Postgres run
 * has the omit-dev start of the compiled server instead).
 */
const ONCE = !!process.env.DATABASE_URL;

describe.skipIf(ONCE)('a production server with no Stripe keys and no other settings', () => {
  let mail: MailCatcher;
  let server: ServerProcess;
  let client: HttpClient;
  const email = 'operator-test@example.com';
  /** Every secret the server handled, to look for in its log at the end. */
  const secrets: string[] = [TEST_PASSWORD, DEMO_PASSWORD];

  beforeAll(async () => {
    mail = await startMailCatcher();
    // Generous: tsx compiles the sources first, and on a busy machine (two test runs at once) that is slow.
    server = await startServerProcess(['--import', 'tsx', INDEX], { ...PRODUCTION, SMTP_URL: mail.url }, { timeoutMs: 150_000 });
    client = new HttpClient(server.url, APP_ORIGIN);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });

  it('signs up and in by mailed code and link, and its log holds none of them', async () => {
    expect((await client.post('/api/auth/send-otp', { email })).status).toBe(200);
    const signUpCode = codeIn((await mail.waitFor(email)).text);
    const created = await client.post('/api/auth/register', { email, otp: signUpCode, password: TEST_PASSWORD, userType: 'employer', firstName: 'Olive', lastName: 'Operator' });
    expect(created.status).toBe(201);
    expect((await client.post('/api/auth/logout')).status).toBe(200);

    const sent = mail.mails.length;
    expect((await client.post('/api/auth/send-otp', { email })).status).toBe(200);
    const signInCode = codeIn((await mail.waitFor(email, sent)).text);
    expect((await client.post('/api/auth/verify-otp', { email, otp: signInCode })).status).toBe(200);
    expect((await client.get('/api/auth/me')).json).toMatchObject({ user: { email } });

    const linked = mail.mails.length;
    expect((await client.post('/api/auth/magic-link', { email })).status).toBe(200);
    const token = tokenIn((await mail.waitFor(email, linked)).text);
    expect((await client.post('/api/auth/magic-link/consume', { token })).status).toBe(200);
    expect((await client.post('/api/auth/signin', { email, password: TEST_PASSWORD })).status).toBe(200);

    secrets.push(signUpCode, signInCode, token);
    expect(signUpCode).toMatch(/^\d{6}$/);
    expect(token.length).toBeGreaterThan(16);
  });

  it('sends no SMS code without Twilio, and says so rather than logging it', async () => {
    const res = await new HttpClient(server.url, APP_ORIGIN).post('/api/auth/send-phone-otp', { phoneNumber: '+491701234567' });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('sms_not_available');
  });

  it('takes no payment: checkout and Stripe’s test card are refused with payments_not_available', async () => {
    expect(billingConfigSchema.parse((await client.get('/api/billing/config')).json)).toEqual({ provider: 'off' });
    const checkout = await client.post('/api/create-employer-subscription', { plan: 'employer-professional' });
    expect(checkout.status).toBe(403);
    expect(checkout.json.error).toMatchObject({ code: BILLING_ERROR_CODES.paymentsNotAvailable, message: expect.stringContaining('Payments are not available') });
    const card = await client.post('/api/billing/test-card', { setupIntentId: 'seti_123', cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    expect(card.status).toBe(403);
    expect((await client.get('/api/billing/test-invoices/in_123')).status).toBe(404);
    const me = await client.get('/api/auth/me');
    const subscription = await client.get(`/api/users/${me.json.user.id}/subscription`);
    expect(subscription.json).toMatchObject({ plan: 'free', isPremium: false });
  });

  it('has no demo marketplace: the demo sign-in does not exist', async () => {
    const res = await new HttpClient(server.url, APP_ORIGIN).post('/api/auth/signin', { email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('wrote none of the secrets to its log (checked last, over everything above)', () => {
    const log = server.output();
    // Something was read: the scan below would pass on an empty log too.
    expect(log.trim().length).toBeGreaterThan(0);
    expect(secrets.filter(Boolean).length).toBe(5);
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
    expect(log).not.toMatch(/magic=/);
  });
});

describe('PAYMENTS_MODE=test in production', () => {
  it('runs test mode on purpose: the billing config says so and the test card buys the plan', async () => {
    const server = await createTestServer({ NODE_ENV: 'production', APP_ORIGIN: TEST_ORIGIN, SMTP_URL: 'smtp://127.0.0.1:9', PAYMENTS_MODE: 'test' });
    try {
      const client = server.client();
      expect((await client.get('/api/billing/config')).json).toEqual({ provider: 'test' });
      const employer = await client.signUp('employer');
      expect((await checkoutWith(client, 'employer-professional', CARDS.visa)).status).toBe(200);
      expect(await planInForce(server, employer.id)).toBe('employer-professional');
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(ONCE)('starting in production without a mail transport', () => {
  it('is refused at once, naming SMTP_URL', async () => {
    const run = await runToExit(['--import', 'tsx', INDEX], PRODUCTION, { timeoutMs: 60_000 });
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.output).toContain('SMTP_URL is required when NODE_ENV=production');
  }, 70_000);
});
