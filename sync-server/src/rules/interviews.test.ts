/**
 * Interview and first-message rules through real pushes: the premium gate, the time check, final states,
 * the candidate's notifications; and who may open a conversation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_REFUSALS, CONVERSATION_REFUSALS } from '@shared/messages.ts';
import { VALIDATION_MESSAGES } from '@shared/messages.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
let jobId: string;
const inDays = (days: number) => new Date(server.clock.now.getTime() + days * 86_400_000).toISOString();

beforeAll(async () => {
  server = await createTestServer();
  employer = await signUpEmployer(server);
  candidate = await signUpCandidate(server, { email: 'interviewee@example.com' });
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await applyTo(candidate.client, jobId);
});
afterAll(() => server.close());

function schedule(overrides: Record<string, unknown> = {}) {
  const doc = { id: randomUUID(), _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime: inDays(2), durationMinutes: 60, status: 'scheduled', ...overrides };
  return { doc, push: () => employer.client.push('interviews', [insertRow(doc)]) };
}

async function change(id: string, fields: Record<string, unknown>) {
  const seen = (await seenBy(employer.client, 'interviews', id))!;
  return employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, ...fields } }]);
}

describe('interviews', () => {
  it('a free employer is told that video interviews are a premium feature', async () => {
    const res = await schedule().push();
    expect(res.json.refused).toEqual([expect.objectContaining({ code: 'limit', reason: INTERVIEW_REFUSALS.premiumRequired })]);
  });

  it('a premium employer schedules; the candidate sees it with a meeting link and is notified', async () => {
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    const { doc, push } = schedule({ interviewNotes: 'Bring a design you are proud of.' });
    expect((await push()).json).toEqual({ conflicts: [], refused: [] });
    const seen = await seenBy(candidate.client, 'interviews', doc.id);
    expect(seen).toMatchObject({ status: 'scheduled', jobTitle: 'Route Planner', candidateEmail: 'interviewee@example.com' });
    expect(seen!.meetingLink).toMatch(/^\/video-interviews\?room=[\w-]{12}$/);
    const notifications = [...(await candidate.client.pullAll('notifications')).values()];
    expect(notifications.map((n) => n.title)).toContain('Interview Scheduled');
  });

  it('refuses a time in the past', async () => {
    const res = await schedule({ scheduledDateTime: inDays(-1) }).push();
    expect(res.json.refused).toEqual([expect.objectContaining({ code: 'invalid', reason: VALIDATION_MESSAGES.interviewInPast })]);
  });

  it('completed is final; cancelling stays possible after the plan lapses', async () => {
    // Times of their own: the interview above holds the interviewer's time in two days.
    const first = schedule({ scheduledDateTime: inDays(2.5) });
    const second = schedule({ scheduledDateTime: inDays(2.6) });
    await pushOk(employer.client, 'interviews', [insertRow(first.doc), insertRow(second.doc)]);
    const saved = server.clock.now;
    try {
      // 'Mark Complete' once the interview has started (issue 16).
      server.clock.now = new Date(saved.getTime() + 3 * 86_400_000);
      expect((await change(first.doc.id, { status: 'completed', interviewNotes: 'Interview completed' })).json.refused).toEqual([]);
      const reopen = await change(first.doc.id, { status: 'scheduled', scheduledDateTime: inDays(5) });
      expect(reopen.json.refused).toEqual([expect.objectContaining({ code: 'rule', reason: INTERVIEW_REFUSALS.alreadyClosed })]);
      server.clock.now = new Date(saved.getTime() + 15 * 86_400_000);
      expect((await change(second.doc.id, { status: 'cancelled' })).json.refused).toEqual([]);
      const titles = [...(await candidate.client.pullAll('notifications')).values()].map((n) => n.title);
      expect(titles.filter((t) => t === 'Interview Updated')).toHaveLength(2);
    } finally {
      server.clock.now = saved;
    }
  });
});

describe('opening a conversation', () => {
  const open = (from: { client: typeof employer.client; user: { id: string } }, toUserId: string) =>
    from.client.push('conversations', [
      insertRow({ id: randomUUID(), _deleted: false, kind: 'direct', participantUserIds: [from.user.id, toUserId] }),
    ]);

  it('an employer may not write first to a candidate whose profile is closed to it', async () => {
    const closed = await signUpCandidate(server, { isOpenToEmployers: false });
    const res = await open(employer, closed.user.id);
    expect(res.json.refused).toEqual([expect.objectContaining({ code: 'forbidden', reason: CONVERSATION_REFUSALS.candidateNotVisible })]);
  });

  it('an employer writes first to an open profile; a candidate to any employer', async () => {
    const open1 = await signUpCandidate(server);
    expect((await open(employer, open1.user.id)).json.refused).toEqual([]);
    const other = await signUpEmployer(server);
    expect((await open(candidate, other.user.id)).json.refused).toEqual([]);
  });
});
