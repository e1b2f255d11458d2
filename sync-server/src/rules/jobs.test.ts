/**
 * Editing a posted job: the owner may change its posting fields under the same validation as posting, an edit
 * is not a new posting (the monthly free limit counts postings by their first posting date), and nobody else
 * may edit it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow, jobDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { listedJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function at<T>(iso: string, run: () => Promise<T>): Promise<T> {
  const saved = server.clock.now;
  server.clock.now = new Date(iso);
  try {
    return await run();
  } finally {
    server.clock.now = saved;
  }
}

/** The owner's edit of a job as a device pushes it: the server's state assumed, some fields changed. */
async function edit(client: TestClient, id: string, change: Record<string, unknown>) {
  // Another employer's devices do not hold the job: it knows it as search and the REST list show it.
  const current = ((await seenBy(client, 'jobs', id)) ?? (await listedJob(client, id)))!;
  return client.push('jobs', [{ assumedMasterState: current, newDocumentState: { ...current, ...change } }]);
}

describe('editing a posted job', () => {
  it('keeps its posting date, so an edit in a new month does not use up one of that month\'s postings', async () => {
    const { client } = await signUpEmployer(server);
    const job = await at('2026-11-30T12:00:00.000Z', async () => {
      const posted = jobDoc({ title: 'Backend Engineer' });
      await pushOk(client, 'jobs', [insertRow(posted)]);
      return posted;
    });
    await at('2026-12-01T09:00:00.000Z', async () => {
      expect((await edit(client, job.id, { title: 'Backend Engineer (Node.js)', salaryMax: 99_000 })).json).toEqual({ conflicts: [], refused: [] });
      for (const title of ['One', 'Two', 'Three']) await pushOk(client, 'jobs', [insertRow(jobDoc({ title }))]);
      // A duplicate is a new posting: the fourth of December is refused.
      const copy = jobDoc({ title: 'Backend Engineer (Node.js)' });
      expect((await client.push('jobs', [insertRow(copy)])).json.refused).toEqual([expect.objectContaining({ id: copy.id, code: 'limit' })]);
    });
    expect(await seenBy(client, 'jobs', job.id)).toMatchObject({
      title: 'Backend Engineer (Node.js)',
      salaryMax: 99_000,
      postedAt: '2026-11-30T12:00:00.000Z',
      updatedAt: '2026-12-01T09:00:00.000Z',
    });
  });

  it('goes through the posting rules: an edit they refuse leaves the job as it was', async () => {
    const { client } = await signUpEmployer(server);
    const job = jobDoc();
    await pushOk(client, 'jobs', [insertRow(job)]);
    const before = await seenBy(client, 'jobs', job.id);
    for (const change of [{ title: '' }, { salaryMin: 120_000, salaryMax: 90_000 }, { description: 'Too short.' }]) {
      expect((await edit(client, job.id, change)).json.refused).toEqual([expect.objectContaining({ id: job.id, code: 'invalid' })]);
    }
    expect(await seenBy(client, 'jobs', job.id)).toEqual(before);
  });

  it('is refused to another employer and to a candidate', async () => {
    const owner = await signUpEmployer(server);
    const job = jobDoc({ title: 'Data Engineer' });
    await pushOk(owner.client, 'jobs', [insertRow(job)]);
    const before = await seenBy(owner.client, 'jobs', job.id);
    const other = await signUpEmployer(server);
    const candidate = await signUpCandidate(server);
    for (const { client } of [other, candidate]) {
      expect((await edit(client, job.id, { title: 'Taken over' })).json.refused).toEqual([expect.objectContaining({ id: job.id, code: 'forbidden' })]);
    }
    expect(await seenBy(owner.client, 'jobs', job.id)).toEqual(before);
  });
});
