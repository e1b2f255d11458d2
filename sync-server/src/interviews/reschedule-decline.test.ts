/**
 * Issue 51, reschedule and decline: the candidate asks for another time (with a note) or declines; the employer
 * sets a new time, offers new times or cancels. Every side is told (a notification, and a mail whose .ics keeps the
 * UID and raises the SEQUENCE; a cancellation is METHOD:CANCEL), booked times follow the interview, and a pick
 * racing the employer's change ends in one consistent state. Offering times mails the candidate the times in
 * their zone with a link.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedReason, slotTakenReason } from '@shared/rules/interview-slots.ts';
import { queryRows } from '../db/client.ts';
import type { OutgoingEmail } from '../delivery/transport.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { interviewJobHandlers } from './interview-jobs.ts';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let jobId: string;
type Person = Awaited<ReturnType<typeof signUpCandidate>>;

/** The times of one scenario, on a day of its own (a booked time stays the interviewer's for later scenarios). */
function slotsOn(day: number) {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 16 + day, h)).toISOString();
  return { A: at(9), B: at(10), C: at(11), D: at(14) };
}
let s = slotsOn(0);

async function setZone(client: TestClient, userId: string, timeZone: string) {
  const seen = (await seenBy(client, 'accounts', userId))!;
  expect((await client.push('accounts', [{ assumedMasterState: seen, newDocumentState: { ...seen, timeZone } }])).json).toEqual({ conflicts: [], refused: [] });
}

beforeAll(async () => {
  server = await createTestServer();
  server.clock.now = new Date('2026-11-10T08:00:00.000Z');
  employer = await signUpEmployer(server);
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
  await setZone(employer.client, employer.user.id, 'Europe/Berlin');
});
afterAll(() => server.close());

let hour = 0;
/** A fresh hour for each scenario: the employer's interview writes are rate limited per hour. */
function nextHour() {
  hour += 1;
  s = slotsOn(hour);
  server.clock.now = new Date(Date.parse('2026-11-10T08:00:00.000Z') + hour * 3_600_000);
}

async function applicant(zone = 'Asia/Kolkata'): Promise<Person> {
  const person = await signUpCandidate(server);
  await applyTo(person.client, jobId);
  await setZone(person.client, person.user.id, zone);
  return person;
}

async function offer(person: Person, slots: string[]) {
  const id = randomUUID();
  const doc = { id, _deleted: false, jobId, candidateId: person.profile.id, scheduledDateTime: slots[0], offeredSlots: slots, durationMinutes: 30, status: 'proposed' };
  expect((await employer.client.push('interviews', [insertRow(doc)])).json).toEqual({ conflicts: [], refused: [] });
  return id;
}

/** A device's write of the interview as it last saw it, with `change` applied. */
async function write(client: TestClient, id: string, change: Record<string, unknown>) {
  const seen = (await seenBy(client, 'interviews', id))!;
  return (await client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, ...change } }])).json;
}

const ok = { conflicts: [], refused: [] };
const runJobs = () => runDueJobs(server.deps.database.db, interviewJobHandlers(server.deps), server.deps.now());

/** The mails sent while `act` ran (and the jobs it queued ran). */
async function mailsOf(act: () => Promise<unknown>): Promise<OutgoingEmail[]> {
  await runJobs();
  const before = server.outbox.emails.length;
  await act();
  await runJobs();
  return server.outbox.emails.slice(before);
}

