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
import { findRows, toTextArray } from '../replication/store.ts';
import { userKeys } from './match-terms.ts';
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

async function chooseJobs(q: Queryable, userId: string, cap: number): Promise<Choice> {
  const [profile] = await findRows(q, 'candidates', sql`owner_user_id = ${userId} and not deleted`);
  const candidate = matchCandidateOf(profile?.doc);
  const keys = await userKeys(q, candidate.skills, [candidate.location]);
  return { chosen: rankJobsFor(candidate, await jobPool(q, keys, cap), cap), keys };
}

async function chooseCandidates(q: Queryable, userId: string, cap: number): Promise<Choice> {
  const jobs = (await findRows(q, 'jobs', sql`owner_user_id = ${userId} and public_scope = 'all' and not deleted`)).map((row) => matchJobOf(row.doc));
  const keys = await userKeys(q, jobs.flatMap((job) => job.skills), jobs.map((job) => job.location));
  return { chosen: rankCandidatesFor(jobs, await candidatePool(q, keys, cap), cap), keys };
}

/** The collection sliced for a user, or null for a user that does not exist. */
export async function slicedCollectionFor(q: Queryable, userId: string): Promise<SlicedCollection | null> {
  const [user] = await queryRows<{ type: string }>(q, sql`select user_type as type from users where id = ${userId}`);
  return user ? slicedCollectionOf(user.type) : null;
}

/**
 * Recompute the user's slice and write the difference. `cap` defaults to the one the slice was made with,
 * else SLICE_CAP.
 */
export async function refreshSlice(q: Queryable, userId: string, now: Date, opts: { cap?: number } = {}): Promise<SliceRefresh> {
  const started = performance.now();
  const collection = await slicedCollectionFor(q, userId);
  if (!collection) return { entered: 0, left: 0, size: 0, ms: performance.now() - started, xid: '0' };
  const result = await q.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slice:${collection}:${userId}`}))`);
    const [owner] = await queryRows<{ cap: number }>(tx, sql`select cap from slice_owners where user_id = ${userId} and collection = ${collection}`);
    const cap = opts.cap ?? owner?.cap ?? SLICE_CAP;
    const { chosen, keys } = collection === 'jobs' ? await chooseJobs(tx, userId, cap) : await chooseCandidates(tx, userId, cap);
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
    const [{ xid }] = (await queryRows<{ xid: string }>(tx, sql`select pg_current_xact_id()::text as xid`)) as [{ xid: string }];
    return { entered, left, size: chosen.length, xid };
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

/** Compute the user's slice if it never was (on their first pull of it). */
export async function ensureSlice(q: Queryable, userId: string, collection: SlicedCollection, now: Date, cap?: number): Promise<void> {
  const key = `${collection}:${userId}`;
  if (knownSlices.has(key)) return;
  const [owner] = await queryRows(q, sql`select 1 from slice_owners where user_id = ${userId} and collection = ${collection}`);
  if (!owner) {
    const made = await refreshSlice(q, userId, now, cap === undefined ? {} : { cap });
    // The pull that follows serves only rows below the horizon (the oldest transaction still running anywhere
    // on the server): wait, briefly, until the new slice is below it, or this first pull would come back
    // without it while any other transaction runs, and the device would not ask again until the next change.
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
