/**
 * The push answer's `stored` states (PushResponse): a device that asks learns what the server stored for each
 * accepted row where that differs from what it pushed, so its idea of the server's state is the server's; an
 * older app version that does not ask gets the answer it always got; a re-push of the stored state writes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { savedJobIdFor } from '@shared/rules/natural-ids.ts';
import { PUSH_STORED_HEADER } from '@shared/schemas/replication.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { readRow } from '../store/rows.ts';

let server: TestServer;
let jobId: string;
beforeAll(async () => {
  server = await createTestServer();
  jobId = (await postJob((await signUpEmployer(server)).client)).id;
});
afterAll(() => server.close());

const pushAsking = (client: TestClient, collection: string, rows: unknown[]) =>
  client.request('POST', `/api/replication/${collection}/push`, rows, { [PUSH_STORED_HEADER]: '1' });

it('an accepted row comes back as stored, with the fields the server filled in', async () => {
  const { client, user } = await signUpCandidate(server);
  const id = savedJobIdFor(user.id, jobId);
  const res = await pushAsking(client, 'savedJobs', [{ assumedMasterState: null, newDocumentState: { id, jobId, _deleted: false } }]);
  expect(res.status).toBe(200);
  const stored = await seenBy(client, 'savedJobs', id);
  expect(stored).toMatchObject({ userId: user.id, savedAt: expect.any(String), updatedAt: expect.any(String) });
  expect(res.json).toEqual({ conflicts: [], refused: [], stored: [stored] });
});

it('an app version that does not ask gets conflicts and refusals only', async () => {
  const { client, user } = await signUpCandidate(server);
  const id = savedJobIdFor(user.id, jobId);
  const res = await client.push('savedJobs', [{ assumedMasterState: null, newDocumentState: { id, jobId, _deleted: false } }]);
  expect(res.json).toEqual({ conflicts: [], refused: [] });
});

it('an accepted removal, stored as the device has it, is not answered', async () => {
  const { client, user } = await signUpCandidate(server);
  const id = savedJobIdFor(user.id, jobId);
  await pushAsking(client, 'savedJobs', [{ assumedMasterState: null, newDocumentState: { id, jobId, _deleted: false } }]);
  const seen = (await seenBy(client, 'savedJobs', id))!;
  const res = await pushAsking(client, 'savedJobs', [{ assumedMasterState: seen, newDocumentState: { ...seen, _deleted: true } }]);
  expect(res.json).toEqual({ conflicts: [], refused: [], stored: [] });
});

it('re-pushing the stored state over itself writes nothing and moves no change position', async () => {
  const { client, user } = await signUpCandidate(server);
  const id = savedJobIdFor(user.id, jobId);
  await pushAsking(client, 'savedJobs', [{ assumedMasterState: null, newDocumentState: { id, jobId, _deleted: false } }]);
  const seen = (await seenBy(client, 'savedJobs', id))!;
  const before = await readRow(server.deps.database.db, 'savedJobs', id);
  server.clock.now = new Date(server.clock.now.getTime() + 60_000);
  const res = await pushAsking(client, 'savedJobs', [{ assumedMasterState: seen, newDocumentState: seen }]);
  expect(res.json).toEqual({ conflicts: [], refused: [], stored: [] });
  expect(await readRow(server.deps.database.db, 'savedJobs', id)).toEqual(before);
});
