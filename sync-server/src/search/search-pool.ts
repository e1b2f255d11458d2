/**
 * The SQL half of GET /api/search: the rows a search may show (replication's audience for public documents),
 * narrowed by indexes to a superset of what the shared rule lets through (narrowing-patterns.ts), newest
 * first, at most `poolSize`. It decides no match and projects nothing: search-marketplace.ts does.
 *
 * Why a bounded pool: results are ordered by the shared scorer's score, which only JavaScript computes, so
 * every candidate row is read and scored in the request. Reading the newest `poolSize` that pass the indexed
 * conditions keeps a request to one index walk and a few thousand documents at 1,000,000 jobs (p99 under
 * 300 ms at 10 concurrent users is the target); a search past the pool is narrowed further by its filters.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PreparedSearch } from '@shared/rules/search-match.ts';
import { TALENT_EXPERIENCE_BANDS } from '@shared/catalog.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { STORED_COLUMNS, toStoredRow, toTextArray, type StoredRow } from '../replication/store.ts';
import { locationPatterns, skillAlternatives, termPatterns, type LowerSupport } from './narrowing-patterns.ts';
import { JOB_SALARY_HIGH_SQL, JOB_SALARY_LOW_SQL } from './search-text-sql.ts';

/** Search work authorizations only a sponsoring job is open to (search-match.ts SPONSORED_SEARCH_VALUES). */
const SPONSORED = new Set(['h1b', 'opt', 'other', 'sponsorship']);

const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

/** The text, location and skill conditions both searches share, on `text` (a search-text expression). */
function textConditions(search: PreparedSearch, text: SQL, lower: LowerSupport, locationEscape?: SQL): SQL[] {
  const conditions: SQL[] = [];
  for (const term of search.terms) {
    const patterns = termPatterns(term, lower);
    if (patterns) conditions.push(anyOf(patterns.map((p) => sql`${text} like ${p}`)));
  }
  const location = search.filters.location.trim();
  const places = location === '' ? null : locationPatterns(location, lower);
  if (places) {
    const arms = places.map((p) => sql`${text} like ${p}`);
    conditions.push(anyOf(locationEscape ? [locationEscape, ...arms] : arms));
  }
  for (const wanted of search.filters.skills) {
    const alternatives = skillAlternatives(wanted, lower);
    if (!alternatives) continue;
    const arms = alternatives.patterns.map((p) => sql`${text} like ${p}`);
    if (alternatives.terms.length) arms.unshift(sql`skill_terms && ${toTextArray(alternatives.terms)}::text[]`);
    conditions.push(anyOf(arms));
  }
  return conditions;
}

function yearsBetween(expression: SQL, search: PreparedSearch): SQL | null {
  if (!search.experienceBand) return null;
  const band = TALENT_EXPERIENCE_BANDS.find((b) => b.id === search.experienceBand)!;
  return band.maxYears === null
    ? sql`${expression} >= ${band.minYears}`
    : sql`${expression} between ${band.minYears} and ${band.maxYears}`;
}

/** Active jobs (public to every signed-in user) that may pass the search, newest first. */
export function loadJobPool(q: Queryable, search: PreparedSearch, lower: LowerSupport, poolSize: number): Promise<StoredRow[]> {
  return selectPool(q, jobPoolQuery(search, lower, poolSize));
}

/** The query of {@link loadJobPool} (tests EXPLAIN it). */
export function jobPoolQuery(search: PreparedSearch, lower: LowerSupport, poolSize: number): SQL {
  const { filters } = search;
  const text = sql.raw('search_text');
  const conditions = [sql`public_scope = 'all'`, sql`not deleted`];
  if (filters.jobType) conditions.push(sql`doc->>'jobType' = ${filters.jobType}`);
  if (filters.remote) conditions.push(sql`remote_ok`);
  if (filters.visaStatus && SPONSORED.has(filters.visaStatus)) conditions.push(sql`doc->>'visaSponsorship' = 'true'`);
  const years = yearsBetween(sql`(doc->>'requiredExperience')::numeric`, search);
  if (years) conditions.push(years);
  if (filters.salaryRange) {
    conditions.push(sql`${sql.raw(JOB_SALARY_HIGH_SQL)} >= ${filters.salaryRange[0]}`);
    conditions.push(sql`${sql.raw(JOB_SALARY_LOW_SQL)} <= ${filters.salaryRange[1]}`);
  }
  if (filters.companySize) {
    conditions.push(sql`doc->>'employerId' in (select id from employers
      where public_scope = 'all' and not deleted and doc->>'companySize' = ${filters.companySize})`);
  }
  // A remote-ok job passes any location (search-match.ts).
  conditions.push(...textConditions(search, text, lower, sql`remote_ok`));
  return poolQuery('jobs', conditions, poolSize);
}

