/**
 * Codes end to end through the real app: send, verify, register and signup; expiry, single use, the burn after 5
 * wrong tries, resend rules, phone codes, and the verified ticket that register ('verified') and signup need.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_RULES } from '@shared/catalog.ts';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../../test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let n = 0;
const freshEmail = () => `person-${++n}-${Date.now().toString(36)}@example.com`;
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
const INVALID_CODE = { error: { code: 'invalid_code', message: 'Invalid or expired code', requestId: expect.any(String) } };
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending a code', () => {
  it('answers sent with the resend wait and mails a 6-digit code that expires in 10 minutes', async () => {
    const email = freshEmail();
    const res = await server.client().post('/api/auth/send-otp', { email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: true, resendAfterSeconds: 60 });
    const mail = server.outbox.emails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toMatch(/^Your HireSync code: \d{6}$/);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text).toMatch(/ignore this email/);
    expect(mail.html).toContain(server.outbox.lastCode(email));
  });

  it('refuses a resend within 60 s with 429 and retry-after, and a resend after it replaces the old code', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-email-otp', { email });
    const first = server.outbox.lastCode(email);
    later(20_000);
    const early = await client.post('/api/auth/send-email-otp', { email });
    expect(early.status).toBe(429);
    expect(early.json.error.code).toBe('throttled');
    expect(early.headers.get('retry-after')).toBe('40');
    later(41_000);
    expect((await client.post('/api/auth/send-email-otp', { email })).status).toBe(200);
    const second = server.outbox.lastCode(email);
    if (first !== second) expect((await client.post('/api/auth/verify-otp', { email, otp: first })).json).toEqual(INVALID_CODE);
    const ok = await client.post('/api/auth/verify-otp', { email, otp: second });
    expect(ok.json).toEqual({ status: 'verified', identifier: email, kind: 'email' });
  });

  it('validates the address with the shared schema', async () => {
    const res = await server.client().post('/api/auth/send-otp', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('Invalid email address');
  });
});

describe('verifying a code', () => {
  it('a new address is verified for this browser only, with a short-lived HttpOnly ticket cookie', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const res = await client.post('/api/auth/verify-otp', { email, otp: server.outbox.lastCode(email) });
    expect(res.json).toEqual({ status: 'verified', identifier: email, kind: 'email' });
    const ticket = res.headers.getSetCookie().find((c) => c.startsWith('verified_ticket='))!;
    expect(ticket).toMatch(/HttpOnly/);
    expect(ticket).toMatch(/SameSite=Lax/);
    expect(ticket).toMatch(/Max-Age=600/);
    expect(ticket).toMatch(/Path=\/api\/auth/);
    // Another browser (no ticket) cannot finish the sign-up for that address.
    const body = { firstName: 'Nia', lastName: 'Stone', email, password: 'Quartz7Lz', userType: 'candidate' };
    const stranger = await server.client().post('/api/auth/signup', body);
    expect(stranger.status).toBe(403);
    expect(stranger.json.error.code).toBe('not_verified');
    const created = await client.post('/api/auth/signup', body);
    expect(created.status).toBe(201);
    expect(created.json.user).toMatchObject({ email, userType: 'candidate', firstName: 'Nia', lastName: 'Stone' });
    expect((await client.get('/api/auth/me')).json.user.email).toBe(email);
    // The ticket is used up with the account.
    expect(client.jar.has('verified_ticket')).toBe(false);
  });

  it('an existing account is signed in with a new session', async () => {
    const email = freshEmail();
    const owner = server.client();
    const user = await owner.signUp('employer', email);
    const other = server.client();
    await other.post('/api/auth/send-otp', { email });
    const res = await other.post('/api/auth/verify-otp', { email, otp: server.outbox.lastCode(email) });
    expect(res.json).toEqual({ status: 'signed-in', user });
    expect((await other.get('/api/auth/me')).json.user.id).toBe(user.id);
  });

  it('a used code, an expired code and a wrong code all answer the same 400', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const code = server.outbox.lastCode(email);
    expect((await client.post('/api/auth/verify-otp', { email, otp: wrongCode(code) })).json).toEqual(INVALID_CODE);
    expect((await client.post('/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
    const reused = await client.post('/api/auth/verify-otp', { email, otp: code });
    expect(reused.status).toBe(400);
    expect(reused.json).toEqual(INVALID_CODE);

    const late = freshEmail();
    await client.post('/api/auth/send-otp', { email: late });
    later(CODE_RULES.expiryMs + 1000);
    expect((await client.post('/api/auth/verify-otp', { email: late, otp: server.outbox.lastCode(late) })).json).toEqual(INVALID_CODE);
  });

  it('five wrong tries burn the code: the right one fails afterwards', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const code = server.outbox.lastCode(email);
    for (let i = 0; i < CODE_RULES.maxWrongTries; i++) {
      expect((await client.post('/api/auth/verify-otp', { email, otp: wrongCode(code) })).json).toEqual(INVALID_CODE);
    }
    expect((await client.post('/api/auth/verify-otp', { email, otp: code })).json).toEqual(INVALID_CODE);
    // A burnt code may be replaced at once.
    expect((await client.post('/api/auth/send-otp', { email })).status).toBe(200);
  });

  it('four wrong tries leave the code working', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const code = server.outbox.lastCode(email);
    for (let i = 0; i < CODE_RULES.maxWrongTries - 1; i++) await client.post('/api/auth/verify-otp', { email, otp: wrongCode(code) });
    expect((await client.post('/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
  });
});

describe('register', () => {
  it('landing dialog: the code itself creates the account and signs in', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const res = await client.post('/api/auth/register', { email, password: 'Quartz7Lz', userType: 'employer', otp: server.outbox.lastCode(email) });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ user: { id: expect.any(String), email, userType: 'employer', firstName: '', lastName: '' } });
    expect((await server.client().post('/api/auth/login', { email, password: 'Quartz7Lz' })).status).toBe(200);
  });

  it('a wrong code creates nothing', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const res = await client.post('/api/auth/register', { email, password: 'Quartz7Lz', userType: 'employer', otp: wrongCode(server.outbox.lastCode(email)) });
    expect(res.json).toEqual(INVALID_CODE);
    expect((await client.post('/api/auth/login', { email, password: 'Quartz7Lz' })).status).toBe(401);
  });

  it("join flow by phone: verify-otp, then register with 'verified' makes a phone-only account", async () => {
    const client = server.client();
    const phoneNumber = '+1 (512) 555-0199';
    const sent = await client.post('/api/auth/send-phone-otp', { phoneNumber });
    expect(sent.json).toEqual({ sent: true, resendAfterSeconds: 60 });
    const sms = server.outbox.sms.at(-1)!;
    expect(sms.to).toBe('+15125550199');
    expect(sms.body).toMatch(/^\d{6} is your HireSync code\. It expires in 10 minutes\./);
    const verified = await client.post('/api/auth/verify-otp', { phoneNumber, otp: server.outbox.lastCode('+15125550199') });
    expect(verified.json).toEqual({ status: 'verified', identifier: '+15125550199', kind: 'phone' });
    const body = { phoneNumber, firstName: 'Pat', lastName: 'Phone', userType: 'candidate', password: 'Quartz7Lz', otp: 'verified' };
    expect((await server.client().post('/api/auth/register', body)).json.error.code).toBe('not_verified');
    const res = await client.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ email: '', firstName: 'Pat', lastName: 'Phone', userType: 'candidate' });
    expect((await client.get('/api/auth/me')).json.user.id).toBe(res.json.user.id);
    // The same number again, proven again: the account exists.
    const again = server.client();
    later(61_000);
    await again.post('/api/auth/send-phone-otp', { phoneNumber: '+15125550199' });
    const signedIn = await again.post('/api/auth/verify-otp', { phoneNumber: '+15125550199', otp: server.outbox.lastCode('+15125550199') });
    expect(signedIn.json).toEqual({ status: 'signed-in', user: res.json.user });
  });

  it('a proven address with an account gets 409 account_exists', async () => {
    const email = freshEmail();
    await server.client().signUp('candidate', email);
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const res = await client.post('/api/auth/register', { email, password: 'Quartz7Lz', userType: 'candidate', otp: server.outbox.lastCode(email) });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ error: { code: 'account_exists', message: 'An account with this email already exists. Please sign in.', requestId: expect.any(String) } });
  });

  it('refuses a common password (before using up the code), and the spec password rules', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    const otp = server.outbox.lastCode(email);
    const common = await client.post('/api/auth/register', { email, password: 'Password1', userType: 'candidate', otp });
    expect(common.status).toBe(400);
    expect(common.json).toEqual({ error: { code: 'common_password', message: 'This password is too common. Please choose another.', requestId: expect.any(String) } });
    const short = await client.post('/api/auth/register', { email, password: 'Ab1', userType: 'candidate', otp });
    expect(short.json.error.message).toBe('Password must be at least 8 characters');
    expect((await client.post('/api/auth/register', { email, password: TEST_PASSWORD, userType: 'candidate', otp })).status).toBe(201);
  });

  it('signup refuses a common password too', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    await client.post('/api/auth/verify-otp', { email, otp: server.outbox.lastCode(email) });
    const res = await client.post('/api/auth/signup', { firstName: 'Ola', lastName: 'Berg', email, password: 'Qwerty123', userType: 'candidate' });
    expect(res.json.error.code).toBe('common_password');
  });

  it('a ticket lasts 10 minutes', async () => {
    const email = freshEmail();
    const client = server.client();
    await client.post('/api/auth/send-otp', { email });
    await client.post('/api/auth/verify-otp', { email, otp: server.outbox.lastCode(email) });
    later(10 * 60_000 + 1000);
    const res = await client.post('/api/auth/signup', { firstName: 'Ola', lastName: 'Berg', email, password: 'Quartz7Lz', userType: 'candidate' });
    expect(res.json.error.code).toBe('not_verified');
  });
});
