/**
 * Recompute one user's slice (ARCHITECTURE.md, "Who sees what"): a candidate's best active jobs, an employer's
 * best open candidate profiles against its active jobs, at most `cap`, by the shared scorer. Only the
 * difference is written (slices/membership.ts), so devices receive the documents that entered and removals for
 * those that left, never the unchanged rest. Under a lock per user and collection: two refreshes of one slice
 * queue up instead of writing each other's differences.
 */
import { sql } from 'drizzle-orm';
import { SLICE_CAP } from '@shared/catalog/limits.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { analyzeIfOutgrown } from '../db/statistics-upkeep.ts';
import { findRows, toTextArray } from '../store/rows.ts';
import { userKeys } from './match-terms.ts';
import { backgroundWorkDone } from './background-work.ts';
import { announceSlice, slicedCollectionOf, writeSlice, type SlicedCollection } from './membership.ts';
import { matchCandidateOf, matchJobOf, rankCandidatesFor, rankJobsFor, type Ranked } from './rank-slice.ts';
import { candidatePool, jobPool, type PoolKeys } from './slice-pool.ts';

/** What a refresh did. */
export interface SliceRefresh {
  entered: number;
  left: number;
  size: number;
  ms: number;
  /** The refresh's transaction id (pg_current_xact_id), '0' when nothing was written. */
  xid: string;
}

interface Choice {
  chosen: Ranked[];
  keys: PoolKeys;
}

async function chooseJobs(q: Queryable, userId: string, cap: number, now: Date): Promise<Choice> {
  const [profile] = await findRows(q, 'candidates', sql`owner_user_id = ${userId} and not deleted`);
  const candidate = matchCandidateOf(profile?.doc);
  const keys = await userKeys(q, candidate.skills, [candidate.location]);
  return { chosen: rankJobsFor(candidate, await jobPool(q, keys, cap), cap, now), keys };
}

async function chooseCandidates(q: Queryable, userId: string, cap: number, now: Date): Promise<Choice> {
  const jobs = (await findRows(q, 'jobs', sql`owner_user_id = ${userId} and public_scope = 'all' and not deleted`)).map((row) => matchJobOf(row.doc));
  const keys = await userKeys(q, jobs.flatMap((job) => job.skills), jobs.map((job) => job.location));
  return { chosen: rankCandidatesFor(jobs, await candidatePool(q, keys, cap), cap, now), keys };
}

/** The scheduled job that refreshes a user's slice (slice-refresh-job.ts). */
export const sliceRefreshJobId = (userId: string) => `slice-refresh:${userId}`;

async function currentXid(q: Queryable): Promise<string> {
  const [row] = await queryRows<{ xid: string }>(q, sql`select pg_current_xact_id()::text as xid`);
  return row!.xid;
}

/** The collection sliced for a user, or null for a user that does not exist. */
export async function slicedCollectionFor(q: Queryable, userId: string): Promise<SlicedCollection | null> {
  const [user] = await queryRows<{ type: string }>(q, sql`select user_type as type from users where id = ${userId}`);
  return user ? slicedCollectionOf(user.type) : null;
}

/**
 * Recompute the user's slice and write the difference. `cap` defaults to the one the slice was made with,
 * else SLICE_CAP. With `ifAbsent`, a slice that exists once the lock is held (another request made it
 * meanwhile) is left as it is. A slice never made is made with `capIfNew` when given; with `onlyIfMade` it is
 * left to the first pull (which knows the server's cap).
 */
