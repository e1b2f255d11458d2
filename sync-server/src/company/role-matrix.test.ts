/**
 * The role matrix of company teams (issue 47) over every replicated collection: with one document of each of
 * the company's kinds (a job, an application, a candidate's thread with a message, an interview), who pulls
 * which, who may change them, and what the REST lists answer. Admins and recruiters act as the company; an
 * interviewer holds only what is assigned to them (nothing here: company/interviewer-assignment.test.ts has
 * the assigned case); a member of another company holds none of it. Field by field: the interviewer's copy of
 * an assigned profile is covered there too. Every GET route of the OpenAPI document is tried too, with the
 * company's ids in its path, for what it must not give away.
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
/** The application's cover letter: the company's to read, no one else's. */
const coverLetter = `matrix-cover-${tag}`;
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
  // An address of its own: the API document's examples hold the default one.
  candidate = await signUpCandidate(server, { email: `matrix-${tag}@example.com` });
  companyDocs.jobs = (await postJob(founder.client, { title: jobTitle })).id as string;
  companyDocs.applications = await applyTo(candidate.client, companyDocs.jobs, coverLetter);
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

describe('company tags (issue 48)', () => {
  it('another company sees none of them; an unassigned interviewer reads the list, not who carries them; recruiters write', async () => {
    const name = `matrix-tag-${tag}`;
    const made = await roles.recruiter.post('/api/company/tags', { name, colour: 'teal' });
    expect(made.status).toBe(201);
    const put = await roles.recruiter.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [made.json.id] });
    expect(put.status).toBe(200);
    expect((await seenBy(roles.admin, 'applications', companyDocs.applications))!.tags).toEqual([{ id: made.json.id, name, colour: 'teal' }]);
    const foreign = await roles.otherCompany.get('/api/company/tags');
    expect(foreign.status).toBe(200);
    expect(JSON.stringify(foreign.json)).not.toContain(name);
    expect(JSON.stringify(foreign.json)).not.toContain(candidate.profile.id as string);
    const interviewer = await roles.interviewer.get('/api/company/tags');
    expect(interviewer.status).toBe(200);
    expect(interviewer.json.tags.map((t: { name: string }) => t.name)).toContain(name);
    expect(interviewer.json.candidateTags).toEqual({});
    expect((await roles.interviewer.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [] })).status).toBe(403);
    expect((await roles.otherCompany.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [made.json.id] })).status).toBe(404);
    // The candidate's own copy of the application carries none of it.
    expect((await seenBy(candidate.client, 'applications', companyDocs.applications))!.tags).toBeUndefined();
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

describe('every GET route of the API', () => {
  /** A value for a path parameter, by its name: the company's document of that kind, else each of them. */
  function valuesFor(name: string, employerId: string): string[] {
    const n = name.toLowerCase();
    if (n.includes('job')) return [companyDocs.jobs];
    if (n.includes('application')) return [companyDocs.applications];
    if (n.includes('interview')) return [companyDocs.interviews];
    if (n.includes('conversation')) return [companyDocs.conversations];
    if (n.includes('employer')) return [employerId];
    if (n.includes('candidate')) return [candidate.profile.id as string];
    if (n.includes('user')) return [candidate.user.id, founder.user.id];
    return [...Object.values(companyDocs), employerId, candidate.profile.id as string];
  }

  it('gives an unassigned interviewer and another company nothing private of the company, with its ids in every path', async () => {
    const document = (await founder.client.get('/api/openapi.json')).json as { paths: Record<string, Record<string, any>> };
    const employerId = String((await seenBy(founder.client, 'jobs', companyDocs.jobs))!.employerId);
    let tried = 0;
    for (const [template, operations] of Object.entries(document.paths)) {
      const get = operations.get;
      // Streams never end (Server-Sent Events): their audience is the pull's, tested with the stream's own tests.
      if (!get || get.responses?.['200']?.content?.['text/event-stream']) continue;
      const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      let paths = [template];
      for (const name of names) paths = paths.flatMap((path) => valuesFor(name, employerId).map((value) => path.replace(`{${name}}`, encodeURIComponent(value))));
      for (const path of paths) {
        for (const role of ['interviewer', 'otherCompany'] as const) {
          const res = await roles[role].get(path);
          tried++;
          expect(res.status, `${role} GET ${path}`).toBeLessThan(500);
          const body = typeof res.json === 'string' ? res.json : JSON.stringify(res.json ?? '');
          expect(body, `${role} GET ${path}`).not.toContain(secret);
          expect(body, `${role} GET ${path}`).not.toContain(coverLetter);
          expect(body, `${role} GET ${path}`).not.toContain(String(candidate.profile.email));
        }
      }
    }
    // The document lists the API's routes: a handful would mean it was not read.
    expect(tried).toBeGreaterThan(60);
  });

  it('gives admins and recruiters the company’s application and interview by REST', async () => {
    for (const role of ['admin', 'recruiter'] as const) {
      const applications = await roles[role].get(`/api/applications/candidate/${candidate.profile.id}`);
      expect(applications.status, role).toBe(200);
      expect(JSON.stringify(applications.json), role).toContain(coverLetter);
      const ics = await roles[role].get(`/api/interviews/${companyDocs.interviews}/calendar.ics`);
      expect(ics.status, role).toBe(200);
    }
  });
});