function ics(mail: OutgoingEmail) {
  const content = mail.calendar!.content;
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!;
  return {
    method: /^METHOD:(\w+)/m.exec(content)?.[1],
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

const bookingsOf = (id: string) =>
  queryRows<{ startsAt: string }>(server.deps.database.db, sql`select starts_at as "startsAt" from interview_slot_bookings where interview_id = ${id} order by starts_at`);

async function notificationsOf(client: TestClient): Promise<string[]> {
  return [...(await client.pullAll('notifications')).values()].map((n) => `${String(n.title)}: ${String(n.message)}`);
}

type Slot = keyof typeof s;
/** Book `slot` of a fresh offer (of `slots`) for a fresh applicant, on a day of its own; the invitation mails are sent. */
async function booked(pickName: Slot = 'A', names: Slot[] = ['A', 'B']) {
  nextHour();
  const slot = s[pickName];
  const slots = names.map((n) => s[n]);
  const person = await applicant();
  const id = await offer(person, slots);
  expect(await write(person.client, id, { pickedSlot: slot })).toEqual(ok);
  await runJobs();
  return { person, id };
}

describe('offering times mails the candidate', () => {
  it('a new offer: the candidate is mailed every time in their zone (and the interviewer’s) with a link; the employer nothing', async () => {
    nextHour();
    const person = await applicant('Asia/Kolkata');
    const mails = await mailsOf(() => offer(person, [s.A, s.B]));
    expect(mails.map((m) => m.to)).toEqual([person.user.email]);
    const [mail] = mails;
    expect(mail!.subject).toBe('Pick a time for your interview: Route Planner at Acme Robotics');
    // 09:00 UTC is 14:30 in Kolkata and 10:00 in Berlin (CET, after the change back from summer time).
    expect(mail!.text).toContain('14:30 GMT+5:30 · 10:00 in Berlin');
    expect(mail!.text).toContain('15:30 GMT+5:30 · 11:00 in Berlin');
    expect(mail!.text).toContain(`Pick one at ${server.deps.env.publicOrigin}/video-interviews.`);
    expect(mail!.calendar).toBeUndefined();
  });

  it('other times offered mail again; a pick before the mail went sends only the invitation', async () => {
    nextHour();
    const person = await applicant();
    const id = await offer(person, [s.A, s.B]);
    await runJobs();
    const again = await mailsOf(() => write(employer.client, id, { offeredSlots: [s.C, s.D], scheduledDateTime: s.C }));
    expect(again.map((m) => m.subject)).toEqual(['Pick a time for your interview: Route Planner at Acme Robotics']);
    expect(again[0]!.text).not.toContain('14:30');
    // The same offer again (a note edited): no mail.
    expect(await mailsOf(() => write(employer.client, id, { interviewNotes: 'Bring a laptop.' }))).toEqual([]);
    const other = await applicant();
    const second = await offer(other, [s.B]);
    const picked = await mailsOf(() => write(other.client, second, { pickedSlot: s.B }));
    expect(picked.map((m) => m.subject)).toEqual(['Interview invitation: Route Planner at Acme Robotics', 'Interview invitation: Route Planner at Acme Robotics']);
  });
});

describe('the candidate asks for another time', () => {
  it('the employer is told with the note; the time stands; a new time answers it for both, same UID, higher SEQUENCE', async () => {
    const { person, id } = await booked();
    const mails = await mailsOf(async () => expect(await write(person.client, id, { candidateReply: { kind: 'reschedule', note: 'I am travelling that day.' } })).toEqual(ok));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[employer.user.email, 'New time requested: Route Planner at Acme Robotics']]);
    expect(mails[0]!.text).toContain(`Note from ${person.profile.firstName}`);
    expect(mails[0]!.text).toContain('I am travelling that day.');
    expect(mails[0]!.calendar).toBeUndefined();
    expect(await notificationsOf(employer.client)).toContainEqual(expect.stringContaining('New Time Requested: ') );
    const held = (await seenBy(employer.client, 'interviews', id))!;
    expect(held).toMatchObject({ status: 'scheduled', scheduledDateTime: s.A, candidateReply: { kind: 'reschedule', note: 'I am travelling that day.', at: server.clock.now.toISOString() } });
    // Asking again with the same words changes nothing.
    expect(await mailsOf(() => write(person.client, id, {}))).toEqual([]);

    const moved = await mailsOf(async () => expect(await write(employer.client, id, { scheduledDateTime: s.D })).toEqual(ok));
    expect(moved.map((m) => m.to).sort()).toEqual([employer.user.email, person.user.email].sort());
    for (const mail of moved) {
      expect(mail.subject).toBe('Interview rescheduled: Route Planner at Acme Robotics');
      expect(ics(mail)).toEqual({ method: 'REQUEST', uid: expect.stringContaining(id), sequence: 1, start: s.D });
    }
    expect(await seenBy(person.client, 'interviews', id)).not.toHaveProperty('candidateReply');
    expect(await notificationsOf(person.client)).toContainEqual('Interview Updated: Your interview for Route Planner at Acme Robotics was updated.');
    // The booking moved with the interview: the old time is free, the new one held.
    expect(await bookingsOf(id)).toEqual([{ startsAt: s.D }]);
  });

  it('the employer offers new times instead: both calendars drop the old time, the candidate picks, both get the new time', async () => {
    const { person, id } = await booked('A', ['A', 'B']);
    expect(await write(person.client, id, { candidateReply: { kind: 'reschedule', note: 'Mornings are hard.' } })).toEqual(ok);
    const reoffered = await mailsOf(async () => expect(await write(employer.client, id, { status: 'proposed', offeredSlots: [s.C, s.D], scheduledDateTime: s.C })).toEqual(ok));
    const byReader = new Map(reoffered.map((m) => [m.to, m]));
    expect([...byReader.keys()].sort()).toEqual([employer.user.email, person.user.email].sort());
    const toCandidate = byReader.get(person.user.email)!;
    expect(toCandidate.subject).toBe('New times to pick from: Route Planner at Acme Robotics');
    expect(toCandidate.text).toMatch(/instead of \w{3}, Nov \d+, 14:30 GMT\+5:30/);
    expect(toCandidate.text).toContain('16:30 GMT+5:30 · 12:00 in Berlin');
    for (const mail of reoffered) expect(ics(mail)).toEqual({ method: 'CANCEL', uid: expect.stringContaining(id), sequence: 1, start: s.A });
    expect(await bookingsOf(id)).toEqual([]);
    expect(await seenBy(person.client, 'interviews', id)).not.toHaveProperty('candidateReply');

    const picked = await mailsOf(async () => expect(await write(person.client, id, { pickedSlot: s.D })).toEqual(ok));
    expect(picked.map((m) => m.to).sort()).toEqual([employer.user.email, person.user.email].sort());
    for (const mail of picked) {
      expect(mail.subject).toBe('Interview rescheduled: Route Planner at Acme Robotics');
      expect(ics(mail)).toEqual({ method: 'REQUEST', uid: expect.stringContaining(id), sequence: 2, start: s.D });
    }
    expect(await seenBy(person.client, 'interviews', id)).toMatchObject({ status: 'scheduled', scheduledDateTime: s.D });
    expect(await bookingsOf(id)).toEqual([{ startsAt: s.D }]);
  });

  it('on an offer: other times offered answer it (the candidate is mailed them); a note edit does not', async () => {
    nextHour();
    const person = await applicant();
    const id = await offer(person, [s.A, s.B]);
    expect(await write(person.client, id, { candidateReply: { kind: 'reschedule', note: 'None of these work.' } })).toEqual(ok);
    await write(employer.client, id, { interviewNotes: 'Looking forward to it.' });
    expect(await seenBy(person.client, 'interviews', id)).toMatchObject({ candidateReply: { kind: 'reschedule' } });
    const mails = await mailsOf(() => write(employer.client, id, { offeredSlots: [s.A, s.D] }));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[person.user.email, 'Pick a time for your interview: Route Planner at Acme Robotics']]);
    expect(await seenBy(person.client, 'interviews', id)).not.toHaveProperty('candidateReply');
  });

  it('the employer cancels instead: both get METHOD:CANCEL at a higher SEQUENCE', async () => {
    const { person, id } = await booked('B', ['B']);
    expect(await write(person.client, id, { candidateReply: { kind: 'reschedule' } })).toEqual(ok);
    const cancelled = await mailsOf(async () => expect((await employer.client.post(`/api/interviews/${id}/cancel`, { note: 'We filled the role.' })).status).toBe(200));
    expect(cancelled.map((m) => m.to).sort()).toEqual([employer.user.email, person.user.email].sort());
    for (const mail of cancelled) {
      expect(mail.subject).toBe('Interview cancelled: Route Planner at Acme Robotics');
      expect(ics(mail)).toMatchObject({ method: 'CANCEL', sequence: 1, start: s.B });
    }
    expect(await bookingsOf(id)).toEqual([]);
  });
});

