import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { candidateDoc, companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.close();
});

async function employerWithJob(jobOverrides: Record<string, unknown> = {}) {
  const employer = server.client();
  const user = await employer.signUp('employer');
  const company = companyDoc();
  expect((await employer.push('employers', [insertRow(company)])).json).toEqual({ conflicts: [], refused: [] });
  const job = jobDoc(jobOverrides);
  expect((await employer.push('jobs', [insertRow(job)])).json).toEqual({ conflicts: [], refused: [] });
  return { employer, user, company, job };
}

async function candidateWithProfile() {
  const candidate = server.client();
  const user = await candidate.signUp('candidate');
  const profile = candidateDoc();
  expect((await candidate.push('candidates', [insertRow(profile)])).json).toEqual({ conflicts: [], refused: [] });
  return { candidate, user, profile };
}

describe('the hiring journey through replication', () => {
  it('an employer posts, a candidate applies, the employer reviews, the candidate sees the new status', async () => {
    const { employer, job } = await employerWithJob();
    const { candidate, profile } = await candidateWithProfile();

    const jobs = await candidate.pullAll('jobs');
    expect(jobs.get(job.id)).toMatchObject({ title: job.title, companyName: 'Acme Robotics', applicationCount: 0 });

    const application = { id: crypto.randomUUID(), _deleted: false, jobId: job.id, coverLetter: 'I would love to.' };
    expect((await candidate.push('applications', [insertRow(application)])).json).toEqual({ conflicts: [], refused: [] });

    const seenByEmployer = (await employer.pullAll('applications')).get(application.id)!;
    expect(seenByEmployer).toMatchObject({ status: 'pending', candidateId: profile.id, jobTitle: job.title });
    expect((await employer.pullAll('jobs')).get(job.id)).toMatchObject({ applicationCount: 1 });
    // Applying shares the candidate's contact details with that employer only.
    expect((await employer.pullAll('candidates')).get(profile.id)).toMatchObject({ email: 'casey@example.com' });

    const review = { ...seenByEmployer, status: 'considered', notes: 'Strong TypeScript background' };
    const pushed = await employer.push('applications', [{ assumedMasterState: seenByEmployer, newDocumentState: review }]);
    expect(pushed.json).toEqual({ conflicts: [], refused: [] });

    const mine = (await candidate.pullAll('applications')).get(application.id)!;
    expect(mine.status).toBe('considered');
    expect(mine.statusHistory).toEqual([
      { status: 'pending', at: expect.any(String) },
      { status: 'considered', at: expect.any(String) },
    ]);
    expect(mine).not.toHaveProperty('notes');

    const notifications = [...(await candidate.pullAll('notifications')).values()];
    expect(notifications.map((n) => n.title)).toContain('Application Updated');
    expect(notifications.map((n) => n.message)).toContain(
      `Your application for ${job.title} at Acme Robotics is now Under Consideration.`,
    );
    const employerNotes = [...(await employer.pullAll('notifications')).values()];
    expect(employerNotes.map((n) => n.title)).toContain('New Application');
  });

  it('a closed job reaches a device that had it as a removal, and refuses applications with a reason', async () => {
    const { employer, job } = await employerWithJob();
    const { candidate } = await candidateWithProfile();
    const first = await candidate.pull('jobs');
    expect(first.json.documents.map((d: { id: string }) => d.id)).toContain(job.id);

    const [ownView] = (await employer.pull('jobs')).json.documents;
    await employer.push('jobs', [{ assumedMasterState: ownView, newDocumentState: { ...ownView, isActive: false } }]);

    const next = await candidate.pull('jobs', first.json.checkpoint);
    expect(next.json.documents).toEqual([{ id: job.id, _deleted: true }]);
    // The owner still has it, inactive.
    expect((await employer.pullAll('jobs')).get(job.id)).toMatchObject({ isActive: false });

    const application = { id: crypto.randomUUID(), _deleted: false, jobId: job.id, coverLetter: 'Please consider me.' };
    const res = await candidate.push('applications', [insertRow(application)]);
    expect(res.json.refused).toEqual([
      expect.objectContaining({ id: application.id, code: 'rule', reason: 'This job is no longer accepting applications.' }),
    ]);
    expect(res.json.refused[0].document.coverLetter).toBe('Please consider me.');
    expect(res.json.conflicts).toEqual([expect.objectContaining({ id: application.id, _deleted: true })]);
  });

  it('an employer sees open candidate profiles without contact details until the candidate applies', async () => {
    const { employer } = await employerWithJob();
    const { profile } = await candidateWithProfile();
    const seen = (await employer.pullAll('candidates')).get(profile.id)!;
    expect(seen).toMatchObject({ firstName: 'Casey', skills: profile.skills });
    expect(seen).not.toHaveProperty('email');
    expect(seen).not.toHaveProperty('phone');
  });
});
