/**
 * The role matrix of company teams (issue 47) over every replicated collection: with one document of each of
 * the company's kinds (a job, an application, a candidate's thread with a message, an interview), who pulls
 * which, who may change them, and what the REST lists answer. Admins and recruiters act as the company; an
 * interviewer holds only what is assigned to them (nothing here: company/interviewer-assignment.test.ts has
 * the assigned case); a member of another company holds none of it. Field by field: the interviewer's copy of
 * an assigned profile is covered there too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '@shared/schemas/collections.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let founder: Awaited<ReturnType<typeof signUpEmployer>>;
let other: Awaited<ReturnType<typeof signUpEmployer>>;
let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
const roles = {} as Record<'admin' | 'recruiter' | 'interviewer' | 'otherCompany', TestClient>;
const tag = randomUUID().slice(0, 8);
const jobTitle = `Matrix Engineer ${tag}`;
const secret = `matrix-message-${tag}`;
/** One document of each of the company's kinds, by collection. */
const companyDocs = {} as Record<'jobs' | 'applications' | 'conversations' | 'messages' | 'interviews', string>;

const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

async function join(role: 'admin' | 'recruiter' | 'interviewer') {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await founder.client.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  expect((await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName: 'Sam', lastName: role })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await createTestServer();
  founder = await signUpEmployer(server, true, companyDoc({ companyName: 'HireSync Ltd' }));
  other = await signUpEmployer(server, true, companyDoc({ companyName: 'Other Co' }));
  // Interviews are a paid feature: the company is on a trial.
  await grantTrial(server.deps.database.db, founder.user.id, 'employer-professional', server.clock.now);
  candidate = await signUpCandidate(server);
  companyDocs.jobs = (await postJob(founder.client, { title: jobTitle })).id as string;
  companyDocs.applications = await applyTo(candidate.client, companyDocs.jobs);
  companyDocs.conversations = randomUUID();
  await pushOk(candidate.client, 'conversations', [insertRow({ id: companyDocs.conversations, _deleted: false, kind: 'direct', participantUserIds: [candidate.user.id, founder.user.id] })]);
  companyDocs.messages = randomUUID();
  await pushOk(candidate.client, 'messages', [insertRow({ id: companyDocs.messages, _deleted: false, conversationId: companyDocs.conversations, content: secret })]);
  companyDocs.interviews = randomUUID();
  const at = new Date(server.clock.now.getTime() + 86_400_000).toISOString();
  await pushOk(founder.client, 'interviews', [
    insertRow({ id: companyDocs.interviews, _deleted: false, jobId: companyDocs.jobs, candidateId: candidate.profile.id, scheduledDateTime: at, durationMinutes: 30, status: 'scheduled' }),
  ]);
  roles.admin = await join('admin');
  roles.recruiter = await join('recruiter');
  roles.interviewer = await join('interviewer');
  roles.otherCompany = other.client;
}, 90_000);
afterAll(() => server?.close());

describe('pull, collection by collection', () => {
  it('admins and recruiters receive every company document; the candidate’s profile in full', async () => {
    for (const role of ['admin', 'recruiter'] as const) {
      for (const [collection, id] of Object.entries(companyDocs)) expect(await seenBy(roles[role], collection, id), `${role} ${collection}`).toBeDefined();
      expect(await seenBy(roles[role], 'candidates', candidate.profile.id), role).toMatchObject({ email: candidate.profile.email });
    }
  });

  it('an unassigned interviewer and another company receive nothing of the company in any collection', async () => {
    for (const role of ['interviewer', 'otherCompany'] as const) {
      for (const collection of COLLECTION_NAMES) {
        const docs = JSON.stringify([...(await roles[role].pullAll(collection)).values()]);
        expect(docs, `${role} ${collection}`).not.toContain(jobTitle);
        expect(docs, `${role} ${collection}`).not.toContain(secret);
        for (const id of Object.values(companyDocs)) expect(docs, `${role} ${collection}`).not.toContain(id);
        // The candidate's contact reaches no one outside the company the candidate dealt with.
        expect(docs, `${role} ${collection}`).not.toContain(String(candidate.profile.email));
      }
    }
  });
});

describe('push', () => {
  const edits: Record<keyof typeof companyDocs, Record<string, unknown>> = {
    jobs: { title: `Renamed ${tag}` },
    applications: { status: 'considered', notes: 'Pushed by someone outside' },
    // What a participant's device writes, marking the thread read as the company (made from the stored readAt below).
    conversations: {},
    messages: { content: 'Rewritten' },
    interviews: { durationMinutes: 90 },
  };

  it('an unassigned interviewer and another company change no company document', async () => {
    for (const role of ['interviewer', 'otherCompany'] as const) {
      for (const [collection, id] of Object.entries(companyDocs) as [keyof typeof companyDocs, string][]) {
        const before = (await seenBy(founder.client, collection, id))!;
        const edit = collection === 'conversations' ? { readAt: { ...(before.readAt as object), [founder.user.id]: '2030-01-01T00:00:00.000Z' } } : edits[collection];
        const res = await roles[role].push(collection, [{ assumedMasterState: before, newDocumentState: { ...before, ...edit } }]);
        expect(res.status, `${role} ${collection}`).toBe(200);
        expect(res.json.refused.length + res.json.conflicts.length, `${role} ${collection}`).toBeGreaterThan(0);
        expect(await seenBy(founder.client, collection, id), `${role} ${collection}`).toEqual(before);
      }
    }
  });

  it('a recruiter changes the company’s job, application and interview as the company', async () => {
    for (const collection of ['jobs', 'applications', 'interviews'] as const) {
      const before = (await seenBy(roles.recruiter, collection, companyDocs[collection]))!;
      await pushOk(roles.recruiter, collection, [{ assumedMasterState: before, newDocumentState: { ...before, ...edits[collection] } }]);
      expect(await seenBy(founder.client, collection, companyDocs[collection]), collection).toMatchObject(edits[collection]);
    }
  });
});

describe('REST lists answer the same audience', () => {
  it('the company’s jobs and applications: listed to admins and recruiters, not to an interviewer or another company', async () => {
    // Both name the employer as the documents do: the company profile's id.
    const employerId = String((await seenBy(founder.client, 'jobs', companyDocs.jobs))!.employerId);
    for (const route of [`/api/jobs/employer/${employerId}`, `/api/applications/employer/${employerId}`]) {
      for (const role of ['admin', 'recruiter'] as const) {
        const res = await roles[role].get(route);
        expect(res.status, `${role} ${route}`).toBe(200);
        expect(JSON.stringify(res.json), `${role} ${route}`).toContain(route.includes('/jobs/') ? companyDocs.jobs : companyDocs.applications);
      }
      for (const role of ['interviewer', 'otherCompany'] as const) {
        const res = await roles[role].get(route);
        expect(res.status, `${role} ${route}`).toBe(200);
        expect(JSON.stringify(res.json), `${role} ${route}`).not.toContain(route.includes('/jobs/') ? companyDocs.jobs : companyDocs.applications);
      }
    }
  });
});
