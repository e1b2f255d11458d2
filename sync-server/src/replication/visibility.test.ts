/**
 * Who sees which document, field by field, and who may write it: one table of role × collection × document,
 * checked through pull and push on a real database (decisions.md, Privacy).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateDoc, companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { buildWorld, listedJob, postJob, pushOk, ROLES, seenBy, type Role, type World } from '../test-support/world.ts';
import { readRow } from '../store/rows.ts';

let server: TestServer;
let w: World;
const pulled = new Map<string, Map<string, Record<string, unknown>>>();
const notificationOf: Partial<Record<Role, string>> = {};
const COLLECTIONS = ['accounts', 'employers', 'jobs', 'candidates', 'applications', 'conversations', 'messages', 'interviews', 'notifications', 'savedJobs'];

beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
  // Every role's view of every collection, taken before any write test changes the world.
  for (const role of ROLES) {
    for (const c of COLLECTIONS) pulled.set(`${role}:${c}`, await w.actors[role].client.pullAll(c));
  }
  const titled = (role: Role, title: string) => [...pulled.get(`${role}:notifications`)!.values()].find((n) => n.title === title)?.id as string;
  notificationOf.employerA = titled('employerA', 'New Application');
  notificationOf.applicant = titled('applicant', 'Interview Scheduled');
});
afterAll(() => server.close());

type Sight = 'none' | { has: string[]; lacks: string[] };
const NONE: Sight = 'none';
const sees = (has: string[], lacks: string[] = []): Sight => ({ has, lacks });
const only = (roles: Role[], sight: Sight) => Object.fromEntries(ROLES.map((r) => [r, roles.includes(r) ? sight : NONE])) as Record<Role, Sight>;
const CONTACT = ['email', 'phone', 'resumeUrl'];
const OPEN_PROFILE = sees(['firstName', 'title', 'skills', 'location'], CONTACT);

const SEE: { what: string; collection: string; id: (w: World) => string; sight: Record<Role, Sight> }[] = [
  { what: "employer A's account", collection: 'accounts', id: (w) => w.actors.employerA.user.id, sight: only(['employerA'], sees(['email', 'plan'])) },
  { what: "the applicant's account", collection: 'accounts', id: (w) => w.actors.applicant.user.id, sight: only(['applicant'], sees(['email', 'plan'])) },
  { what: 'company A', collection: 'employers', id: (w) => w.companyA.id, sight: only([...ROLES], sees(['companyName', 'description'])) },
  // Other employers' devices hold their own jobs only; they find the rest through GET /api/search.
  { what: 'an active job', collection: 'jobs', id: (w) => w.activeJob.id, sight: only(['employerA', 'applicant', 'bystander', 'private'], sees(['title', 'applicationCount'])) },
  { what: 'an inactive job', collection: 'jobs', id: (w) => w.closedJob.id, sight: only(['employerA'], sees(['title', 'isActive'])) },
  {
    what: "the applicant's profile",
    collection: 'candidates',
    id: (w) => w.profiles.applicant.id,
    sight: { employerA: sees(CONTACT), employerB: OPEN_PROFILE, noCompany: OPEN_PROFILE, applicant: sees([...CONTACT, 'isIdVerified']), bystander: NONE, private: NONE },
  },
  {
    what: "the bystander's profile",
    collection: 'candidates',
    id: (w) => w.profiles.bystander.id,
    sight: { employerA: OPEN_PROFILE, employerB: OPEN_PROFILE, noCompany: OPEN_PROFILE, applicant: NONE, bystander: sees(CONTACT), private: NONE },
  },
  { what: 'a profile closed to employers', collection: 'candidates', id: (w) => w.profiles.private.id, sight: only(['private'], sees(['email'])) },
  {
    what: 'an application',
    collection: 'applications',
    id: (w) => w.applicationId,
    sight: { ...only([], NONE), employerA: sees(['status', 'notes', 'coverLetter']), applicant: sees(['status', 'statusHistory', 'coverLetter'], ['notes']) },
  },
  { what: 'a conversation', collection: 'conversations', id: (w) => w.conversationId, sight: only(['employerA', 'applicant'], sees(['participants', 'lastMessage'])) },
  { what: 'a message', collection: 'messages', id: (w) => w.messageId, sight: only(['employerA', 'applicant'], sees(['content', 'senderId'])) },
  { what: 'an interview', collection: 'interviews', id: (w) => w.interviewId, sight: only(['employerA', 'applicant'], sees(['scheduledDateTime', 'meetingLink'])) },
  { what: "employer A's notification", collection: 'notifications', id: () => notificationOf.employerA!, sight: only(['employerA'], sees(['title', 'read'])) },
  { what: "the applicant's notification", collection: 'notifications', id: () => notificationOf.applicant!, sight: only(['applicant'], sees(['title', 'read'])) },
  { what: 'a saved job', collection: 'savedJobs', id: (w) => w.savedJobId, sight: only(['applicant'], sees(['jobId', 'savedAt'])) },
];

describe.each(SEE)('who sees $what', ({ collection, id, sight }) => {
  it.each(ROLES)('%s', (role) => {
    const doc = pulled.get(`${role}:${collection}`)!.get(id(w));
    const expected = sight[role];
    if (expected === 'none') return expect(doc).toBeUndefined();
    expect(doc).toBeDefined();
    for (const field of expected.has) expect(doc).toHaveProperty(field);
    for (const field of expected.lacks) expect(doc).not.toHaveProperty(field);
  });
});

type Outcome = 'ok' | 'forbidden' | 'rule' | 'invalid';
interface WriteCase { what: string; role: Role; collection: string; id: (w: World) => string; change: (w: World) => Record<string, unknown>; outcome: Outcome }
const later = (days: number) => new Date(server.clock.now.getTime() + days * 86_400_000).toISOString();

const WRITES: WriteCase[] = [
  { what: 'edits their own name', role: 'applicant', collection: 'accounts', id: (w) => w.actors.applicant.user.id, change: () => ({ firstName: 'Cass' }), outcome: 'ok' },
  { what: "edits another user's account", role: 'bystander', collection: 'accounts', id: (w) => w.actors.applicant.user.id, change: () => ({ firstName: 'X' }), outcome: 'forbidden' },
  { what: 'edits its company', role: 'employerA', collection: 'employers', id: (w) => w.companyA.id, change: () => ({ industry: 'Manufacturing' }), outcome: 'ok' },
  { what: "edits another employer's company", role: 'employerB', collection: 'employers', id: (w) => w.companyA.id, change: () => ({ companyName: 'Hijacked' }), outcome: 'forbidden' },
  { what: 'creates a second company profile', role: 'employerA', collection: 'employers', id: () => randomUUID(), change: () => companyDoc(), outcome: 'rule' },
  { what: 'creates a company profile', role: 'applicant', collection: 'employers', id: () => randomUUID(), change: () => companyDoc(), outcome: 'forbidden' },
  { what: 'edits its own job', role: 'employerA', collection: 'jobs', id: (w) => w.activeJob.id, change: () => ({ salaryMax: 99000 }), outcome: 'ok' },
  { what: "edits another employer's job", role: 'employerB', collection: 'jobs', id: (w) => w.activeJob.id, change: () => ({ title: 'Mine now' }), outcome: 'forbidden' },
  { what: 'posts a job', role: 'applicant', collection: 'jobs', id: () => randomUUID(), change: () => jobDoc(), outcome: 'forbidden' },
  { what: 'posts a job without a company profile', role: 'noCompany', collection: 'jobs', id: () => randomUUID(), change: () => jobDoc(), outcome: 'rule' },
  { what: 'edits their own profile', role: 'bystander', collection: 'candidates', id: (w) => w.profiles.bystander.id, change: () => ({ title: 'Staff engineer' }), outcome: 'ok' },
  { what: "edits another candidate's profile", role: 'bystander', collection: 'candidates', id: (w) => w.profiles.applicant.id, change: () => ({ title: 'X' }), outcome: 'forbidden' },
  { what: "edits a candidate's profile", role: 'employerA', collection: 'candidates', id: (w) => w.profiles.applicant.id, change: () => ({ title: 'X' }), outcome: 'forbidden' },
  { what: 'creates a second profile', role: 'applicant', collection: 'candidates', id: () => randomUUID(), change: () => candidateDoc(), outcome: 'rule' },
  { what: 'changes the status of their application', role: 'applicant', collection: 'applications', id: (w) => w.applicationId, change: () => ({ status: 'hired' }), outcome: 'forbidden' },
  { what: 'moves an application back to pending', role: 'employerA', collection: 'applications', id: (w) => w.applicationId, change: () => ({ status: 'pending' }), outcome: 'invalid' },
  { what: 'moves an application forward', role: 'employerA', collection: 'applications', id: (w) => w.applicationId, change: () => ({ status: 'considered' }), outcome: 'ok' },
  { what: "reviews another employer's application", role: 'employerB', collection: 'applications', id: (w) => w.applicationId, change: () => ({ status: 'rejected' }), outcome: 'forbidden' },
  { what: "rewrites another candidate's application", role: 'bystander', collection: 'applications', id: (w) => w.applicationId, change: () => ({ coverLetter: 'X' }), outcome: 'forbidden' },
  { what: 'applies to a job', role: 'employerB', collection: 'applications', id: () => randomUUID(), change: (w) => ({ jobId: w.activeJob.id }), outcome: 'forbidden' },
  { what: "marks another pair's conversation read", role: 'employerB', collection: 'conversations', id: (w) => w.conversationId, change: (w) => ({ readAt: { [w.actors.employerB.user.id]: later(0) } }), outcome: 'forbidden' },
  { what: 'marks their conversation read', role: 'applicant', collection: 'conversations', id: (w) => w.conversationId, change: (w) => ({ readAt: { [w.actors.applicant.user.id]: later(0) } }), outcome: 'ok' },
  { what: 'replies in their conversation', role: 'applicant', collection: 'messages', id: () => randomUUID(), change: (w) => ({ conversationId: w.conversationId, content: 'Thanks!' }), outcome: 'ok' },
  { what: "posts in others' conversation", role: 'employerB', collection: 'messages', id: () => randomUUID(), change: (w) => ({ conversationId: w.conversationId, content: 'Hi' }), outcome: 'forbidden' },
  { what: "posts in others' conversation", role: 'bystander', collection: 'messages', id: () => randomUUID(), change: (w) => ({ conversationId: w.conversationId, content: 'Hi' }), outcome: 'forbidden' },
  { what: 'edits a sent message', role: 'employerA', collection: 'messages', id: (w) => w.messageId, change: () => ({ content: 'Edited' }), outcome: 'forbidden' },
  { what: 'cancels their interview', role: 'applicant', collection: 'interviews', id: (w) => w.interviewId, change: () => ({ status: 'cancelled' }), outcome: 'forbidden' },
  { what: 'reschedules its interview', role: 'employerA', collection: 'interviews', id: (w) => w.interviewId, change: () => ({ scheduledDateTime: later(4) }), outcome: 'ok' },
  {
    what: 'schedules an interview for a job not its own', role: 'employerB', collection: 'interviews', id: () => randomUUID(),
    change: (w) => ({ jobId: w.activeJob.id, candidateId: w.profiles.applicant.id, scheduledDateTime: later(2) }), outcome: 'forbidden',
  },
  { what: 'creates a notification', role: 'applicant', collection: 'notifications', id: () => randomUUID(), change: (w) => ({ userId: w.actors.applicant.user.id, type: 'other', title: 'Fake', message: '', read: false }), outcome: 'forbidden' },
  { what: "marks another user's notification read", role: 'employerB', collection: 'notifications', id: () => notificationOf.employerA!, change: () => ({ read: true }), outcome: 'forbidden' },
  { what: 'marks its notification read', role: 'employerA', collection: 'notifications', id: () => notificationOf.employerA!, change: () => ({ read: true }), outcome: 'ok' },
  { what: 'saves a job under an id without the user', role: 'bystander', collection: 'savedJobs', id: (w) => w.jobB.id, change: (w) => ({ jobId: w.jobB.id }), outcome: 'invalid' },
  { what: "saves a job under another user's id", role: 'bystander', collection: 'savedJobs', id: (w) => `${w.actors.employerB.user.id}:${w.jobB.id}`, change: (w) => ({ jobId: w.jobB.id }), outcome: 'invalid' },
  { what: "overwrites another user's saved job", role: 'bystander', collection: 'savedJobs', id: (w) => w.savedJobId, change: (w) => ({ jobId: w.jobB.id }), outcome: 'forbidden' },
  { what: 'saves a job', role: 'employerA', collection: 'savedJobs', id: (w) => `${w.actors.employerA.user.id}:${w.jobB.id}`, change: (w) => ({ jobId: w.jobB.id }), outcome: 'forbidden' },
  { what: 'saves a job', role: 'bystander', collection: 'savedJobs', id: (w) => `${w.actors.bystander.user.id}:${w.jobB.id}`, change: (w) => ({ jobId: w.jobB.id }), outcome: 'ok' },
  { what: 'writes a file record', role: 'applicant', collection: 'files', id: () => randomUUID(), change: () => ({ name: 'cv.pdf', size: 10 }), outcome: 'forbidden' },
  { what: 'writes a verification', role: 'applicant', collection: 'verifications', id: () => randomUUID(), change: () => ({ kind: 'id', status: 'verified' }), outcome: 'forbidden' },
];

describe('who may write', () => {
  it.each(WRITES)('$role $what in $collection: $outcome', async ({ role, collection, id, change, outcome }) => {
    const { client } = w.actors[role];
    const docId = id(w);
    const seen = (await seenBy(client, collection, docId)) ?? (collection === 'jobs' ? await listedJob(client, docId) : undefined);
    const newState = { ...seen, ...change(w), id: docId, _deleted: false };
    const before = await readRow(server.deps.database.db, collection as never, docId);
    const res = await client.push(collection, [{ assumedMasterState: seen ?? null, newDocumentState: newState }]);
    expect(res.status).toBe(200);
    if (outcome === 'ok') {
      expect(res.json).toEqual({ conflicts: [], refused: [] });
      expect(await seenBy(client, collection, docId)).toMatchObject(change(w));
      return;
    }
    expect(res.json.refused).toEqual([expect.objectContaining({ id: docId, code: outcome, reason: expect.stringMatching(/\w/) })]);
    expect(res.json.conflicts).toEqual([expect.objectContaining({ id: docId })]);
    // Nothing was written: the stored row (or its absence) is exactly as before.
    expect(await readRow(server.deps.database.db, collection as never, docId)).toEqual(before);
  });
});

describe('fields the server owns keep its values, whatever a device sends', () => {
  async function pushEdit(role: Role, collection: string, id: string, change: Record<string, unknown>) {
    const { client } = w.actors[role];
    const seen = (await seenBy(client, collection, id))!;
    await pushOk(client, collection, [{ assumedMasterState: seen, newDocumentState: { ...seen, ...change } }]);
    return { seen, stored: (await seenBy(client, collection, id))! };
  }

  it('a job keeps its application count, posting date, company and owner', async () => {
    const { seen, stored } = await pushEdit('employerA', 'jobs', w.activeJob.id, {
      title: 'Senior Route Planner',
      applicationCount: 999,
      postedAt: '2020-01-01T00:00:00.000Z',
      companyName: 'Fake Co',
      companyVerified: true,
      employerId: w.companyB.id,
    });
    expect(stored).toMatchObject({ title: 'Senior Route Planner', applicationCount: 1, postedAt: seen.postedAt, companyName: 'Acme Robotics', companyVerified: false, employerId: w.companyA.id });
  });

  it('a new application starts pending, now, for the signed-in candidate, without notes', async () => {
    const id = randomUUID();
    const { client } = w.actors.bystander;
    await pushOk(client, 'applications', [
      insertRow({
        id, _deleted: false, jobId: w.activeJob.id, coverLetter: 'Hello',
        status: 'hired', statusHistory: [{ status: 'hired', at: '2020-01-01T00:00:00.000Z' }], appliedAt: '2020-01-01T00:00:00.000Z',
        candidateId: w.profiles.applicant.id, employerId: w.companyB.id, notes: 'Hire at once', matchScore: 100,
      }),
    ]);
    const now = server.clock.now.toISOString();
    const stored = (await seenBy(w.actors.employerA.client, 'applications', id))!;
    expect(stored).toMatchObject({ status: 'pending', statusHistory: [{ status: 'pending', at: now }], appliedAt: now, candidateId: w.profiles.bystander.id, employerId: w.companyA.id });
    expect(stored).not.toHaveProperty('notes');
    expect(stored.matchScore).not.toBe(100);
  });

  it('a candidate cannot verify themselves', async () => {
    const { stored } = await pushEdit('bystander', 'candidates', w.profiles.bystander.id, { isIdVerified: true, isEmailVerified: true, vouchCount: 50, bio: 'I build web products end to end, and now I also lead a small team.' });
    expect(stored).toMatchObject({ isIdVerified: false, isEmailVerified: false, vouchCount: 0, bio: expect.stringContaining('small team') });
  });

  it('a company cannot verify itself and an account cannot upgrade its own plan', async () => {
    expect((await pushEdit('employerB', 'employers', w.companyB.id, { isVerified: true, industry: 'Finance' })).stored).toMatchObject({ isVerified: false, industry: 'Finance' });
    const { stored } = await pushEdit('employerB', 'accounts', w.actors.employerB.user.id, { plan: 'employer-enterprise', subscriptionStatus: 'active', lastName: 'Boss' });
    expect(stored).toMatchObject({ plan: 'free', subscriptionStatus: 'free', lastName: 'Boss' });
  });

  it('a notification may only be marked read, never back to unread, and its text stays', async () => {
    const id = notificationOf.applicant!;
    expect((await pushEdit('applicant', 'notifications', id, { read: true })).stored.read).toBe(true);
    const { seen, stored } = await pushEdit('applicant', 'notifications', id, { read: false, title: 'You are hired' });
    expect(stored).toMatchObject({ read: true, title: seen.title });
  });
});

describe('leaving the view reaches devices as a removal', () => {
  it('a job its owner closes is removed from other users, kept by the owner', async () => {
    const { employerB, bystander, applicant, employerA } = w.actors;
    const job = await postJob(employerB.client, { title: 'Short-lived role' });
    const before = { c: await bystander.client.pull('jobs'), a: await applicant.client.pull('jobs'), e: await employerA.client.pull('jobs') };
    expect(before.c.json.documents.map((d: { id: string }) => d.id)).toContain(job.id);
    expect(before.a.json.documents.map((d: { id: string }) => d.id)).toContain(job.id);
    // Another employer's device never held it, and gets nothing when it closes.
    expect(before.e.json.documents.map((d: { id: string }) => d.id)).not.toContain(job.id);
    const own = (await seenBy(employerB.client, 'jobs', job.id))!;
    await pushOk(employerB.client, 'jobs', [{ assumedMasterState: own, newDocumentState: { ...own, isActive: false } }]);
    expect((await bystander.client.pull('jobs', before.c.json.checkpoint)).json.documents).toEqual([{ id: job.id, _deleted: true }]);
    expect((await applicant.client.pull('jobs', before.a.json.checkpoint)).json.documents).toEqual([{ id: job.id, _deleted: true }]);
    expect((await employerA.client.pull('jobs', before.e.json.checkpoint)).json.documents).toEqual([]);
    expect(await seenBy(employerB.client, 'jobs', job.id)).toMatchObject({ isActive: false });
  });

  it('a profile closed to employers is removed from employers it never reached out to', async () => {
    const { employerB, private: closed } = w.actors;
    const profile = (await seenBy(closed.client, 'candidates', w.profiles.private.id))!;
    await pushOk(closed.client, 'candidates', [{ assumedMasterState: profile, newDocumentState: { ...profile, isOpenToEmployers: true } }]);
    const opened = await employerB.client.pull('candidates');
    expect(opened.json.documents.find((d: { id: string }) => d.id === w.profiles.private.id)).not.toHaveProperty('email');
    const reopened = (await seenBy(closed.client, 'candidates', w.profiles.private.id))!;
    await pushOk(closed.client, 'candidates', [{ assumedMasterState: reopened, newDocumentState: { ...reopened, isOpenToEmployers: false } }]);
    expect((await employerB.client.pull('candidates', opened.json.checkpoint)).json.documents).toEqual([{ id: w.profiles.private.id, _deleted: true }]);
  });
});
