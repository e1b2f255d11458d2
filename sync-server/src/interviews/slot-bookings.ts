/**
 * The interviewer's booked times (interview_slot_bookings, server-only): each booked interview holds the range
 * [start, start + duration) of its interviewer. A booking (a pick, an interview set at one time, a new time) takes
 * the interviewer's advisory lock inside the push's transaction, then refuses a range that overlaps another
 * interview's (start < otherEnd && otherStart < end; back to back is fine) and inserts its own: two overlapping
 * bookings racing, from two tabs or on two applications, wait for each other, and the second sees the first's row.
 * The lock is plain Postgres, so PGlite holds it too. Cancelling an interview frees its range.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';

const normal = (iso: string) => new Date(iso).toISOString();
const endOf = (start: string, minutes: number) => new Date(Date.parse(start) + minutes * 60_000).toISOString();

/** Serializes every booking of one interviewer until the transaction ends. */
async function lockInterviewer(q: Queryable, interviewerUserId: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`interview-bookings:${interviewerUserId}`}))`);
}

/** The interviewer's bookings by interviews other than `except` that overlap [from, to). */
async function overlapping(q: Queryable, interviewerUserId: string, from: string, to: string, except: string) {
  return queryRows<{ startsAt: string; endsAt: string }>(
    q,
    sql`select starts_at as "startsAt", ends_at as "endsAt" from interview_slot_bookings
        where interviewer_user_id = ${interviewerUserId} and interview_id <> ${except}
        and starts_at::timestamptz < ${to}::timestamptz and ${from}::timestamptz < ends_at::timestamptz`,
  );
}

/**
 * Book [start, start + minutes) for the interviewer's interview `interviewId`, replacing any range it held (a
 * reschedule, or another interviewer): false, changing nothing, when another interview of the interviewer holds
 * an overlapping range. The old range is freed only once the new one is held.
 */
export async function bookRange(q: Queryable, interviewerUserId: string, start: string, minutes: number, interviewId: string): Promise<boolean> {
  await lockInterviewer(q, interviewerUserId);
  const from = normal(start);
  const to = endOf(start, minutes);
  if ((await overlapping(q, interviewerUserId, from, to, interviewId)).length) return false;
  await releaseSlots(q, interviewId);
  await q.execute(
    sql`insert into interview_slot_bookings (interviewer_user_id, starts_at, ends_at, interview_id) values (${interviewerUserId}, ${from}, ${to}, ${interviewId})`,
  );
  return true;
}

/**
 * Which of these starts (each lasting `minutes`) overlap a range the interviewer has booked for an interview other
 * than `except`, as normalised ISO strings. A read for offers and refusals: booking itself is bookRange's.
 */
export async function bookedStarts(q: Queryable, interviewerUserId: string, starts: readonly string[], minutes: number, except = ''): Promise<Set<string>> {
  if (!starts.length) return new Set();
  const wanted = starts.map(normal).sort();
  const booked = await overlapping(q, interviewerUserId, wanted[0]!, endOf(wanted.at(-1)!, minutes), except);
  const ranges = booked.map((b) => [Date.parse(b.startsAt), Date.parse(b.endsAt)] as const);
  return new Set(
    wanted.filter((s) => {
      const [from, to] = [Date.parse(s), Date.parse(s) + minutes * 60_000];
      return ranges.some(([otherFrom, otherTo]) => from < otherTo && otherFrom < to);
    }),
  );
}

/** Free the range an interview booked (it was cancelled, declined or offered new times). */
export async function releaseSlots(q: Queryable, interviewId: string): Promise<void> {
  await q.execute(sql`delete from interview_slot_bookings where interview_id = ${interviewId}`);
}
