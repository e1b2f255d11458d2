/**
 * A company's plan is the company's (issue 47): its admins buy, cancel and read invoices for it; recruiters and
 * interviewers read it (their postings count against it) but change nothing; a second admin pays for the
 * company, not for themselves.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_REFUSALS } from '@shared/messages.ts';
import { companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { accountOf, CARDS, settle, startCheckout } from '../test-support/billing.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { pushOk, seenBy, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let founder: Awaited<ReturnType<typeof signUpEmployer>>;
const members: Record<'admin' | 'recruiter' | 'interviewer', { client: TestClient; userId: string }> = {} as never;

const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

async function join(role: 'admin' | 'recruiter' | 'interviewer') {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await founder.client.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  const accepted = await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName: 'Sam', lastName: 'Lee' });
  expect(accepted.status).toBe(200);
  return { client, userId: accepted.json.user.id as string };
}

beforeAll(async () => {
  server = await createTestServer();
  founder = await signUpEmployer(server, true, companyDoc({ companyName: 'HireSync Ltd' }));
  for (const role of ['admin', 'recruiter', 'interviewer'] as const) members[role] = await join(role);
}, 60_000);
afterAll(() => server?.close());

describe('the plan of a company', () => {
  it('recruiters and interviewers cannot start a checkout, cancel, resume or read invoices', async () => {
    for (const role of ['recruiter', 'interviewer'] as const) {
      const { client } = members[role];
      for (const [path, body] of [
        ['/api/create-employer-subscription', { plan: 'employer-professional' }],
        ['/api/cancel-subscription', {}],
        ['/api/resume-subscription', {}],
        ['/api/billing/test-card', { setupIntentId: 'seti_x', cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' }],
        ['/api/billing/complete', { setupIntentId: 'seti_x' }],
      ] as const) {
        const res = await client.post(path, body);
        expect([path, res.status, res.json.error?.message]).toEqual([path, 403, TEAM_REFUSALS.adminsOnlyBilling]);
      }
      expect((await client.get('/api/billing/invoices')).status).toBe(403);
    }
  });

  it('a second admin subscribes the company: every member reads the plan in force, the payer’s own account stays free', async () => {
    const { client, userId } = members.admin;
    const recruiterBefore = await members.recruiter.client.pull('accounts');
    expect(recruiterBefore.json.documents).toEqual([expect.objectContaining({ id: members.recruiter.userId, plan: 'free' })]);
    const intent = await startCheckout(client, 'employer-professional');
    expect(intent.status).toBe(200);
    const paid = await client.post('/api/billing/test-card', { setupIntentId: intent.json.setupIntentId, cardNumber: CARDS.visa, expiry: '12/34', cvc: '123' });
    expect(paid.status).toBe(200);
    expect(paid.json.subscription).toMatchObject({ isPremium: true, plan: 'employer-professional' });
    await settle(server);
    for (const [who, id] of [[founder.client, founder.user.id], [client, userId], [members.recruiter.client, members.recruiter.userId], [members.interviewer.client, members.interviewer.userId]] as const) {
      const own = await who.get(`/api/users/${id}/subscription`);
      expect(own.json).toMatchObject({ isPremium: true, plan: 'employer-professional' });
    }
    // A member's device hears of it: their own account comes again, with the company's plan.
    const recruiterAfter = await members.recruiter.client.pull('accounts', recruiterBefore.json.checkpoint);
    expect(recruiterAfter.json.documents).toEqual([expect.objectContaining({ id: members.recruiter.userId, plan: 'employer-professional', subscriptionStatus: 'trialing', firstName: 'Sam' })]);
    // And edits their own account as before: the push compares with the account as they read it.
    const own = recruiterAfter.json.documents[0];
    await pushOk(members.recruiter.client, 'accounts', [{ assumedMasterState: own, newDocumentState: { ...own, firstName: 'Samuel' } }]);
    expect(await seenBy(members.recruiter.client, 'accounts', members.recruiter.userId)).toMatchObject({ firstName: 'Samuel', plan: 'employer-professional' });
    // The plan is stored on the company's account, not on the paying member's.
    expect(await accountOf(server, founder.user.id)).toMatchObject({ plan: 'employer-professional' });
    expect((await accountOf(server, userId))?.plan ?? 'free').toBe('free');
    // The same plan again, by the other admin, is already in force.
    expect((await startCheckout(founder.client, 'employer-professional')).status).toBe(409);
    // Another member's id is still nobody's business.
    expect((await members.recruiter.client.get(`/api/users/${founder.user.id}/subscription`)).status).toBe(404);
    expect((await client.get('/api/billing/invoices')).status).toBe(200);
  });

  it('the posting limits a recruiter reads are the company’s', async () => {
    const other = await signUpEmployer(server, true, companyDoc({ companyName: 'Free Co' }));
    const mate = await (async () => {
      const email = `r-${randomUUID().slice(0, 8)}@example.com`;
      await other.client.post('/api/company/invitations', { email, role: 'recruiter' });
      const c = server.client();
      const accepted = await c.post('/api/company/invitation/accept', { token: tokenFor(email) });
      return { client: c, userId: accepted.json.user.id as string };
    })();
    expect((await other.client.push('jobs', [insertRow(jobDoc()), insertRow(jobDoc())])).json.refused).toEqual([]);
    const limits = await mate.client.get(`/api/job-posting-limits/${mate.userId}`);
    expect(limits.json).toMatchObject({ used: 2, limit: 3, remaining: 1 });
  });
});
