/**
 * The interviewer's booked times (interview_slot_bookings, server-only): a pick inserts the (interviewer, start)
 * row inside the push's transaction; a second pick of the same time, from another tab or on another application,
 * meets the primary key, inserts nothing and is refused. Cancelling an interview frees its time.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../db/client.ts';

const normal = (iso: string) => new Date(iso).toISOString();

/** Book `start` for the interviewer; false when it was booked already (by this interview or another). */
export async function bookSlot(q: Queryable, interviewerUserId: string, start: string, interviewId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    q,
    sql`insert into interview_slot_bookings (interviewer_user_id, starts_at, interview_id) values (${interviewerUserId}, ${normal(start)}, ${interviewId})
        on conflict do nothing returning interview_id as id`,
  );
  return rows.length === 1;
}

/** Which of these starts the interviewer is booked at already (normalised ISO strings), by interviews other than `except`. */
export async function bookedStarts(q: Queryable, interviewerUserId: string, starts: readonly string[], except = ''): Promise<Set<string>> {
  if (!starts.length) return new Set();
  const wanted = starts.map(normal);
  const rows = await queryRows<{ startsAt: string }>(
    q,
    sql`select starts_at as "startsAt" from interview_slot_bookings where interviewer_user_id = ${interviewerUserId} and interview_id <> ${except}
        and starts_at in (${sql.join(wanted.map((w) => sql`${w}`), sql`, `)})`,
  );
  return new Set(rows.map((r) => r.startsAt));
}

/** Free the times an interview booked (it was cancelled or moved). */
export async function releaseSlots(q: Queryable, interviewId: string): Promise<void> {
  await q.execute(sql`delete from interview_slot_bookings where interview_id = ${interviewId}`);
}

/**
 * Move an interview's booking to `start` (a reschedule to a new time): false, changing nothing, when another
 * interview of the interviewer holds that time. The old time is freed only once the new one is held.
 */
export async function moveBooking(q: Queryable, interviewerUserId: string, start: string, interviewId: string): Promise<boolean> {
  if (!(await bookSlot(q, interviewerUserId, start, interviewId)) && (await bookedStarts(q, interviewerUserId, [start], interviewId)).size) return false;
  await q.execute(sql`delete from interview_slot_bookings where interview_id = ${interviewId} and starts_at <> ${normal(start)}`);
  return true;
}
