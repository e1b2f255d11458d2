/**
 * Company teams through the real app and database: the role matrix (admin, recruiter, interviewer, a member of
 * another company) over pull, push and /api/company; removal reaching the removed member's device as removals;
 * one invitation for two admins inviting at once; the free plan's postings counted per company, concurrently.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { changedCollections, readSse } from '../test-support/sse.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpEmployer>>;
let other: Awaited<ReturnType<typeof signUpEmployer>>;
let recruiter: TestClient;
let interviewer: TestClient;
let jobId: string;
let applicationId: string;

const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

/** Invite an address with a role as `by`, and accept it with a fresh browser (a new account). */
async function join(by: TestClient, role: 'admin' | 'recruiter' | 'interviewer') {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await by.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  const token = tokenFor(email);
  // The landing page's GET shows the invitation and uses nothing up.
  expect((await client.get(`/api/company/invitation?token=${token}`)).json).toMatchObject({ role, email, companyName: 'HireSync Ltd' });
  const accepted = await client.post('/api/company/invitation/accept', { token, firstName: 'Sam', lastName: 'Lee' });
  expect(accepted.status).toBe(200);
  // Used once: the same link again is dead.
  expect((await server.client().post('/api/company/invitation/accept', { token })).status).toBe(404);
  return { client, userId: accepted.json.user.id as string, email };
}

beforeAll(async () => {
  server = await createTestServer();
  admin = await signUpEmployer(server, true, companyDoc({ companyName: 'HireSync Ltd' }));
  other = await signUpEmployer(server, true, companyDoc({ companyName: 'Other Co' }));
  const candidate = await signUpCandidate(server);
  jobId = (await postJob(admin.client, { title: 'Platform Engineer' })).id;
  applicationId = await applyTo(candidate.client, jobId);
  recruiter = (await join(admin.client, 'recruiter')).client;
  interviewer = (await join(admin.client, 'interviewer')).client;
});
afterAll(() => server.close());

