/**
 * An interviewer's assignments (issue 47) through the real app and database: an interview names the member who
 * runs it; that member (role interviewer) receives the interview, the application, the profile and the job it
 * needs and nothing else of the company; they add notes but never move stages; they open the room, the .ics and
 * write their scorecard; when the interview goes to someone else their device gets the rows back as removals,
 * and once removed from the company their notifications of its work go too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_REFUSALS, TEAM_REFUSALS } from '@shared/messages.ts';
import { COLLECTION_NAMES } from '@shared/schemas/collections.ts';
import { storeNotification } from '../notifications/create-notification.ts';
import { CANDIDATE_CONTACT_FIELDS } from '../rules/candidates.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signUpEmployer>>;
let other: Awaited<ReturnType<typeof signUpEmployer>>;
let assigned: Awaited<ReturnType<typeof signUpCandidate>>;
let bystander: Awaited<ReturnType<typeof signUpCandidate>>;
let recruiter: { client: TestClient; userId: string };
let interviewer: { client: TestClient; userId: string };
let secondInterviewer: { client: TestClient; userId: string };
let jobId: string;
let otherJobId: string;
let assignedApp: string;
let bystanderApp: string;
let interviewId: string;

const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

async function join(by: TestClient, role: 'recruiter' | 'interviewer', firstName: string) {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await by.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  const accepted = await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName, lastName: 'Okafor' });
  expect(accepted.status).toBe(200);
  return { client, userId: accepted.json.user.id as string };
}

const ids = async (client: TestClient, collection: string) => [...(await client.pullAll(collection)).keys()];
const inAnHour = () => new Date(server.clock.now.getTime() + 3_600_000).toISOString();

beforeAll(async () => {
  server = await createTestServer();
  admin = await signUpEmployer(server, true, companyDoc({ companyName: 'HireSync Ltd' }));
  other = await signUpEmployer(server, true, companyDoc({ companyName: 'Other Co' }));
  await grantTrial(server.deps.database.db, admin.user.id, 'employer-professional', server.clock.now);
  assigned = await signUpCandidate(server, { email: `ada-${randomUUID().slice(0, 6)}@example.com` });
  bystander = await signUpCandidate(server);
  jobId = (await postJob(admin.client, { title: 'Platform Engineer' })).id;
  otherJobId = (await postJob(admin.client, { title: 'Data Analyst' })).id;
  assignedApp = await applyTo(assigned.client, jobId);
  bystanderApp = await applyTo(bystander.client, jobId);
  recruiter = await join(admin.client, 'recruiter', 'Rita');
  interviewer = await join(admin.client, 'interviewer', 'Ivan');
  secondInterviewer = await join(admin.client, 'interviewer', 'Iris');
}, 90_000);
afterAll(() => server?.close());

describe('assigning an interview', () => {
  it('refuses an interviewer who is not a member of the company, and stores nothing', async () => {
    const id = randomUUID();
    const res = await recruiter.client.push('interviews', [
      insertRow({ id, _deleted: false, jobId, candidateId: assigned.profile.id, scheduledDateTime: inAnHour(), durationMinutes: 45, status: 'scheduled', interviewerId: other.user.id }),
    ]);
    expect(res.json.refused[0]).toMatchObject({ id, reason: INTERVIEW_REFUSALS.interviewerNotMember });
    expect(await seenBy(admin.client, 'interviews', id)).toBeUndefined();
  });

  it('a recruiter assigns one to an interviewer, who receives it and what it needs, and nothing else', async () => {
    // Before: the interviewer holds nothing of the company.
    expect(await ids(interviewer.client, 'applications')).toEqual([]);
    interviewId = randomUUID();
    await pushOk(recruiter.client, 'interviews', [
      insertRow({ id: interviewId, _deleted: false, jobId, candidateId: assigned.profile.id, scheduledDateTime: inAnHour(), durationMinutes: 45, status: 'scheduled', interviewerId: interviewer.userId }),
    ]);
    const seen = (await seenBy(interviewer.client, 'interviews', interviewId))!;
    expect(seen).toMatchObject({ interviewerId: interviewer.userId, interviewerName: 'Ivan Okafor', jobTitle: 'Platform Engineer' });
    // The call runs in the app: the interviewer never gets the candidate's e-mail.
    expect(seen.candidateEmail).toBe('');
    expect(await ids(interviewer.client, 'applications')).toEqual([assignedApp]);
    expect(await ids(interviewer.client, 'candidates')).toContain(assigned.profile.id);
    expect(await ids(interviewer.client, 'candidates')).not.toContain(bystander.profile.id);
    // Nor any contact detail or document on the profile (rules/candidates.ts); the company's copy has them.
    const profile = (await interviewer.client.pullAll('candidates')).get(assigned.profile.id)!;
    for (const field of CANDIDATE_CONTACT_FIELDS) expect(profile[field], field).toBeUndefined();
    expect((await admin.client.pullAll('candidates')).get(assigned.profile.id)).toMatchObject({ email: assigned.profile.email });
    const jobs = await ids(interviewer.client, 'jobs');
    expect(jobs).toContain(jobId);
    // The other interviewer of the same company, and another company, see none of it.
    expect(await seenBy(secondInterviewer.client, 'interviews', interviewId)).toBeUndefined();
    expect(await ids(secondInterviewer.client, 'applications')).toEqual([]);
    expect(await seenBy(other.client, 'interviews', interviewId)).toBeUndefined();
    // The company still sees the interview as its own, with the candidate's contact.
    expect(await seenBy(admin.client, 'interviews', interviewId)).toMatchObject({ interviewerId: interviewer.userId, candidateEmail: assigned.profile.email });
    // And the interviewer is told.
    const titles = [...(await interviewer.client.pullAll('notifications')).values()].map((n) => String(n.title));
    expect(titles.length).toBeGreaterThan(0);
  });

  it('the interviewer adds a note to their applicant but cannot move the stage, nor touch another applicant', async () => {
    const app = (await seenBy(interviewer.client, 'applications', assignedApp))!;
    await pushOk(interviewer.client, 'applications', [{ assumedMasterState: app, newDocumentState: { ...app, notes: 'Strong on systems design ✓ — 日本語も' } }]);
    expect(await seenBy(admin.client, 'applications', assignedApp)).toMatchObject({ notes: 'Strong on systems design ✓ — 日本語も' });

    const noted = (await seenBy(interviewer.client, 'applications', assignedApp))!;
    const moved = await interviewer.client.push('applications', [{ assumedMasterState: noted, newDocumentState: { ...noted, status: 'shortlisted' } }]);
    expect(moved.json.refused[0]).toMatchObject({ reason: TEAM_REFUSALS.interviewerMovesStage });
    expect((await seenBy(admin.client, 'applications', assignedApp))!.status).not.toBe('shortlisted');

    const foreign = (await seenBy(admin.client, 'applications', bystanderApp))!;
    const touched = await interviewer.client.push('applications', [{ assumedMasterState: foreign, newDocumentState: { ...foreign, notes: 'Not mine' } }]);
    expect(touched.json.refused.length + touched.json.conflicts.length).toBeGreaterThan(0);
    expect((await seenBy(admin.client, 'applications', bystanderApp))!.notes ?? '').not.toBe('Not mine');
  });

  it('the interviewer cannot schedule an interview', async () => {
    const res = await interviewer.client.push('interviews', [
      insertRow({ id: randomUUID(), _deleted: false, jobId, candidateId: bystander.profile.id, scheduledDateTime: inAnHour(), durationMinutes: 30, status: 'scheduled' }),
    ]);
    expect(res.json.refused).toHaveLength(1);
    expect((await interviewer.client.pullAll('interviews')).size).toBe(1);
  });

  it('the interviewer opens the room and the .ics of their interview; the other interviewer gets 404', async () => {
    // The room opens shortly before the start.
    server.clock.now = new Date(server.clock.now.getTime() + 3_600_000);
    const room = await interviewer.client.get(`/api/interviews/${interviewId}/room`);
    expect(room.status).toBe(200);
    const ics = await interviewer.client.get(`/api/interviews/${interviewId}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(String(ics.json)).toContain('BEGIN:VCALENDAR');
    expect((await secondInterviewer.client.get(`/api/interviews/${interviewId}/room`)).status).toBe(404);
    expect((await secondInterviewer.client.get(`/api/interviews/${interviewId}/calendar.ics`)).status).toBe(404);
    expect((await other.client.get(`/api/interviews/${interviewId}/room`)).status).toBe(404);
  });

  it('once it took place the interviewer writes a scorecard under their own name; the candidate never sees it', async () => {
    server.clock.now = new Date(server.clock.now.getTime() + 3_600_000);
    const form = { ratings: [{ attribute: 'Communication', rating: 5 }], recommendation: 4, notes: 'Hire.' };
    const res = await interviewer.client.post(`/api/interviews/${interviewId}/scorecard`, form);
    expect(res.status).toBe(200);
    expect(res.json.interview.scorecards).toEqual([expect.objectContaining({ authorUserId: interviewer.userId, authorName: expect.stringContaining('Ivan') })]);
    expect((await secondInterviewer.client.post(`/api/interviews/${interviewId}/scorecard`, form)).status).toBe(404);
    expect((await seenBy(assigned.client, 'interviews', interviewId))!.scorecards).toBeUndefined();
  });

  it('the interviewer’s card also travels in the interview push (so it can wait offline); nothing else may change', async () => {
    const seen = (await seenBy(interviewer.client, 'interviews', interviewId))!;
    const card = { ratings: [{ attribute: 'Communication', rating: 3, comment: 'Calmer on a second look.' }], recommendation: 3, notes: 'Mixed.', authorUserId: interviewer.userId, authorName: 'forged', submittedAt: '2000-01-01T00:00:00.000Z' };
    await pushOk(interviewer.client, 'interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, scorecards: [card] } }]);
    // (The admin sees no card until they wrote theirs: read as the interviewer.)
    const stored = (await seenBy(interviewer.client, 'interviews', interviewId))!;
    expect(stored.scorecards).toEqual([expect.objectContaining({ authorUserId: interviewer.userId, recommendation: 3, authorName: expect.stringContaining('Ivan') })]);
    expect(JSON.stringify(stored.scorecards)).not.toContain('forged');

    const again = (await seenBy(interviewer.client, 'interviews', interviewId))!;
    const moved = await interviewer.client.push('interviews', [{ assumedMasterState: again, newDocumentState: { ...again, durationMinutes: 90 } }]);
    expect(moved.json.refused[0]).toMatchObject({ reason: TEAM_REFUSALS.interviewerOnlyScorecard });
    const foreign = await secondInterviewer.client.push('interviews', [{ assumedMasterState: again, newDocumentState: { ...again, scorecards: [{ ...card, authorUserId: secondInterviewer.userId }] } }]);
    expect(foreign.json.refused.length + foreign.json.conflicts.length).toBeGreaterThan(0);
    expect((await seenBy(interviewer.client, 'interviews', interviewId))!.scorecards).toEqual([expect.objectContaining({ recommendation: 3 })]);
  });
});

describe('reassigning', () => {
  it('hands the interview to another interviewer: the first one’s device gets the rows back as removals', async () => {
    const before = await interviewer.client.pull('applications');
    expect(before.json.documents.map((d: { id: string }) => d.id)).toEqual([assignedApp]);
    const candidatesBefore = await interviewer.client.pull('candidates');

    // A second interview, on the same applicant, to move: the first has been completed.
    const next = randomUUID();
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await pushOk(recruiter.client, 'interviews', [
      insertRow({ id: next, _deleted: false, jobId, candidateId: assigned.profile.id, scheduledDateTime: inAnHour(), durationMinutes: 30, status: 'scheduled', interviewerId: interviewer.userId }),
    ]);
    const first = (await seenBy(admin.client, 'interviews', interviewId))!;
    await pushOk(admin.client, 'interviews', [{ assumedMasterState: first, newDocumentState: { ...first, status: 'cancelled' } }]);
    const stored = (await seenBy(admin.client, 'interviews', next))!;
    await pushOk(admin.client, 'interviews', [{ assumedMasterState: stored, newDocumentState: { ...stored, interviewerId: secondInterviewer.userId } }]);

    expect(await seenBy(secondInterviewer.client, 'interviews', next)).toMatchObject({ interviewerId: secondInterviewer.userId, interviewerName: 'Iris Okafor' });
    expect(await ids(secondInterviewer.client, 'applications')).toEqual([assignedApp]);

    // The first interviewer's device: the moved interview and the applicant go back, as removals.
    const after = await interviewer.client.pull('applications', before.json.checkpoint);
    expect(after.json.documents).toContainEqual({ id: assignedApp, _deleted: true });
    const candidatesAfter = await interviewer.client.pull('candidates', candidatesBefore.json.checkpoint);
    expect(candidatesAfter.json.documents).toContainEqual({ id: assigned.profile.id, _deleted: true });
    expect(await seenBy(interviewer.client, 'interviews', next)).toBeUndefined();
    expect(await ids(interviewer.client, 'applications')).toEqual([]);
    // Nor can they still write to it.
    const app = (await seenBy(admin.client, 'applications', assignedApp))!;
    const late = await interviewer.client.push('applications', [{ assumedMasterState: app, newDocumentState: { ...app, notes: 'Too late' } }]);
    expect(late.json.refused.length + late.json.conflicts.length).toBeGreaterThan(0);
    expect((await interviewer.client.get(`/api/interviews/${next}/room`)).status).toBe(404);
  });

  it('keeps the other job out of every interviewer’s reach', async () => {
    for (const c of [interviewer.client, secondInterviewer.client]) expect(await ids(c, 'jobs')).not.toContain(otherJobId);
  });
});

describe('removal', () => {
  it('takes the company’s work off the removed interviewer’s devices, their notifications of it included', async () => {
    const candidateName = String((await seenBy(admin.client, 'applications', assignedApp))!.candidateName);
    // Iris runs the reassigned interview: she was told, by name, and holds the applicant.
    const before = await secondInterviewer.client.pull('notifications');
    const told = before.json.documents.filter((n: { message: string }) => n.message.includes(candidateName));
    expect(told.length).toBeGreaterThan(0);
    expect(await ids(secondInterviewer.client, 'applications')).toEqual([assignedApp]);
    // A notification of her own, not of the company's work, stays with her.
    const own = randomUUID();
    await server.deps.database.db.transaction((tx) =>
      storeNotification(tx, secondInterviewer.userId, { type: 'verification', title: 'Verified', message: 'Your ID is verified.', actionUrl: '/id-verification' }, server.clock.now, own),
    );

    expect((await admin.client.request('DELETE', `/api/company/members/${secondInterviewer.userId}`)).status).toBe(200);

    // Her devices receive the removals from where they were...
    const after = await secondInterviewer.client.pull('notifications', before.json.checkpoint);
    for (const n of told) expect(after.json.documents).toContainEqual({ id: n.id, _deleted: true });
    // ...and a pull of every collection as her finds nothing of the company's candidate, jobs or interviews.
    for (const collection of COLLECTION_NAMES) {
      const docs = [...(await secondInterviewer.client.pullAll(collection)).values()];
      expect(JSON.stringify(docs), collection).not.toContain(candidateName);
      expect(JSON.stringify(docs), collection).not.toContain('Platform Engineer');
    }
    expect([...(await secondInterviewer.client.pullAll('notifications')).keys()]).toEqual([own]);
    // The company keeps its own notifications, and Ivan (still a member) keeps his.
    expect((await interviewer.client.pullAll('notifications')).size).toBeGreaterThan(0);
  });
});
