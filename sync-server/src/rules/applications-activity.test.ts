/**
 * Every pipeline step keeps its note, author and time (decisions.md): moves with notes and notes without a move
 * all stay in the history; the candidate's copy has the statuses only, never a note or an author.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

interface Step {
  status: string;
  at: string;
  note?: string;
  authorUserId?: string;
}

describe('the activity of an application', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  it('five moves with five notes leave five notes with their author; the candidate sees statuses only', async () => {
    const { client: employer, user } = await signUpEmployer(server);
    const job = await postJob(employer);
    const { client: candidate } = await signUpCandidate(server);
    const applicationId = await applyTo(candidate, String(job.id));

    const moves = ['viewed', 'considered', 'interview', 'on_hold', 'considered'];
    for (const [i, status] of moves.entries()) {
      const res = await employer.put(`/api/applications/${applicationId}`, { status, notes: `Note ${i + 1}` });
      expect(res.status, status).toBe(200);
    }
    // A note without a move, by push as a device sends it (its whole document, the note in `notes`).
    const seen = (await seenBy(employer, 'applications', applicationId))!;
    const pushed = await employer.push('applications', [{ assumedMasterState: seen, newDocumentState: { ...seen, notes: 'Call on Monday' } }]);
    expect(pushed.json).toEqual({ conflicts: [], refused: [] });
    // The same document sent again adds nothing.
    const again = (await seenBy(employer, 'applications', applicationId))!;
    await employer.push('applications', [{ assumedMasterState: again, newDocumentState: again }]);

    const history = (await seenBy(employer, 'applications', applicationId))!.statusHistory as Step[];
    expect(history.map((s) => s.status)).toEqual(['pending', ...moves, 'considered']);
    const noted = history.filter((s) => s.note);
    expect(noted.map((s) => s.note)).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5', 'Call on Monday']);
    expect(noted.every((s) => s.authorUserId === user.id)).toBe(true);

    const own = (await seenBy(candidate, 'applications', applicationId))!;
    expect(own.notes).toBeUndefined();
    expect(own.statusHistory).toEqual(history.slice(0, 6).map(({ status, at }) => ({ status, at })));
    expect(JSON.stringify(own)).not.toContain('Note 1');
    expect(JSON.stringify(own)).not.toContain(user.id);
  });

  it('a rejection keeps its reason and details for the company; the candidate never receives them', async () => {
    const { client: employer } = await signUpEmployer(server);
    const job = await postJob(employer);
    const { client: candidate } = await signUpCandidate(server);
    const applicationId = await applyTo(candidate, String(job.id));
    const bad = await employer.put(`/api/applications/${applicationId}`, { status: 'rejected', rejectionReason: 'vibes' });
    expect(bad.status).toBe(400);
    const res = await employer.put(`/api/applications/${applicationId}`, {
      status: 'rejected',
      rejectionReason: 'location',
      rejectionDetail: ' Needs relocation support ',
    });
    expect(res.status).toBe(200);
    const seen = (await seenBy(employer, 'applications', applicationId))!;
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: 'location', rejectionDetail: 'Needs relocation support' });
    const own = (await seenBy(candidate, 'applications', applicationId))!;
    expect(own.status).toBe('rejected');
    expect(own.rejectionReason).toBeUndefined();
    expect(own.rejectionDetail).toBeUndefined();
  });
});
