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
import type { SearchTerm } from '@shared/rules/search-terms.ts';
import { TALENT_EXPERIENCE_BANDS } from '@shared/catalog.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { MARKETPLACE } from '../store/audience.ts';
import { STORED_COLUMNS, toStoredRow, toTextArray, type StoredRow } from '../store/rows.ts';
import { locationPatterns, locationWords, skillAlternatives, termPatterns, type LowerSupport } from './narrowing-patterns.ts';

/** Search work authorizations only a sponsoring job is open to (search-match.ts SPONSORED_SEARCH_VALUES). */
const SPONSORED = new Set(['h1b', 'opt', 'other', 'sponsorship']);

const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

/**
 * How a condition is best written for the look that tests it: 'index' as the GIN indexes take it (a skill's
 * terms as one array overlap), 'walk' for a row-by-row test on the covering index (a stored term within the
 * wanted skill: a few substring tests instead of comparing hundreds of terms, 3x faster at 50,000 rows).
 */
export type PoolLook = 'index' | 'walk';

/** One half of a look split at 'in this place, or remote': the jobs in the place, or the remote ones. */
export type PlaceArm = 'place' | 'escape';

/** At most this many skill terms are tested as one array overlap on rows another index found (see textConditions). */
const FEW_SKILL_TERMS = 40;

/** A LIKE pattern whose trigrams narrow: three letters or digits in a row (pg_trgm indexes words' trigrams). */
const HAS_TRIGRAM = /[a-z0-9]{3}/;

/** Whether the trigram index finds the rows of a query word by itself (every spelling of it has trigrams). */
const termNarrows = (term: SearchTerm, lower: LowerSupport) => termPatterns(term, lower)?.every((p) => HAS_TRIGRAM.test(p)) === true;

/**
 * The text, location and skill conditions both searches share, on `text` (a search-text expression); a job's
 * location also passes when `locationEscape` (remote work) holds, or, for one half of a split look (`placeArm`),
 * only the place or only the escape does.
 */
function textConditions(
  search: PreparedSearch,
  text: SQL,
  lower: LowerSupport,
  look: PoolLook,
  locationEscape?: SQL,
  storedTerms?: ReadonlySet<string>,
  placeArm?: PlaceArm,
): SQL[] {
  const conditions: SQL[] = [];
  for (const term of search.terms) {
    const patterns = termPatterns(term, lower);
    if (patterns) conditions.push(anyOf(patterns.map((p) => sql`${text} like ${p}`)));
  }
  const location = search.filters.location.trim();
  const place = location === '' ? null : locationCondition(location, text, lower);
  if (place) {
    if (!locationEscape || placeArm === 'place') conditions.push(place);
    else conditions.push(placeArm === 'escape' ? locationEscape : anyOf([locationEscape, place]));
  }
  // A skill's terms as one overlap when nothing else narrows, or when they are few: tested on each row a bitmap
  // of other conditions gives, an overlap with hundreds of terms cost 20 µs a row (285 ms for 14,000 profiles in
  // a city), but a short skill's few terms are cheap there, and as an index they give the planner a small bitmap
  // to AND with the city's ('ESL' and 'Teaching' in London: 16 ms instead of 107 ms over 18,000 profiles).
  const otherNarrows = search.terms.some((term) => termNarrows(term, lower)) || (!locationEscape && location !== '' && locationWords(location) !== null);
  for (const wanted of search.filters.skills) {
    const alternatives = skillAlternatives(wanted, lower);
    if (!alternatives) continue;
    // Only terms some public item has can match (storedTerms, when known): a long skill's hundreds are mostly none.
    const terms = storedTerms ? alternatives.terms.filter((term) => storedTerms.has(term)) : alternatives.terms;
    // A few terms are one cheap overlap in either look (no substring test per stored term, 2 µs a row with two
    // skills); many, as the look takes them.
    const skillLook = terms.length <= FEW_SKILL_TERMS ? 'index' : otherNarrows ? 'walk' : look;
    const arms = alternatives.patterns.map((p) => sql`${text} like ${p}`);
    arms.unshift(sql`skill_keys && ${toTextArray(alternatives.keys)}::text[]`);
    if (terms.length) {
      arms.unshift(
        skillLook === 'index'
          ? sql`skill_terms && ${toTextArray(terms)}::text[]`
          : sql`exists (select 1 from unnest(skill_terms) term where ${anyOf(alternatives.sources.map((source) => sql`strpos(${source}, term) > 0`))})`,
      );
    }
    conditions.push(anyOf(arms));
  }
  return conditions;
}

