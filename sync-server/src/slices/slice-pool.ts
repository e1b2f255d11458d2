/**
 * The pool a slice is chosen from: the public documents worth scoring for one user, read with only what the
 * shared scorer needs (the stored match_fields column, so no document is decompressed). Up to SCORE_ALL_LIMIT public documents, the pool is all of them, so the slice is exactly
 * the best by the scorer (and everything when they fit the cap). Beyond, it is picked through the indexes of
 * migrations 0008 and 0010: documents sharing a skill term, in one of the user's places (or remote, for jobs), and the
 * most recent (so a blank profile still gets a slice); each branch is capped, so a refresh reads a few tens
 * of thousands of narrow rows whatever the size of the marketplace.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ExperienceSpan, MatchCandidate, MatchJob } from '@shared/scoring/index.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { toTextArray } from '../store/rows.ts';
import { MARKETPLACE } from '../store/audience.ts';

/** Below this many public documents (or four caps, if more), every one is scored. */
export const SCORE_ALL_LIMIT = 20_000;

/** A poolable document: its id, its recency (for ties), and its scorer fields. */
export interface PoolEntry<T> {
  id: string;
  updated: number;
  fields: T;
}

/** What a pool is looked up by: skill terms, places, and for jobs whether remote jobs fit everyone. */
export interface PoolKeys {
  terms: string[];
  places: string[];
}

function branchLimits(cap: number) {
  return { terms: 4 * cap, places: 2 * cap, remote: cap, recent: cap };
}

/** Ids of the public documents of `table` (under `scope`) picked by the keys, or null when all are to be scored. */
async function poolIds(q: Queryable, table: 'jobs' | 'candidates', keys: PoolKeys, cap: number, scoreAllLimit: number): Promise<string[] | null> {
  const t = sql.identifier(table);
  // `not deleted` as the covering recency indexes of migration 0011 say, so a branch may walk one index-only.
  const isPublic = MARKETPLACE[table];
  const scoreAll = Math.max(scoreAllLimit, 4 * cap);
  const [count] = await queryRows<{ n: number }>(
    q,
    sql`select count(*)::int as n from (select 1 from ${t} where ${isPublic} limit ${scoreAll + 1}) s`,
  );
  if (Number(count!.n) <= scoreAll) return null;
  const limits = branchLimits(cap);
  const branches: SQL[] = [sql`(select id from ${t} where ${isPublic} order by updated_at desc, id desc limit ${limits.recent})`];
  if (keys.terms.length) {
    branches.push(
      sql`(select id from ${t} where ${isPublic} and skill_terms && ${toTextArray(keys.terms)}::text[]
           order by updated_at desc, id desc limit ${limits.terms})`,
    );
  }
  if (keys.places.length) {
    branches.push(
      sql`(select id from ${t} where ${isPublic} and slice_city(doc) = any(${toTextArray(keys.places)}::text[])
           order by updated_at desc, id desc limit ${limits.places})`,
    );
  }
  if (table === 'jobs') {
    branches.push(sql`(select id from ${t} where ${isPublic} and remote_ok order by updated_at desc, id desc limit ${limits.remote})`);
  }
  const rows = await queryRows<{ id: string }>(q, sql`select distinct id from (${sql.join(branches, sql` union all `)}) p`);
  return rows.map((r) => r.id);
}

function idFilter(ids: string[] | null): SQL {
  return ids ? sql`and id = any(${toTextArray(ids)}::text[])` : sql``;
}

/** The active jobs worth scoring for a candidate with these keys (`scoreAllLimit`: tests make it small). */
export async function jobPool(q: Queryable, keys: PoolKeys, cap: number, scoreAllLimit = SCORE_ALL_LIMIT): Promise<PoolEntry<MatchJob>[]> {
  const ids = await poolIds(q, 'jobs', keys, cap, scoreAllLimit);
  const rows = await queryRows<{ id: string; updated: string | number; fields: Record<string, unknown> }>(
    q,
    sql`select id, extract(epoch from updated_at) as updated, match_fields as fields
        from jobs where ${MARKETPLACE.jobs} ${idFilter(ids)}`,
  );
  return rows.map(({ id, updated, fields: f }) => ({
    id,
    updated: Number(updated),
    fields: {
      skills: Array.isArray(f.skills) ? (f.skills as string[]) : [],
      location: typeof f.location === 'string' ? f.location : '',
      requiredExperience: Number(f.requiredExperience) || 0,
      remoteOk: f.remoteOk === true,
      visaSponsorship: f.visaSponsorship === true,
    },
  }));
}

/** The open candidate profiles worth scoring for an employer whose active jobs have these keys. */
export async function candidatePool(q: Queryable, keys: PoolKeys, cap: number, scoreAllLimit = SCORE_ALL_LIMIT): Promise<PoolEntry<MatchCandidate>[]> {
  const ids = await poolIds(q, 'candidates', keys, cap, scoreAllLimit);
  const rows = await queryRows<{ id: string; updated: string | number; fields: Record<string, unknown> }>(
    q,
    sql`select id, extract(epoch from updated_at) as updated, match_fields as fields
        from candidates where ${MARKETPLACE.candidates} ${idFilter(ids)}`,
  );
  return rows.map((r) => ({ id: r.id, updated: Number(r.updated), fields: candidateFields(r.fields) }));
}

/** The experience entries' dates as match_fields holds them (migration 0017): the scorer counts their years. */
function experienceSpans(value: unknown): ExperienceSpan[] {
  if (!Array.isArray(value)) return [];
  return value.map((e: Record<string, unknown>) => ({
    startDate: typeof e?.startDate === 'string' ? e.startDate : '',
    ...(typeof e?.endDate === 'string' ? { endDate: e.endDate } : {}),
    isCurrent: e?.isCurrent === true,
  }));
}

/** The scorer reads the experience entries' dates and only the number of education entries (placeholders). */
function candidateFields(f: Record<string, unknown>): MatchCandidate {
  return {
    skills: Array.isArray(f.skills) ? (f.skills as string[]) : [],
    location: typeof f.location === 'string' ? f.location : '',
    experience: experienceSpans(f.experience),
    education: Array.from({ length: Number(f.education) || 0 }, () => ({})),
    workAuthorizationStatus: (typeof f.workAuthorizationStatus === 'string' ? f.workAuthorizationStatus : 'citizen') as MatchCandidate['workAuthorizationStatus'],
  } as MatchCandidate;
}
