/**
 * POST /api/applications/bulk (issue 48): a bulk move of 50 applications stores the allowed ones and reports the
 * refused ones with the pipeline's reason; two members moving the same cards at once converge on one state,
 * with no error; bad requests and members without the right are refused whole and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_TEXTS, STATUS_CHANGE_REFUSALS } from '@shared/messages.ts';
import { companyDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let admin: TestClient;
let recruiter: TestClient;
let interviewer: TestClient;
let other: TestClient;
let candidates: Awaited<ReturnType<typeof signUpCandidate>>[];
const applications: string[] = [];
let foreignApplication: string;

const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

async function join(role: 'recruiter' | 'interviewer'): Promise<TestClient> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await admin.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  expect((await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName: 'Sam', lastName: 'Lee' })).status).toBe(200);
  return client;
}

const statusOf = async (client: TestClient, id: string) => (await seenBy(client, 'applications', id))!.status as string;
const advanceMinutes = (minutes: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  server = await createTestServer();
  admin = (await signUpEmployer(server, true, companyDoc({ companyName: 'Quayside Freight' }))).client;
  other = (await signUpEmployer(server, true, companyDoc({ companyName: 'Other Co' }))).client;
  recruiter = await join('recruiter');
  interviewer = await join('interviewer');
  // The free plan posts three jobs a month: 17 candidates on three jobs give the 51 applications needed.
  const jobs = [await postJob(admin), await postJob(admin), await postJob(admin)];
  candidates = [];
  for (let i = 0; i < 17; i++) candidates.push(await signUpCandidate(server));
  for (const job of jobs) for (const candidate of candidates) applications.push(await applyTo(candidate.client, job.id));
  foreignApplication = await applyTo(candidates[0]!.client, (await postJob(other)).id);
}, 180_000);
afterAll(() => server?.close());

describe('a bulk action', () => {
  it('moves 50 at once: the allowed ones are stored, the refused ones reported with why', async () => {
    const [hired1, hired2, rejected1, rejected2, withdrawn, ...rest] = applications;
    for (const id of [hired1!, hired2!]) expect((await admin.put(`/api/applications/${id}`, { status: 'hired' })).status).toBe(200);
    for (const id of [rejected1!, rejected2!]) {
      expect((await admin.put(`/api/applications/${id}`, { status: 'rejected', rejectionReason: 'skills' })).status).toBe(200);
    }
    // The candidate withdraws one of theirs, as their device does.
    const owner = candidates[4]!; // applications[4]: the fifth candidate on the first job
    const own = (await seenBy(owner.client, 'applications', withdrawn!))!;
    const pushed = await owner.client.push('applications', [{ assumedMasterState: own, newDocumentState: { ...own, status: 'withdrawn' } }]);
    expect(pushed.json.refused).toEqual([]);
    advanceMinutes(2);

    const ids = [hired1!, hired2!, rejected1!, rejected2!, withdrawn!, ...rest.slice(0, 44), foreignApplication];
    expect(ids).toHaveLength(50);
    const res = await recruiter.post('/api/applications/bulk', { applicationIds: ids, status: 'interview', notes: 'First round' });
    expect(res.status).toBe(200);
    expect(res.json.done).toEqual(rest.slice(0, 44));
    expect(res.json.refused).toEqual([
      { id: hired1, code: 'rule', reason: STATUS_CHANGE_REFUSALS.hiredIsFinal },
      { id: hired2, code: 'rule', reason: STATUS_CHANGE_REFUSALS.hiredIsFinal },
      { id: rejected1, code: 'rule', reason: STATUS_CHANGE_REFUSALS.rejectedIsFinal },
      { id: rejected2, code: 'rule', reason: STATUS_CHANGE_REFUSALS.rejectedIsFinal },
      { id: withdrawn, code: 'rule', reason: STATUS_CHANGE_REFUSALS.withdrawnIsFinal },
      // Another company's application reads as none at all.
      { id: foreignApplication, code: 'not_found', reason: BOARD_TEXTS.notFound },
    ]);
    for (const id of rest.slice(0, 44)) {
      const doc = (await seenBy(admin, 'applications', id))!;
      expect(doc.status).toBe('interview');
      expect((doc.statusHistory as { note?: string }[]).at(-1)?.note).toBe('First round');
    }
    expect(await statusOf(admin, hired1!)).toBe('hired');
    expect(await statusOf(admin, rejected1!)).toBe('rejected');
    expect(await statusOf(admin, withdrawn!)).toBe('withdrawn');
    expect(await statusOf(other, foreignApplication)).toBe('pending');
  });

  it('two members moving the same cards at once converge: every card ends in one state, nothing fails', async () => {
    advanceMinutes(2);
    const cards = applications.slice(5, 25);
    expect(await Promise.all(cards.map((id) => statusOf(admin, id)))).toEqual(cards.map(() => 'interview'));
    const [hold, reject] = await Promise.all([
      admin.post('/api/applications/bulk', { applicationIds: cards, status: 'on_hold' }),
      recruiter.post('/api/applications/bulk', { applicationIds: cards, status: 'rejected', rejectionReason: 'position_filled' }),
    ]);
    expect([hold.status, reject.status]).toEqual([200, 200]);
    // A rejection is allowed from Interview and from On Hold, so it always lands; a hold after it is refused.
    expect(reject.json).toEqual({ done: cards, refused: [] });
    expect(hold.json.done.length + hold.json.refused.length).toBe(20);
    for (const refused of hold.json.refused) expect(refused).toMatchObject({ code: 'rule', reason: STATUS_CHANGE_REFUSALS.rejectedIsFinal });
    for (const id of cards) {
      const [byAdmin, byRecruiter] = [(await seenBy(admin, 'applications', id))!, (await seenBy(recruiter, 'applications', id))!];
      expect(byRecruiter).toEqual(byAdmin);
      expect(byAdmin).toMatchObject({ status: 'rejected', rejectionReason: 'position_filled' });
      // One rejection step each, whichever order the two requests took.
      expect((byAdmin.statusHistory as { status: string }[]).filter((s) => s.status === 'rejected')).toHaveLength(1);
    }
  });

  it('refuses bad requests and members without the right whole, changing nothing', async () => {
    advanceMinutes(2);
    const [id] = applications.slice(30, 31);
    const before = await seenBy(admin, 'applications', id!);
    const bad = [
      { applicationIds: [], status: 'considered' },
      { applicationIds: [id, id], status: 'considered' },
      { applicationIds: Array.from({ length: 51 }, () => randomUUID()), status: 'considered' },
      { applicationIds: [id], status: 'rejected' },
      { applicationIds: [id], status: 'pending' },
      { applicationIds: [id], status: 'considered', notes: 'x'.repeat(5001) },
    ];
    for (const body of bad) expect((await admin.post('/api/applications/bulk', body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await interviewer.post('/api/applications/bulk', { applicationIds: [id], status: 'considered' })).status).toBe(403);
    expect((await candidates[0]!.client.post('/api/applications/bulk', { applicationIds: [id], status: 'considered' })).status).toBe(403);
    expect((await server.client().post('/api/applications/bulk', { applicationIds: [id], status: 'considered' })).status).toBe(401);
    expect(await seenBy(admin, 'applications', id!)).toEqual(before);
  });
});
