/**
 * Screening questions with authority (issue 49): the server runs the shared rule on every application, refuses
 * one without its required answers in the shared words, flags a knockout or, when the employer chose so, moves
 * the application to Not Selected after the delay with the rule logged; the candidate never sees the flag.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENING_RULES } from '@shared/catalog.ts';
import { missingAnswerMessage } from '@shared/rules/screening.ts';
import type { ScreeningQuestion } from '@shared/schemas/screening.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { insertRow, jobDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { screeningJobHandlers } from './knockout-job.ts';

const years: ScreeningQuestion = { id: 'q-years', kind: 'number', prompt: 'Years of forklift driving?', required: true, knockout: true, unit: 'years', min: 2 };
const shifts: ScreeningQuestion = { id: 'q-shifts', kind: 'shortText', prompt: 'Which shifts suit you?', required: true, knockout: false };

describe('screening questions on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  async function jobAndCandidate(action: 'flag' | 'reject') {
    const { client: employer } = await signUpEmployer(server);
    const job = await postJob(employer, { screeningQuestions: [years, shifts], screeningKnockoutAction: action });
    const { client: candidate } = await signUpCandidate(server);
    return { employer, candidate, job };
  }

  function answers(n: number) {
    return [
      { questionId: years.id, value: n },
      { questionId: shifts.id, value: 'Nights' },
    ];
  }

  it('keeps the questions on the job the candidate receives', async () => {
    const { candidate, job } = await jobAndCandidate('flag');
    const seen = await seenBy(candidate, 'jobs', String(job.id));
    expect(seen?.screeningQuestions).toEqual([years, shifts]);
  });

  it('refuses an application without a required answer, by push and by REST, in the shared words', async () => {
    const { candidate, job } = await jobAndCandidate('flag');
    const pushed = await candidate.push('applications', [insertRow({ id: randomUUID(), _deleted: false, jobId: job.id, coverLetter: '', screeningAnswers: [{ questionId: years.id, value: 5 }] })]);
    expect(pushed.json.refused).toEqual([expect.objectContaining({ code: 'invalid', reason: missingAnswerMessage(shifts) })]);
    const rest = await candidate.post('/api/applications', { jobId: job.id, screeningAnswers: [{ questionId: shifts.id, value: 'Days' }] });
    expect(rest.status).toBe(400);
    expect(rest.json.error.message).toBe(missingAnswerMessage(years));
  });

  it('flags a knockout by default; the employer sees the flag and answers, the candidate only the answers', async () => {
    const { employer, candidate, job } = await jobAndCandidate('flag');
    const id = randomUUID();
    await pushOk(candidate, 'applications', [insertRow({ id, _deleted: false, jobId: job.id, coverLetter: '', screeningAnswers: answers(1), source: 'search' })]);
    const seen = (await seenBy(employer, 'applications', id))!;
    expect(seen).toMatchObject({ status: 'pending', screeningFlags: ['Does not meet: Years of forklift driving?'], source: 'search' });
    expect(seen.screeningAnswers).toEqual(answers(1));
    const own = (await seenBy(candidate, 'applications', id))!;
    expect(own.screeningFlags).toBeUndefined();
    expect(own.screeningAnswers).toEqual(answers(1));
    // Flagged, not moved: no job waits to reject it.
    server.clock.now = new Date(server.clock.now.getTime() + SCREENING_RULES.rejectDelayMs * 2);
    await runDueJobs(server.deps.database.db, screeningJobHandlers, server.clock.now);
    expect((await seenBy(employer, 'applications', id))!.status).toBe('pending');
  });

  it('at the boundary the knockout is met: no flag', async () => {
    const { employer, candidate, job } = await jobAndCandidate('reject');
    const id = randomUUID();
    await pushOk(candidate, 'applications', [insertRow({ id, _deleted: false, jobId: job.id, coverLetter: '', screeningAnswers: answers(2) })]);
    expect((await seenBy(employer, 'applications', id))!.screeningFlags).toBeUndefined();
  });

  it('moves a knockout to Not Selected after the delay when the employer chose so, with the rule on the history', async () => {
    const { employer, candidate, job } = await jobAndCandidate('reject');
    const id = randomUUID();
    const appliedAt = server.clock.now;
    await pushOk(candidate, 'applications', [insertRow({ id, _deleted: false, jobId: job.id, coverLetter: '', screeningAnswers: answers(0) })]);
    const db = server.deps.database.db;
    // Not at once: the candidate is not rejected the moment they press Submit.
    await runDueJobs(db, screeningJobHandlers, new Date(appliedAt.getTime() + SCREENING_RULES.rejectDelayMs - 1000));
    expect((await seenBy(employer, 'applications', id))!.status).toBe('pending');
    server.clock.now = new Date(appliedAt.getTime() + SCREENING_RULES.rejectDelayMs + 1000);
    expect(await runDueJobs(db, screeningJobHandlers, server.clock.now)).toBe(1);
    const moved = (await seenBy(employer, 'applications', id))!;
    expect(moved.status).toBe('rejected');
    expect(moved.statusHistory).toEqual([
      expect.objectContaining({ status: 'pending' }),
      expect.objectContaining({ status: 'rejected', note: 'Screening · Does not meet: Years of forklift driving?' }),
    ]);
    const own = (await seenBy(candidate, 'applications', id))!;
    expect(own.status).toBe('rejected');
    expect((own.statusHistory as Record<string, unknown>[]).every((step) => step.note === undefined)).toBe(true);
    const told = [...(await candidate.pullAll('notifications')).values()];
    expect(told.map((n) => n.type)).toContain('application');
  });

  it('leaves an application a person moved meanwhile where they put it', async () => {
    const { employer, candidate, job } = await jobAndCandidate('reject');
    const id = randomUUID();
    const appliedAt = server.clock.now;
    await pushOk(candidate, 'applications', [insertRow({ id, _deleted: false, jobId: job.id, coverLetter: '', screeningAnswers: answers(0) })]);
    expect((await employer.put(`/api/applications/${id}`, { status: 'considered' })).status).toBe(200);
    server.clock.now = new Date(appliedAt.getTime() + SCREENING_RULES.rejectDelayMs + 1000);
    await runDueJobs(server.deps.database.db, screeningJobHandlers, server.clock.now);
    expect((await seenBy(employer, 'applications', id))!.status).toBe('considered');
  });

  it('refuses a job with a knockout that has nothing to meet', async () => {
    const { client: employer } = await signUpEmployer(server);
    const res = await employer.push('jobs', [insertRow({ ...jobDoc(), screeningQuestions: [{ ...years, min: undefined }] })]);
    expect(res.json.refused).toEqual([expect.objectContaining({ code: 'invalid' })]);
  });

  it('keeps a job’s scorecard attributes, at most twelve', async () => {
    const { client: employer } = await signUpEmployer(server);
    const job = await postJob(employer, { scorecardAttributes: ['Forklift safety', 'Communication'] });
    expect((await seenBy(employer, 'jobs', String(job.id)))?.scorecardAttributes).toEqual(['Forklift safety', 'Communication']);
    const tooMany = await employer.push('jobs', [insertRow({ ...jobDoc(), scorecardAttributes: Array.from({ length: 13 }, (_, i) => `A${i}`) })]);
    expect(tooMany.json.refused).toEqual([expect.objectContaining({ code: 'invalid' })]);
  });
});
