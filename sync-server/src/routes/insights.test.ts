/**
 * GET /api/insights against a history made through the API with a moving clock, whose answers are known:
 * funnel counts, medians of time in stage and to hire, sources; only the job's own employer sees them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { postJob, pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

const DAY = 86_400_000;

describe('hiring insights', () => {
  let server: TestServer;
  let employer: TestClient;
  let jobId: string;
  beforeAll(async () => {
    server = await createTestServer();
    employer = (await signUpEmployer(server)).client;
    jobId = String((await postJob(employer)).id);
    const start = server.clock.now.getTime();
    const at = (d: number) => (server.clock.now = new Date(start + d * DAY));
    const apply = async (source: string) => {
      const { client } = await signUpCandidate(server);
      const id = randomUUID();
      await pushOk(client, 'applications', [insertRow({ id, _deleted: false, jobId, coverLetter: '', source })]);
      return id;
    };
    const move = async (id: string, status: string) => expect((await employer.put(`/api/applications/${id}`, { status })).status).toBe(200);
    at(0);
    const a = await apply('search');
    const b = await apply('search');
    at(1);
    const c = await apply('alert');
    at(2);
    await move(a, 'viewed'); // a pending 2 days
    await move(b, 'viewed'); // b pending 2 days
    at(3);
    await move(c, 'viewed'); // c pending 2 days
    at(4);
    await move(a, 'considered'); // a viewed 2
    at(6);
    await move(a, 'interview'); // a considered 2
    await move(b, 'rejected'); // b viewed 4
    at(10);
    await move(a, 'hired'); // a interview 4; hired 10 days after applying
  }, 120_000);
  afterAll(() => server?.close());

  it('answers the funnel, medians and sources of the job', async () => {
    const res = await employer.get(`/api/insights?jobId=${jobId}`);
    expect(res.status).toBe(200);
    expect(res.json.totalApplications).toBe(3);
    expect(res.json.funnel.map((s: { reached: number }) => s.reached)).toEqual([3, 3, 1, 1, 1]);
    expect(res.json.funnel[2].conversion).toBe(0.333);
    expect(res.json.timeInStage).toEqual([
      { status: 'pending', medianDays: 2, samples: 3 },
      { status: 'viewed', medianDays: 3, samples: 2 }, // a 2 days, b 4: the median of two is their mean
      { status: 'considered', medianDays: 2, samples: 1 },
      { status: 'interview', medianDays: 4, samples: 1 },
    ]);
    expect(res.json.medianDaysToHire).toBe(10);
    expect(res.json.sources).toEqual([
      { source: 'search', count: 2 },
      { source: 'alert', count: 1 },
    ]);
    expect(res.json.rejectionReasons).toEqual([{ reason: 'No reason given', count: 1 }]);
    expect(res.json.scorecards).toEqual({ interviews: 0, withScorecard: 0, submissionRate: null });
    // The company view holds the same applications (one job).
    expect((await employer.get('/api/insights')).json.totalApplications).toBe(3);
  });

  it('is the employer’s alone: a candidate is refused, another company counts nothing', async () => {
    const { client: candidate } = await signUpCandidate(server);
    expect((await candidate.get('/api/insights')).status).toBe(403);
    const { client: other } = await signUpEmployer(server);
    const res = await other.get(`/api/insights?jobId=${jobId}`);
    expect(res.status).toBe(200);
    expect(res.json.totalApplications).toBe(0);
  });
});