describe('the candidate declines', () => {
  it('a booked interview: cancelled, both mailed METHOD:CANCEL at a higher SEQUENCE, the employer notified, the time free', async () => {
    const { person, id } = await booked('C', ['C']);
    const mails = await mailsOf(async () => expect(await write(person.client, id, { candidateReply: { kind: 'decline', note: 'I took another offer.' } })).toEqual(ok));
    const byReader = new Map(mails.map((m) => [m.to, m]));
    expect([...byReader.keys()].sort()).toEqual([employer.user.email, person.user.email].sort());
    expect(byReader.get(employer.user.email)!.text).toContain(`${person.profile.firstName}`);
    expect(byReader.get(employer.user.email)!.text).toContain('declined the interview for Route Planner at Acme Robotics');
    expect(byReader.get(employer.user.email)!.text).toContain('I took another offer.');
    expect(byReader.get(person.user.email)!.text).toContain('You declined the interview');
    for (const mail of mails) {
      expect(mail.subject).toBe('Interview declined: Route Planner at Acme Robotics');
      expect(ics(mail)).toEqual({ method: 'CANCEL', uid: expect.stringContaining(id), sequence: 1, start: s.C });
    }
    expect(await seenBy(employer.client, 'interviews', id)).toMatchObject({ status: 'cancelled', candidateReply: { kind: 'decline', note: 'I took another offer.' } });
    expect(await notificationsOf(employer.client)).toContainEqual(expect.stringMatching(/^Interview Declined: .* declined the Route Planner interview\. "I took another offer\."$/));
    expect(await bookingsOf(id)).toEqual([]);
    // Closed, it takes no further answer or pick.
    expect((await write(person.client, id, { candidateReply: { kind: 'reschedule' } })).refused).toEqual([
      expect.objectContaining({ code: 'rule', reason: 'This interview is already completed or cancelled and can no longer change.' }),
    ]);
  });

  it('an offer: the employer is mailed without an invite (none was sent); the candidate gets nothing', async () => {
    nextHour();
    const person = await applicant();
    const id = await offer(person, [s.A, s.B]);
    const mails = await mailsOf(async () => expect(await write(person.client, id, { candidateReply: { kind: 'decline' } })).toEqual(ok));
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[employer.user.email, 'Interview declined: Route Planner at Acme Robotics']]);
    expect(mails[0]!.calendar).toBeUndefined();
    expect(await seenBy(person.client, 'interviews', id)).not.toHaveProperty('offeredSlots');
  });

  it('refuses an answer once the interview started, a malformed one, and one from another candidate', async () => {
    const { person, id } = await booked('A', ['A']);
    const stranger = await applicant();
    expect(await seenBy(stranger.client, 'interviews', id)).toBeUndefined();
    expect((await write(person.client, id, { candidateReply: { kind: 'maybe' } })).refused).toEqual([expect.objectContaining({ code: 'invalid' })]);
    expect((await write(person.client, id, { candidateReply: { kind: 'decline', note: 'x'.repeat(1001) } })).refused).toEqual([expect.objectContaining({ code: 'invalid' })]);
    server.clock.now = new Date(Date.parse(s.A) + 60_000);
    expect((await write(person.client, id, { candidateReply: { kind: 'decline' } })).refused).toEqual([
      expect.objectContaining({ code: 'rule', reason: 'This interview has already started, so it can no longer be moved or declined.' }),
    ]);
    expect(await seenBy(employer.client, 'interviews', id)).toMatchObject({ status: 'scheduled', scheduledDateTime: s.A });
  });
});

