/**
 * A create repeated under the id derived from its natural key (shared/src/rules/natural-ids.ts) is never a
 * refusal: a second 'Submit Application' or a profile created on two devices merges onto the first document.
 * Each device here is a push as RxDB sends it: an insert assumes nothing, a resolved conflict assumes the
 * server's state and carries the device's merge (the shared three-way merge).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationIdFor, companyProfileIdFor } from '@shared/rules/natural-ids.ts';
import { mergeConflict } from '@shared/rules/merge-conflict.ts';
import { writableFields } from '@shared/rules/writable-fields.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { readRow } from '../store/rows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const stored = (collection: 'applications' | 'employers', id: string) => readRow(server.deps.database.db, collection, id);

/** Push an insert as a device that had not seen the server's copy; resolve the conflict and push the merge. */
async function insertThenMerge(client: TestClient, collection: string, role: 'candidate' | 'employer', doc: WireDoc) {
  const first = await client.push(collection, [insertRow(doc)]);
  expect(first.json.refused).toEqual([]);
  const [server] = first.json.conflicts as WireDoc[];
  if (!server) return first.json;
  const merged = mergeConflict({ newDocumentState: doc, assumedMasterState: null, realMasterState: server }, writableFields(collection as never, role));
  const second = await client.push(collection, [{ assumedMasterState: server, newDocumentState: merged }]);
  return second.json;
}

describe('an application under its derived id', () => {
  it('sent twice (a double click, a lost answer) is one application and one count, written once, no refusal', async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const { client, user } = await signUpCandidate(server);
    const id = applicationIdFor(user.id, job.id)!;
    const row = insertRow({ id, _deleted: false, jobId: job.id, coverLetter: 'Hello' });
    expect((await client.push('applications', [row])).json).toEqual({ conflicts: [], refused: [] });
    const written = await stored('applications', id);
    const repeat = await client.push('applications', [row]);
    expect(repeat.json).toEqual({ conflicts: [await seenBy(client, 'applications', id)], refused: [] });
    expect(await stored('applications', id)).toEqual(written);
    expect([...(await employer.client.pullAll('applications')).values()].filter((a) => a.jobId === job.id)).toHaveLength(1);
    expect(await seenBy(employer.client, 'jobs', job.id)).toMatchObject({ applicationCount: 1 });
  });

  it('made on two devices with different cover letters keeps the first, and the second device is not refused', async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const { client, user } = await signUpCandidate(server);
    const id = applicationIdFor(user.id, job.id)!;
    await client.push('applications', [insertRow({ id, _deleted: false, jobId: job.id, coverLetter: 'From my phone' })]);
    const answer = await insertThenMerge(client, 'applications', 'candidate', { id, _deleted: false, jobId: job.id, coverLetter: 'From my laptop' });
    expect(answer).toEqual({ conflicts: [], refused: [] });
    expect(await seenBy(client, 'applications', id)).toMatchObject({ coverLetter: 'From my phone', status: 'pending' });
    expect(await seenBy(employer.client, 'jobs', job.id)).toMatchObject({ applicationCount: 1 });
    const notes = [...(await employer.client.pullAll('notifications')).values()].filter((n) => n.title === 'New Application');
    expect(notes).toHaveLength(1);
  });

  it("is refused under another candidate's derived id or a made-up id", async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const other = await signUpCandidate(server);
    const { client } = await signUpCandidate(server);
    for (const id of [applicationIdFor(other.user.id, job.id)!, 'my-own-id']) {
      const res = await client.push('applications', [insertRow({ id, _deleted: false, jobId: job.id, coverLetter: 'Hi' })]);
      expect(res.json.refused).toMatchObject([{ id, code: 'invalid' }]);
      expect(await stored('applications', id)).toBeNull();
    }
  });
});

describe('a company profile under its derived id', () => {
  it('created on two devices is one profile with the later device’s fields, and no refusal', async () => {
    const { client, user } = await signUpEmployer(server, false);
    const id = companyProfileIdFor(user.id);
    await client.push('employers', [insertRow(companyDoc({ id, location: 'Berlin, Germany' }))]);
    const answer = await insertThenMerge(client, 'employers', 'employer', companyDoc({ id, location: 'Lisbon, Portugal' }) as WireDoc);
    expect(answer).toEqual({ conflicts: [], refused: [] });
    expect(await seenBy(client, 'employers', id)).toMatchObject({ location: 'Lisbon, Portugal', userId: user.id });
  });

  it("is refused under another employer's derived id", async () => {
    const other = await signUpEmployer(server, false);
    const { client } = await signUpEmployer(server, false);
    const id = companyProfileIdFor(other.user.id);
    const res = await client.push('employers', [insertRow(companyDoc({ id }))]);
    expect(res.json.refused).toMatchObject([{ id, code: 'invalid' }]);
  });
});