/** An item's location overlapping `location`: by its stored words (GIN), or where they cannot tell, by patterns. */
function locationCondition(location: string, text: SQL, lower: LowerSupport): SQL | null {
  const words = locationWords(location);
  if (words) return sql`location_words && ${toTextArray(words)}::text[]`;
  const patterns = locationPatterns(location, lower);
  return patterns ? anyOf(patterns.map((p) => sql`${text} like ${p}`)) : null;
}

function yearsBetween(expression: SQL, search: PreparedSearch): SQL | null {
  if (!search.experienceBand) return null;
  const band = TALENT_EXPERIENCE_BANDS.find((b) => b.id === search.experienceBand)!;
  return band.maxYears === null
    ? sql`${expression} >= ${band.minYears}`
    : sql`${expression} between ${band.minYears} and ${band.maxYears}`;
}

/** Active jobs (public to every signed-in user) that may pass the search, newest first. */
export function loadJobPool(q: Queryable, search: PreparedSearch, lower: LowerSupport, poolSize: number, window = SEARCH_WINDOW): Promise<StoredRow[]> {
  const conditions: Conditions = (look, storedTerms, placeArm) => jobPoolConditions(search, lower, look, storedTerms, placeArm);
  // 'In this place, or remote' is read as its two halves by the last look, each through its own index.
  const splits = !search.filters.remote && search.filters.location.trim() !== '' && locationCondition(search.filters.location.trim(), sql`''`, lower) !== null;
  return loadPool(q, 'jobs', conditions, indexNarrows('jobs', search, lower), manySkillTerms(search, lower), poolSize, window, splits);
}

/** The conditions a job must meet to be in the pool, on the stored columns of migrations 0010 and 0011 only. */
export function jobPoolConditions(
  search: PreparedSearch,
  lower: LowerSupport,
  look: PoolLook,
  storedTerms?: ReadonlySet<string>,
  placeArm?: PlaceArm,
): SQL[] {
  const { filters } = search;
  const conditions: SQL[] = [];
  if (filters.jobType) conditions.push(sql`job_type = ${filters.jobType}`);
  if (filters.remote) conditions.push(sql`remote_ok`);
  if (filters.visaStatus && SPONSORED.has(filters.visaStatus)) conditions.push(sql`visa_sponsorship`);
  const years = yearsBetween(sql`required_experience`, search);
  if (years) conditions.push(years);
  if (filters.salaryRange) {
    conditions.push(sql`salary_high >= ${filters.salaryRange[0]}`);
    conditions.push(sql`salary_low <= ${filters.salaryRange[1]}`);
  }
  if (filters.companySize) {
    conditions.push(sql`employer_id in (select id from employers
      where public_scope = 'all' and not deleted and doc->>'companySize' = ${filters.companySize})`);
  }
  // A remote-ok job passes any location (search-match.ts).
  conditions.push(...textConditions(search, sql.raw('search_text'), lower, look, sql`remote_ok`, storedTerms, placeArm));
  return conditions;
}

/** Candidate profiles open to employers that may pass the search, most recently updated first. */
export function loadCandidatePool(q: Queryable, search: PreparedSearch, lower: LowerSupport, poolSize: number, window = SEARCH_WINDOW): Promise<StoredRow[]> {
  const conditions: Conditions = (look, storedTerms) => candidatePoolConditions(search, lower, look, storedTerms);
  return loadPool(q, 'candidates', conditions, indexNarrows('candidates', search, lower), manySkillTerms(search, lower), poolSize, window);
}

/** The conditions a profile must meet to be in the pool (see jobPoolConditions). */
export function candidatePoolConditions(search: PreparedSearch, lower: LowerSupport, look: PoolLook, storedTerms?: ReadonlySet<string>): SQL[] {
  const { filters } = search;
  const conditions: SQL[] = [];
  if (filters.salaryRange) conditions.push(sql`salary_expectation between ${filters.salaryRange[0]} and ${filters.salaryRange[1]}`);
  const years = search.experienceBand && yearsBetween(sql`years_experience`, search);
  // Years may also come from the experience entries' dates: only a stated figure narrows.
  if (years) conditions.push(sql`(years_experience is null or ${years})`);
  conditions.push(...textConditions(search, sql.raw('search_text'), lower, look, undefined, storedTerms));
  return conditions;
}