describe('races', () => {
  it('a pick racing the employer offering other times: one wins, and bookings match the interview', async () => {
    for (const employerMove of [{ offeredSlots: [s.C, s.D], scheduledDateTime: s.C }, { status: 'cancelled' }]) {
      nextHour();
      const person = await applicant();
      const id = await offer(person, [s.A, s.B]);
      const [candidateSeen, employerSeen] = [(await seenBy(person.client, 'interviews', id))!, (await seenBy(employer.client, 'interviews', id))!];
      const [pick, move] = await Promise.all([
        person.client.push('interviews', [{ assumedMasterState: candidateSeen, newDocumentState: { ...candidateSeen, pickedSlot: s.A } }]),
        employer.client.push('interviews', [{ assumedMasterState: employerSeen, newDocumentState: { ...employerSeen, ...employerMove } }]),
      ]);
      const applied = [pick.json, move.json].filter((r) => r.conflicts.length === 0 && r.refused.length === 0);
      expect(applied).toHaveLength(1);
      const final = (await seenBy(employer.client, 'interviews', id))!;
      const held = await bookingsOf(id);
      if (applied[0] === pick.json) {
        expect(final).toMatchObject({ status: 'scheduled', scheduledDateTime: s.A });
        expect(held).toEqual([{ startsAt: s.A }]);
      } else {
        expect(final.status).toBe(employerMove.status ?? 'proposed');
        expect(held).toEqual([]);
      }
    }
  });

  it('a pick racing the employer setting a new time: the time held is the interview’s', async () => {
    const { person, id } = await booked('A', ['A']);
    expect(await write(person.client, id, { candidateReply: { kind: 'reschedule' } })).toEqual(ok);
    const [candidateSeen, employerSeen] = [(await seenBy(person.client, 'interviews', id))!, (await seenBy(employer.client, 'interviews', id))!];
    const [decline, move] = await Promise.all([
      person.client.push('interviews', [{ assumedMasterState: candidateSeen, newDocumentState: { ...candidateSeen, candidateReply: { kind: 'decline' } } }]),
      employer.client.push('interviews', [{ assumedMasterState: employerSeen, newDocumentState: { ...employerSeen, scheduledDateTime: s.B } }]),
    ]);
    expect([decline.json, move.json].filter((r) => r.conflicts.length === 0 && r.refused.length === 0)).toHaveLength(1);
    const final = (await seenBy(employer.client, 'interviews', id))!;
    expect(await bookingsOf(id)).toEqual(final.status === 'scheduled' ? [{ startsAt: s.B }] : []);
  });

  it('two candidates picking the same interviewer time on their offers: one booking, one refusal naming what is left', async () => {
    nextHour();
    const [first, second] = [await applicant(), await applicant()];
    const [one, two] = [await offer(first, [s.D, s.C]), await offer(second, [s.D, s.B])];
    const [r1, r2] = await Promise.all([write(first.client, one, { pickedSlot: s.D }), write(second.client, two, { pickedSlot: s.D })]);
    const results = [r1, r2];
    expect(results.filter((r) => r.refused.length === 0)).toHaveLength(1);
    const loser = results.findIndex((r) => r.refused.length > 0);
    expect(results[loser]!.refused).toEqual([expect.objectContaining({ code: 'rule', reason: slotTakenReason([loser === 0 ? s.C : s.B], 'Asia/Kolkata') })]);
    const held = [...(await bookingsOf(one)), ...(await bookingsOf(two))];
    expect(held).toEqual([{ startsAt: s.D }]);
  });

  it('a new time another interview holds is refused, and nothing moves', async () => {
    const { id: holder } = await booked('B', ['B']);
    const held = s.B;
    const { id } = await booked('A', ['A']);
    expect((await write(employer.client, id, { scheduledDateTime: held })).refused).toEqual([expect.objectContaining({ code: 'rule', reason: bookedReason([held], 'Europe/Berlin') })]);
    expect(await bookingsOf(id)).toEqual([{ startsAt: s.A }]);
    expect(await bookingsOf(holder)).toEqual([{ startsAt: held }]);
    expect(await seenBy(employer.client, 'interviews', id)).toMatchObject({ scheduledDateTime: s.A });
  });
});
