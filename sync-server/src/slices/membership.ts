/**
 * Writes to slice_members. Every change of what a device may hold (a document entering, leaving, pinned) moves
 * the member row to a new change position from the documents' own space (pg_current_xact_id(),
 * nextval('change_seq')), so the pull's one checkpoint orders membership and document changes together, and
 * is announced on the change channel with the member as owner, so that user's streams wake.
 */
import { sql } from 'drizzle-orm';
import { notify, queryRows, type Queryable } from '../db/client.ts';
import { CHANGES_CHANNEL, toTextArray, type ChangeEvent } from '../store/rows.ts';
import type { Ranked } from './rank-slice.ts';

/** A sliced collection: jobs on candidates' devices, candidate profiles on employers'. */
export type SlicedCollection = 'jobs' | 'candidates';

/** The collection a user's slice holds, by user type. */
export function slicedCollectionOf(userType: string): SlicedCollection {
  return userType === 'employer' ? 'candidates' : 'jobs';
}

const NEW_POSITION = sql.raw(`xid = pg_current_xact_id(), seq = nextval('change_seq')`);

function realArray(values: number[]): string {
  return `{${values.map((v) => (Number.isFinite(v) ? String(v) : '0')).join(',')}}`;
}

/**
 * Wake the member's streams. The event names the user in place of a row: concernsAtOnce matches it by owner,
 * and an instance looking up readers for other streams finds no row under that id. One per user and
 * transaction (Postgres folds identical NOTIFYs of a transaction into one).
 */
export async function announceSlice(q: Queryable, collection: SlicedCollection, userId: string): Promise<void> {
  const event: ChangeEvent = { c: collection, id: userId, o: userId, s: null, t: Date.now() };
  await notify(q, CHANGES_CHANNEL, JSON.stringify(event));
}

/**
 * Make the user's slice exactly `chosen`: rows entering get in_slice at a new position, rows leaving lose it at
 * a new position (the device gets a removal), unless pinned (the device keeps them: no position change), and
 * rows staying only get their new score.
 */
export async function writeSlice(
  q: Queryable,
  userId: string,
  collection: SlicedCollection,
  chosen: Ranked[],
): Promise<{ entered: number; left: number }> {
  const current = await queryRows<{ id: string; inSlice: boolean; pinned: boolean; score: number }>(
    q,
    sql`select doc_id as id, in_slice as "inSlice", pinned, score from slice_members where user_id = ${userId} and collection = ${collection}`,
  );
  const now = new Map(current.map((r) => [r.id, r]));
  const keep = new Set(chosen.map((r) => r.id));
  const entering = chosen.filter((r) => !now.get(r.id)?.inSlice);
  const rescored = chosen.filter((r) => {
    const was = now.get(r.id);
    return was?.inSlice && Math.abs(Number(was.score) - r.score) > 1e-6;
  });
  const leaving = current.filter((r) => r.inSlice && !keep.has(r.id));
  if (entering.length) {
    await q.execute(sql`
      insert into slice_members (user_id, collection, doc_id, in_slice, score)
      select ${userId}, ${collection}, d, true, s
      from unnest(${toTextArray(entering.map((r) => r.id))}::text[], ${realArray(entering.map((r) => r.score))}::real[]) as x(d, s)
      on conflict (user_id, collection, doc_id) do update set in_slice = true, score = excluded.score, ${NEW_POSITION}`);
  }
  if (rescored.length) {
    await q.execute(sql`
      update slice_members m set score = x.s
      from unnest(${toTextArray(rescored.map((r) => r.id))}::text[], ${realArray(rescored.map((r) => r.score))}::real[]) as x(d, s)
      where m.user_id = ${userId} and m.collection = ${collection} and m.doc_id = x.d`);
  }
  const removed = leaving.filter((r) => !r.pinned).map((r) => r.id);
  const keptByPin = leaving.filter((r) => r.pinned).map((r) => r.id);
  if (removed.length) {
    await q.execute(sql`
      update slice_members set in_slice = false, ${NEW_POSITION}
      where user_id = ${userId} and collection = ${collection} and doc_id = any(${toTextArray(removed)}::text[])`);
  }
  if (keptByPin.length) {
    await q.execute(sql`
      update slice_members set in_slice = false
      where user_id = ${userId} and collection = ${collection} and doc_id = any(${toTextArray(keptByPin)}::text[])`);
  }
  return { entered: entering.length, left: removed.length };
}

/**
 * Pin a document to a user's slice (a job saved, applied to): it reaches their devices whether or not it fits,
 * and never leaves; a short pin (a job only looked at, viewed-pins.ts) becomes a lasting one. Call in the
 * transaction of the write that causes it.
 */
export async function pinToSlice(q: Queryable, userId: string, collection: SlicedCollection, docId: string): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    q,
    sql`insert into slice_members (user_id, collection, doc_id, in_slice, pinned)
        values (${userId}, ${collection}, ${docId}, false, true)
        on conflict (user_id, collection, doc_id) do update set pinned = true, pinned_until = null,
          xid = case when slice_members.pinned then slice_members.xid else pg_current_xact_id() end,
          seq = case when slice_members.pinned then slice_members.seq else nextval('change_seq') end
          where not slice_members.pinned or slice_members.pinned_until is not null
        returning doc_id as id`,
  );
  if (rows.length) await announceSlice(q, collection, userId);
}
