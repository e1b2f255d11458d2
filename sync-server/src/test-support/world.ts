/**
 * A small marketplace built through replication, as devices would build it, for role × collection tests: two
 * employers with company profiles, one employer without, and three candidates (one applied, one bystander, one
 * with a closed profile), plus a conversation, a message, an interview and a saved job between them.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { candidateDoc, companyDoc, insertRow, jobDoc } from './fixtures.ts';
import { grantTrial } from './plans.ts';
import { readRow, writeRow } from '../store/rows.ts';
import type { TestClient, TestServer } from './test-server.ts';

/** A signed-in user and the client holding their session. */
export interface Actor {
  client: TestClient;
  user: { id: string; email: string; userType: string };
}

/** The roles of the table tests. */
export const ROLES = ['employerA', 'employerB', 'noCompany', 'applicant', 'bystander', 'private'] as const;
export type Role = (typeof ROLES)[number];

export interface World {
  actors: Record<Role, Actor>;
  companyA: Record<string, unknown> & { id: string };
  companyB: Record<string, unknown> & { id: string };
  activeJob: Record<string, unknown> & { id: string };
  closedJob: Record<string, unknown> & { id: string };
  jobB: Record<string, unknown> & { id: string };
  profiles: { applicant: { id: string }; bystander: { id: string }; private: { id: string } };
  applicationId: string;
  conversationId: string;
  messageId: string;
  interviewId: string;
  savedJobId: string;
}

/** Push rows and expect every one accepted. */
export async function pushOk(client: TestClient, collection: string, rows: unknown[]) {
  const res = await client.push(collection, rows);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ conflicts: [], refused: [] });
}

/** The one document of `collection` with this id, as the client's user sees it now (undefined if not visible). */
export async function seenBy(client: TestClient, collection: string, id: string) {
  return (await client.pullAll(collection)).get(id);
}

/**
 * A job as this client finds it: in the REST list (its own and, for a candidate, the active ones), else by
 * search, which is how another employer knows a job (its devices and lists hold only its own jobs:
 * store/audience.ts), in the form a push's assumed state takes.
 */
export async function listedJob(client: TestClient, id: string) {
  const listed = ((await client.get('/api/jobs')).json as Record<string, unknown>[]).find((job) => job.id === id);
  if (listed) return { ...listed, _deleted: false };
  for (let next: string | null = '/api/search?type=jobs&limit=50'; next; ) {
    const res = await client.get(next);
    const found = (res.json as Record<string, unknown>[]).find((job) => job.id === id);
    if (found) {
      const { matchScore: _score, ...job } = found;
      return { ...job, _deleted: false };
    }
    const link = res.headers.get('link');
    next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
  }
  return undefined;
}

/** Sign up an employer, with a company profile unless told otherwise. */
export async function signUpEmployer(server: TestServer, withCompany = true, company = companyDoc()) {
  const client = server.client();
  const user = await client.signUp('employer');
  if (withCompany) await pushOk(client, 'employers', [insertRow(company)]);
  return { client, user, company };
}

/** Profile fields only the server writes (they follow uploads): set directly, as the upload route would. */
const SERVER_WRITTEN_PROFILE_FIELDS = ['resumeUrl', 'profilePhoto', 'videoIntroUrl'];

/** Sign up a candidate with a profile. */
export async function signUpCandidate(server: TestServer, overrides: Record<string, unknown> = {}) {
  const client = server.client();
  const user = await client.signUp('candidate');
  const profile = candidateDoc(overrides);
  await pushOk(client, 'candidates', [insertRow(profile)]);
  const serverSet = Object.fromEntries(SERVER_WRITTEN_PROFILE_FIELDS.filter((f) => overrides[f] !== undefined).map((f) => [f, overrides[f]]));
  if (Object.keys(serverSet).length) {
    await server.deps.database.db.transaction(async (tx) => {
      const row = (await readRow(tx, 'candidates', profile.id as string, true))!;
      await writeRow(tx, 'candidates', { ...row, doc: { ...row.doc, ...serverSet } }, server.deps.now());
    });
  }
  return { client, user, profile };
}

/** Post a job as an employer; returns the device's document. */
export async function postJob(employer: TestClient, overrides: Record<string, unknown> = {}) {
  const job = jobDoc(overrides);
  await pushOk(employer, 'jobs', [insertRow(job)]);
  return job;
}

/** Apply to a job as a candidate; returns the application id. */
export async function applyTo(candidate: TestClient, jobId: string, coverLetter = 'I would love to join.') {
  const id = randomUUID();
  await pushOk(candidate, 'applications', [insertRow({ id, _deleted: false, jobId, coverLetter })]);
  return id;
}

export async function buildWorld(server: TestServer): Promise<World> {
  const a = await signUpEmployer(server, true, companyDoc({ companyName: 'Acme Robotics' }));
  const b = await signUpEmployer(server, true, companyDoc({ companyName: 'Beta Logistics' }));
  const none = await signUpEmployer(server, false);
  const applicant = await signUpCandidate(server, { email: 'applicant@example.com', resumeUrl: '/files/applicant-cv.pdf' });
  const bystander = await signUpCandidate(server, { email: 'bystander@example.com', resumeUrl: '/files/bystander-cv.pdf' });
  const closed = await signUpCandidate(server, { email: 'private@example.com', isOpenToEmployers: false });

  const activeJob = await postJob(a.client, { title: 'Robot Route Planner' });
  const closedJob = await postJob(a.client, { title: 'Closed Role', isActive: false });
  const jobB = await postJob(b.client, { title: 'Fleet Analyst' });

  const applicationId = await applyTo(applicant.client, activeJob.id);
  // The employer reads the application and keeps a private note on it.
  const app = (await seenBy(a.client, 'applications', applicationId))!;
  await pushOk(a.client, 'applications', [
    { assumedMasterState: app, newDocumentState: { ...app, status: 'viewed', notes: 'Private: strong on routing' } },
  ]);

  const conversationId = randomUUID();
  await pushOk(a.client, 'conversations', [
    insertRow({ id: conversationId, _deleted: false, kind: 'direct', participantUserIds: [a.user.id, applicant.user.id] }),
  ]);
  const messageId = randomUUID();
  await pushOk(a.client, 'messages', [insertRow({ id: messageId, _deleted: false, conversationId, content: 'Hello!' })]);

  // Video interviews are a premium feature: employer A is on a trial of Employer Professional.
  await grantTrial(server.deps.database.db, a.user.id, 'employer-professional', server.clock.now);
  const interviewId = randomUUID();
  await pushOk(a.client, 'interviews', [
    insertRow({
      id: interviewId,
      _deleted: false,
      jobId: activeJob.id,
      candidateId: applicant.profile.id,
      scheduledDateTime: new Date(server.clock.now.getTime() + 3 * 86_400_000).toISOString(),
      durationMinutes: 45,
    }),
  ]);

  const savedJobId = `${applicant.user.id}:${jobB.id}`;
  await pushOk(applicant.client, 'savedJobs', [insertRow({ id: savedJobId, _deleted: false, jobId: jobB.id })]);

  return {
    actors: {
      employerA: a,
      employerB: b,
      noCompany: none,
      applicant,
      bystander,
      private: closed,
    },
    companyA: a.company,
    companyB: b.company,
    activeJob,
    closedJob,
    jobB,
    profiles: { applicant: applicant.profile, bystander: bystander.profile, private: closed.profile },
    applicationId,
    conversationId,
    messageId,
    interviewId,
    savedJobId,
  };
}