/** The terms of the wanted skills that have more than FEW_SKILL_TERMS (the ones worth pruning to stored terms). */
function manySkillTerms(search: PreparedSearch, lower: LowerSupport): string[] {
  const terms = new Set<string>();
  for (const wanted of search.filters.skills) {
    const alternatives = skillAlternatives(wanted, lower);
    if (alternatives && alternatives.terms.length > FEW_SKILL_TERMS) for (const term of alternatives.terms) terms.add(term);
  }
  return [...terms];
}

/**
 * Which of `terms` some public document of the table has among its skill terms: one lookup in the skill_terms
 * GIN each, most finding nothing (a wanted skill's substrings, 'ybersec' among them, are rarely anyone's skill).
 */
async function storedSkillTerms(q: Queryable, table: 'jobs' | 'candidates', terms: readonly string[]): Promise<Set<string>> {
  const rows = await q.transaction(async (tx) => {
    // Bitmaps of the GIN only: a scan that stops at the first match is quick for a common term and reads the
    // whole table (or recency index) for one nobody has.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    return queryRows<{ term: string }>(
      tx,
      sql`select term from unnest(${toTextArray([...terms])}::text[]) term
          where exists (select 1 from ${sql.identifier(table)} where ${PUBLIC[table]} and skill_terms @> array[term])`,
    );
  });
  return new Set(rows.map((r) => r.term));
}

/** Who may be in a pool at all: the public documents of the table (its covering index's predicate). */
const PUBLIC = MARKETPLACE;

/** The columns the conditions read, all carried by the covering recency index (migration 0011, remade in 0013). */
const WALK_COLUMNS = {
  jobs: sql.raw(`id, updated_at, search_text, skill_terms, skill_keys, location_words, remote_ok, job_type, visa_sponsorship,
    required_experience, salary_high, salary_low, employer_id`),
  candidates: sql.raw(`id, updated_at, search_text, skill_terms, skill_keys, location_words, salary_expectation, years_experience`),
};

/** How many of the newest public documents the first look of poolIds reads at most (tests make it small). */
export const SEARCH_WINDOW = 20_000;

/**
 * How many of the newest documents a second, wider window may read (an index-only walk of about 1 µs a row at
 * 1,000,000 jobs, so some 100 ms at most) before the look over every document.
 */
export const WIDER_WINDOW_MAX = 100_000;

/**
 * Whether a GIN index finds the rows of one of the search's conditions by itself: a query word, or a wanted
 * skill, every alternative of which the trigram or array indexes answer; for profiles, a location's words too
 * (a job's location also passes every remote job, a sixth of them, which no bitmap keeps small).
 */
export function indexNarrows(table: 'jobs' | 'candidates', search: PreparedSearch, lower: LowerSupport): boolean {
  if (search.terms.some((term) => termNarrows(term, lower))) return true;
  for (const wanted of search.filters.skills) {
    if (skillAlternatives(wanted, lower)?.patterns.every((p) => HAS_TRIGRAM.test(p))) return true;
  }
  const location = search.filters.location.trim();
  return table === 'candidates' && location !== '' && locationWords(location) !== null;
}

/**
 * The ids of the newest `poolSize` documents meeting the conditions, in up to three looks, each exact (the newest
 * matches within the newest rows are the newest overall) and each used only when the one before found fewer.
 * 1. The newest `window` public documents, index-only, stopping as soon as `poolSize` match: a common word
 *    needs a few thousand rows.
 * 2. Matches are sparse: from the rate the first look saw, the rows that should hold `poolSize` (with a margin),
 *    walked the same way, if no more than WIDER_WINDOW_MAX ('remote' with a rare word: 26,000 rows, 30 ms).
 * 3. Every public document. When a GIN index answers one condition (`narrowed`), its rows are read through
 *    bitmaps only: the planner, guessing substring conditions far too common (4,325 rows for 366), preferred
 *    walking the whole recency index (1 s at 1,000,000 jobs) to a trigram bitmap (8,251 rows, tens of ms).
 *    Otherwise the planner's choice, never a sequential scan of the wide rows, which its estimates for substring
 *    conditions (and 'remote or in this place') often chose, at seconds per search.
 */
