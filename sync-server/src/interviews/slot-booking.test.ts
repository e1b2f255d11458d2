/**
 * Issue 51, booking offered times (PGlite, or Postgres with DATABASE_URL, where the picks truly race): 20
 * candidates picking one interviewer's time at once give exactly one booking and 19 refusals naming what is left;
 * a booked time is never offered again on another application; a lapsed offer takes no pick; the booking sends
 * the invitation to both.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { interviewJobHandlers } from './interview-jobs.ts';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let jobId: string;
const SLOT_A = '2026-11-10T09:00:00.000Z';
const SLOT_B = '2026-11-10T10:00:00.000Z';
const SLOT_C = '2026-11-10T11:00:00.000Z';

beforeAll(async () => {
  server = await createTestServer();
  employer = await signUpEmployer(server);
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
});
afterAll(() => server.close());

async function applicant() {
  const candidate = await signUpCandidate(server);
  await applyTo(candidate.client, jobId);
  return candidate;
}

async function offer(candidateId: string, slots: string[], extra: Record<string, unknown> = {}) {
  const id = randomUUID();
  const doc = { id, _deleted: false, jobId, candidateId, scheduledDateTime: slots[0], offeredSlots: slots, durationMinutes: 30, status: 'proposed', ...extra };
  return { id, res: await employer.client.push('interviews', [insertRow(doc)]) };
}

async function pick(candidate: Awaited<ReturnType<typeof applicant>>, id: string, slot: string) {
  const seen = (await seenBy(candidate.client, 'interviews', id))!;
  return candidate.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, pickedSlot: slot } }]);
}

const bookings = (start: string) =>
  queryRows<{ id: string }>(server.deps.database.db, sql`select interview_id as id from interview_slot_bookings where interviewer_user_id = ${employer.user.id} and starts_at = ${start}`);

describe('one time, one booking', () => {
  it('20 candidates picking the same interviewer time at once: one booking, 19 clear refusals', async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    const people = await Promise.all(Array.from({ length: 20 }, () => applicant()));
    const offers: string[] = [];
    for (const person of people) {
      const made = await offer(person.profile.id, [SLOT_A, SLOT_B]);
      expect(made.res.json).toEqual({ conflicts: [], refused: [] });
      offers.push(made.id);
    }
    const seen = await Promise.all(people.map((p, i) => seenBy(p.client, 'interviews', offers[i]!)));
    const results = await Promise.all(
      people.map((p, i) => p.client.push('interviews', [{ assumedMasterState: seen[i], newDocumentState: { ...seen[i], pickedSlot: SLOT_A } }])),
    );
    const accepted = results.filter((r) => r.json.refused.length === 0 && r.json.conflicts.length === 0);
    expect(accepted).toHaveLength(1);
    const refused = results.flatMap((r) => r.json.refused);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r).toMatchObject({ code: 'rule', reason: 'That time was just taken. Still free: Tue, Nov 10, 10:00 UTC' });
    expect(await bookings(SLOT_A)).toHaveLength(1);
    const winner = offers[results.indexOf(accepted[0]!)]!;
    expect((await seenBy(employer.client, 'interviews', winner))).toMatchObject({ status: 'scheduled', scheduledDateTime: SLOT_A });
    expect((await seenBy(employer.client, 'interviews', winner))).not.toHaveProperty('offeredSlots');
    // A refused candidate picks a time still free.
    const loser = results.findIndex((r) => r.json.refused.length > 0);
    expect((await pick(people[loser]!, offers[loser]!, SLOT_B)).json.refused).toEqual([]);
  });

  it('a booked time is not offered on another application, and a booking sends the invitation to both', async () => {
    // A new hour: the employer's 20 interview writes a minute were spent above.
    server.clock.now = new Date('2026-11-02T11:00:00.000Z');
    const [first, second] = [await applicant(), await applicant()];
    const a = await offer(first.profile.id, [SLOT_C]);
    expect(a.res.json.refused).toEqual([]);
    await runDueJobs(server.deps.database.db, interviewJobHandlers(server.deps), server.deps.now());
    const before = server.outbox.emails.length;
    expect((await pick(first, a.id, SLOT_C)).json.refused).toEqual([]);
    await runDueJobs(server.deps.database.db, interviewJobHandlers(server.deps), server.deps.now());
    const invited = server.outbox.emails.slice(before).filter((m) => m.subject === 'Interview invitation: Route Planner at Acme Robotics').map((m) => m.to);
    expect(invited.sort()).toEqual([employer.user.email, first.user.email].sort());
    const b = await offer(second.profile.id, [SLOT_C]);
    expect(b.res.json.refused).toEqual([expect.objectContaining({ code: 'rule', reason: 'You are already booked at Tue, Nov 10, 11:00 UTC.' })]);
    // Cancelled, the interview frees its time.
    const seen = (await seenBy(employer.client, 'interviews', a.id))!;
    expect((await employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, status: 'cancelled' } }])).json.refused).toEqual([]);
    expect(await bookings(SLOT_C)).toHaveLength(0);
    expect((await offer(second.profile.id, [SLOT_C])).res.json.refused).toEqual([]);
  });

  it('refuses a pick after the offer lapsed, a time not offered, and a pick by someone else', async () => {
    server.clock.now = new Date('2026-11-02T12:00:00.000Z');
    const [person, other] = [await applicant(), await applicant()];
    const made = await offer(person.profile.id, ['2026-11-12T09:00:00.000Z', '2026-11-12T10:00:00.000Z'], { offerExpiresAt: '2026-11-05T00:00:00.000Z' });
    expect(made.res.json.refused).toEqual([]);
    expect((await pick(person, made.id, '2026-11-12T11:00:00.000Z')).json.refused).toEqual([expect.objectContaining({ reason: 'Pick one of the offered times.' })]);
    expect(await seenBy(other.client, 'interviews', made.id)).toBeUndefined();
    server.clock.now = new Date('2026-11-06T00:00:00.000Z');
    expect((await pick(person, made.id, '2026-11-12T09:00:00.000Z')).json.refused).toEqual([expect.objectContaining({ reason: 'This offer is no longer open.' })]);
  });
});
