/**
 * Issue 18's must-show at scale: on a large marketplace in Postgres (made by `npm run demo:large`, given as
 * BENCH_LARGE_DATABASE_URL) a real app instance is started and measured over HTTP:
 * (a) a candidate's first sync of jobs and (b) an employer's first sync of candidate profiles, each against one
 *     raw select of as many rows; (c) GET /api/search at 10 concurrent users against GET /api/health at the same
 *     concurrency; (d) the slice update after a profile edit: the refresh the edit starts, what it moves, and
 *     what reaches the device.
 * Quick mode loads a tiny marketplace into a database of its own (made and dropped here) instead.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { prepareSearch } from '@shared/rules/search-match.ts';
import { searchFiltersSchema, type SearchFiltersInput, type SearchType } from '@shared/schemas/search-filters.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { hashToken, newToken } from '../../sync-server/src/auth/sessions.ts';
import { openDatabase } from '../../sync-server/src/db/client.ts';
import { loadLargeMarketplace } from '../../sync-server/src/demo/large/load-large.ts';
import { parseEnv } from '../../sync-server/src/env.ts';
import { startServer, type RunningServer } from '../../sync-server/src/server.ts';
import { SEARCH_POOL_SIZE } from '../../sync-server/src/search/search-marketplace.ts';
import { candidatePoolConditions, indexNarrows, jobPoolConditions, poolIdsQuery, probeLowerSupport } from '../../sync-server/src/search/search-pool.ts';
import { backgroundWorkDone, inBackground } from '../../sync-server/src/slices/background-work.ts';
import { refreshSlice } from '../../sync-server/src/slices/refresh-slice.ts';
import { measureLatencies } from './latency.ts';
import { searchPaths } from './large-search-queries.ts';
import type { LoadRequest } from './load.ts';
import { IS_QUICK, sized } from './mode.ts';

/**
 * Issue 18's targets: at most the slice cap (SLICE_CAP) on a device, synced within 5 s. Issue 53's for search:
 * at 10 users p99 < 200 ms and p50 < 60 ms, one user's first page < 20 ms; 50 users reported.
 */
const SLICE_TARGET = 5000;
const FIRST_SYNC_SECONDS = 5;
const SEARCH_P99_MS = 200;
const SEARCH_P50_MS = 60;
const FIRST_PAGE_MS = 20;
const CONCURRENT_USERS = 10;
const MANY_USERS = sized(50, 12);
/** Only the search lines (BENCH_LARGE_SEARCH_ONLY=1): first syncs, the slice edit and EXPLAIN left out. */
const SEARCH_ONLY = ['1', 'true'].includes(process.env.BENCH_LARGE_SEARCH_ONLY ?? '');
const MEASURED_USERS = sized(3, 1);
const SEARCH_REQUESTS = sized(2000, 100);
const PAGE = 2000;
/** A first sync past this many documents is stopped: without a slice it would pull the whole marketplace. */
const SYNC_STOP = sized(25_000, 10_000);
const QUICK_SIZE = { jobs: 3000, candidates: 500 };
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;

interface Bench {
  server: RunningServer;
  sql: postgres.Sql;
  tokens: string[];
}

