/**
 * Issue 51, an interview set at one time (not offered slots) holds that time for the interviewer like a picked
 * slot (PGlite, or Postgres with DATABASE_URL, where the creations truly race): the time is not offered on another
 * application, a second interview at it is refused, a pick of it is refused with the times still free, and
 * cancelling or moving the interview frees it. Ten interviews created at once at one time: one is made.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedReason, slotTakenReason } from '@shared/rules/interview-slots.ts';
import { queryRows } from '../db/client.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let jobId: string;
type Person = Awaited<ReturnType<typeof signUpCandidate>>;

beforeAll(async () => {
  server = await createTestServer();
  employer = await signUpEmployer(server);
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
});
afterAll(() => server.close());

const ok = { conflicts: [], refused: [] };
/** A time on a day of its own for each scenario (and a fresh minute: interview writes are rate limited). */
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, 20 + day, hour)).toISOString();

async function applicant(): Promise<Person> {
  const person = await signUpCandidate(server);
  await applyTo(person.client, jobId);
  return person;
}

const interviewDoc = (person: Person, extra: Record<string, unknown>) => ({
  id: randomUUID(),
  _deleted: false,
  jobId,
  candidateId: person.profile.id,
  durationMinutes: 30,
  ...extra,
});

/** The employer sets an interview with `person` at one time. */
async function schedule(person: Person, start: string) {
  const doc = interviewDoc(person, { scheduledDateTime: start, status: 'scheduled' });
  return { id: doc.id, res: (await employer.client.push('interviews', [insertRow(doc)])).json };
}

async function offer(person: Person, slots: string[]) {
  const doc = interviewDoc(person, { scheduledDateTime: slots[0], offeredSlots: slots, status: 'proposed' });
  return { id: doc.id, res: (await employer.client.push('interviews', [insertRow(doc)])).json };
}

async function write(client: Person['client'], id: string, change: Record<string, unknown>) {
  const seen = (await seenBy(client, 'interviews', id))!;
  return (await client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, ...change } }])).json;
}

const holders = (start: string) =>
  queryRows<{ id: string }>(
    server.deps.database.db,
    sql`select interview_id as id from interview_slot_bookings where interviewer_user_id = ${employer.user.id} and starts_at = ${start}`,
  );

/** A refused write: the reason, and the server's copy handed back (nothing, for a new interview) as the conflict. */
const refusedWith = (reason: string) => expect.objectContaining({ refused: [expect.objectContaining({ code: 'rule', reason })] });

describe('an interview set at one time holds it for the interviewer', () => {
  it('the time is not offered on another application, nor set for a second interview', async () => {
    server.clock.now = new Date('2026-11-10T08:00:00.000Z');
    const [first, second, third] = [await applicant(), await applicant(), await applicant()];
    const T = at(0, 9);
    const made = await schedule(first, T);
    expect(made.res).toEqual(ok);
    expect(await holders(T)).toEqual([{ id: made.id }]);
    expect((await offer(second, [T, at(0, 10)])).res).toEqual(refusedWith(bookedReason([T], undefined)));
    expect((await schedule(third, T)).res).toEqual(refusedWith(bookedReason([T], undefined)));
    // The same instant written with an offset is the same time.
    expect((await schedule(third, '2026-11-20T10:00:00+01:00')).res).toEqual(refusedWith(bookedReason(['2026-11-20T10:00:00+01:00'], undefined)));
    expect(await holders(T)).toEqual([{ id: made.id }]);
    // Another time is free.
    expect((await schedule(third, at(0, 11))).res).toEqual(ok);
  });

  it('a candidate picking a time an interview set since holds is refused with the times still free', async () => {
    server.clock.now = new Date('2026-11-10T08:01:00.000Z');
    const [picker, other] = [await applicant(), await applicant()];
    const [U, V] = [at(1, 9), at(1, 10)];
    const offered = await offer(picker, [U, V]);
    expect(offered.res).toEqual(ok);
    // Offering does not hold a time: the employer sets another interview at U meanwhile.
    expect((await schedule(other, U)).res).toEqual(ok);
    expect(await write(picker.client, offered.id, { pickedSlot: U })).toEqual(refusedWith(slotTakenReason([V], undefined)));
    expect(await write(picker.client, offered.id, { pickedSlot: V })).toEqual(ok);
  });

  it('cancelling frees the time, and moving the interview frees the old one and holds the new one', async () => {
    server.clock.now = new Date('2026-11-10T08:02:00.000Z');
    const [first, second] = [await applicant(), await applicant()];
    const [T, T2] = [at(2, 9), at(2, 10)];
    const made = await schedule(first, T);
    expect(made.res).toEqual(ok);
    expect(await write(employer.client, made.id, { scheduledDateTime: T2 })).toEqual(ok);
    expect(await holders(T)).toEqual([]);
    expect(await holders(T2)).toEqual([{ id: made.id }]);
    const atOld = await schedule(second, T);
    expect(atOld.res).toEqual(ok);
    expect((await offer(second, [T2])).res).toEqual(refusedWith(bookedReason([T2], undefined)));
    expect(await write(employer.client, made.id, { status: 'cancelled' })).toEqual(ok);
    expect(await holders(T2)).toEqual([]);
    expect((await offer(second, [T2])).res).toEqual(ok);
  });

  it('the candidate declining frees the time', async () => {
    server.clock.now = new Date('2026-11-10T08:03:00.000Z');
    const [person, next] = [await applicant(), await applicant()];
    const T = at(3, 9);
    const made = await schedule(person, T);
    expect(made.res).toEqual(ok);
    expect(await holders(T)).toEqual([{ id: made.id }]);
    expect(await write(person.client, made.id, { candidateReply: { kind: 'decline' } })).toEqual(ok);
    expect(await holders(T)).toEqual([]);
    expect((await schedule(next, T)).res).toEqual(ok);
  });

  it('ten interviews created at once at one time for one interviewer: one is made, nine are refused', async () => {
    server.clock.now = new Date('2026-11-10T08:04:00.000Z');
    const people = await Promise.all(Array.from({ length: 10 }, () => applicant()));
    const T = at(4, 9);
    const docs = people.map((p) => interviewDoc(p, { scheduledDateTime: T, status: 'scheduled' }));
    const results = await Promise.all(docs.map((doc) => employer.client.push('interviews', [insertRow(doc)])));
    const made = results.filter((r) => r.json.refused.length === 0 && r.json.conflicts.length === 0);
    expect(made).toHaveLength(1);
    const refused = results.flatMap((r) => r.json.refused);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r).toMatchObject({ code: 'rule', reason: bookedReason([T], undefined) });
    const winner = docs[results.indexOf(made[0]!)]!.id;
    expect(await holders(T)).toEqual([{ id: winner }]);
    // Only the winner exists.
    for (const doc of docs) {
      if (doc.id === winner) expect(await seenBy(employer.client, 'interviews', doc.id)).toMatchObject({ status: 'scheduled', scheduledDateTime: T });
      else expect(await seenBy(employer.client, 'interviews', doc.id)).toBeUndefined();
    }
  });
});
