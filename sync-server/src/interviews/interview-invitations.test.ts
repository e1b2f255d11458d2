/**
 * Issue 51: the invitation, every update and the reminder reach both people, in that order (a booking less than
 * 15 minutes ahead sends no separate reminder), each naming the time on the reader's clock; every copy of the
 * .ics, parsed by ical.js, is the same instant, with the same UID and a higher SEQUENCE after a change.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import type { OutgoingEmail } from '../delivery/transport.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { interviewJobHandlers } from './interview-jobs.ts';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
let jobId: string;
const minutes = (n: number) => n * 60_000;

async function setZone(client: TestClient, userId: string, timeZone: string) {
  const seen = (await seenBy(client, 'accounts', userId))!;
  const res = await client.push('accounts', [{ assumedMasterState: seen, newDocumentState: { ...seen, timeZone } }]);
  expect(res.json).toEqual({ conflicts: [], refused: [] });
}

beforeAll(async () => {
  server = await createTestServer();
  employer = await signUpEmployer(server);
  candidate = await signUpCandidate(server, { email: 'zoned@example.com' });
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await applyTo(candidate.client, jobId);
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
  await setZone(employer.client, employer.user.id, 'Europe/Berlin');
  await setZone(candidate.client, candidate.user.id, 'America/New_York');
});
afterAll(() => server.close());

async function schedule(start: Date) {
  const id = randomUUID();
  await pushOk(employer.client, 'interviews', [
    insertRow({ id, _deleted: false, jobId, candidateId: candidate.profile.id, scheduledDateTime: start.toISOString(), durationMinutes: 30, status: 'scheduled' }),
  ]);
  return id;
}

const runJobs = () => runDueJobs(server.deps.database.db, interviewJobHandlers(server.deps), server.deps.now());

/** Run the due jobs minute by minute up to `until`, as the poller would. */
async function runUntil(until: Date) {
  await runJobs();
  while (server.clock.now < until) {
    server.clock.now = new Date(Math.min(until.getTime(), server.clock.now.getTime() + minutes(1)));
    await runJobs();
  }
}

function parseIcs(mail: OutgoingEmail) {
  const event = new ICAL.Component(ICAL.parse(mail.calendar!.content)).getFirstSubcomponent('vevent')!;
  return {
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
    description: String(event.getFirstPropertyValue('description')),
  };
}

describe('mail order: the invitation before the reminder, for everyone', () => {
  it.each([
    { ahead: 5, reminder: false, hour: 10 },
    { ahead: 14, reminder: false, hour: 11 },
    { ahead: 16, reminder: true, hour: 12 },
    { ahead: 60 * 24 * 2, reminder: true, hour: 13 },
  ])('booked $ahead minutes ahead: invitation first, reminder $reminder', async ({ ahead, reminder, hour }) => {
    // An hour of its own for each case: the interviewer's interviews may not overlap.
    server.clock.now = new Date(Date.UTC(2026, 10, 2, hour));
    const start = new Date(server.clock.now.getTime() + minutes(ahead));
    const before = server.outbox.emails.length;
    const id = await schedule(start);
    // Jumping days at a time would skip nothing: due jobs run whenever the poller comes round.
    if (ahead > 60) server.clock.now = new Date(start.getTime() - minutes(20));
    await runUntil(start);
    const mails = server.outbox.emails.slice(before).filter((m) => m.subject.includes('Route Planner'));
    for (const to of [employer.user.email, candidate.user.email]) {
      const subjects = mails.filter((m) => m.to === to).map((m) => m.subject.replace(/ minutes?/, ' min'));
      expect(subjects, to).toEqual([
        'Interview invitation: Route Planner at Acme Robotics',
        ...(reminder ? ['Starting in 15 min: interview for Route Planner at Acme Robotics'] : []),
      ]);
    }
    // Nothing stays armed to remind of an interview booked too close.
    server.clock.now = new Date(start.getTime() + minutes(1));
    await runJobs();
    expect(server.outbox.emails.slice(before).filter((m) => m.subject.startsWith('Starting in'))).toHaveLength(reminder ? 2 : 0);
    expect(id).toBeTruthy();
  });
});

