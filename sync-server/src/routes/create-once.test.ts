/**
 * REST creates of what the product allows once per natural key (one application per candidate and job, one
 * company or candidate profile per user): a repeat, even ten sent at once, is the one stored document answered
 * with 200, never a 409; real refusals stay refusals.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateDoc, companyDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { findRows } from '../store/rows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Res = { status: number; json: any };
const rowsOf = (collection: 'applications' | 'employers' | 'candidates', where: ReturnType<typeof sql>) =>
  findRows(server.deps.database.db, collection, where);
const times = <T>(n: number, send: () => Promise<T>) => Promise.all(Array.from({ length: n }, send));
/** Ten answers to one create: exactly one created it (`createdStatus`), every other is a 200 with the same document. */
function expectOneCreated(answers: Res[], createdStatus = 201) {
  expect(answers.map((a) => a.status).sort()).toEqual([createdStatus, ...Array(answers.length - 1).fill(200)].sort());
  expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
}
const withoutMeta = ({ id: _id, _deleted, ...rest }: Record<string, unknown>) => rest;

describe('POST /api/applications', () => {
  it('ten identical applications sent at once are one application, one count and one note, and no error', async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const { client, user } = await signUpCandidate(server);
    const answers = await times(10, () => client.post('/api/applications', { jobId: job.id, coverLetter: 'Hello' }));
    expectOneCreated(answers);
    expect(await rowsOf('applications', sql`owner_user_id = ${user.id}`)).toHaveLength(1);
    expect(await seenBy(employer.client, 'jobs', job.id)).toMatchObject({ applicationCount: 1 });
    const notes = [...(await employer.client.pullAll('notifications')).values()].filter((n) => n.title === 'New Application');
    expect(notes).toHaveLength(1);
  });

  it('applying again later answers the first application, unchanged; a closed job and an employer are still refused', async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const closed = await postJob(employer.client, { isActive: false });
    const { client } = await signUpCandidate(server);
    const first = await client.post('/api/applications', { jobId: job.id, coverLetter: 'From my phone' });
    expect(first.status).toBe(201);
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    const again = await client.post('/api/applications', { jobId: job.id, coverLetter: 'From my laptop' });
    expect(again).toMatchObject({ status: 200, json: first.json });
    expect((await client.post('/api/applications', { jobId: closed.id, coverLetter: 'Hi' })).status).toBe(409);
    expect((await employer.client.post('/api/applications', { jobId: job.id })).status).toBe(403);
  });
});

describe('POST /api/employers', () => {
  it('ten company profiles sent at once by one employer are one profile, and no error', async () => {
    const { client, user } = await signUpEmployer(server, false);
    const body = withoutMeta(companyDoc({ companyName: 'Once Only GmbH' }));
    expectOneCreated(await times(10, () => client.post('/api/employers', body)));
    expect(await rowsOf('employers', sql`owner_user_id = ${user.id}`)).toHaveLength(1);
  });

  it('keeps refusing what is not a repeat: a candidate, an invalid profile', async () => {
    const { client } = await signUpEmployer(server, false);
    expect((await client.post('/api/employers', { ...withoutMeta(companyDoc()), companyName: '' })).status).toBe(400);
    const candidate = await signUpCandidate(server);
    expect((await candidate.client.post('/api/employers', withoutMeta(companyDoc()))).status).toBe(403);
  });
});

describe('PUT /api/candidates/me', () => {
  it('ten first saves at once are one profile, every one answered with it', async () => {
    const client = server.client();
    const user = await client.signUp('candidate');
    const answers = await times(10, () => client.put('/api/candidates/me', withoutMeta(candidateDoc({ title: 'Data engineer' }))));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await rowsOf('candidates', sql`owner_user_id = ${user.id}`)).toHaveLength(1);
  });
});