/** Sign a user in the way test-support does: a session row, its token as the cookie. */
async function signIn(bench: Bench, userId: string): Promise<Record<string, string>> {
  const token = newToken();
  await bench.sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`;
  bench.tokens.push(hashToken(token));
  const origin = bench.server.url;
  return { cookie: `sid=${token}`, origin, 'content-type': 'application/json', 'x-schema-version': String(SCHEMA_VERSION) };
}

async function post<T>(bench: Bench, headers: Record<string, string>, path: string, body: unknown): Promise<{ json: T; bytes: number }> {
  const res = await fetch(`${bench.server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 200)}`);
  return { json: JSON.parse(text) as T, bytes: text.length };
}

interface Sync {
  docs: WireDoc[];
  removed: number;
  ms: number;
  bytes: number;
  checkpoint: unknown;
  stopped: boolean;
}

/** Pull a collection from `checkpoint` to the end, page by page, as a device does. */
async function pullAll(bench: Bench, headers: Record<string, string>, collection: string, checkpoint: unknown = null): Promise<Sync> {
  const started = performance.now();
  const sync: Sync = { docs: [], removed: 0, ms: 0, bytes: 0, checkpoint, stopped: false };
  for (;;) {
    const page = await post<{ documents: WireDoc[]; checkpoint: unknown }>(bench, headers, `/api/replication/${collection}/pull`, {
      checkpoint: sync.checkpoint,
      limit: PAGE,
    });
    sync.bytes += page.bytes;
    sync.checkpoint = page.json.checkpoint ?? sync.checkpoint;
    for (const doc of page.json.documents) {
      if (doc._deleted) sync.removed++;
      else sync.docs.push(doc);
    }
    if (page.json.documents.length < PAGE) break;
    if (sync.docs.length >= SYNC_STOP) {
      sync.stopped = true;
      break;
    }
  }
  sync.ms = performance.now() - started;
  return sync;
}

/** The baseline: one raw select of `count` rows of the table, as postgres.js hands them over. */
async function rawSelect(sql: postgres.Sql, table: 'jobs' | 'candidates', count: number): Promise<number> {
  const started = performance.now();
  await sql`select id, doc from ${sql(table)} where public_scope is not null limit ${Math.max(1, count)}`;
  return performance.now() - started;
}

/** Users who never synced (no slice yet), so each run measures a first sync. */
async function freshUsers(sql: postgres.Sql, table: 'candidates' | 'employers', count: number): Promise<string[]> {
  const rows = await sql<{ id: string }[]>`
    select owner_user_id as id from ${sql(table)} t tablesample system (5)
    where public_scope is not null and not exists (select 1 from slice_owners s where s.user_id = t.owner_user_id)
    limit ${count}`;
  if (rows.length >= count) return rows.map((r) => r.id);
  const all = await sql<{ id: string }[]>`
    select owner_user_id as id from ${sql(table)} t
    where public_scope is not null and not exists (select 1 from slice_owners s where s.user_id = t.owner_user_id)
    order by md5(id) limit ${count}`;
  return all.map((r) => r.id);
}

async function firstSyncs(bench: Bench, label: string, userIds: string[], collection: 'jobs' | 'candidates'): Promise<Sync[]> {
  const syncs: Sync[] = [];
  for (const userId of userIds) {
    const sync = await pullAll(bench, await signIn(bench, userId), collection);
    const baseline = await rawSelect(bench.sql, collection, sync.docs.length);
    const summaries = sync.docs.filter((d) => d.isSummary === true).length;
    const count = `${sync.docs.length.toLocaleString('en-US')}${sync.stopped ? '+ (stopped)' : ''}`;
    const fits = !sync.stopped && sync.docs.length <= SLICE_TARGET;
    console.log(
      `${label}: ${count.padStart(7)} ${collection}${collection === 'candidates' ? ` (${summaries} summaries)` : ''} in ` +
        `${seconds(sync.ms)}, ${(sync.bytes / 1024 / 1024).toFixed(1)} MB; one raw select of as many rows ${ms(baseline)} ` +
        `(${(sync.ms / baseline).toFixed(1)}x); target <= ${SLICE_TARGET.toLocaleString('en-US')} and <= ${FIRST_SYNC_SECONDS} s: ` +
        verdict(fits && sync.ms <= FIRST_SYNC_SECONDS * 1000),
    );
    syncs.push(sync);
  }
  return syncs;
}

/** One user paging through searches: the first page, then up to `later` more by the Link header, each timed. */
async function pagingLatency(bench: Bench, headers: Record<string, string>, paths: string[], later: number): Promise<{ first: number[]; next: number[] }> {
  const first: number[] = [];
  const next: number[] = [];
  for (const path of paths) {
    let url: string | null = `${bench.server.url}${path}`;
    for (let page = 0; url && page <= later; page++) {
      const started = performance.now();
      const res: Response = await fetch(url, { headers });
      await res.text();
      if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
      (page === 0 ? first : next).push(performance.now() - started);
      const link = res.headers.get('link');
      url = link ? `${bench.server.url}${/^<([^>]+)>/.exec(link)![1]}` : null;
    }
  }
  return { first, next };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const percentileOf = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;

/** Signed-in users for `count` concurrent searchers: candidates search jobs, employers (one in five) candidates. */
async function searchUsers(bench: Bench, count: number): Promise<{ id: string; type: SearchType }[]> {
  const employers = Math.max(1, Math.round(count / 5));
  const pick = (table: 'candidates' | 'employers', n: number) =>
    bench.sql<{ id: string }[]>`select owner_user_id as id from ${bench.sql(table)} where public_scope is not null and not deleted
      order by md5(id) limit ${n}`;
  const candidates = await pick('candidates', count - employers);
  const companies = await pick('employers', employers);
  return [...candidates.map(({ id }) => ({ id, type: 'jobs' as const })), ...companies.map(({ id }) => ({ id, type: 'candidates' as const }))];
}

async function concurrentSearches(bench: Bench, users: { id: string; type: SearchType }[], paths: Record<SearchType, string[]>): Promise<LoadRequest[][]> {
  const perUser: LoadRequest[][] = [];
  for (const [k, user] of users.entries()) {
    const headers = await signIn(bench, user.id);
    const mine = paths[user.type].map((_, i, all) => all[(i + k * 7) % all.length]!);
    perUser.push(mine.map((path) => ({ url: `${bench.server.url}${path}`, method: 'GET', headers })));
  }
  return perUser;
}

const load = () => `load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

