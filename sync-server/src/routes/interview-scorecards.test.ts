/**
 * Scorecards (issue 49): asked for when an interview ends, submitted by the company that ran it, never seen by
 * the candidate or another company, and hidden from a member until they submitted their own.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scorecard } from '@shared/schemas/scorecard.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
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
