/**
 * Scorecards (issue 49): asked for when an interview ends, submitted by the company that ran it, never seen by
 * the candidate or another company, and hidden from a member until they submitted their own.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scorecard } from '@shared/schemas/scorecard.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

const form = { ratings: [{ attribute: 'Communication', rating: 4, comment: 'Clear.' }, { attribute: 'SQL', rating: 2 }], recommendation: 3, notes: 'Mixed on SQL.' };

describe('interview scorecards', () => {
  let server: TestServer;
  let employer: Awaited<ReturnType<typeof signUpEmployer>>;
  let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
  let interviewId: string;
  beforeAll(async () => {
    server = await createTestServer();
    employer = await signUpEmployer(server);
    candidate = await signUpCandidate(server);
    const jobId = (await postJob(employer.client, { title: 'Data Analyst' })).id;
    await applyTo(candidate.client, jobId);
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    interviewId = randomUUID();
    const at = new Date(server.clock.now.getTime() + 86_400_000).toISOString();
    await pushOk(employer.client, 'interviews', [insertRow({ id: interviewId, _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime: at, durationMinutes: 60, status: 'scheduled' })]);
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a scorecard before the interview started', async () => {
    const res = await employer.client.post(`/api/interviews/${interviewId}/scorecard`, form);
    expect(res.status).toBe(409);
  });

  it('asks the interviewer for a scorecard when the interview ends', async () => {
    server.clock.now = new Date(server.clock.now.getTime() + 2 * 86_400_000);
    const seen = (await seenBy(employer.client, 'interviews', interviewId))!;
    await pushOk(employer.client, 'interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, status: 'completed' } }]);
    const titles = [...(await employer.client.pullAll('notifications')).values()].map((n) => n.title);
    expect(titles).toContain('Scorecard Due');
  });

  it('hides a colleague’s scorecard from a member until theirs is in, then shows both with authors', async () => {
    // A colleague's scorecard, as the teams branch's members will write it: stored on the interview.
    const colleague: Scorecard = { ...form, recommendation: 5, authorUserId: 'colleague-user', authorName: 'Ana Colleague', submittedAt: server.clock.now.toISOString() };
    await server.deps.database.db.execute(
      sql`update interviews set doc = jsonb_set(doc, '{scorecards}', ${JSON.stringify([colleague])}::jsonb) where id = ${interviewId}`,
    );
    const before = (await seenBy(employer.client, 'interviews', interviewId))!;
    expect(before.scorecards).toEqual([]);

    const res = await employer.client.post(`/api/interviews/${interviewId}/scorecard`, form);
    expect(res.status).toBe(200);
    const cards = res.json.interview.scorecards as Scorecard[];
    expect(cards.map((c) => c.authorName)).toEqual(['Ana Colleague', expect.any(String)]);
    expect(cards[1]).toMatchObject({ authorUserId: employer.user.id, recommendation: 3 });
    const after = (await seenBy(employer.client, 'interviews', interviewId))!;
    expect((after.scorecards as Scorecard[]).length).toBe(2);
  });

  it('never reaches the candidate or another company, who cannot write one either', async () => {
    const own = (await seenBy(candidate.client, 'interviews', interviewId))!;
    expect(own.status).toBe('completed');
    expect(own.scorecards).toBeUndefined();
    expect((await candidate.client.post(`/api/interviews/${interviewId}/scorecard`, form)).status).toBe(403);
    const { client: other } = await signUpEmployer(server);
    expect(await seenBy(other, 'interviews', interviewId)).toBeUndefined();
    expect((await other.post(`/api/interviews/${interviewId}/scorecard`, form)).status).toBe(404);
  });

  it('refuses a rating off the scale with a 400', async () => {
    const res = await employer.client.post(`/api/interviews/${interviewId}/scorecard`, { ...form, recommendation: 9 });
    expect(res.status).toBe(400);
  });
});

describe('a scorecard queued on the device (pushed with the interview)', () => {
  let server: TestServer;
  let employer: Awaited<ReturnType<typeof signUpEmployer>>;
  let interviewId: string;
  /** The card as the device writes it: its own guess of author name and time, which the server replaces. */
  const deviceCard = (userId: string, overrides: Partial<Scorecard> = {}): Scorecard => ({ ...form, authorUserId: userId, authorName: 'Typed on device', submittedAt: '2020-01-01T00:00:00.000Z', ...overrides });
  beforeAll(async () => {
    server = await createTestServer();
    employer = await signUpEmployer(server);
    const candidate = await signUpCandidate(server);
    const jobId = (await postJob(employer.client, { title: 'Data Analyst' })).id;
    await applyTo(candidate.client, jobId);
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    interviewId = randomUUID();
    const at = new Date(server.clock.now.getTime() + 86_400_000).toISOString();
    await pushOk(employer.client, 'interviews', [insertRow({ id: interviewId, _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime: at, durationMinutes: 60, status: 'scheduled' })]);
  }, 60_000);
  afterAll(() => server?.close());

  it('refuses a card before the room opened, with the shared reason, and stores nothing', async () => {
    const seen = (await seenBy(employer.client, 'interviews', interviewId))!;
    const res = await employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, scorecards: [deviceCard(employer.user.id)] } }]);
    expect(res.json.refused[0]).toMatchObject({ code: 'rule', reason: 'A scorecard follows an interview that took place.' });
    expect((await seenBy(employer.client, 'interviews', interviewId))!.scorecards ?? []).toEqual([]);
  });

  it('refuses a card off the scale as invalid', async () => {
    server.clock.now = new Date(server.clock.now.getTime() + 86_400_000 + 30 * 60_000);
    const seen = (await seenBy(employer.client, 'interviews', interviewId))!;
    const res = await employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, scorecards: [deviceCard(employer.user.id, { recommendation: 9 })] } }]);
    expect(res.json.refused[0]).toMatchObject({ code: 'invalid' });
  });

  it('takes the card with the server’s author and time; the same card sent twice is one scorecard', async () => {
    const seen = (await seenBy(employer.client, 'interviews', interviewId))!;
    const sent = { ...seen, scorecards: [deviceCard(employer.user.id)] };
    await pushOk(employer.client, 'interviews', [{ assumedMasterState: seen, newDocumentState: sent }]);
    const first = (await seenBy(employer.client, 'interviews', interviewId))!;
    const [card] = first.scorecards as Scorecard[];
    expect(first.scorecards).toHaveLength(1);
    expect(card).toMatchObject({ authorUserId: employer.user.id, recommendation: 3, submittedAt: server.clock.now.toISOString() });
    expect(card!.authorName).not.toBe('Typed on device');
    // The status did not change, and the candidate is not told of a scorecard.
    expect(first.status).toBe('scheduled');

    // A resend from a device that holds the accepted state (its answer was lost, the outbox sends again), later.
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await pushOk(employer.client, 'interviews', [{ assumedMasterState: first, newDocumentState: { ...first, scorecards: [deviceCard(employer.user.id, { submittedAt: server.clock.now.toISOString() })] } }]);
    // A resend of the very first push (its assumed state is now stale): a conflict, never a second card.
    const stale = await employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: sent }]);
    expect(stale.json.conflicts).toHaveLength(1);
    // And the route with the same form.
    expect((await employer.client.post(`/api/interviews/${interviewId}/scorecard`, form)).status).toBe(200);
    const after = (await seenBy(employer.client, 'interviews', interviewId))!;
    expect(after.scorecards).toEqual([card]);
    expect(after.updatedAt).toBe(first.updatedAt);
  });

  it('a changed card replaces the member’s own; Mark Complete afterwards keeps it', async () => {
    const seen = (await seenBy(employer.client, 'interviews', interviewId))!;
    await pushOk(employer.client, 'interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, scorecards: [deviceCard(employer.user.id, { recommendation: 5 })] } }]);
    const changed = (await seenBy(employer.client, 'interviews', interviewId))!;
    expect((changed.scorecards as Scorecard[]).map((c) => c.recommendation)).toEqual([5]);
    // A device that pushes the interview without the card (an older copy) removes nothing.
    const { scorecards: _cards, ...withoutCards } = changed;
    await pushOk(employer.client, 'interviews', [{ assumedMasterState: changed, newDocumentState: { ...withoutCards, status: 'completed' } }]);
    const completed = (await seenBy(employer.client, 'interviews', interviewId))!;
    expect(completed.status).toBe('completed');
    expect((completed.scorecards as Scorecard[]).map((c) => c.recommendation)).toEqual([5]);
  });
});