async function searchLatency(bench: Bench, candidates: string[], employers: string[]): Promise<void> {
  const paths = await searchPaths(bench.sql, 60);
  const users = [...candidates.map((id) => ({ id, type: 'jobs' as const })), ...employers.map((id) => ({ id, type: 'candidates' as const }))];
  const perUser = await concurrentSearches(bench, users.slice(0, CONCURRENT_USERS), paths);
  const first = await fetch(perUser[0]![0]!.url, { headers: perUser[0]![0]!.headers });
  if (!first.ok) throw new Error(`GET /api/search: ${first.status} ${(await first.text()).slice(0, 200)}`);
  const results = ((await first.json()) as unknown[]).length;

  // One user alone, searches not asked before (no kept pool, search/pool-cache.ts), then asked again.
  const fresh = await searchPaths(bench.sql, sized(20, 4), 7);
  const cold = await pagingLatency(bench, perUser[0]![0]!.headers, fresh.jobs.slice(0, sized(20, 4)), 0);
  const warm = await pagingLatency(bench, perUser[0]![0]!.headers, fresh.jobs.slice(0, sized(20, 4)), 0);
  console.log(
    `GET /api/search, one user, ${cold.first.length} searches not asked before: first page median ${ms(median(cold.first))}, ` +
      `p90 ${ms(percentileOf(cold.first, 90))}; the same again: median ${ms(median(warm.first))}; target first page < ${FIRST_PAGE_MS} ms: ` +
      `${verdict(median(cold.first) < FIRST_PAGE_MS)} (${load()})`,
  );

  const health = perUser.map(() => [{ url: `${bench.server.url}/api/health`, method: 'GET' as const, headers: {} }]);
  await measureLatencies(perUser, Math.min(50, SEARCH_REQUESTS)); // warm up
  const search = await measureLatencies(perUser, SEARCH_REQUESTS);
  const baseline = await measureLatencies(health, SEARCH_REQUESTS);
  const failed = Object.entries(search.failures).map(([status, n]) => `${n} x ${status}`).join(', ');
  console.log(`GET /api/health (baseline), ${perUser.length} users: p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)} (${baseline.count} requests)`);
  console.log(
    `GET /api/search, ${perUser.length} users, ${paths.jobs.length + paths.candidates.length} varied searches: p50 ${ms(search.p50)}, ` +
      `p99 ${ms(search.p99)}, ${search.perSecond.toFixed(0)}/s (${search.count} requests${failed ? `, FAILED ${failed}` : ''}; first page ${results} results); ` +
      `p99 / health p99 ${(search.p99 / baseline.p99).toFixed(1)}x; target p99 < ${SEARCH_P99_MS} ms, p50 < ${SEARCH_P50_MS} ms: ` +
      `${verdict(!failed && search.p99 < SEARCH_P99_MS && search.p50 < SEARCH_P50_MS)} (${load()})`,
  );
  const many = await concurrentSearches(bench, await searchUsers(bench, MANY_USERS), paths);
  await measureLatencies(many, Math.min(100, SEARCH_REQUESTS)); // warm up
  const crowd = await measureLatencies(many, SEARCH_REQUESTS);
  const crowdFailed = Object.entries(crowd.failures).map(([status, n]) => `${n} x ${status}`).join(', ');
  console.log(
    `GET /api/search, ${many.length} users, the same searches: p50 ${ms(crowd.p50)}, p99 ${ms(crowd.p99)}, ${crowd.perSecond.toFixed(0)}/s ` +
      `(${crowd.count} requests${crowdFailed ? `, FAILED ${crowdFailed}` : ''}) (${load()})`,
  );
  // Later pages read the first page's ranked list (search/ranked-snapshots.ts): one user, one search at a time.
  const paging = await pagingLatency(bench, perUser[0]![0]!.headers, paths.jobs.slice(0, sized(20, 4)), 4);
  console.log(
    `GET /api/search, one user paging ${paging.first.length} searches: first page median ${ms(median(paging.first))}, ` +
      `pages 2-5 median ${ms(median(paging.next))} (${paging.next.length} pages; ${(median(paging.first) / median(paging.next)).toFixed(1)}x faster)`,
  );
}

