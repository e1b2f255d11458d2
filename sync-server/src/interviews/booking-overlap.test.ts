/**
 * Issue 51, an interviewer's booked interviews never overlap (PGlite, or Postgres with DATABASE_URL, where the
 * picks truly race): a booking holds its whole range [start, start + duration), so 20 candidates picking
 * overlapping but different times at once give one booking; back to back (one ends as the next starts) is fine;
 * a time, a length or an offer overlapping a booking is refused with the times in the reader's zone; cancelling
 * frees the range.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import { queryRows } from '../db/client.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let jobId: string;
type Person = Awaited<ReturnType<typeof signUpCandidate>>;
const ok = { conflicts: [], refused: [] };

async function setZone(client: TestClient, userId: string, timeZone: string) {
  const seen = (await seenBy(client, 'accounts', userId))!;
  expect((await client.push('accounts', [{ assumedMasterState: seen, newDocumentState: { ...seen, timeZone } }])).json).toEqual(ok);
}

beforeAll(async () => {
  server = await createTestServer();
  employer = await signUpEmployer(server);
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
  await setZone(employer.client, employer.user.id, 'Europe/Berlin');
});
afterAll(() => server.close());

async function applicant(): Promise<Person> {
  const person = await signUpCandidate(server);
  await applyTo(person.client, jobId);
  return person;
}

/** 2026-11-(20 + day) at hh:mm UTC. */
const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 20 + day, hour, minute)).toISOString();

async function create(person: Person, extra: Record<string, unknown>) {
  const doc = { id: randomUUID(), _deleted: false, jobId, candidateId: person.profile.id, durationMinutes: 60, ...extra };
  return { id: doc.id, res: (await employer.client.push('interviews', [insertRow(doc)])).json };
}
const schedule = (person: Person, start: string, durationMinutes = 60) => create(person, { scheduledDateTime: start, status: 'scheduled', durationMinutes });
const offer = (person: Person, slots: string[], durationMinutes = 60) => create(person, { scheduledDateTime: slots[0], offeredSlots: slots, status: 'proposed', durationMinutes });

async function write(client: TestClient, id: string, change: Record<string, unknown>) {
  const seen = (await seenBy(client, 'interviews', id))!;
  return (await client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, ...change } }])).json;
}

const held = () =>
  queryRows<{ startsAt: string; endsAt: string }>(
    server.deps.database.db,
    sql`select starts_at as "startsAt", ends_at as "endsAt" from interview_slot_bookings where interviewer_user_id = ${employer.user.id} order by starts_at`,
  );
const refusedWith = (reason: string) => expect.objectContaining({ refused: [expect.objectContaining({ code: 'rule', reason })] });

