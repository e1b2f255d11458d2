/**
 * Per-user caps on open streams of one instance: past LIVE_STREAMS_PER_USER live streams (or
 * SIGNAL_STREAMS_PER_USER signal streams) the user's oldest is told `closed` / too_many_streams and ends; the
 * newer ones and other users' streams go on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_ROOM_MESSAGES } from '@shared/messages.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { readSse, type SseReader } from '../test-support/sse.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { LIVE_STREAMS_PER_USER, liveStreamLimit, SIGNAL_STREAMS_PER_USER } from './stream-limit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const isClosed = (sse: SseReader) => sse.events.some((e) => e.event === 'closed');

async function open(client: TestClient, path: string, ready: string) {
  const res = await server.app.request(`${TEST_ORIGIN}${path}`, { headers: { cookie: client.cookie } });
  expect(res.status).toBe(200);
  const sse = readSse(res);
  await sse.waitFor((e) => e.event === ready);
  return sse;
}

/** Open one past the cap: the oldest is closed with the reason, no other. */
async function expectOldestClosed(streams: SseReader[], openOne: () => Promise<SseReader>, reason: Record<string, unknown>) {
  streams.push(await openOne());
  const closed = await streams[0]!.waitFor((e) => e.event === 'closed');
  expect(JSON.parse(closed.data)).toEqual(reason);
  expect(streams.slice(1).filter(isClosed)).toEqual([]);
  // The next one past it closes the next oldest.
  streams.push(await openOne());
  await streams[1]!.waitFor((e) => e.event === 'closed');
  expect(streams.slice(2).filter(isClosed)).toEqual([]);
}

describe('open streams per user', () => {
  it(`a user's ${LIVE_STREAMS_PER_USER + 1}th live stream closes their oldest, saying why; others are untouched`, async () => {
    const user = await signUpCandidate(server);
    const other = await signUpCandidate(server);
    const path = `/api/replication/stream?v=${SCHEMA_VERSION}`;
    const others = await open(other.client, path, 'resync');
    const streams: SseReader[] = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i++) streams.push(await open(user.client, path, 'resync'));
    expect(streams.filter(isClosed)).toEqual([]);
    await expectOldestClosed(streams, () => open(user.client, path, 'resync'), { reason: 'too_many_streams' });
    expect(isClosed(others)).toBe(false);
    expect(liveStreamLimit.open(user.user.id)).toBe(LIVE_STREAMS_PER_USER);
    await Promise.all([...streams, others].map((s) => s.close()));
  });

  it(`a participant's ${SIGNAL_STREAMS_PER_USER + 1}th signal stream closes their oldest, with the room's message`, async () => {
    const employer = await signUpEmployer(server);
    const candidate = await signUpCandidate(server);
    const jobId = (await postJob(employer.client)).id;
    await applyTo(candidate.client, jobId);
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    const id = randomUUID();
    const scheduledDateTime = new Date(server.clock.now.getTime() + 5 * 60_000).toISOString();
    await pushOk(employer.client, 'interviews', [insertRow({ id, _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime, durationMinutes: 30 })]);
    const path = `/api/interviews/${id}/signals`;
    // A signal waiting for the candidate, so each stream shows it is up.
    expect((await employer.client.post(path, { kind: 'hello', data: null })).status).toBe(202);
    const streams: SseReader[] = [];
    for (let i = 0; i < SIGNAL_STREAMS_PER_USER; i++) streams.push(await open(candidate.client, path, 'signal'));
    expect(streams.filter(isClosed)).toEqual([]);
    await expectOldestClosed(streams, () => open(candidate.client, path, 'signal'), { reason: 'too_many_streams', message: INTERVIEW_ROOM_MESSAGES.tooManyStreams });
    await Promise.all(streams.map((s) => s.close()));
  });
});
