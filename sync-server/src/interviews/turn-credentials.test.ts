/**
 * TURN credentials per participant and interview (coturn's `use-auth-secret` REST scheme): checked here the way
 * coturn checks them, they hold until the join window closes and not after, differ per participant, and reach
 * nobody but the two participants.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewRoomSchema, type IceServer } from '@shared/schemas/interview-room.ts';
import { parseEnv } from '../env.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

const SECRET = 'a-long-random-shared-secret-of-the-coturn-server';
const STUN = { urls: 'stun:stun.example.com:3478' };
const TURN_URLS = ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349?transport=tcp'];
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ TURN_SECRET: SECRET, TURN_URLS: TURN_URLS.join(', '), ICE_SERVERS: JSON.stringify([STUN]) });
});
afterAll(() => server.close());

/**
 * What coturn does with `use-auth-secret`: the username's part before ':' is the expiry (Unix seconds), refused
 * once past; the password must be base64(HMAC-SHA1(static-auth-secret, username)).
 */
function coturnAccepts(secret: string, username: string, credential: string, nowMs: number): boolean {
  const expiry = Number(username.split(':')[0]);
  if (!Number.isInteger(expiry) || expiry * 1000 <= nowMs) return false;
  const expected = createHmac('sha1', secret).update(username).digest();
  const given = Buffer.from(credential, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const turnOf = (servers: IceServer[]) => servers.find((s) => [s.urls].flat().some((u) => u.startsWith('turn')));

describe('TURN credentials', () => {
  it('each participant gets their own, valid until the join window closes; a third account gets none', async () => {
    const employer = await signUpEmployer(server);
    const candidate = await signUpCandidate(server);
    const stranger = await signUpCandidate(server);
    const jobId = (await postJob(employer.client)).id;
    await applyTo(candidate.client, jobId);
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    const id = randomUUID();
    const start = new Date(server.clock.now.getTime() + 10 * 60_000);
    await pushOk(employer.client, 'interviews', [
      insertRow({ id, _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime: start.toISOString(), durationMinutes: 30 }),
    ]);

    const rooms = [];
    for (const who of [employer, candidate]) {
      const res = await who.client.get(`/api/interviews/${id}/room`);
      expect(res.status).toBe(200);
      rooms.push({ who, room: interviewRoomSchema.parse(res.json) });
    }
    const closesAt = Date.parse(rooms[0]!.room.joinClosesAt);
    const credentials = rooms.map(({ who, room }) => {
      // ICE_SERVERS still come first, for STUN or a static relay.
      expect(room.iceServers[0]).toEqual(STUN);
      const turn = turnOf(room.iceServers)!;
      expect(turn.urls).toEqual(TURN_URLS);
      expect(turn.username).toBe(`${Math.floor(closesAt / 1000)}:${who.user.id}`);
      expect(coturnAccepts(SECRET, turn.username!, turn.credential!, server.clock.now.getTime())).toBe(true);
      expect(coturnAccepts(SECRET, turn.username!, turn.credential!, closesAt - 1000)).toBe(true);
      expect(coturnAccepts(SECRET, turn.username!, turn.credential!, closesAt)).toBe(false);
      expect(coturnAccepts('another-secret', turn.username!, turn.credential!, server.clock.now.getTime())).toBe(false);
      return turn;
    });
    expect(credentials[0]!.username).not.toBe(credentials[1]!.username);
    expect(credentials[0]!.credential).not.toBe(credentials[1]!.credential);

    const third = await stranger.client.get(`/api/interviews/${id}/room`);
    expect(third.status).toBe(404);
    expect(JSON.stringify(third.json)).not.toMatch(/turn|credential/i);
  });

  it('settings: TURN_URLS must be turn: or turns: URLs, and the two settings go together', () => {
    const base = { DEMO_DATA: '0', STATIC_DIR: '/nonexistent' };
    expect(parseEnv(base).TURN_URLS).toEqual([]);
    expect(() => parseEnv({ ...base, TURN_SECRET: SECRET, TURN_URLS: 'http://turn.example.com' })).toThrow(/TURN_URLS/);
    expect(() => parseEnv({ ...base, TURN_SECRET: SECRET })).toThrow(/TURN_URLS/);
    expect(() => parseEnv({ ...base, TURN_URLS: TURN_URLS[0] })).toThrow(/TURN_SECRET/);
  });
});