describe("an interviewer's bookings never overlap", () => {
  it('20 candidates picking overlapping, different times at once: one booking, 19 refusals naming what is left', async () => {
    server.clock.now = new Date('2026-11-10T08:00:00.000Z');
    const people = await Promise.all(Array.from({ length: 20 }, () => applicant()));
    // Person i is offered 09:00 + 2i minutes (all within one hour of each other, so every pair overlaps) and a
    // free time of their own on another day.
    const mine = (i: number) => at(0, 9, 2 * i);
    const spare = (i: number) => at(1 + i, 9);
    const offers: string[] = [];
    for (const [i, person] of people.entries()) {
      const made = await offer(person, [mine(i), spare(i)]);
      expect(made.res).toEqual(ok);
      offers.push(made.id);
    }
    const seen = await Promise.all(people.map((p, i) => seenBy(p.client, 'interviews', offers[i]!)));
    const results = await Promise.all(
      people.map((p, i) => p.client.push('interviews', [{ assumedMasterState: seen[i], newDocumentState: { ...seen[i], pickedSlot: mine(i) } }])),
    );
    const accepted = results.map((r, i) => (r.json.refused.length === 0 && r.json.conflicts.length === 0 ? i : -1)).filter((i) => i >= 0);
    expect(accepted).toHaveLength(1);
    const winner = accepted[0]!;
    for (const [i, r] of results.entries()) {
      if (i === winner) continue;
      // In the candidate's zone (UTC: none set), never an ISO instant.
      expect(r.json.refused).toEqual([expect.objectContaining({ code: 'rule', reason: `That time was just taken. Still free: ${formatInterviewTime(spare(i), 'UTC')}` })]);
    }
    expect(await held()).toEqual([{ startsAt: mine(winner), endsAt: new Date(Date.parse(mine(winner)) + 3_600_000).toISOString() }]);
    expect(await seenBy(employer.client, 'interviews', offers[winner]!)).toMatchObject({ status: 'scheduled', scheduledDateTime: mine(winner) });
  });

  it('back to back is allowed; an overlapping time, length or offer is refused in the employer’s zone; cancel frees the range', async () => {
    server.clock.now = new Date('2026-11-10T09:00:00.000Z');
    const [a, b, c, d, e] = [await applicant(), await applicant(), await applicant(), await applicant(), await applicant()];
    const first = await schedule(a, at(25, 10)); // 10:00-11:00 UTC
    expect(first.res).toEqual(ok);
    // Ending as it starts, and starting as it ends: both fit.
    expect((await schedule(b, at(25, 9))).res).toEqual(ok); // 09:00-10:00
    const after = await schedule(c, at(25, 11), 30); // 11:00-11:30
    expect(after.res).toEqual(ok);
    // Inside it, across its start, across its end: refused, named in Berlin time (UTC+1 in December).
    expect((await schedule(d, at(25, 10, 15), 30)).res).toEqual(refusedWith('You are already booked at Tue, Dec 15, 11:15 CET.'));
    expect((await schedule(d, at(25, 9, 45), 30)).res).toEqual(refusedWith('You are already booked at Tue, Dec 15, 10:45 CET.'));
    expect((await schedule(d, at(25, 11, 15), 30)).res).toEqual(refusedWith('You are already booked at Tue, Dec 15, 12:15 CET.'));
    // An offer names each overlapping time; a time after the last booking is offered fine.
    expect((await offer(d, [at(25, 10, 30), at(25, 11, 30), at(25, 8, 30)])).res).toEqual(
      refusedWith('You are already booked at Tue, Dec 15, 09:30 CET; Tue, Dec 15, 11:30 CET.'),
    );
    const offered = await offer(e, [at(25, 11, 30), at(25, 12, 30)]);
    expect(offered.res).toEqual(ok);
    // Lengthening the 11:00 interview over 11:30 is fine while nothing is booked there; moving the first onto it is not.
    expect(await write(employer.client, after.id, { durationMinutes: 60 })).toEqual(ok);
    expect(await write(employer.client, first.id, { scheduledDateTime: at(25, 11, 30) })).toEqual(refusedWith('You are already booked at Tue, Dec 15, 12:30 CET.'));
    // The candidate picking 11:30 now overlaps the lengthened 11:00-12:00: refused with 12:30 still free (UTC).
    expect(await write(e.client, offered.id, { pickedSlot: at(25, 11, 30) })).toEqual(refusedWith('That time was just taken. Still free: Tue, Dec 15, 12:30 UTC'));
    expect((await held()).filter((h) => h.startsAt.startsWith('2026-12-15')).map((h) => [h.startsAt.slice(11, 16), h.endsAt.slice(11, 16)])).toEqual([
      ['09:00', '10:00'],
      ['10:00', '11:00'],
      ['11:00', '12:00'],
    ]);
    // Cancelled, the first frees 10:00-11:00 (and nothing else): an interview inside it is booked.
    expect(await write(employer.client, first.id, { status: 'cancelled' })).toEqual(ok);
    expect((await schedule(d, at(25, 10, 15), 30)).res).toEqual(ok);
    expect((await schedule(a, at(25, 10, 30), 30)).res).toEqual(refusedWith('You are already booked at Tue, Dec 15, 11:30 CET.'));
  });

  it('a requested new time is accepted only where it overlaps nothing', async () => {
    server.clock.now = new Date('2026-11-10T10:00:00.000Z');
    const [a, b] = [await applicant(), await applicant()];
    const other = await schedule(a, at(26, 14)); // 14:00-15:00
    expect(other.res).toEqual(ok);
    const asked = await schedule(b, at(26, 9));
    expect(asked.res).toEqual(ok);
    expect(await write(b.client, asked.id, { candidateReply: { kind: 'reschedule', note: 'Afternoon, please' } })).toEqual(ok);
    expect(await write(employer.client, asked.id, { scheduledDateTime: at(26, 13, 30) })).toEqual(refusedWith('You are already booked at Wed, Dec 16, 14:30 CET.'));
    expect(await write(employer.client, asked.id, { scheduledDateTime: at(26, 15) })).toEqual(ok);
    expect((await held()).filter((h) => h.startsAt.startsWith('2026-12-16')).map((h) => h.startsAt.slice(11, 16))).toEqual(['14:00', '15:00']);
  });
});