describe('role matrix', () => {
  it('admins and recruiters receive the company’s jobs and applications; interviewers and other companies do not', async () => {
    for (const c of [admin.client, recruiter]) {
      expect(await seenBy(c, 'jobs', jobId)).toMatchObject({ title: 'Platform Engineer' });
      expect(await seenBy(c, 'applications', applicationId)).toBeDefined();
    }
    for (const c of [interviewer, other.client]) {
      expect(await seenBy(c, 'jobs', jobId)).toBeUndefined();
      expect(await seenBy(c, 'applications', applicationId)).toBeUndefined();
    }
  });

  it('a recruiter moves an application and posts jobs; an interviewer and another company cannot', async () => {
    const app = (await seenBy(recruiter, 'applications', applicationId))!;
    await pushOk(recruiter, 'applications', [{ assumedMasterState: app, newDocumentState: { ...app, status: 'viewed', notes: 'Strong' } }]);
    expect(await seenBy(admin.client, 'applications', applicationId)).toMatchObject({ status: 'viewed', notes: 'Strong' });
    const refused = await interviewer.push('jobs', [insertRow(jobDoc())]);
    expect(refused.json.refused[0]).toMatchObject({ code: 'forbidden' });
    // Not one of their interviews: to them the application does not exist (company/interviewer-assignment.test.ts
    // covers the assigned ones).
    const moved = await interviewer.push('applications', [{ assumedMasterState: app, newDocumentState: { ...app, status: 'rejected' } }]);
    expect(moved.json.conflicts.length + moved.json.refused.length).toBe(1);
    const foreign = await other.client.push('applications', [{ assumedMasterState: app, newDocumentState: { ...app, status: 'rejected' } }]);
    expect(foreign.json.conflicts.length + foreign.json.refused.length).toBeGreaterThan(0);
    expect(await seenBy(admin.client, 'applications', applicationId)).toMatchObject({ status: 'viewed' });
  });

  it('only admins edit the company profile and manage members', async () => {
    const profile = (await seenBy(recruiter, 'employers', admin.company.id as string))!;
    const edit = await recruiter.push('employers', [{ assumedMasterState: profile, newDocumentState: { ...profile, companyName: 'Renamed' } }]);
    expect(edit.json.refused[0]).toMatchObject({ code: 'forbidden' });
    expect((await recruiter.post('/api/company/invitations', { email: 'x@example.com', role: 'admin' })).status).toBe(403);
    expect((await interviewer.post('/api/company/invitations', { email: 'x@example.com', role: 'admin' })).status).toBe(403);
    // Another company's member is no member here: not found, as for anyone outside.
    expect((await other.client.request('DELETE', `/api/company/members/${admin.user.id}`)).status).toBe(404);
    const team = await admin.client.get('/api/company');
    expect(team.json.company).toMatchObject({ id: admin.user.id, name: 'HireSync Ltd', role: 'admin' });
    expect(team.json.members.map((m: { role: string }) => m.role).sort()).toEqual(['admin', 'interviewer', 'recruiter']);
    expect((await interviewer.get('/api/company')).json).toMatchObject({ company: { role: 'interviewer' }, members: [], invitations: [] });
    expect((await other.client.get('/api/company')).json.members).toHaveLength(1);
  });

  it('pending invitations: only admins resend and revoke; a resent link replaces the old one, a revoked one is dead', async () => {
    const email = `pending-${randomUUID().slice(0, 8)}@example.com`;
    expect((await admin.client.post('/api/company/invitations', { email, role: 'interviewer' })).status).toBe(201);
    const first = tokenFor(email);
    const pendingId = (await admin.client.get('/api/company')).json.invitations.find((i: { email: string }) => i.email === email).id as string;
    for (const c of [recruiter, interviewer]) {
      expect((await c.post(`/api/company/invitations/${pendingId}/resend`, {})).status).toBe(403);
      expect((await c.request('DELETE', `/api/company/invitations/${pendingId}`)).status).toBe(403);
    }
    // Another company's admin: no such invitation in their company.
    expect((await other.client.post(`/api/company/invitations/${pendingId}/resend`, {})).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/company/invitations/${pendingId}`)).status).toBe(404);

    expect((await admin.client.post(`/api/company/invitations/${pendingId}/resend`, {})).status).toBe(200);
    const second = tokenFor(email);
    expect(second).not.toBe(first);
    expect((await server.client().get(`/api/company/invitation?token=${first}`)).status).toBe(404);
    expect((await server.client().get(`/api/company/invitation?token=${second}`)).json).toMatchObject({ email, role: 'interviewer' });

    expect((await admin.client.request('DELETE', `/api/company/invitations/${pendingId}`)).status).toBe(200);
    expect((await server.client().post('/api/company/invitation/accept', { token: second })).status).toBe(404);
    expect((await admin.client.get('/api/company')).json.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it('the last admin cannot leave', async () => {
    const left = await admin.client.request('DELETE', `/api/company/members/${admin.user.id}`);
    expect(left.status).toBe(409);
    expect(left.json.code ?? left.json.error?.code).toBe('last_admin');
  });
});

describe('concurrency', () => {
  it('two admins inviting the same address at once make one invitation', async () => {
    const second = await join(admin.client, 'admin');
    const email = `twice-${randomUUID().slice(0, 8)}@example.com`;
    const answers = await Promise.all([admin.client, second.client].map((c) => c.post('/api/company/invitations', { email, role: 'recruiter' })));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const pending = (await admin.client.get('/api/company')).json.invitations.filter((i: { email: string }) => i.email === email);
    expect(pending).toHaveLength(1);
    // Only the last link sent works: the invitation is one.
    const client = server.client();
    expect((await client.post('/api/company/invitation/accept', { token: tokenFor(email) })).status).toBe(200);
  });

  it('two members posting at once cannot pass the free plan’s 3 postings a month together', async () => {
    const founder = await signUpEmployer(server, true, companyDoc({ companyName: 'HireSync Ltd' }));
    const mate = await join(founder.client, 'recruiter');
    const answers = await Promise.all(
      [founder.client, mate.client, founder.client, mate.client].map((c) => c.push('jobs', [insertRow(jobDoc()), insertRow(jobDoc())])),
    );
    const accepted = answers.reduce((n, a) => n + 2 - a.json.refused.length, 0);
    expect(accepted).toBe(3);
  });
});

describe('removal reaches devices', () => {
  it('a removed member’s next pull takes back every company document; their pushes are refused', async () => {
    const member = await join(admin.client, 'recruiter');
    const before = await member.client.pull('applications');
    expect(before.json.documents.map((d: { id: string }) => d.id)).toContain(applicationId);
    const jobs = await member.client.pull('jobs');
    expect(jobs.json.documents.map((d: { id: string }) => d.id)).toContain(jobId);
    expect(jobs.json.checkpoint.company).toBe(`${admin.user.id}:recruiter`);

    expect((await admin.client.request('DELETE', `/api/company/members/${member.userId}`)).status).toBe(200);

    const after = await member.client.pull('applications', before.json.checkpoint);
    expect(after.json.documents).toContainEqual({ id: applicationId, _deleted: true });
    expect(after.json.documents.filter((d: { _deleted: boolean }) => !d._deleted)).toEqual([]);
    const jobsAfter = await member.client.pull('jobs', jobs.json.checkpoint);
    expect(jobsAfter.json.documents).toContainEqual({ id: jobId, _deleted: true });
    // Caught up: the next pull has nothing more, and a first sync finds nothing of the company.
    expect((await member.client.pull('applications', after.json.checkpoint)).json.documents).toEqual([]);
    expect(await member.client.pullAll('applications')).toEqual(new Map());
    const app = (await seenBy(admin.client, 'applications', applicationId))!;
    const push = await member.client.push('applications', [{ assumedMasterState: app, newDocumentState: { ...app, status: 'rejected' } }]);
    expect(push.json.refused[0]).toMatchObject({ code: 'forbidden' });
    expect((await member.client.get('/api/company')).json.company).toBeNull();
  });
});

describe('a changed role', () => {
  it('only admins change roles; a recruiter made interviewer loses what is not assigned to them', async () => {
    const member = await join(admin.client, 'recruiter');
    const before = await member.client.pull('applications');
    expect(before.json.documents.map((d: { id: string }) => d.id)).toContain(applicationId);
    for (const c of [recruiter, interviewer]) expect((await c.request('PATCH', `/api/company/members/${member.userId}`, { role: 'admin' })).status).toBe(403);
    expect((await other.client.request('PATCH', `/api/company/members/${member.userId}`, { role: 'admin' })).status).toBe(404);
    expect((await admin.client.request('PATCH', `/api/company/members/${member.userId}`, { role: 'owner' })).status).toBe(400);

    expect((await admin.client.request('PATCH', `/api/company/members/${member.userId}`, { role: 'interviewer' })).status).toBe(200);
    expect((await member.client.get('/api/company')).json.company).toMatchObject({ role: 'interviewer' });
    const after = await member.client.pull('applications', before.json.checkpoint);
    expect(after.json.documents).toContainEqual({ id: applicationId, _deleted: true });
    expect(await member.client.pullAll('applications')).toEqual(new Map());
  });
});

describe('a removed member’s open stream', () => {
  it('hears the company’s changes while a member, and is closed at once on removal', async () => {
    const member = await join(admin.client, 'recruiter');
    const res = await server.app.request(`${TEST_ORIGIN}/api/replication/stream`, { headers: { cookie: member.client.cookie, 'x-schema-version': String(SCHEMA_VERSION) } });
    expect(res.status).toBe(200);
    const sse = readSse(res);
    await sse.waitFor((e) => e.event === 'resync');
    await postJob(admin.client, { title: 'Heard by the team' });
    await sse.waitFor((e) => changedCollections(e).includes('jobs'));
    expect((await admin.client.request('DELETE', `/api/company/members/${member.userId}`)).status).toBe(200);
    const removedAt = Date.now();
    while (!sse.isDone() && Date.now() - removedAt < 2000) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sse.isDone()).toBe(true);
    await sse.close();
  });
});
