/**
 * An invitation used by an account that already exists (issue 47: "signs up a new account or attaches an existing
 * one; an account belongs to one company at a time"): signed out, the link signs the invited address's own account
 * in and attaches it; a candidate account, or a member of a company with others in it, is refused with the reason,
 * and the link is not used up by a refusal.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpEmployer>>;

const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

async function invite(email: string, role: 'admin' | 'recruiter' | 'interviewer' = 'recruiter') {
  expect((await admin.client.post('/api/company/invitations', { email, role })).status).toBe(201);
  return tokenFor(email);
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await signUpEmployer(server, true, companyDoc({ companyName: 'Harbour Works' }));
}, 60_000);
afterAll(() => server?.close());

describe('an invitation used by an existing account', () => {
  it('signed out, the link signs the address’s own employer account in and makes it a member', async () => {
    const existing = await signUpEmployer(server, false);
    const token = await invite(existing.user.email, 'interviewer');
    const browser = server.client();
    const res = await browser.post('/api/company/invitation/accept', { token, firstName: 'Ignored', lastName: 'Name' });
    expect(res.status).toBe(200);
    // The same account, not a new one named from the form.
    expect(res.json.user.id).toBe(existing.user.id);
    const company = await browser.get('/api/company');
    expect(company.json.company).toMatchObject({ name: 'Harbour Works', role: 'interviewer' });
    // Single use: the link is spent.
    expect((await server.client().post('/api/company/invitation/accept', { token })).status).toBe(404);
  });

  it('refuses a candidate account, signed in or by its address, and the link still works afterwards', async () => {
    const candidate = await signUpCandidate(server);
    const token = await invite(candidate.user.email);
    const signedIn = await candidate.client.post('/api/company/invitation/accept', { token });
    expect(signedIn.status).toBe(409);
    expect(signedIn.json.error.code).toBe('not_employer');
    const byAddress = await server.client().post('/api/company/invitation/accept', { token });
    expect(byAddress.status).toBe(409);
    expect(byAddress.json.error.code).toBe('not_employer');
    expect((await server.client().get(`/api/company/invitation?token=${token}`)).status).toBe(200);
  });

  it('refuses a member of a company with others in it until they leave; the link is kept for them', async () => {
    const busy = await signUpEmployer(server, true, companyDoc({ companyName: 'Other Yard' }));
    // Their company has a second member, so leaving it behind is a choice to make first.
    const colleague = `colleague-${randomUUID().slice(0, 8)}@example.com`;
    expect((await busy.client.post('/api/company/invitations', { email: colleague, role: 'recruiter' })).status).toBe(201);
    expect((await server.client().post('/api/company/invitation/accept', { token: tokenFor(colleague), firstName: 'Col', lastName: 'League' })).status).toBe(200);

    const token = await invite(busy.user.email);
    const refused = await busy.client.post('/api/company/invitation/accept', { token });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'leave_first', message: 'Leave your current company before you join another.' });
    expect((await busy.client.get('/api/company')).json.company).toMatchObject({ name: 'Other Yard', role: 'admin' });
    expect((await server.client().get(`/api/company/invitation?token=${token}`)).status).toBe(200);
  });
});
