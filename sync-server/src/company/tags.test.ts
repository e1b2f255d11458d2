/**
 * The company's tags on candidates (issue 48): REST writes and pushed (offline) tagging, each projected onto
 * every application of the candidate to the company, never onto the candidate's own copy; the company's alone
 * (another company 404, interviewers read only, candidates 403); the cap holds under concurrency; two devices
 * naming one tag offline converge on one; two members adding different tags at once keep both.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_TEXTS } from '@shared/messages.ts';
import { TAG_LIMITS } from '@shared/schemas/company-tags.ts';
import { mergeConflict } from '@shared/rules/merge-conflict.ts';
import { writableFields } from '@shared/rules/writable-fields.ts';
import { companyTags } from '../db/schema.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { TEST_PASSWORD, createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let admin: TestClient;
let adminId: string;
let recruiter: TestClient;
let interviewer: TestClient;
let other: TestClient;
let jobs: string[];
let otherJob: string;

type Candidate = Awaited<ReturnType<typeof signUpCandidate>>;
const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;
const del = (client: TestClient, path: string) => client.request('DELETE', path);
const patch = (client: TestClient, path: string, body: unknown) => client.request('PATCH', path, body);
const tagList = async (client: TestClient = admin) => (await client.get('/api/company/tags')).json as { tags: { id: string; name: string; colour: string; candidateCount: number }[]; candidateTags: Record<string, string[]> };
const create = async (name: string, colour = 'blue', client: TestClient = admin) => {
  const res = await client.post('/api/company/tags', { name, colour });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { id: string; name: string; colour: string };
};
const appOf = (client: TestClient, id: string) => seenBy(client, 'applications', id);
const tagsOn = async (client: TestClient, id: string) => ((await appOf(client, id))?.tags ?? []) as { id: string; name: string; colour: string }[];

async function join(role: 'recruiter' | 'interviewer'): Promise<TestClient> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await admin.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  const accepted = await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName: 'Sam', lastName: 'Lee' });
  expect(accepted.status).toBe(200);
  memberIds.set(client, accepted.json.user.id as string);
  return client;
}
const memberIds = new Map<TestClient, string>();

/** A candidate who applied to both of the company's jobs: their two applications' ids. */
async function applicant(): Promise<{ candidate: Candidate; applications: [string, string] }> {
  const candidate = await signUpCandidate(server);
  return { candidate, applications: [await applyTo(candidate.client, jobs[0]!), await applyTo(candidate.client, jobs[1]!)] };
}

/** Push an employer's change of an application as a device does: its current copy, changed. */
async function pushChange(client: TestClient, id: string, change: Record<string, unknown>) {
  const before = (await appOf(client, id))!;
  return client.push('applications', [{ assumedMasterState: before, newDocumentState: { ...before, ...change } }]);
}

beforeAll(async () => {
  server = await createTestServer();
  const founder = await signUpEmployer(server, true, companyDoc({ companyName: 'Tag & Co' }));
  admin = founder.client;
  adminId = founder.user.id;
  other = (await signUpEmployer(server, true, companyDoc({ companyName: 'Other Co' }))).client;
  recruiter = await join('recruiter');
  interviewer = await join('interviewer');
  jobs = [(await postJob(admin, { title: 'Welder' })).id, (await postJob(admin, { title: 'Fitter' })).id];
  otherJob = (await postJob(other, { title: 'Elsewhere' })).id;
}, 120_000);
afterAll(() => server?.close());

