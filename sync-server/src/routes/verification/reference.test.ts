/**
 * /api/verification/reference: the candidate's request mails a single-use link to the reference and makes the
 * check pending; the reference reads the request without an account (a GET spends nothing) and only their
 * Confirm or Decline POST spends the link, setting the check, the profile flag and the candidate's notification.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceRequests } from '../../db/schema.ts';
import { TEST_PASSWORD, createTestServer, type TestClient, type TestServer } from '../../test-support/test-server.ts';
import { seenBy, signUpCandidate } from '../../test-support/world.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

let n = 0;
const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
const referenceEmail = () => `reference-${++n}@previous.example`;
const ask = (client: TestClient, email: string, overrides: Record<string, unknown> = {}) =>
  client.post('/api/verification/reference', {
    referenceName: 'Dana Whitfield',
    referenceEmail: email,
    referenceCompany: 'Northwind Freight',
    referenceRelation: 'direct_manager',
    workDescription: 'Built the route planner together.',
    ...overrides,
  });
/** The token of the newest reference link mailed to an address. */
const tokenSentTo = (email: string) => /reference-check\?token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;
const view = (token: string) => server.client().get(`/api/verification/reference/request?token=${encodeURIComponent(token)}`);
const respond = (token: string, decision: 'confirm' | 'decline') => server.client().post('/api/verification/reference/respond', { token, decision });

async function candidateWithRequest() {
  const candidate = await signUpCandidate(server);
  const email = referenceEmail();
  const res = await ask(candidate.client, email);
  expect(res.status).toBe(200);
  const check = () => seenBy(candidate.client, 'verifications', `${candidate.user.id}:reference`);
  const profile = () => seenBy(candidate.client, 'candidates', candidate.profile.id as string);
  return { ...candidate, email, token: tokenSentTo(email), check, profile };
}

describe('reference verification', () => {
  it('mails the reference a link naming the candidate and makes the check pending', async () => {
    const { email, check } = await candidateWithRequest();
    const mail = server.outbox.emails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe('Casey Candidate asked you to confirm your work together');
    expect(mail.text).toContain('Hello Dana Whitfield,');
    expect(mail.text).toContain('you worked together at Northwind Freight (direct manager)');
    expect(mail.text).toContain('expires in 14 days');
    expect(mail.text).toMatch(/^http:\/\/localhost:8787\/reference-check\?token=[\w-]{43}$/m);
    expect(await check()).toMatchObject({
      kind: 'reference',
      status: 'pending',
      details: { referenceName: 'Dana Whitfield', referenceEmail: email, referenceCompany: 'Northwind Freight', referenceRelation: 'direct_manager' },
    });
  });

  it('the page reads the request with a GET that spends nothing; Confirm verifies, flags and notifies once', async () => {
    const { client, token, check, profile } = await candidateWithRequest();
    for (let i = 0; i < 2; i++) {
      const res = await view(token);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        candidateName: 'Casey Candidate',
        referenceName: 'Dana Whitfield',
        referenceCompany: 'Northwind Freight',
        referenceRelation: 'direct_manager',
        workDescription: 'Built the route planner together.',
        expiresAt: new Date(server.clock.now.getTime() + 14 * 86_400_000).toISOString(),
      });
    }
    expect((await check())?.status).toBe('pending');

    const res = await respond(token, 'confirm');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'verified' });
    expect(await check()).toMatchObject({ status: 'verified', reviewedAt: server.clock.now.toISOString() });
    expect((await profile())?.isReferenceVerified).toBe(true);
    const notifications = [...(await client.pullAll('notifications')).values()];
    expect(notifications.filter((x) => x.type === 'verification')).toEqual([
      expect.objectContaining({
        title: 'Reference Confirmed',
        message: 'Dana Whitfield confirmed your work together at Northwind Freight.',
        actionUrl: '/id-verification',
      }),
    ]);

    // Single use: the link no longer opens, and a second answer changes nothing.
    expect((await view(token)).status).toBe(404);
    const again = await respond(token, 'decline');
    expect(again.status).toBe(404);
    expect(again.json.error.message).toBe('This reference link is invalid, has expired or was already answered.');
    expect((await check())?.status).toBe('verified');
  });

  it('names the candidate as their profile does, not as the account was signed up', async () => {
    // client.signUp names the account 'Casey Candidate'; the profile says who the reference worked with.
    const candidate = await signUpCandidate(server, { firstName: 'Emma', lastName: 'Stone' });
    const email = referenceEmail();
    expect((await ask(candidate.client, email)).status).toBe(200);
    expect(server.outbox.emails.findLast((m) => m.to === email)!.subject).toBe('Emma Stone asked you to confirm your work together');
    expect((await view(tokenSentTo(email))).json.candidateName).toBe('Emma Stone');
  });

  it('Decline rejects the check with a reason and tells the candidate', async () => {
    const { client, token, check, profile } = await candidateWithRequest();
    expect((await respond(token, 'decline')).json).toEqual({ status: 'rejected' });
    expect(await check()).toMatchObject({ status: 'rejected', rejectionReason: 'Dana Whitfield did not confirm your work together.' });
    expect((await profile())?.isReferenceVerified).toBe(false);
    const titles = [...(await client.pullAll('notifications')).values()].map((x) => x.title);
    expect(titles).toContain('Reference Declined');
  });

  it('a new request replaces the old link; links expire after 14 days', async () => {
    const { client, email, token, check } = await candidateWithRequest();
    expect((await ask(client, email, { referenceName: 'Dana W.' })).status).toBe(200);
    expect((await respond(token, 'confirm')).status).toBe(404);
    const newer = tokenSentTo(email);
    expect((await view(newer)).json.referenceName).toBe('Dana W.');
    later(14 * 86_400_000 + 1000);
    expect((await view(newer)).status).toBe(404);
    expect((await respond(newer, 'confirm')).status).toBe(404);
    expect((await check())?.status).toBe('pending');
  });

  it('refuses a self-reference, bad input, signed-out requests and made-up tokens, changing nothing', async () => {
    const { client, user } = await signUpCandidate(server);
    const check = () => seenBy(client, 'verifications', `${user.id}:reference`);
    const self = await ask(client, user.email.toUpperCase());
    expect(self.status).toBe(400);
    expect(self.json.error.message).toBe('Your reference must be someone other than you.');
    const missing = await ask(client, referenceEmail(), { referenceCompany: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('Please fill in all required reference fields.');
    expect(await check()).toBeUndefined();
    expect((await ask(server.client(), referenceEmail())).status).toBe(401);
    expect((await view('not-a-real-token')).status).toBe(404);
    expect((await server.client().post('/api/verification/reference/respond', { token: 'x', decision: 'maybe' })).status).toBe(400);
  });

  it('deleting the account ends its open reference link and keeps no trace of the request', async () => {
    const { client, user, token } = await candidateWithRequest();
    const requestsOf = () =>
      server.deps.database.db.select().from(referenceRequests).where(eq(referenceRequests.userId, user.id));
    expect(await requestsOf()).toHaveLength(1);
    expect((await client.request('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
    expect((await view(token)).status).toBe(404);
    expect(await requestsOf()).toEqual([]);
  });
});