describe('times in each reader’s zone, across a daylight-saving change', () => {
  // Europe moves its clocks on 2027-03-28, the US on 2027-03-14: between the two dates Berlin is 5 hours ahead.
  it.each([
    { start: '2027-03-26T09:00:00.000Z', employerText: 'Fri, Mar 26, 10:00 CET · 05:00 in New York', candidateText: 'Fri, Mar 26, 05:00 EDT · 10:00 in Berlin' },
    { start: '2027-03-29T09:00:00.000Z', employerText: 'Mon, Mar 29, 11:00 CEST · 05:00 in New York', candidateText: 'Mon, Mar 29, 05:00 EDT · 11:00 in Berlin' },
  ])('$start: each mail and .ics names the reader’s clock; every .ics is the same instant', async ({ start, employerText, candidateText }) => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const before = server.outbox.emails.length;
    const id = await schedule(new Date(start));
    await runJobs();
    const sent = server.outbox.emails.slice(before);
    const toEmployer = sent.find((m) => m.to === employer.user.email)!;
    const toCandidate = sent.find((m) => m.to === candidate.user.email)!;
    expect(toEmployer.text).toContain(`When: ${employerText} (30 minutes)`);
    expect(toCandidate.text).toContain(`When: ${candidateText} (30 minutes)`);
    const [a, b] = [parseIcs(toEmployer), parseIcs(toCandidate)];
    expect(a.start).toBe(Date.parse(start));
    expect(b.start).toBe(Date.parse(start));
    expect(a.uid).toBe(b.uid);
    expect(a.uid).toContain(id);
    expect(a.description.replace(/\s+/g, ' ')).toContain(employerText);
    expect(b.description.replace(/\s+/g, ' ')).toContain(candidateText);
  });

  it('a candidate in Asia/Kolkata reads half-hour offsets; the interviewer’s zone shows beside it', async () => {
    await setZone(candidate.client, candidate.user.id, 'Asia/Kolkata');
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const before = server.outbox.emails.length;
    // An hour after the one above: the interviewer's time there is booked.
    await schedule(new Date('2027-03-29T10:00:00.000Z'));
    await runJobs();
    const toCandidate = server.outbox.emails.slice(before).find((m) => m.to === candidate.user.email)!;
    expect(toCandidate.text).toContain('When: Mon, Mar 29, 15:30 GMT+5:30 · 12:00 in Berlin (30 minutes)');
    expect(parseIcs(toCandidate).start).toBe(Date.parse('2027-03-29T10:00:00.000Z'));
    await setZone(candidate.client, candidate.user.id, 'America/New_York');
  });
});

describe('updates reach both, same UID, higher SEQUENCE', () => {
  it('a reschedule and a cancellation go to the interviewer and the candidate', async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const before = server.outbox.emails.length;
    const id = await schedule(new Date('2026-11-10T15:00:00.000Z'));
    await runJobs();
    for (const fields of [{ scheduledDateTime: '2026-11-11T15:00:00.000Z' }, { status: 'cancelled' }]) {
      const seen = (await seenBy(employer.client, 'interviews', id))!;
      const res = await employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, ...fields } }]);
      expect(res.json.refused).toEqual([]);
      await runJobs();
    }
    for (const to of [employer.user.email, candidate.user.email]) {
      const mails = server.outbox.emails.slice(before).filter((m) => m.to === to && m.calendar);
      expect(mails.map((m) => m.subject.split(':')[0])).toEqual(['Interview invitation', 'Interview rescheduled', 'Interview cancelled']);
      const parsed = mails.map(parseIcs);
      expect(new Set(parsed.map((p) => p.uid)).size).toBe(1);
      expect(parsed.map((p) => p.sequence)).toEqual([0, 1, 2]);
      expect(mails.map((m) => m.calendar!.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    }
  });
});
