/**
 * Issue 50's leftovers: applying again after a withdrawal (the shared rule decides it may; the same document,
 * Pending Review again, its history kept for the employer), and the résumé chosen per application (one of the
 * candidate's own uploads, their latest unless they pick another; the employer sees that one and may open it).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_RESUME_TEXTS } from '@shared/messages.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { multipartInit, pdfBytes } from '../test-support/multipart.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

describe('applying again and the résumé of an application', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  async function uploadResume(client: TestClient, fileName: string): Promise<{ id: string; url: string }> {
    const init = await multipartInit([['category', 'resume'], ['file', pdfBytes(2000), fileName, 'application/pdf']]);
    const res = await server.app.request(`${TEST_ORIGIN}/api/files/upload`, {
      method: 'POST',
      ...init,
      headers: { origin: TEST_ORIGIN, cookie: client.cookie, 'x-forwarded-for': client.address, ...init.headers },
    } as RequestInit);
    expect(res.status).toBeLessThan(300);
    return ((await res.json()) as { file: { id: string; url: string } }).file;
  }

  async function change(candidate: TestClient, id: string, fields: Record<string, unknown>) {
    const own = (await seenBy(candidate, 'applications', id))!;
    return candidate.push('applications', [{ assumedMasterState: own, newDocumentState: { ...own, ...fields } }]);
  }

  async function applied() {
    const { client: employer } = await signUpEmployer(server);
    const job = await postJob(employer);
    const { client: candidate } = await signUpCandidate(server);
    const applicationId = await applyTo(candidate, String(job.id), 'First letter');
    return { employer, job, candidate, applicationId };
  }

  it('after a withdrawal: Pending Review again, the earlier steps kept, seen live by the employer and told', async () => {
    const { employer, candidate, applicationId } = await applied();
    await change(candidate, applicationId, { status: 'withdrawn', withdrawReason: 'Took another offer' });
    const before = await employer.pull('applications');
    const res = await change(candidate, applicationId, { status: 'pending', coverLetter: 'Second letter' });
    expect(res.json).toEqual({ conflicts: [], refused: [] });

    const mine = (await seenBy(candidate, 'applications', applicationId))!;
    expect(mine).toMatchObject({ status: 'pending', coverLetter: 'Second letter' });
    expect(mine.withdrawReason).toBeUndefined();
    expect((mine.statusHistory as { status: string }[]).map((s) => s.status)).toEqual(['pending', 'withdrawn', 'pending']);

    const after = await employer.pull('applications', before.json.checkpoint);
    expect(after.json.documents).toEqual([expect.objectContaining({ id: applicationId, status: 'pending', coverLetter: 'Second letter' })]);
    const notes = [...(await employer.pullAll('notifications')).values()].map((n) => n.title);
    expect(notes.filter((t) => t === 'New Application')).toHaveLength(2);
    // And the employer moves it again as any application.
    expect((await employer.put(`/api/applications/${applicationId}`, { status: 'considered' })).status).toBe(200);
  });

  it('is refused where the shared rule says no: never withdrawn, or a decision; a closed job takes none', async () => {
    const open = await applied();
    const refused = await change(open.candidate, open.applicationId, { status: 'pending', coverLetter: 'Again' });
    // Not withdrawn: a repeat apply of the first application, which stands unchanged.
    expect(refused.json.refused).toEqual([]);
    expect((await seenBy(open.candidate, 'applications', open.applicationId))!.coverLetter).toBe('First letter');

    const hired = await applied();
    expect((await hired.employer.put(`/api/applications/${hired.applicationId}`, { status: 'hired' })).status).toBe(200);
    const notWithdrawn = await change(hired.candidate, hired.applicationId, { status: 'pending', coverLetter: 'Again' });
    expect(notWithdrawn.json.refused).toEqual([expect.objectContaining({ id: hired.applicationId, code: 'forbidden' })]);
    expect((await seenBy(hired.candidate, 'applications', hired.applicationId))!.status).toBe('hired');

    const closed = await applied();
    await change(closed.candidate, closed.applicationId, { status: 'withdrawn' });
    const job = (await seenBy(closed.employer, 'jobs', String(closed.job.id)))!;
    await pushOk(closed.employer, 'jobs', [{ assumedMasterState: job, newDocumentState: { ...job, isActive: false } }]);
    const late = await change(closed.candidate, closed.applicationId, { status: 'pending', coverLetter: 'Again' });
    expect(late.json.refused).toEqual([expect.objectContaining({ reason: 'This job is no longer accepting applications.' })]);
    expect((await seenBy(closed.candidate, 'applications', closed.applicationId))!.status).toBe('withdrawn');
  });

  it('carries the latest résumé unless another of the candidate’s own is chosen; the employer may open it', async () => {
    const { client: employer } = await signUpEmployer(server);
    const jobA = await postJob(employer);
    const jobB = await postJob(employer);
    const { client: candidate } = await signUpCandidate(server);
    const older = await uploadResume(candidate, 'cv-2024.pdf');
    const latest = await uploadResume(candidate, 'cv-2025.pdf');

    const byDefault = await applyTo(candidate, String(jobA.id));
    expect(await seenBy(employer, 'applications', byDefault)).toMatchObject({ resumeFileId: latest.id, resumeFileName: 'cv-2025.pdf' });

    const chosenId = randomUUID();
    await pushOk(candidate, 'applications', [insertRow({ id: chosenId, _deleted: false, jobId: String(jobB.id), coverLetter: '', resumeFileId: older.id })]);
    const chosen = (await seenBy(employer, 'applications', chosenId))!;
    expect(chosen).toMatchObject({ resumeFileId: older.id, resumeFileName: 'cv-2024.pdf' });
    const bytes = await server.app.request(`${TEST_ORIGIN}${older.url}`, { headers: { cookie: employer.cookie } });
    expect(bytes.status).toBe(200);
  });

  it('refuses a file that is not one of the candidate’s résumés; without uploads, none', async () => {
    const { client: employer } = await signUpEmployer(server);
    const job = await postJob(employer);
    const { client: other } = await signUpCandidate(server);
    const theirs = await uploadResume(other, 'not-mine.pdf');
    const { client: candidate } = await signUpCandidate(server);
    for (const resumeFileId of [theirs.id, 'no-such-file']) {
      const res = await candidate.push('applications', [insertRow({ id: randomUUID(), _deleted: false, jobId: String(job.id), coverLetter: '', resumeFileId })]);
      expect(res.json.refused, resumeFileId).toEqual([expect.objectContaining({ code: 'invalid', reason: APPLICATION_RESUME_TEXTS.notYours })]);
    }
    const id = await applyTo(candidate, String(job.id));
    const doc = (await seenBy(employer, 'applications', id))!;
    expect(doc.resumeFileId).toBeUndefined();
    expect(doc.resumeFileName).toBeUndefined();
  });

  it('applying again may send another résumé', async () => {
    const { client: employer } = await signUpEmployer(server);
    const job = await postJob(employer);
    const { client: candidate } = await signUpCandidate(server);
    const first = await uploadResume(candidate, 'first.pdf');
    const id = await applyTo(candidate, String(job.id));
    await uploadResume(candidate, 'second.pdf');
    await change(candidate, id, { status: 'withdrawn' });
    expect((await change(candidate, id, { status: 'pending', coverLetter: 'Back', resumeFileId: first.id })).json.refused).toEqual([]);
    expect(await seenBy(employer, 'applications', id)).toMatchObject({ status: 'pending', resumeFileId: first.id, resumeFileName: 'first.pdf' });
  });
});