/**
 * The index names a plan uses (EXPLAIN, not run), as the search's look over every document plans it: no
 * sequential scan, and bitmaps only when an index narrows (search-pool.ts poolIds).
 */
async function indexesUsed(bench: Bench, query: SQL, narrowed: boolean): Promise<string[]> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  const [row] = await bench.sql.begin(async (tx) => {
    await tx`set local enable_seqscan = off`;
    if (narrowed) {
      await tx`set local enable_indexscan = off`;
      await tx`set local enable_indexonlyscan = off`;
    }
    return tx.unsafe(`explain (format json) ${text}`, params as never[]);
  });
  const names = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    if (typeof node['Index Name'] === 'string') names.add(node['Index Name']);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  walk((row!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
  return [...names];
}

/** EXPLAIN of the search pool's last look (sparse matches) for a few searches: which indexes it uses at this size. */
async function explainSearches(bench: Bench): Promise<void> {
  const lower = await probeLowerSupport(bench.server.deps.database.db);
  const searches: [string, SearchFiltersInput][] = [
    ['jobs, query "engineer"', { query: 'engineer' }],
    ['jobs, skills React + location Berlin', { skills: ['React'], location: 'Berlin' }],
    ['jobs, salary 120,000-200,000 + remote', { salaryRange: [120_000, 200_000], remote: true }],
    ['jobs, skills Graphic Design + location Denver, CO', { skills: ['Graphic Design'], location: 'Denver, CO' }],
  ];
  for (const [label, filters] of searches) {
    const search = prepareSearch(searchFiltersSchema.parse(filters));
    const used = await indexesUsed(bench, poolIdsQuery('jobs', jobPoolConditions(search, lower, 'index'), SEARCH_POOL_SIZE), indexNarrows('jobs', search, lower));
    console.log(`EXPLAIN search pool, ${label}: ${used.length ? `indexes ${used.join(', ')}` : 'NO INDEX (sequential scan)'}`);
  }
  // 'In this place, or remote' is looked up as its two halves, each through its own index.
  const nurse = prepareSearch(searchFiltersSchema.parse({ query: 'nurse', location: 'Munich, Germany' }));
  for (const arm of ['place', 'escape'] as const) {
    const used = await indexesUsed(bench, poolIdsQuery('jobs', jobPoolConditions(nurse, lower, 'index', undefined, arm), SEARCH_POOL_SIZE), indexNarrows('jobs', nurse, lower));
    console.log(`EXPLAIN search pool, jobs, query "nurse" + location Munich, the ${arm === 'place' ? 'jobs in the place' : 'remote jobs'}: ${used.length ? `indexes ${used.join(', ')}` : 'NO INDEX (sequential scan)'}`);
  }
  const developer = prepareSearch(searchFiltersSchema.parse({ query: 'developer' }));
  const candidate = await indexesUsed(
    bench,
    poolIdsQuery('candidates', candidatePoolConditions(developer, lower, 'index'), SEARCH_POOL_SIZE),
    indexNarrows('candidates', developer, lower),
  );
  console.log(`EXPLAIN search pool, candidates, query "developer": ${candidate.length ? `indexes ${candidate.join(', ')}` : 'NO INDEX (sequential scan)'}`);
}

/**
 * A candidate who has synced moves to another role and city; the slice follows, and the device pulls the
 * difference. The server refreshes the slice in the background right after the push (slice-refresh-job.ts);
 * that refresh is the one timed: held back behind a gate until the push has answered, then released, so its own
 * time is measured, on the real path, with the work the edit gave it. What it moved is read from the slice's
 * members that took a new change position (an entering or leaving document; a rescored one keeps its place).
 */
async function sliceAfterEdit(bench: Bench, userId: string, synced: Sync): Promise<void> {
  const headers = await signIn(bench, userId);
  const own = (await pullAll(bench, headers, 'candidates')).docs.find((d) => d.userId === userId);
  if (!own) throw new Error('the candidate has no profile to edit');
  const [other] = await bench.sql<{ skills: string[]; location: string }[]>`
    select doc->'skills' as skills, doc->>'location' as location from candidates
    where doc->>'location' <> ${String(own.location)} and doc->'skills'->>0 <> ${String((own.skills as string[])[0])} limit 1`;
  const edited = { ...own, skills: other!.skills, location: other!.location };
  const [{ seq: before }] = await bench.sql<{ seq: string }[]>`
    select coalesce(max(seq), 0)::text as seq from slice_members where user_id = ${userId} and collection = 'jobs'`;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  inBackground(userId, () => gate);
  const pushStarted = performance.now();
  const pushed = await post<{ refused?: unknown[] }>(bench, headers, '/api/replication/candidates/push', [{ assumedMasterState: own, newDocumentState: edited }]);
  const pushMs = performance.now() - pushStarted;
  if (pushed.json.refused?.length) throw new Error(`the profile edit was refused: ${JSON.stringify(pushed.json.refused)}`);
  const refreshStarted = performance.now();
  open();
  await backgroundWorkDone(userId);
  const refreshMs = performance.now() - refreshStarted;
  const [moves] = await bench.sql<{ entered: string; left: string; size: string }[]>`
    select count(*) filter (where in_slice and seq > ${before}) as entered, count(*) filter (where not in_slice and seq > ${before}) as left,
      count(*) filter (where in_slice) as size
    from slice_members where user_id = ${userId} and collection = 'jobs'`;
  const entered = Number(moves!.entered);
  const left = Number(moves!.left);
  // A pull serves what committed below the oldest transaction still running on the database server (any
  // database of it): wait for that, as a device would be woken again, so the pull below is the one that gets it.
  const waitStarted = performance.now();
  for (;;) {
    const [horizon] = await bench.sql<{ below: boolean }[]>`
      select coalesce(pg_snapshot_xmin(pg_current_snapshot())::text::numeric > max(xid::text::numeric), true) as below
      from slice_members where user_id = ${userId} and collection = 'jobs' and seq > ${before}`;
    if (horizon!.below || performance.now() - waitStarted > 10_000) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const waitMs = performance.now() - waitStarted;
  const moved = await pullAll(bench, headers, 'jobs', synced.checkpoint);
  const again = await refreshSlice(bench.server.deps.database.db, userId, new Date());
  console.log(
    `slice update after a profile edit (skills and city): push ${ms(pushMs)}; the refresh it started ${ms(refreshMs)}, ` +
      `${entered} jobs in, ${left} out (slice ${moves!.size})${entered + left === 0 ? ' NOTHING MOVED: not a measure of a refresh' : ''}; ` +
      `the device's next pull: ${moved.docs.length} documents, ${moved.removed} removals in ${ms(moved.ms)} ` +
      `(after ${ms(waitMs)} for transactions older than the refresh to end); ` +
      `a refresh with nothing to move ${ms(again.ms)} (${again.entered} in, ${again.left} out)`,
  );
}

async function measure(url: string): Promise<void> {
  const migrating = performance.now();
  await (await openDatabase({ url })).close();
  const migrated = performance.now() - migrating;
  if (migrated > 2000) console.log(`(migrations brought the database up to date in ${seconds(migrated)})`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hiresync-bench-large-'));
  const server = await startServer(
    parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', RESPONSE_CHECK: 'off', LOG_LEVEL: 'silent', DATABASE_URL: url, DATA_DIR: dataDir }),
  );
  const bench: Bench = { server, sql: postgres(url, { max: 4, onnotice: () => {} }), tokens: [] };
  try {
    const [size] = await bench.sql`select (select count(*) from jobs where public_scope = 'all') as jobs,
      (select count(*) from candidates where public_scope = 'employers') as candidates`;
    console.log(`marketplace: ${Number(size!.jobs).toLocaleString('en-US')} active jobs, ${Number(size!.candidates).toLocaleString('en-US')} open candidate profiles`);
    const candidates = await freshUsers(bench.sql, 'candidates', CONCURRENT_USERS);
    const employers = await freshUsers(bench.sql, 'employers', MEASURED_USERS);
    if (SEARCH_ONLY) {
      await searchLatency(bench, candidates.slice(0, CONCURRENT_USERS - MEASURED_USERS), employers);
      return;
    }
    const jobSyncs = await firstSyncs(bench, "candidate's first sync", candidates.slice(0, MEASURED_USERS), 'jobs');
    await firstSyncs(bench, "employer's first sync ", employers, 'candidates');
    await searchLatency(bench, candidates.slice(0, CONCURRENT_USERS - MEASURED_USERS), employers);
    await sliceAfterEdit(bench, candidates[0]!, jobSyncs[0]!);
    await explainSearches(bench);
  } finally {
    await bench.sql`delete from sessions where token_hash = any(${bench.tokens})`;
    await bench.sql.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Quick mode: a tiny marketplace in a database made and dropped here. */
async function measureQuick(): Promise<void> {
  const admin = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  const name = `bench_large_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (err) {
    console.log(`skipped (no database server at ${POSTGRES_URL}: ${(err as Error).message})`);
    await admin.end();
    return;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  try {
    const report = await loadLargeMarketplace({ url: url.toString(), ...QUICK_SIZE });
    console.log(`generated ${report.rows} rows in ${report.loadSeconds.toFixed(1)} s (${(report.rows / report.loadSeconds).toFixed(0)} rows/s)`);
    await measure(url.toString());
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function benchLargeMarketplace(): Promise<void> {
  if (IS_QUICK) return measureQuick();
  const url = process.env.BENCH_LARGE_DATABASE_URL;
  if (!url) {
    console.log('skipped: set BENCH_LARGE_DATABASE_URL to a database made by `npm run demo:large -- --jobs 1000000 --candidates 200000`');
    return;
  }
  await measure(url);
}
