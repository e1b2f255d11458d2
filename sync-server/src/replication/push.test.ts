/**
 * Push semantics a device relies on: a retried push never writes twice, a stale assumed state is a conflict
 * that answers the server's view and writes nothing, a batch is decided row by row (a row with text the database
 * cannot store is refused alone), and the free limits hold.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORABLE_TEXT_MESSAGES } from '@shared/messages.ts';
import { insertRow, jobDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, buildWorld, listedJob, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer, type Role, type World } from '../test-support/world.ts';
import { RULES } from '../rules/index.ts';
import { readRow, writeRow } from '../store/rows.ts';

let server: TestServer;
let w: World;
beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
});
afterAll(() => server.close());

const titled = async (client: TestClient, title: string) =>
  [...(await client.pullAll('notifications')).values()].filter((n) => n.title === title);
const stored = (collection: string, id: string) => readRow(server.deps.database.db, collection as never, id);

describe('retries', () => {
  it('the same application pushed twice is one application, one count, one notification', async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const { client } = await signUpCandidate(server);
    const id = randomUUID();
    const rows = [insertRow({ id, _deleted: false, jobId: job.id, coverLetter: 'Hello' })];
    expect((await client.push('applications', rows)).json).toEqual({ conflicts: [], refused: [] });
    const retry = await client.push('applications', rows);
    const mine = await client.pullAll('applications');
    expect(retry.json).toEqual({ conflicts: [mine.get(id)], refused: [] });
    expect([...(await employer.client.pullAll('applications')).values()].filter((a) => a.jobId === job.id)).toHaveLength(1);
    expect(await seenBy(employer.client, 'jobs', job.id)).toMatchObject({ applicationCount: 1 });
    expect(await titled(employer.client, 'New Application')).toHaveLength(1);
  });

  it('one row twice in one batch is written once', async () => {
    const { client } = await signUpCandidate(server);
    const id = randomUUID();
    const row = insertRow({ id, _deleted: false, jobId: w.jobB.id, coverLetter: 'Twice' });
    const res = await client.push('applications', [row, row]);
    expect(res.json).toEqual({ conflicts: [(await client.pullAll('applications')).get(id)], refused: [] });
  });

  it('a review retried after its commit conflicts with what was written and is not applied again', async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const candidate = await signUpCandidate(server);
    const id = await applyTo(candidate.client, job.id);
    const seen = (await seenBy(employer.client, 'applications', id))!;
    const rows = [{ assumedMasterState: seen, newDocumentState: { ...seen, status: 'considered', notes: 'Call back' } }];
    await pushOk(employer.client, 'applications', rows);
    const written = await stored('applications', id);
    const retry = await employer.client.push('applications', rows);
    const now = (await seenBy(employer.client, 'applications', id))!;
    expect(retry.json).toEqual({ conflicts: [now], refused: [] });
    expect(now).toMatchObject({ status: 'considered', notes: 'Call back' });
    expect((now.statusHistory as { status: string }[]).map((s) => s.status)).toEqual(['pending', 'considered']);
    expect(await stored('applications', id)).toEqual(written);
    expect(await titled(candidate.client, 'Application Updated')).toHaveLength(1);
  });

  it('a job saved again right after unsaving it, before the next pull, stays saved', async () => {
    const { client, user } = await signUpCandidate(server);
    const id = `${user.id}:${w.jobB.id}`;
    await pushOk(client, 'savedJobs', [insertRow({ id, _deleted: false, jobId: w.jobB.id })]);
    const saved = (await seenBy(client, 'savedJobs', id))!;
    const unsaved = { ...saved, _deleted: true };
    await pushOk(client, 'savedJobs', [{ assumedMasterState: saved, newDocumentState: unsaved }]);
    // The device's assumed state is now its own tombstone, fields and all (RxDB keeps what it pushed).
    await pushOk(client, 'savedJobs', [{ assumedMasterState: unsaved, newDocumentState: { ...saved, _deleted: false } }]);
    expect(await seenBy(client, 'savedJobs', id)).toMatchObject({ jobId: w.jobB.id });
  });
});

const STALE = '2001-01-01T00:00:00.000Z';
const CONFLICTS: { collection: string; role: Role; id: (w: World) => string; change: Record<string, unknown> }[] = [
  { collection: 'accounts', role: 'applicant', id: (w) => w.actors.applicant.user.id, change: { firstName: 'Stale' } },
  { collection: 'employers', role: 'employerA', id: (w) => w.companyA.id, change: { companyName: 'Stale' } },
  { collection: 'jobs', role: 'employerA', id: (w) => w.activeJob.id, change: { title: 'Stale' } },
  { collection: 'candidates', role: 'applicant', id: (w) => w.profiles.applicant.id, change: { title: 'Stale' } },
  { collection: 'applications', role: 'employerA', id: (w) => w.applicationId, change: { status: 'rejected' } },
  { collection: 'conversations', role: 'applicant', id: (w) => w.conversationId, change: { readAt: {} } },
  { collection: 'messages', role: 'employerA', id: (w) => w.messageId, change: { content: 'Stale' } },
  { collection: 'interviews', role: 'employerA', id: (w) => w.interviewId, change: { status: 'cancelled' } },
  { collection: 'notifications', role: 'employerA', id: () => '', change: { read: true } },
  { collection: 'savedJobs', role: 'applicant', id: (w) => w.savedJobId, change: { _deleted: true } },
];

describe('a stale assumed state is a conflict that answers the server view and writes nothing', () => {
  it.each(CONFLICTS)('$collection', async ({ collection, role, id, change }) => {
    const { client } = w.actors[role];
    const docs = await client.pullAll(collection);
    const current = id(w) ? docs.get(id(w))! : [...docs.values()][0]!;
    const before = await stored(collection, current.id as string);
    const res = await client.push(collection, [
      { assumedMasterState: { ...current, updatedAt: STALE }, newDocumentState: { ...current, ...change } },
    ]);
    expect(res.json).toEqual({ conflicts: [current], refused: [] });
    expect(await stored(collection, current.id as string)).toEqual(before);
  });
});

describe('a batch is decided row by row', () => {
  it('accepts, refuses and conflicts in one push', async () => {
    const { employerA, employerB } = w.actors;
    const jobs = await employerA.client.pullAll('jobs');
    const active = jobs.get(w.activeJob.id)!;
    const closed = jobs.get(w.closedJob.id)!;
    const theirs = (await listedJob(employerA.client, w.jobB.id))!;
    const fresh = jobDoc({ title: 'Batch hire' });
    const invalid = jobDoc({ title: '' });
    const res = await employerA.client.push('jobs', [
      insertRow(fresh),
      { assumedMasterState: { ...active, title: 'Old title' }, newDocumentState: { ...active, title: 'Lost' } },
      insertRow(invalid),
      { assumedMasterState: theirs, newDocumentState: { ...theirs, title: 'Taken over' } },
      { assumedMasterState: closed, newDocumentState: { ...closed, title: 'Reopened soon' } },
    ]);
    expect(res.json.refused.map((r: { id: string; code: string }) => [r.id, r.code])).toEqual([[invalid.id, 'invalid'], [w.jobB.id, 'forbidden']]);
    expect(res.json.conflicts).toEqual([active, { ...invalid, _deleted: true }, theirs]);
    const after = await employerA.client.pullAll('jobs');
    expect(after.get(fresh.id)).toMatchObject({ title: 'Batch hire' });
    expect(after.get(w.closedJob.id)).toMatchObject({ title: 'Reopened soon' });
    expect(after.get(w.activeJob.id)).toEqual(active);
    expect(after.has(invalid.id)).toBe(false);
    expect(await seenBy(employerB.client, 'jobs', w.jobB.id)).toEqual(theirs);
  });
});

describe('free limits', () => {
  async function at<T>(iso: string, run: () => Promise<T>): Promise<T> {
    const saved = server.clock.now;
    server.clock.now = new Date(iso);
    try {
      return await run();
    } finally {
      server.clock.now = saved;
    }
  }

  it('a 4th job posting in a calendar month is refused, the next month allows it', async () => {
    const { client } = await signUpEmployer(server);
    const refusedJob = jobDoc({ title: 'Fourth' });
    await at('2026-11-02T10:00:00.000Z', async () => {
      for (const title of ['First', 'Second', 'Third']) await postJob(client, { title });
    });
    await at('2026-11-30T23:59:59.000Z', async () => {
      const res = await client.push('jobs', [insertRow(refusedJob)]);
      expect(res.json.refused).toEqual([expect.objectContaining({ id: refusedJob.id, code: 'limit', reason: expect.stringContaining('3') })]);
      expect(res.json.conflicts).toEqual([{ ...refusedJob, _deleted: true }]);
      // Editing a posted job is not a new posting.
      const first = [...(await client.pullAll('jobs')).values()].find((j) => j.title === 'First')!;
      await pushOk(client, 'jobs', [{ assumedMasterState: first, newDocumentState: { ...first, title: 'First, edited' } }]);
    });
    await at('2026-12-01T00:00:00.000Z', () => pushOk(client, 'jobs', [insertRow(refusedJob)]));
    expect(await seenBy(client, 'jobs', refusedJob.id)).toMatchObject({ title: 'Fourth', postedAt: '2026-12-01T00:00:00.000Z' });
  });

  it('two devices racing past the monthly limit: only the allowed posting passes', async () => {
    const first = await signUpEmployer(server);
    const second = server.client();
    expect((await second.post('/api/auth/login', { email: first.user.email, password: 'Passw0rdX' })).status).toBe(200);
    await postJob(first.client, { title: 'One' });
    await postJob(first.client, { title: 'Two' });
    const [a, b] = await Promise.all([first.client.push('jobs', [insertRow(jobDoc())]), second.push('jobs', [insertRow(jobDoc())])]);
    expect([a.json.refused.length, b.json.refused.length].sort()).toEqual([0, 1]);
    expect([...(await first.client.pullAll('jobs')).values()].filter((j) => j.employerId === first.company.id)).toHaveLength(3);
  });

  it('a 21st application in a UTC day is refused, the next day allows it', async () => {
    const jobs: string[] = [];
    for (let i = 0; i < 7; i++) {
      const { client } = await signUpEmployer(server);
      for (let j = 0; j < 3; j++) jobs.push((await postJob(client)).id);
    }
    const { client } = await signUpCandidate(server);
    const rows = jobs.map((jobId) => insertRow({ id: randomUUID(), _deleted: false, jobId, coverLetter: '' }));
    // Ten a minute, so the per-minute rate limit on applications is never what refuses: only the daily limit.
    await at('2026-11-02T23:57:00.000Z', () => pushOk(client, 'applications', rows.slice(0, 10)));
    await at('2026-11-02T23:58:00.000Z', () => pushOk(client, 'applications', rows.slice(10, 20)));
    await at('2026-11-02T23:59:00.000Z', async () => {
      const res = await client.push('applications', rows.slice(20));
      expect(res.json.refused).toEqual([expect.objectContaining({ id: rows[20]!.newDocumentState.id, code: 'limit' })]);
      expect(res.json.conflicts).toEqual([{ ...rows[20]!.newDocumentState, _deleted: true }]);
    });
    expect((await client.pullAll('applications')).size).toBe(20);
    await at('2026-11-03T00:00:00.000Z', () => pushOk(client, 'applications', [rows[20]!]));
    expect((await client.pullAll('applications')).size).toBe(21);
  });
});

describe('text a device sends: what cannot be stored is refused, the rest of the push is written', () => {
  const SMILE = '\u{1F600}';
  // An emoji on code units 119-120 and 499-500: exactly where the notification and last-message previews cut.
  const straddling = `${'a'.repeat(119)}${SMILE}${'b'.repeat(378)}${SMILE} and the rest`;
  const message = (content: string) => ({
    assumedMasterState: null,
    newDocumentState: { id: randomUUID(), _deleted: false, conversationId: w.conversationId, content },
  });
  const previews = async (client: TestClient) =>
    [...(await client.pullAll('notifications')).values()].filter((n) => n.type === 'message').map((n) => n.message as string);

  it('a message with emoji on both preview cuts is stored whole; a NUL message is refused; the others are written', async () => {
    const { employerA, applicant } = w.actors;
    const rows = [message('First, fine'), message(straddling), message('nul \u0000 inside'), message('Last, fine')];
    const res = await employerA.client.push('messages', rows);
    expect(res.status).toBe(200);
    const nul = rows[2]!.newDocumentState;
    expect(res.json.refused).toEqual([
      { id: nul.id, collection: 'messages', code: 'invalid', reason: `content: ${STORABLE_TEXT_MESSAGES.nulCharacter}`, document: nul },
    ]);
    expect(res.json.conflicts).toEqual([{ ...nul, _deleted: true }]);
    const seen = await applicant.client.pullAll('messages');
    for (const i of [0, 1, 3]) expect(seen.get(rows[i]!.newDocumentState.id)).toMatchObject({ content: rows[i]!.newDocumentState.content });
    expect(seen.has(nul.id)).toBe(false);
  });

  it('its previews end before the straddling emoji instead of keeping half of it', async () => {
    const { employerA, applicant } = w.actors;
    await pushOk(employerA.client, 'messages', [message(straddling)]);
    const conversation = (await seenBy(applicant.client, 'conversations', w.conversationId))!;
    expect(conversation.lastMessage).toBe(straddling.slice(0, 499));
    expect(await previews(applicant.client)).toContain('a'.repeat(119));
  });

  it('a row whose rule builds text the database refuses is refused alone, its writes rolled back', async () => {
    const { employerA, applicant } = w.actors;
    const write = RULES.messages.write;
    const spy = vi.spyOn(RULES.messages, 'write').mockImplementation(async (ctx) => {
      const outcome = await write(ctx);
      if (outcome.kind !== 'write' || ctx.incoming.content !== 'poisoned') return outcome;
      // A follow-up that stores a lone surrogate, as the old preview cut did: Postgres refuses it mid-transaction.
      return { ...outcome, after: async (tx, at) => {
        await outcome.after!(tx, at);
        await writeRow(tx, 'notifications', { id: randomUUID(), ownerUserId: applicant.user.id, doc: { text: SMILE.slice(0, 1) } }, at);
      } };
    });
    try {
      const rows = [message('Before'), message('poisoned'), message('After')];
      const res = await employerA.client.push('messages', rows);
      expect(res.status).toBe(200);
      const poisoned = rows[1]!.newDocumentState;
      expect(res.json.refused).toEqual([
        { id: poisoned.id, collection: 'messages', code: 'invalid', reason: STORABLE_TEXT_MESSAGES.unstorable, document: poisoned },
      ]);
      const seen = await applicant.client.pullAll('messages');
      expect(seen.has(rows[0]!.newDocumentState.id) && seen.has(rows[2]!.newDocumentState.id)).toBe(true);
      expect(seen.has(poisoned.id)).toBe(false);
      expect(await previews(applicant.client)).not.toContain('poisoned');
    } finally {
      spy.mockRestore();
    }
  });

  // Long enough to pass every field's own rules (a bio needs 50 characters), so only the bad character is wrong.
  const around = (bad: string) => `Casey ${bad} builds accessible web products end to end in TypeScript`;
  const BAD_TEXT = [
    { label: 'a NUL character', text: around('\u0000'), message: STORABLE_TEXT_MESSAGES.nulCharacter },
    { label: 'a lone high surrogate', text: around(SMILE.slice(0, 1)), message: STORABLE_TEXT_MESSAGES.unpairedSurrogate },
    { label: 'a lone low surrogate', text: around(SMILE.slice(1)), message: STORABLE_TEXT_MESSAGES.unpairedSurrogate },
  ];
  const FIELDS: { collection: string; role: Role; id: (w: World) => string; field: string }[] = [
    { collection: 'accounts', role: 'applicant', id: (w) => w.actors.applicant.user.id, field: 'firstName' },
    { collection: 'candidates', role: 'applicant', id: (w) => w.profiles.applicant.id, field: 'bio' },
    { collection: 'candidates', role: 'bystander', id: (w) => w.profiles.bystander.id, field: 'lastName' },
    { collection: 'employers', role: 'employerA', id: (w) => w.companyA.id, field: 'companyName' },
  ];
  const CASES = FIELDS.flatMap((f) => BAD_TEXT.map((bad) => ({ ...f, ...bad })));

  it.each(CASES)('$collection $field with $label is refused and changes nothing', async ({ collection, role, id, field, text, message }) => {
    const { client } = w.actors[role];
    const current = (await seenBy(client, collection, id(w)))!;
    const before = await stored(collection, current.id as string);
    const wanted = { ...current, [field]: text };
    const res = await client.push(collection, [{ assumedMasterState: current, newDocumentState: wanted }]);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      conflicts: [current],
      refused: [{ id: current.id, collection, code: 'invalid', reason: `${field}: ${message}`, document: wanted }],
    });
    expect(await stored(collection, current.id as string)).toEqual(before);
  });

  it('a document whose id cannot be stored is refused without touching the database', async () => {
    const { client } = w.actors.employerA;
    const job = jobDoc({ id: `job\u0000${randomUUID()}` });
    const res = await client.push('jobs', [insertRow(job), insertRow(jobDoc({ title: 'Written anyway' }))]);
    expect(res.status).toBe(200);
    expect(res.json.refused).toEqual([expect.objectContaining({ id: job.id, code: 'invalid', reason: `id: ${STORABLE_TEXT_MESSAGES.nulCharacter}` })]);
    expect([...(await client.pullAll('jobs')).values()].some((j) => j.title === 'Written anyway')).toBe(true);
  });
});
