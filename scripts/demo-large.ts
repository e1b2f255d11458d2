/**
 * `npm run demo:large -- --jobs 1000000 --candidates 200000 [--database-url URL] [--reset]`: a large
 * marketplace for the benchmarks (issue 18), made by the demo's own generators, in a Postgres database of its
 * own (hiresync_large by default, created if missing; never the tests' database). A database that already has
 * users is left alone unless --reset, which drops and recreates it.
 */
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { loadLargeMarketplace } from '../sync-server/src/demo/large/load-large.ts';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/hiresync_large';
/** Databases this script must never drop or fill: the tests' and the server's own. */
const PROTECTED = new Set(['test', 'postgres', 'template0', 'template1']);

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '1000000' },
    candidates: { type: 'string', default: '200000' },
    'database-url': { type: 'string', default: process.env.LARGE_DATABASE_URL ?? DEFAULT_URL },
    reset: { type: 'boolean', default: false },
  },
});

function count(name: string, text: string): number {
  const n = Number(text.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not '${text}'`);
  return n;
}

const jobs = count('jobs', values.jobs);
const candidates = count('candidates', values.candidates);
const url = new URL(values['database-url']);
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[a-z_][a-z0-9_]*$/.test(name) || PROTECTED.has(name)) {
  throw new Error(`refusing database '${name}': give a database of its own (lower-case letters, digits, _), not ${[...PROTECTED].join(', ')}`);
}

// Create (or with --reset drop and create) the database from the server's maintenance database.
const adminUrl = new URL(url);
adminUrl.pathname = '/postgres';
const admin = postgres(adminUrl.toString(), { max: 1, onnotice: () => {} });
if (values.reset) {
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  console.log(`dropped database ${name}`);
}
const [existing] = await admin`select 1 as found from pg_database where datname = ${name}`;
if (!existing) {
  await admin.unsafe(`create database "${name}"`);
  console.log(`created database ${name}`);
}
await admin.end();

const target = postgres(url.toString(), { max: 1, onnotice: () => {} });
const [hasUsers] = await target`select 1 as found from pg_tables where tablename = 'users' and schemaname = current_schema()`;
const [filled] = hasUsers ? await target`select 1 as found from users limit 1` : [];
if (filled) {
  const [{ jobs: j, candidates: c }] = await target`
    select (select count(*) from jobs) as jobs, (select count(*) from candidates) as candidates`;
  console.log(`${name} already holds ${Number(j).toLocaleString('en-US')} jobs and ${Number(c).toLocaleString('en-US')} candidates; --reset makes it again`);
  await target.end();
  process.exit(0);
}
await target.end();

console.log(`loading ${jobs.toLocaleString('en-US')} jobs and ${candidates.toLocaleString('en-US')} candidates into ${name}`);
const started = performance.now();
const report = await loadLargeMarketplace({ url: url.toString(), jobs, candidates, log: (line) => console.log(line) });
const seconds = (performance.now() - started) / 1000;
const sizeSql = postgres(url.toString(), { max: 1, onnotice: () => {} });
const [{ size }] = await sizeSql`select pg_size_pretty(pg_database_size(current_database())) as size`;
await sizeSql.end();
console.log(
  `done in ${seconds.toFixed(0)} s: ${report.companies.toLocaleString('en-US')} companies, ${report.jobs.toLocaleString('en-US')} jobs, ` +
    `${report.candidates.toLocaleString('en-US')} candidates; ${report.rows.toLocaleString('en-US')} rows at ` +
    `${(report.rows / report.loadSeconds).toFixed(0)} rows/s (load ${report.loadSeconds.toFixed(0)} s, indexes ` +
    `${report.indexSeconds.toFixed(0)} s, vacuum ${report.vacuumSeconds.toFixed(0)} s); database ${name} is ${size}`,
);
console.log(`sign in as any generated user with the demo password; bench with BENCH_LARGE_DATABASE_URL=${url.toString()}`);