/** Candidate profiles open to employers that may pass the search, most recently updated first. */
export function loadCandidatePool(q: Queryable, search: PreparedSearch, lower: LowerSupport, poolSize: number): Promise<StoredRow[]> {
  return selectPool(q, candidatePoolQuery(search, lower, poolSize));
}

/** The query of {@link loadCandidatePool} (tests EXPLAIN it). */
export function candidatePoolQuery(search: PreparedSearch, lower: LowerSupport, poolSize: number): SQL {
  const { filters } = search;
  const text = sql.raw('search_text');
  const conditions = [sql`public_scope = 'employers'`, sql`not deleted`];
  if (filters.salaryRange) {
    conditions.push(sql`(doc->>'salaryExpectation')::numeric between ${filters.salaryRange[0]} and ${filters.salaryRange[1]}`);
  }
  const years = search.experienceBand && yearsBetween(sql`(doc->>'yearsExperience')::numeric`, search);
  // Years may also come from the experience entries' dates: only a stated figure narrows.
  if (years) conditions.push(sql`(doc->'yearsExperience' is null or ${years})`);
  conditions.push(...textConditions(search, text, lower));
  return poolQuery('candidates', conditions, poolSize);
}

/**
 * The long text neither the search rule nor the scorer reads: left out of the pool (a pool of 2,000 jobs
 * with their descriptions is megabytes to read and parse per request); the page's documents are read whole
 * afterwards (loadWholeRows).
 */
const UNREAD_TEXT = { jobs: 'description', candidates: 'bio' } as const;

function poolQuery(table: 'jobs' | 'candidates', conditions: SQL[], poolSize: number): SQL {
  const t = sql.identifier(table);
  const columns = sql.raw(`id, doc - '${UNREAD_TEXT[table]}' as doc, deleted, owner_user_id as "ownerUserId",
    reader_user_ids as "readerUserIds", public_scope as "publicScope", ever_public_scope as "everPublicScope", xid::text as "xidText", seq`);
  // The pool's ids first, its documents after: a match over many rows then sorts narrow rows, and only the
  // chosen few thousand documents are decompressed.
  return sql`with pool as materialized (
               select id from ${t} where ${sql.join(conditions, sql` and `)}
               order by updated_at desc, id desc
               limit ${poolSize})
             select ${columns} from ${t} where id in (select id from pool)`;
}

async function selectPool(q: Queryable, query: SQL): Promise<StoredRow[]> {
  return (await queryRows(q, query)).map(toStoredRow);
}

/** The rows of `ids`, whole, by id (the page of a search whose pool left out long text). */
export async function loadWholeRows(q: Queryable, table: 'jobs' | 'candidates', ids: readonly string[]): Promise<Map<string, StoredRow>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows(q, sql`select ${STORED_COLUMNS} from ${sql.identifier(table)} where id = any(${toTextArray([...ids])}::text[])`);
  return new Map(rows.map(toStoredRow).map((row) => [row.id, row]));
}

/** The company size of each employer among `ids` (public company profiles), for the company-size filter. */
export async function loadCompanySizes(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; size: string | null }>(
    q,
    sql`select id, doc->>'companySize' as size from employers
        where id = any(${toTextArray([...new Set(ids)])}::text[]) and public_scope = 'all' and not deleted`,
  );
  return new Map(rows.filter((r) => r.size !== null).map((r) => [r.id, r.size!]));
}

const lowerSupport = new WeakMap<object, Promise<LowerSupport>>();

/** Whether the database's lower() folds Unicode letters (a UTF-8 locale, PGlite) or only ASCII (C locale). */
export function probeLowerSupport(q: Queryable): Promise<LowerSupport> {
  let probe = lowerSupport.get(q);
  if (!probe) {
    probe = queryRows<{ ok: boolean }>(q, sql`select lower('ÉÖΔЖ') = 'éöδж' as ok`).then((rows) => ({ isUnicode: rows[0]?.ok === true }));
    lowerSupport.set(q, probe);
  }
  return probe;
}