describe('tags through REST, projected onto applications', () => {
  it('create, tag a candidate, rename, recolour and delete: every application of theirs to the company follows', async () => {
    const { candidate, applications } = await applicant();
    const elsewhere = await applyTo(candidate.client, otherJob);
    const zeta = await create('Zeta', 'red');
    const alpha = await create('alpha', 'green', recruiter);
    const put = await admin.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [zeta.id, alpha.id] });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    expect(put.json.tags.map((t: { name: string }) => t.name)).toEqual(['alpha', 'Zeta']);
    for (const id of applications) {
      expect(await tagsOn(admin, id)).toEqual([
        { id: alpha.id, name: 'alpha', colour: 'green' },
        { id: zeta.id, name: 'Zeta', colour: 'red' },
      ]);
      // Every member's copy: the recruiter's device pulls the same.
      expect(await tagsOn(recruiter, id)).toHaveLength(2);
    }
    // Another company's application of the same candidate carries none of this company's tags.
    expect((await appOf(other, elsewhere))!.tags).toBeUndefined();
    const listed = await tagList();
    expect(listed.tags.find((t) => t.id === zeta.id)).toMatchObject({ candidateCount: 1 });
    expect(listed.candidateTags[candidate.profile.id as string]).toEqual([alpha.id, zeta.id]);

    expect((await patch(recruiter, `/api/company/tags/${zeta.id}`, { name: 'Aardvark' })).status).toBe(200);
    expect((await patch(admin, `/api/company/tags/${alpha.id}`, { colour: 'purple' })).status).toBe(200);
    for (const id of applications) {
      expect(await tagsOn(recruiter, id)).toEqual([
        { id: zeta.id, name: 'Aardvark', colour: 'red' },
        { id: alpha.id, name: 'alpha', colour: 'purple' },
      ]);
    }

    expect((await del(admin, `/api/company/tags/${zeta.id}`)).status).toBe(200);
    for (const id of applications) expect(await tagsOn(admin, id)).toEqual([{ id: alpha.id, name: 'alpha', colour: 'purple' }]);
    expect((await tagList()).tags.some((t) => t.id === zeta.id)).toBe(false);
    expect((await del(admin, `/api/company/tags/${zeta.id}`)).status).toBe(404);
    // Its name is free again.
    await create('Aardvark');

    // A new application of a tagged candidate carries their tags from the start.
    const third = (await postJob(admin, { title: 'Rigger' })).id;
    const late = await applyTo(candidate.client, third);
    expect(await tagsOn(admin, late)).toEqual([{ id: alpha.id, name: 'alpha', colour: 'purple' }]);
  });

  it('the candidate’s own copy never carries the company’s tags', async () => {
    const { candidate, applications } = await applicant();
    const tag = await create(`Private ${randomUUID().slice(0, 6)}`);
    expect((await admin.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [tag.id] })).status).toBe(200);
    expect(await tagsOn(admin, applications[0])).toHaveLength(1);
    const own = await candidate.client.pullAll('applications');
    for (const id of applications) {
      expect(own.get(id)).toBeDefined();
      expect(own.get(id)!.tags).toBeUndefined();
    }
    expect(JSON.stringify([...own.values()])).not.toContain(tag.name);
    const rest = await candidate.client.get(`/api/applications/candidate/${candidate.profile.id}`);
    expect(rest.status).toBe(200);
    expect(JSON.stringify(rest.json)).toContain(applications[0]);
    expect(JSON.stringify(rest.json)).not.toContain(tag.name);
  });

  it('another company gets 404, an interviewer reads only (403), a candidate 403; a candidate the company cannot see is 404', async () => {
    const { candidate } = await applicant();
    const tag = await create(`Mine ${randomUUID().slice(0, 6)}`);
    expect((await patch(other, `/api/company/tags/${tag.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await del(other, `/api/company/tags/${tag.id}`)).status).toBe(404);
    // The candidate is open to employers, so the other company may tag them, but only with its own tags.
    const foreign = await other.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [tag.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.message).toBe(TAG_TEXTS.unknownTag);
    expect((await tagList(other)).tags.some((t) => t.id === tag.id)).toBe(false);

    expect((await interviewer.get('/api/company/tags')).status).toBe(200);
    for (const res of [
      await interviewer.post('/api/company/tags', { name: 'Nope', colour: 'red' }),
      await patch(interviewer, `/api/company/tags/${tag.id}`, { name: 'Nope' }),
      await del(interviewer, `/api/company/tags/${tag.id}`),
      await interviewer.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [tag.id] }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json.error.message).toBe(TAG_TEXTS.onlyRecruiters);
    }
    for (const res of [await candidate.client.get('/api/company/tags'), await candidate.client.post('/api/company/tags', { name: 'Me', colour: 'red' })]) expect(res.status).toBe(403);

    // A candidate hidden from employers who never applied to the company is not the company's to tag.
    const hidden = await signUpCandidate(server, { isOpenToEmployers: false });
    const res = await admin.put(`/api/company/candidates/${hidden.profile.id}/tags`, { tagIds: [tag.id] });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe(TAG_TEXTS.candidateNotFound);
    expect((await tagList()).tags.find((t) => t.id === tag.id)!.candidateCount).toBe(0);
  });

  it('keeps Unicode names and refuses control characters and bad input with a 400, changing nothing', async () => {
    for (const name of ['🚀 Raketenstart', 'مهندس متميز', 'e\u0301cole', '👩🏽‍💻 dev']) expect((await create(name)).name).toBe(name);
    const before = await tagList();
    const some = before.tags[0]!;
    for (const body of [{ name: 'a\u0007bell', colour: 'red' }, { name: 'two\nlines', colour: 'red' }, { name: '', colour: 'red' }, { name: 'x'.repeat(41), colour: 'red' }, { name: 'Black', colour: 'black' }, { name: 'No colour' }]) {
      const res = await admin.post('/api/company/tags', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { name: 'tab\there' }, { colour: 'mauve' }]) expect((await patch(admin, `/api/company/tags/${some.id}`, body)).status, JSON.stringify(body)).toBe(400);
    const { candidate } = await applicant();
    for (const body of [{ tagIds: [some.id, some.id] }, { tagIds: Array.from({ length: TAG_LIMITS.perCandidate + 1 }, () => randomUUID()) }, { tagIds: 'all' }]) {
      expect((await admin.put(`/api/company/candidates/${candidate.profile.id}/tags`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.post('/api/company/tags', { name: some.name.toUpperCase(), colour: 'red' })).status).toBe(409);
    expect(await tagList()).toEqual(before);
  });

  it('names are unique case aside: 409 with the taken name', async () => {
    const name = `Night shift ${randomUUID().slice(0, 4)}`;
    await create(name);
    const res = await recruiter.post('/api/company/tags', { name: name.toUpperCase(), colour: 'red' });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(TAG_TEXTS.nameTaken(name));
  });
});

describe('the cap under concurrency', () => {
  it('creates at most TAG_LIMITS.perCompany tags, however many requests race', async () => {
    const founder = await signUpEmployer(server, true, companyDoc({ companyName: 'Capped' }));
    const db = server.deps.database.db;
    const companyId = founder.user.id;
    const now = server.clock.now;
    await db.insert(companyTags).values(Array.from({ length: TAG_LIMITS.perCompany - 3 }, (_, i) => ({ companyId, id: randomUUID(), name: `Seed ${i}`, colour: 'grey', createdAt: now, updatedAt: now, updatedBy: companyId })));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => founder.client.post('/api/company/tags', { name: `Race ${i}`, colour: 'teal' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.json.error.message).toBe(TAG_TEXTS.tooManyInCompany(TAG_LIMITS.perCompany));
    const live = await db.select().from(companyTags).where(and(eq(companyTags.companyId, companyId), isNull(companyTags.deletedAt)));
    expect(live).toHaveLength(TAG_LIMITS.perCompany);
    // Offline tagging is held to the same cap: a pushed new tag is refused with the same words.
    const job = (await postJob(founder.client)).id;
    const candidate = await signUpCandidate(server);
    const application = await applyTo(candidate.client, job);
    const res = await pushChange(founder.client, application, { tags: [{ id: randomUUID(), name: 'One too many', colour: 'red' }] });
    expect(res.json.refused).toHaveLength(1);
    expect(res.json.refused[0].reason).toBe(TAG_TEXTS.tooManyInCompany(TAG_LIMITS.perCompany));
  });
});

describe('tagging offline: pushed applications', () => {
  it('a push of tags only is stored, rewrites the candidate’s other applications, and neither moves nor tells the candidate', async () => {
    const { candidate, applications } = await applicant();
    const before = (await appOf(admin, applications[0]))!;
    const notificationsBefore = (await candidate.client.pullAll('notifications')).size;
    const tag = { id: randomUUID(), name: `Offline ${randomUUID().slice(0, 4)}`, colour: 'orange' };
    await pushOk(admin, 'applications', [{ assumedMasterState: before, newDocumentState: { ...before, tags: [tag] } }]);
    const after = (await appOf(admin, applications[0]))!;
    expect(after.tags).toEqual([tag]);
    expect(after.status).toBe(before.status);
    expect(after.statusHistory).toEqual(before.statusHistory);
    expect(await tagsOn(admin, applications[1])).toEqual([tag]);
    expect((await tagList()).tags.find((t) => t.id === tag.id)).toMatchObject({ name: tag.name, colour: 'orange', candidateCount: 1 });
    expect((await candidate.client.pullAll('notifications')).size).toBe(notificationsBefore);
    expect((await candidate.client.pullAll('applications')).get(applications[0])!.tags).toBeUndefined();
    // Removing it by push (an empty list) takes it off every application; the tag stays in the list.
    await pushChange(admin, applications[1], { tags: [] });
    for (const id of applications) expect(await tagsOn(admin, id)).toEqual([]);
    expect((await tagList()).tags.find((t) => t.id === tag.id)).toMatchObject({ candidateCount: 0 });
  });

  it('one tag created offline on two devices (the same name, two ids) converges on one tag', async () => {
    const first = await applicant();
    const second = await applicant();
    const name = `Forklift ${randomUUID().slice(0, 4)}`;
    const one = { id: randomUUID(), name, colour: 'yellow' };
    const two = { id: randomUUID(), name: name.toUpperCase(), colour: 'pink' };
    await pushOk(admin, 'applications', [await changeRow(admin, first.applications[0], { tags: [one] })]);
    const res = await pushChange(recruiter, second.applications[0], { tags: [two] });
    expect(res.json.refused).toEqual([]);
    const named = (await tagList()).tags.filter((t) => t.name.toLowerCase() === name.toLowerCase());
    expect(named).toEqual([expect.objectContaining({ id: one.id, name, colour: 'yellow', candidateCount: 2 })]);
    for (const id of [...first.applications, ...second.applications]) expect(await tagsOn(recruiter, id)).toEqual([one]);
  });

  it('two members adding different tags to one candidate at once converge on both, on every application', async () => {
    const { applications } = await applicant();
    const x = await create(`X ${randomUUID().slice(0, 4)}`, 'red');
    const y = { id: randomUUID(), name: `Y ${randomUUID().slice(0, 4)}`, colour: 'blue' };
    // Both devices hold the untagged copies; the admin tags one application, the recruiter (offline) the other.
    const adminRow = await changeRow(admin, applications[0], { tags: [x] });
    const recruiterRow = await changeRow(recruiter, applications[1], { tags: [y] });
    const [a, b] = await Promise.all([admin.push('applications', [adminRow]), recruiter.push('applications', [recruiterRow])]);
    // Whichever came second assumed an untagged copy: a conflict, merged as the device's conflict handler does.
    for (const [res, client, row] of [
      [a, admin, adminRow],
      [b, recruiter, recruiterRow],
    ] as const) {
      expect(res.json.refused).toEqual([]);
      if (!res.json.conflicts.length) continue;
      const merged = mergeConflict({ ...row, realMasterState: res.json.conflicts[0] } as Parameters<typeof mergeConflict>[0], writableFields('applications', 'employer'));
      await pushOk(client, 'applications', [{ assumedMasterState: res.json.conflicts[0], newDocumentState: merged }]);
    }
    const expected = [
      { id: x.id, name: x.name, colour: 'red' },
      { id: y.id, name: y.name, colour: 'blue' },
    ].sort((p, q) => p.name.localeCompare(q.name));
    for (const id of applications) {
      expect(await tagsOn(admin, id)).toEqual(expected);
      expect(await tagsOn(recruiter, id)).toEqual(expected);
    }
  });

  it('a deleted tag pushed again by an offline device stays deleted; another company’s tag id is never taken', async () => {
    const { candidate, applications } = await applicant();
    const gone = await create(`Gone ${randomUUID().slice(0, 4)}`);
    expect((await admin.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [gone.id] })).status).toBe(200);
    const stale = (await appOf(admin, applications[0]))!;
    expect((await del(admin, `/api/company/tags/${gone.id}`)).status).toBe(200);
    // The offline device's copy still carries it; its conflict merge keeps it (the device did not change tags
    // itself, so it takes the server's); a device that re-sends it as its own addition has it dropped.
    const fresh = (await appOf(admin, applications[0]))!;
    await pushOk(admin, 'applications', [{ assumedMasterState: fresh, newDocumentState: { ...fresh, tags: stale.tags, notes: 'Still keen' } }]);
    const after = (await appOf(admin, applications[0]))!;
    expect(after.tags ?? []).toEqual([]);
    expect(after.notes).toBe('Still keen');
    expect((await tagList()).tags.some((t) => t.name === gone.name)).toBe(false);

    // Another company's tag, by its id: made the company's own by its name, under a new id.
    const theirs = await create(`Theirs ${randomUUID().slice(0, 4)}`, 'teal', other);
    const res = await pushChange(admin, applications[0], { tags: [theirs] });
    expect(res.json.refused).toEqual([]);
    const [mine] = await tagsOn(admin, applications[0]);
    expect(mine).toMatchObject({ name: theirs.name, colour: 'teal' });
    expect(mine!.id).not.toBe(theirs.id);
    expect((await tagList(other)).tags.find((t) => t.id === theirs.id)!.candidateCount).toBe(0);
  });

  it('refuses a pushed tag whose name is not one line, storing nothing', async () => {
    const { applications } = await applicant();
    const before = (await appOf(admin, applications[0]))!;
    const res = await pushChange(admin, applications[0], { tags: [{ id: randomUUID(), name: 'bad\u0007name', colour: 'red' }] });
    expect(res.json.refused).toHaveLength(1);
    expect(res.json.refused[0].reason).toBe(TAG_TEXTS.nameOneLine);
    expect(await appOf(admin, applications[0])).toEqual(before);
  });
});

describe('what else holds', () => {
  it('an interviewer’s push of an assigned application takes its note and never its tags', async () => {
    const { candidate, applications } = await applicant();
    await grantTrial(server.deps.database.db, adminId, 'employer-professional', server.clock.now);
    const scheduledDateTime = new Date(server.clock.now.getTime() + 3_600_000).toISOString();
    await pushOk(admin, 'interviews', [
      insertRow({ id: randomUUID(), _deleted: false, jobId: jobs[0], candidateId: candidate.profile.id, applicationId: applications[0], scheduledDateTime, durationMinutes: 30, status: 'scheduled', interviewerId: memberIds.get(interviewer) }),
    ]);
    expect(await appOf(interviewer, applications[0])).toBeDefined();
    await pushOk(interviewer, 'applications', [await changeRow(interviewer, applications[0], { notes: 'Calm under pressure', tags: [{ id: randomUUID(), name: 'Sneaky', colour: 'red' }] })]);
    const stored = (await appOf(admin, applications[0]))!;
    expect(stored.notes).toBe('Calm under pressure');
    expect(stored.tags).toBeUndefined();
    expect((await tagList()).tags.some((t) => t.name === 'Sneaky')).toBe(false);
  });

  it('a candidate’s deleted account takes the companies’ tags on them along', async () => {
    const { candidate } = await applicant();
    const tag = await create(`Leaving ${randomUUID().slice(0, 4)}`);
    expect((await admin.put(`/api/company/candidates/${candidate.profile.id}/tags`, { tagIds: [tag.id] })).status).toBe(200);
    expect((await tagList()).candidateTags[candidate.profile.id as string]).toEqual([tag.id]);
    expect((await candidate.client.request('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
    const after = await tagList();
    expect(after.candidateTags[candidate.profile.id as string]).toBeUndefined();
    expect(after.tags.find((t) => t.id === tag.id)!.candidateCount).toBe(0);
  });
});

/** A push row changing an application from the client's current copy. */
async function changeRow(client: TestClient, id: string, change: Record<string, unknown>) {
  const before = (await appOf(client, id))!;
  return { assumedMasterState: before, newDocumentState: { ...before, ...change } };
}