export async function refreshSlice(q: Queryable, userId: string, now: Date, opts: { cap?: number; ifAbsent?: boolean; capIfNew?: number; onlyIfMade?: boolean } = {}): Promise<SliceRefresh> {
  const started = performance.now();
  const collection = await slicedCollectionFor(q, userId);
  if (!collection) return { entered: 0, left: 0, size: 0, ms: performance.now() - started, xid: '0' };
  const result = await q.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slice:${collection}:${userId}`}))`);
    // A document made public while this reads its pool would be missed by both sides: the pool read before it
    // committed, and its offer (offer-to-slices.ts) could not see this slice before this commits. Offers take
    // this lock exclusively, so they wait for refreshes under way, and refreshes wait for offers under way.
    await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${`slice-pool:${collection}`}))`);
    const [owner] = await queryRows<{ cap: number }>(tx, sql`select cap from slice_owners where user_id = ${userId} and collection = ${collection}`);
    if (owner && opts.ifAbsent) return { entered: 0, left: 0, size: 0, xid: await currentXid(tx) };
    // Deleted meanwhile (its deletion holds this lock while it removes the slice): nothing to make.
    const [alive] = await queryRows(tx, sql`select 1 from users where id = ${userId} and deleted_at is null`);
    if (!alive) return { entered: 0, left: 0, size: 0, xid: '0' };
    if (!owner && opts.onlyIfMade) return { entered: 0, left: 0, size: 0, xid: '0' };
    const cap = opts.cap ?? owner?.cap ?? opts.capIfNew ?? SLICE_CAP;
    const { chosen, keys } = collection === 'jobs' ? await chooseJobs(tx, userId, cap, now) : await chooseCandidates(tx, userId, cap, now);
    const { entered, left } = await writeSlice(tx, userId, collection, chosen);
    // Full: a new document must beat the worst to enter (slices/offer-to-slices.ts); not full: anything fitting enters.
    const minScore = chosen.length >= cap ? (chosen.at(-1)?.score ?? 0) : 0;
    await tx.execute(sql`
      insert into slice_owners (user_id, collection, computed_at, cap, size, min_score, terms, places)
      values (${userId}, ${collection}, ${now.toISOString()}, ${cap}, ${chosen.length}, ${minScore},
              ${toTextArray(keys.terms)}::text[], ${toTextArray(keys.places)}::text[])
      on conflict (user_id, collection) do update set computed_at = excluded.computed_at, cap = excluded.cap, size = excluded.size,
        min_score = excluded.min_score, terms = excluded.terms, places = excluded.places`);
    if (entered || left) await announceSlice(tx, collection, userId);
    // Every refresh asked for before this one held the lock is done by it (armSliceRefresh takes the lock too).
    await tx.execute(sql`update scheduled_jobs set done_at = ${now.toISOString()} where id = ${sliceRefreshJobId(userId)} and done_at is null`);
    return { entered, left, size: chosen.length, xid: await currentXid(tx) };
  });
  // After the commit, so the statistics count the new members: the pulls that follow plan with them.
  await analyzeIfOutgrown(q, 'slice_members', result.entered + result.left);
  return { ...result, ms: performance.now() - started };
}

/**
 * Slices known to exist, so a pull does not ask the database each time: a slice, once made, stays until its
 * account is deleted, and then no session pulls for it. Bounded; forgetting only costs one lookup.
 */
const knownSlices = new Set<string>();
const KNOWN_SLICES_MAX = 100_000;

/** Compute the user's slice if it never was (on their first pull of it), after its background work. */
export async function ensureSlice(q: Queryable, userId: string, collection: SlicedCollection, now: Date, cap?: number): Promise<void> {
  // Work on this slice under way here (made or refreshed after a profile or job write): serve what it makes.
  await backgroundWorkDone(userId);
  await makeSliceIfAbsent(q, userId, collection, now, cap);
}

async function makeSliceIfAbsent(q: Queryable, userId: string, collection: SlicedCollection, now: Date, cap?: number): Promise<void> {
  const key = `${collection}:${userId}`;
  if (knownSlices.has(key)) return;
  const [owner] = await queryRows(q, sql`select 1 from slice_owners where user_id = ${userId} and collection = ${collection}`);
  if (!owner) {
    // Another request may be making it (a second device): then this one waits for its lock and keeps what it made.
    const made = await refreshSlice(q, userId, now, cap === undefined ? { ifAbsent: true } : { cap, ifAbsent: true });
    // The pull that follows serves only rows below the horizon (the oldest transaction still running anywhere
    // on the server): wait, briefly, until the new slice is below it, or this first pull would come back
    // without it while any other transaction runs, and the device would not ask again until the next change.
    // (A slice made by another request committed before this transaction began, so it is below this one.)
    await untilBelowHorizon(q, made.xid);
  }
  if (knownSlices.size >= KNOWN_SLICES_MAX) knownSlices.clear();
  knownSlices.add(key);
}

/** How long a first pull waits for its new slice to pass the horizon; past it the next pull brings it. */
const HORIZON_WAIT_MS = 2000;

async function untilBelowHorizon(q: Queryable, xid: string): Promise<void> {
  const deadline = performance.now() + HORIZON_WAIT_MS;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    const [row] = await queryRows<{ passed: boolean }>(q, sql`select ${xid}::xid8 < pg_snapshot_xmin(pg_current_snapshot()) as passed`);
    if (row?.passed || performance.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