async function poolIds(
  q: Queryable,
  table: 'jobs' | 'candidates',
  conditions: Conditions,
  narrowed: boolean,
  skillTerms: readonly string[],
  poolSize: number,
  window: number,
  splits = false,
): Promise<string[]> {
  const stored = skillTerms.length ? await storedSkillTerms(q, table, skillTerms) : undefined;
  const walk = conditions('walk', stored);
  const where = walk.length ? sql.join(walk, sql` and `) : sql`true`;
  const newest = (rows: number) =>
    queryRows<{ id: string }>(
      q,
      sql`select id from (select ${WALK_COLUMNS[table]} from ${sql.identifier(table)} where ${PUBLIC[table]}
                          order by updated_at desc, id desc limit ${rows}) newest
          where ${where} order by updated_at desc, id desc limit ${poolSize}`,
    );
  const windowed = await newest(window);
  if (windowed.length >= poolSize) return windowed.map((r) => r.id);
  const wider = window > 0 ? Math.ceil(((poolSize * window) / Math.max(windowed.length, 1)) * 1.5) : Infinity;
  if (wider <= WIDER_WINDOW_MAX) {
    const rows = await newest(wider);
    if (rows.length >= poolSize) return rows.map((r) => r.id);
  }
  return q.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (narrowed) {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_indexonlyscan = off`);
    }
    const look = (placeArm?: PlaceArm) => queryRows<{ id: string; at: string }>(tx, poolIdsQuery(table, conditions('index', stored, placeArm), poolSize));
    if (!splits) return (await look()).map((r) => r.id);
    // The newest of both halves (a job may be in both: once).
    const rows = [...(await look('place')), ...(await look('escape'))].sort(newestFirst);
    return [...new Set(rows.map((r) => r.id))].slice(0, poolSize);
  });
}

/** The second look of poolIds (tests and the benchmark EXPLAIN it). */
export function poolIdsQuery(table: 'jobs' | 'candidates', conditions: SQL[], poolSize: number): SQL {
  const where = conditions.length ? sql.join([PUBLIC[table], ...conditions], sql` and `) : PUBLIC[table];
  // `at`: microseconds since 1970 (a timestamp's whole precision), for merging looks in the same order.
  return sql`select id, (extract(epoch from updated_at) * 1000000)::bigint::text as at from ${sql.identifier(table)}
             where ${where} order by updated_at desc, id desc limit ${poolSize}`;
}

/**
 * The order of poolIdsQuery's rows: newest first, then the greater id. Ids compare by UTF-16 code units, which is
 * the database's byte order for every id but one holding characters past U+FFFF beside U+E000-U+FFFF ones; only
 * two such ids written in the same microsecond, at the pool's last place, could be taken the other way round.
 */
function newestFirst(a: { id: string; at: string }, b: { id: string; at: string }): number {
  const at = BigInt(b.at) - BigInt(a.at);
  if (at !== 0n) return at > 0n ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

/**
 * The long text neither the search rule nor the scorer reads: left out of the pool (a pool of 500 jobs
 * with their descriptions is megabytes to read and parse per request); the page's documents are read whole
 * afterwards (loadWholeRows).
 */
const UNREAD_TEXT = { jobs: 'description', candidates: 'bio' } as const;

/** A pool's conditions, written for one look or the other. */
type Conditions = (look: PoolLook, storedTerms?: ReadonlySet<string>, placeArm?: PlaceArm) => SQL[];

async function loadPool(
  q: Queryable,
  table: 'jobs' | 'candidates',
  conditions: Conditions,
  narrowed: boolean,
  skillTerms: readonly string[],
  poolSize: number,
  window: number,
  splits = false,
): Promise<StoredRow[]> {
  const ids = await poolIds(q, table, conditions, narrowed, skillTerms, poolSize, window, splits);
  if (ids.length === 0) return [];
  const columns = sql.raw(`id, doc - '${UNREAD_TEXT[table]}' as doc, deleted, owner_user_id as "ownerUserId",
    reader_user_ids as "readerUserIds", public_scope as "publicScope", ever_public_scope as "everPublicScope", xid::text as "xidText", seq`);
  return selectPool(q, sql`select ${columns} from ${sql.identifier(table)} where id = any(${toTextArray(ids)}::text[])`);
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
