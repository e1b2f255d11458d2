/**
 * A candidate withdraws an application (decisions.md): it ends as 'withdrawn' with the reason kept, the
 * employer's devices receive it and the employer is told, and no employer can move it afterwards.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_CHANGE_REFUSALS, WITHDRAW_TEXTS } from '@shared/messages.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

describe('withdrawing an application', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  /** A new employer's job and a new candidate's application to it. */
  async function applied() {
    const { client: employer } = await signUpEmployer(server);
    const job = await postJob(employer);
    const { client: candidate } = await signUpCandidate(server);
    const applicationId = await applyTo(candidate, String(job.id));
    return { employer, candidate, applicationId };
  }

  async function withdraw(candidate: TestClient, id: string, withdrawReason?: string) {
    const own = (await seenBy(candidate, 'applications', id))!;
    return candidate.push('applications', [{ assumedMasterState: own, newDocumentState: { ...own, status: 'withdrawn', withdrawReason } }]);
  }

  it('ends as withdrawn with its reason and time; the employer’s device receives it and is told', async () => {
    const { employer, candidate, applicationId } = await applied();
    const before = await employer.pull('applications');
    const res = await withdraw(candidate, applicationId, '  Took another offer  ');
    expect(res.json).toEqual({ conflicts: [], refused: [] });

    const mine = (await seenBy(candidate, 'applications', applicationId))!;
    expect(mine).toMatchObject({ status: 'withdrawn', withdrawReason: 'Took another offer' });
    expect((mine.statusHistory as { status: string }[]).map((step) => step.status)).toEqual(['pending', 'withdrawn']);

    // From the checkpoint it had: the change reaches the employer's device.
    const after = await employer.pull('applications', before.json.checkpoint);
    expect(after.json.documents).toEqual([expect.objectContaining({ id: applicationId, status: 'withdrawn', withdrawReason: 'Took another offer' })]);
    const notes = [...(await employer.pullAll('notifications')).values()];
    expect(notes.map((n) => n.title)).toContain('Application Withdrawn');
  });

  it('the employer cannot move it afterwards, by REST or by push', async () => {
    const { employer, candidate, applicationId } = await applied();
    await withdraw(candidate, applicationId);
    for (const status of ['viewed', 'considered', 'interview', 'hired', 'rejected']) {
      const res = await employer.put(`/api/applications/${applicationId}`, { status });
      expect(res.status, status).toBe(409);
      expect(res.json.error.message).toBe(STATUS_CHANGE_REFUSALS.withdrawnIsFinal);
    }
    const seen = (await seenBy(employer, 'applications', applicationId))!;
    const pushed = await employer.push('applications', [{ assumedMasterState: seen, newDocumentState: { ...seen, status: 'considered' } }]);
    expect(pushed.json.refused).toEqual([expect.objectContaining({ id: applicationId, reason: STATUS_CHANGE_REFUSALS.withdrawnIsFinal })]);
    expect((await seenBy(candidate, 'applications', applicationId))!.status).toBe('withdrawn');
  });

  it('only the candidate withdraws: the employer cannot set it, another candidate cannot touch it', async () => {
    const { employer, applicationId } = await applied();
    // REST takes only the statuses an employer may set; a push is held to the pipeline rule.
    expect((await employer.put(`/api/applications/${applicationId}`, { status: 'withdrawn' })).status).toBe(400);
    const seen = (await seenBy(employer, 'applications', applicationId))!;
    const pushed = await employer.push('applications', [{ assumedMasterState: seen, newDocumentState: { ...seen, status: 'withdrawn' } }]);
    expect(pushed.json.refused).toEqual([expect.objectContaining({ id: applicationId, code: 'invalid' })]);
    const { client: stranger } = await signUpCandidate(server);
    const res = await stranger.push('applications', [{ newDocumentState: { ...seen, notes: undefined, status: 'withdrawn' } }]);
    expect(res.json.refused).toEqual([expect.objectContaining({ code: 'forbidden' })]);
    const [row] = await server.deps.database.db.execute<{ status: string }>(sql`select doc->>'status' as status from applications where id = ${applicationId}`).then((r) => ('rows' in r ? (r.rows as { status: string }[]) : (r as unknown as { status: string }[])));
    expect(row!.status).toBe('pending');
  });

  it('a decided application cannot be withdrawn; a repeat withdrawal changes nothing', async () => {
    const { employer, candidate, applicationId } = await applied();
    expect((await employer.put(`/api/applications/${applicationId}`, { status: 'hired' })).status).toBe(200);
    const refused = await withdraw(candidate, applicationId, 'Changed my mind');
    expect(refused.json.refused).toEqual([expect.objectContaining({ id: applicationId, reason: WITHDRAW_TEXTS.notAllowed })]);

    const second = await applied();
    await withdraw(second.candidate, second.applicationId, 'First reason');
    const once = (await seenBy(second.candidate, 'applications', second.applicationId))!;
    expect((await withdraw(second.candidate, second.applicationId, 'Second reason')).json).toEqual({ conflicts: [], refused: [] });
    const twice = (await seenBy(second.candidate, 'applications', second.applicationId))!;
    expect(twice).toEqual(once);
  });

  it('a reason over 500 characters is refused with a clear message', async () => {
    const { candidate, applicationId } = await applied();
    const res = await withdraw(candidate, applicationId, 'x'.repeat(501));
    expect(res.status).toBe(200);
    expect(res.json.refused).toEqual([expect.objectContaining({ code: 'invalid' })]);
  });
});
