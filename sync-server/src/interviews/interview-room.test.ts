/**
 * Issue 16 on one instance (PGlite, or Postgres with DATABASE_URL): the room and its signaling refused outside
 * the window, to a third user and once cancelled; signals delivered in order and resumed after Last-Event-ID;
 * the .ics parsed by ical.js through a reschedule and a cancellation; 'Mark Complete' only once started; the
 * reminder sent once; inviting a candidate who never applied without revealing their e-mail.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_REFUSALS, INTERVIEW_ROOM_MESSAGES } from '@shared/messages.ts';
import { interviewRoomSchema, signalEventSchema } from '@shared/schemas/interview-room.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { readSse } from '../test-support/sse.ts';
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { interviewJobHandlers } from './interview-jobs.ts';

const ICE = [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }];
let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
let stranger: Awaited<ReturnType<typeof signUpCandidate>>;
let jobId: string;
const START = new Date('2026-11-03T15:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

beforeAll(async () => {
  server = await createTestServer({ ICE_SERVERS: JSON.stringify(ICE) });
  employer = await signUpEmployer(server);
  candidate = await signUpCandidate(server, { email: 'interviewee@example.com' });
  stranger = await signUpCandidate(server);
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await applyTo(candidate.client, jobId);
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
});
afterAll(() => server.close());

async function schedule(fields: Record<string, unknown> = {}) {
  const doc = { id: randomUUID(), _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime: START.toISOString(), durationMinutes: 30, status: 'scheduled', ...fields };
  await pushOk(employer.client, 'interviews', [insertRow(doc)]);
  return doc.id;
}

async function change(id: string, fields: Record<string, unknown>) {
  const seen = (await seenBy(employer.client, 'interviews', id))!;
  const res = await employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, ...fields } }]);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res;
}

function stream(client: TestClient, id: string, lastEventId?: string) {
  return server.app.request(`${TEST_ORIGIN}/api/interviews/${id}/signals`, {
    headers: { cookie: client.cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  });
}

const runJobs = () => runDueJobs(server.deps.database.db, interviewJobHandlers(server.deps), server.deps.now());

async function calendar(client: TestClient, id: string) {
  const res = await server.app.request(`${TEST_ORIGIN}/api/interviews/${id}/calendar.ics`, { headers: { cookie: client.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
  const component = new ICAL.Component(ICAL.parse(await res.text()));
  const event = component.getFirstSubcomponent('vevent')!;
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

describe('the room and its signaling', () => {
  let id: string;
  beforeAll(async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    id = await schedule();
  });

  it('is refused outside the join window, with the reason', async () => {
    server.clock.now = at(-minutes(16));
    for (const res of [await candidate.client.get(`/api/interviews/${id}/room`), await employer.client.post(`/api/interviews/${id}/signals`, { kind: 'hello', data: null }), await stream(candidate.client, id)]) {
      expect(res.status).toBe(409);
    }
    const early = await candidate.client.get(`/api/interviews/${id}/room`);
    expect(early.json.error).toEqual({ code: 'outside_window', message: INTERVIEW_ROOM_MESSAGES.outside_window, requestId: expect.any(String) });
    server.clock.now = at(minutes(30) + 1000);
    expect((await employer.client.get(`/api/interviews/${id}/room`)).status).toBe(409);
  });

  it('answers a third user as if the interview did not exist', async () => {
    server.clock.now = at(-minutes(10));
    expect((await stranger.client.get(`/api/interviews/${id}/room`)).status).toBe(404);
    expect((await stranger.client.post(`/api/interviews/${id}/signals`, { kind: 'hello', data: null })).status).toBe(404);
    expect((await stream(stranger.client, id)).status).toBe(404);
    expect((await stranger.client.get(`/api/interviews/${id}/calendar.ics`)).status).toBe(404);
  });

  it('opens 15 minutes before the start with both sides, the ICE servers and the window', async () => {
    server.clock.now = at(-minutes(15));
    const res = await candidate.client.get(`/api/interviews/${id}/room`);
    expect(res.status).toBe(200);
    const room = interviewRoomSchema.parse(res.json);
    expect(room).toMatchObject({
      interview: { id, title: 'Route Planner', scheduledAt: START.toISOString(), durationMinutes: 30, endsAt: at(minutes(30)).toISOString() },
      self: { userId: candidate.user.id, role: 'candidate' },
      peer: { userId: employer.user.id, role: 'employer' },
      iceServers: ICE,
      joinOpensAt: at(-minutes(15)).toISOString(),
      joinClosesAt: at(minutes(30)).toISOString(),
      polite: true,
    });
    expect((await employer.client.get(`/api/interviews/${id}/room`)).json.polite).toBe(false);
  });

  it('refuses a signal over 64 KiB and of an unknown kind', async () => {
    server.clock.now = at(-minutes(5));
    expect((await employer.client.post(`/api/interviews/${id}/signals`, { kind: 'description', data: 'x'.repeat(65 * 1024) })).status).toBe(400);
    expect((await employer.client.post(`/api/interviews/${id}/signals`, { kind: 'shout', data: null })).status).toBe(400);
  });

  it('delivers signals to the other side only, in order, live, and resumes after Last-Event-ID', async () => {
    server.clock.now = at(-minutes(5));
    const sent: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await employer.client.post(`/api/interviews/${id}/signals`, { kind: 'candidate', data: { n } });
      expect(res.status).toBe(202);
      sent.push(res.json.id);
    }
    const first = readSse(await stream(candidate.client, id));
    await first.waitFor(() => first.events.filter((e) => e.event === 'signal').length === 3);
    const signals = first.events.filter((e) => e.event === 'signal');
    expect(signals.map((e) => e.id)).toEqual(sent);
    expect(signals.map((e) => signalEventSchema.parse(JSON.parse(e.data)))).toEqual([1, 2, 3].map((n) => ({ kind: 'candidate', data: { n }, from: employer.user.id })));
    // Live: a signal posted while the stream is open arrives on it.
    const live = await employer.client.post(`/api/interviews/${id}/signals`, { kind: 'description', data: { type: 'offer', sdp: 'v=0' } });
    await first.waitFor((e) => e.id === live.json.id);
    await first.close();
    // The employer's own stream has none of its own signals.
    const own = readSse(await stream(employer.client, id));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(own.events.filter((e) => e.event === 'signal')).toEqual([]);
    await own.close();
    // Reconnecting after the first: the rest, nothing twice.
    const resumed = readSse(await stream(candidate.client, id, sent[0]));
    await resumed.waitFor((e) => e.id === live.json.id);
    expect(resumed.events.filter((e) => e.event === 'signal').map((e) => e.id)).toEqual([sent[1], sent[2], live.json.id]);
    await resumed.close();
  });

  it('ends the stream of a session that signs out (or is ended by a password change): no more signals reach it', async () => {
    server.clock.now = at(-minutes(5));
    // A second session of the candidate (another device), so the candidate's own client stays signed in.
    const device = server.client();
    expect((await device.post('/api/auth/login', { email: candidate.user.email, password: TEST_PASSWORD })).status).toBe(200);
    const res = await stream(device, id);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const ended = (async () => {
      let text = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return text;
        text += new TextDecoder().decode(value);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stolen = device.cookie;
    expect((await device.post('/api/auth/logout')).status).toBe(200);
    const sent = await employer.client.post(`/api/interviews/${id}/signals`, { kind: 'candidate', data: { secret: 'after logout' } });
    expect(sent.status).toBe(202);
    const text = await Promise.race([ended, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('the stream stayed open')), 3000))]);
    expect(text).not.toContain('after logout');
    device.cookie = stolen;
    expect((await stream(device, id)).status).toBe(401);
  });

  it('closes the stream and refuses everything once the interview is cancelled', async () => {
    server.clock.now = at(-minutes(5));
    // The open signaling streams of the metrics (GET /metrics) count this one while it runs.
    const signaling = async () => (await server.deps.metrics.openStreams.get()).values.find((v) => v.labels.kind === 'signaling')?.value;
    const before = await signaling();
    const open = readSse(await stream(employer.client, id));
    expect(await signaling()).toBe(before! + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const res = await employer.client.post(`/api/interviews/${id}/cancel`, { note: 'The position has been filled.' });
    expect(res.status).toBe(200);
    const closed = await open.waitFor((e) => e.event === 'closed');
    expect(JSON.parse(closed.data)).toEqual({ reason: 'cancelled', message: INTERVIEW_ROOM_MESSAGES.cancelled });
    for (let i = 0; i < 100 && (await signaling()) !== before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await signaling()).toBe(before);
    expect((await candidate.client.get(`/api/interviews/${id}/room`)).json.error.code).toBe('cancelled');
    expect((await candidate.client.post(`/api/interviews/${id}/signals`, { kind: 'hello', data: null })).status).toBe(409);
    expect((await stream(candidate.client, id)).status).toBe(409);
    const notes = [...(await candidate.client.pullAll('notifications')).values()].map((n) => n.message);
    expect(notes).toContain('Your interview for Route Planner at Acme Robotics was cancelled. The position has been filled.');
    // The candidate cannot cancel; a cancelled interview cannot be cancelled again.
    expect((await candidate.client.post(`/api/interviews/${id}/cancel`, {})).status).toBe(403);
    expect((await employer.client.post(`/api/interviews/${id}/cancel`, {})).status).toBe(409);
  });
});

describe('the calendar invite and the rules of the interview', () => {
  it('keeps one UID, raises SEQUENCE on a reschedule, and sends a CANCEL; mailed to the candidate', async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const before = server.outbox.emails.length;
    const id = await schedule();
    const first = await calendar(candidate.client, id);
    expect(first).toMatchObject({ method: 'REQUEST', uid: `interview-${id}@localhost`, sequence: 0, status: 'CONFIRMED', start: START.toISOString(), end: at(minutes(30)).toISOString() });
    expect(first.attendees).toEqual([`mailto:${candidate.user.email}`]);
    await runJobs();
    const invite = server.outbox.emails.slice(before).find((m) => m.to === candidate.user.email);
    expect(invite?.subject).toBe('Interview invitation: Route Planner at Acme Robotics');
    expect(invite?.calendar?.method).toBe('REQUEST');
    expect(invite?.calendar?.content).toContain(`UID:interview-${id}@localhost`);

    const later = new Date(START.getTime() + 86_400_000).toISOString();
    expect((await change(id, { scheduledDateTime: later })).json.refused).toEqual([]);
    const moved = await calendar(employer.client, id);
    expect(moved).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: later });
    await runJobs();
    expect(server.outbox.emails.slice(before).filter((m) => m.to === candidate.user.email).map((m) => m.subject)).toEqual([
      'Interview invitation: Route Planner at Acme Robotics',
      'Interview rescheduled: Route Planner at Acme Robotics',
    ]);

    expect((await change(id, { status: 'cancelled' })).json.refused).toEqual([]);
    const cancelled = await calendar(candidate.client, id);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2, status: 'CANCELLED' });
    await runJobs();
    // The interviewer is sent each change too (issue 51); here the candidate's copy is checked.
    const last = server.outbox.emails.filter((m) => m.to === candidate.user.email).at(-1)!;
    expect(last).toMatchObject({ to: candidate.user.email, subject: 'Interview cancelled: Route Planner at Acme Robotics' });
    expect(last.calendar?.method).toBe('CANCEL');
  });

  it("refuses 'Mark Complete' before the start, allows it once started", async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const id = await schedule();
    server.clock.now = at(-minutes(1));
    const early = await change(id, { status: 'completed' });
    expect(early.json.refused).toEqual([expect.objectContaining({ code: 'rule', reason: INTERVIEW_REFUSALS.notStarted })]);
    server.clock.now = at(minutes(1));
    expect((await change(id, { status: 'completed' })).json.refused).toEqual([]);
  });

  it('reminds both participants once, 15 minutes before the start, and not for a cancelled interview', async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const start = new Date('2026-11-04T09:00:00.000Z');
    // A cancelled interview at the same time sends no reminder (cancelled first: it frees the time).
    const dropped = await schedule({ scheduledDateTime: start.toISOString() });
    expect((await change(dropped, { status: 'cancelled' })).json.refused).toEqual([]);
    const id = await schedule({ scheduledDateTime: start.toISOString() });
    await runJobs();
    const mails = () => server.outbox.emails.filter((m) => m.subject.startsWith('Starting in 15 minutes'));
    server.clock.now = new Date(start.getTime() - minutes(16));
    await runJobs();
    expect(mails()).toEqual([]);
    server.clock.now = new Date(start.getTime() - minutes(15));
    await runJobs();
    await runJobs();
    expect(mails().map((m) => m.to).sort()).toEqual([candidate.user.email, employer.user.email].sort());
    for (const client of [candidate.client, employer.client]) {
      const reminders = [...(await client.pullAll('notifications')).values()].filter((n) => n.title === 'Interview Starting Soon');
      expect(reminders.map((n) => n.message)).toEqual(['Your interview for Route Planner at Acme Robotics starts in 15 minutes.']);
    }
    // Rescheduled, the reminder is armed again for the new time, and goes out once more then.
    const later = new Date(start.getTime() + 86_400_000);
    expect((await change(id, { scheduledDateTime: later.toISOString() })).json.refused).toEqual([]);
    server.clock.now = new Date(later.getTime() - minutes(20));
    await runJobs();
    expect(mails()).toHaveLength(2);
    server.clock.now = new Date(later.getTime() - minutes(15));
    await runJobs();
    await runJobs();
    expect(mails()).toHaveLength(4);
  });
});

describe('inviting a candidate who did not apply', () => {
  it('works for an open profile without revealing the e-mail, and is refused for a closed one', async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const found = await signUpCandidate(server, { email: 'found@example.com' });
    // A day after START: the interviewer's time at START was used by an interview above.
    const id = await schedule({ candidateId: found.profile.id, scheduledDateTime: at(86_400_000).toISOString() });
    const seen = await seenBy(employer.client, 'interviews', id);
    expect(seen).toMatchObject({ candidateId: found.profile.id, candidateEmail: '' });
    expect(seen).not.toHaveProperty('applicationId');
    expect((await seenBy(found.client, 'interviews', id))?.status).toBe('scheduled');
    // The employer's .ics names the candidate without an address; the candidate's own copy carries theirs.
    expect((await calendar(employer.client, id)).attendees).toEqual([]);
    expect((await calendar(found.client, id)).attendees).toEqual([`mailto:${found.user.email}`]);

    const hidden = await signUpCandidate(server, { isOpenToEmployers: false });
    const doc = { id: randomUUID(), _deleted: false, jobId, candidateId: hidden.profile.id, scheduledDateTime: START.toISOString(), durationMinutes: 30, status: 'scheduled' };
    const res = await employer.client.push('interviews', [insertRow(doc)]);
    expect(res.json.refused).toEqual([expect.objectContaining({ code: 'rule', reason: INTERVIEW_REFUSALS.candidateNotOpen })]);
  });
});