describe('two members of one company (hidden until you submit)', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof signUpEmployer>>;
  let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
  let recruiter: { client: TestClient; userId: string };
  let interviewId: string;
  const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

  beforeAll(async () => {
    server = await createTestServer();
    admin = await signUpEmployer(server, true, companyDoc({ companyName: 'HireSync Ltd' }));
    candidate = await signUpCandidate(server);
    const jobId = (await postJob(admin.client, { title: 'Platform Engineer' })).id;
    await applyTo(candidate.client, jobId);
    await grantTrial(server.deps.database.db, admin.user.id, 'employer-professional', server.clock.now);
    // Member B joins through the company invitation, as in company/teams.test.ts.
    const email = `recruiter-${randomUUID().slice(0, 8)}@example.com`;
    expect((await admin.client.post('/api/company/invitations', { email, role: 'recruiter' })).status).toBe(201);
    const client = server.client();
    const accepted = await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName: 'Bea', lastName: 'Recruiter' });
    expect(accepted.status).toBe(200);
    recruiter = { client, userId: accepted.json.user.id as string };
    interviewId = randomUUID();
    const at = new Date(server.clock.now.getTime() + 86_400_000).toISOString();
    await pushOk(admin.client, 'interviews', [insertRow({ id: interviewId, _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime: at, durationMinutes: 60, status: 'scheduled' })]);
    server.clock.now = new Date(server.clock.now.getTime() + 2 * 86_400_000);
  }, 60_000);
  afterAll(() => server?.close());

  it('B cannot read A’s scorecard until B submits B’s own; then both see both, by their authors', async () => {
    // A (the admin) submits through the queued write.
    const seenA = (await seenBy(admin.client, 'interviews', interviewId))!;
    await pushOk(admin.client, 'interviews', [
      { assumedMasterState: seenA, newDocumentState: { ...seenA, scorecards: [{ ...form, recommendation: 5, authorUserId: admin.user.id, authorName: '', submittedAt: seenA.updatedAt }] } },
    ]);
    expect(((await seenBy(admin.client, 'interviews', interviewId))!.scorecards as Scorecard[]).map((c) => c.authorUserId)).toEqual([admin.user.id]);

    // B reads the same interview as the company, without A's card.
    const seenB = (await seenBy(recruiter.client, 'interviews', interviewId))!;
    expect(seenB).toBeDefined();
    expect(seenB.scorecards).toEqual([]);
    // Pushing back what B holds (no card of B's) neither reveals nor removes A's.
    await pushOk(recruiter.client, 'interviews', [{ assumedMasterState: seenB, newDocumentState: { ...seenB, interviewNotes: 'Room 2' } }]);
    expect((await seenBy(recruiter.client, 'interviews', interviewId))!.scorecards).toEqual([]);

    // B submits (the route, as a member: the card is B's, named by B's own account).
    const res = await recruiter.client.post(`/api/interviews/${interviewId}/scorecard`, form);
    expect(res.status).toBe(200);
    const both = (res.json.interview.scorecards as Scorecard[]).map((c) => [c.authorUserId, c.authorName, c.recommendation]);
    expect(both).toEqual([
      [admin.user.id, expect.any(String), 5],
      [recruiter.userId, 'Bea Recruiter', 3],
    ]);
    expect(((await seenBy(recruiter.client, 'interviews', interviewId))!.scorecards as Scorecard[]).length).toBe(2);
    expect(((await seenBy(admin.client, 'interviews', interviewId))!.scorecards as Scorecard[]).length).toBe(2);
  });

  it('the candidate never sees any scorecard', async () => {
    const own = (await seenBy(candidate.client, 'interviews', interviewId))!;
    expect(own).toBeDefined();
    expect(own.scorecards).toBeUndefined();
    expect(JSON.stringify(own)).not.toContain('Mixed on SQL');
  });
});
