/**
 * What a deleted account leaves in other users' data: neither the person's name nor the text they wrote, in the
 * other party's notifications or anywhere else they had a copy, and the scrubbed rows move to a new change
 * position so the other party's devices pull them on their next sync.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, TEST_PASSWORD, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const FIRST = 'Zephyrine';
const LAST = 'Quillfeather';
const SECRET = 'my private phone is 555-0199 and I am leaving my current employer';
const NOTE = 'Sorry, we hired our CEO’s nephew Bartholomew instead';

type Doc = { id: string; [k: string]: unknown };

/** Two people who applied, wrote to each other and had an interview cancelled with a note. */
async function exchange() {
  const employer = await signUpEmployer(server);
  const candidate = await signUpCandidate(server, { firstName: FIRST, lastName: LAST });
  const job = await postJob(employer.client, { title: 'Harbour Pilot' });
  await applyTo(candidate.client, job.id);
  const conversationId = randomUUID();
  await pushOk(employer.client, 'conversations', [
    insertRow({ id: conversationId, _deleted: false, kind: 'direct', participantUserIds: [employer.user.id, candidate.user.id] }),
  ]);
  for (const [client, content] of [[candidate.client, SECRET], [candidate.client, `${SECRET} (again)`], [employer.client, NOTE]] as const) {
    await pushOk(client, 'messages', [insertRow({ id: randomUUID(), _deleted: false, conversationId, content })]);
  }
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
  const interviewId = randomUUID();
  const scheduledDateTime = new Date(server.clock.now.getTime() + 3 * 86_400_000).toISOString();
  await pushOk(employer.client, 'interviews', [
    insertRow({ id: interviewId, _deleted: false, jobId: job.id, candidateId: candidate.profile.id, scheduledDateTime, durationMinutes: 30 }),
  ]);
  expect((await employer.client.post(`/api/interviews/${interviewId}/cancel`, { note: NOTE })).status).toBe(200);
  return { employer, candidate };
}

/** What a device that synced before the deletion holds after its next pull of the notifications. */
async function afterNextPull(client: TestClient, remove: () => Promise<void>) {
  const before = await client.pull('notifications', null);
  const device = new Map((before.json.documents as Doc[]).map((d) => [d.id, d]));
  await remove();
  for (const d of (await client.pull('notifications', before.json.checkpoint)).json.documents as Doc[]) device.set(d.id, d);
  return { held: JSON.stringify(before.json.documents), now: [...device.values()] };
}

async function everythingSeenBy(client: TestClient) {
  const all: Doc[] = [];
  for (const collection of ['notifications', 'conversations', 'messages', 'applications', 'interviews', 'candidates']) {
    all.push(...((await client.pullAll(collection)).values() as Iterable<Doc>));
  }
  return JSON.stringify(all);
}

const deleteOwnAccount = async (client: TestClient) => {
  expect((await client.request('DELETE', '/api/account', { password: TEST_PASSWORD })).status).toBe(200);
};

describe('a deleted account', () => {
  it('a candidate’s name and messages leave the employer’s notifications, on a synced device and a fresh one', async () => {
    const { employer, candidate } = await exchange();
    const { held, now } = await afterNextPull(employer.client, () => deleteOwnAccount(candidate.client));
    expect(held).toContain(FIRST);
    expect(held).toContain(SECRET.slice(0, 40));
    const fresh = await everythingSeenBy(employer.client);
    for (const text of [FIRST, LAST, SECRET.slice(0, 20)]) {
      expect(JSON.stringify(now)).not.toContain(text);
      expect(fresh).not.toContain(text);
    }
    // The employer still knows that someone applied.
    expect(now).toContainEqual(expect.objectContaining({ type: 'application', message: 'A candidate applied for Harbour Pilot.' }));
  });

  it('an employer’s messages and cancellation note leave the candidate’s notifications; the cancellation stays', async () => {
    const { employer, candidate } = await exchange();
    const { held, now } = await afterNextPull(candidate.client, () => deleteOwnAccount(employer.client));
    expect(held).toContain(NOTE.slice(0, 30));
    expect(JSON.stringify(now)).not.toContain(NOTE.slice(0, 20));
    expect(await everythingSeenBy(candidate.client)).not.toContain(NOTE.slice(0, 20));
    expect(now).toContainEqual(expect.objectContaining({ type: 'interview', message: expect.stringMatching(/^Your interview for Harbour Pilot at .+ was cancelled\.$/) }));
  });
});
