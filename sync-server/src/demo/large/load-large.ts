/**
 * Loads a large marketplace into an empty, migrated Postgres database: companies with their jobs until the
 * job count is reached, then candidates, every person a user with an account, stored as the app stores them
 * (row-shapes.ts) and written with COPY (copy-rows.ts). Secondary indexes are dropped for the load and made
 * again from their own definitions afterwards (building an index once is far cheaper than keeping it up row
 * by row), then the tables are vacuumed and analyzed so the first queries see a settled database.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { hashSecret } from '../../auth/passwords.ts';
import { openDatabase } from '../../db/client.ts';
import { DEMO_PASSWORD } from '../demo-accounts.ts';
import type { DemoRole } from '../roles.ts';
import {
  REPLICATED_COPY_COLUMNS,
  TableCopier,
  USER_COPY_COLUMNS,
  replicatedLine,
  userLine,
} from './copy-rows.ts';
import { planLargeCandidate, planLargeCompany, planLargeCompanyJobs, UniqueNames } from './plan-large.ts';
import { candidateRow, employerRow, jobRow, userRows } from './row-shapes.ts';

/** The tables the load writes. */
export const LOADED_TABLES = ['users', 'accounts', 'employers', 'jobs', 'candidates'] as const;
/** Rows per COPY statement: large enough that statement overhead vanishes, small enough to bound memory. */
const BATCH_ROWS = 5000;
/** Entities planned between yields, so the sockets get written while the generator runs. */
const YIELD_EVERY = 50;
const PROGRESS_MS = 5000;

export interface LargeMarketplaceOptions {
  url: string;
  jobs: number;
  candidates: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface LoadReport {
  companies: number;
  jobs: number;
  candidates: number;
  /** Every row written, users and accounts included. */
  rows: number;
  loadSeconds: number;
  indexSeconds: number;
  vacuumSeconds: number;
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Secondary indexes of the loaded tables (not those behind a primary key or unique constraint). */
async function secondaryIndexes(sql: postgres.Sql): Promise<IndexDefinition[]> {
  return sql<IndexDefinition[]>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = current_schema() and t.relname = any(${[...LOADED_TABLES]})
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
    order by t.relname, i.relname`;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Load the marketplace; throws if the database already has users. */
export async function loadLargeMarketplace(options: LargeMarketplaceOptions): Promise<LoadReport> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  // The app's own migrations, under its own lock, exactly as a server start runs them.
  await (await openDatabase({ url: options.url })).close();
  const sql = postgres(options.url, { max: LOADED_TABLES.length + 2, onnotice: () => {}, connection: { application_name: 'demo-large' } });
  try {
    const [{ n }] = await sql<{ n: string }[]>`select count(*) as n from (select 1 from users limit 1) u`;
    if (Number(n) > 0) throw new Error('the database already has users: load a large marketplace into an empty one (--reset)');
    const indexes = await secondaryIndexes(sql);
    for (const index of indexes) await sql.unsafe(`drop index "${index.name}"`);

    const started = performance.now();
    const copier = (table: string, columns: string) => new TableCopier(sql, table, columns, BATCH_ROWS);
    const tables = {
      users: copier('users', USER_COPY_COLUMNS),
      accounts: copier('accounts', REPLICATED_COPY_COLUMNS),
      employers: copier('employers', REPLICATED_COPY_COLUMNS),
      jobs: copier('jobs', REPLICATED_COPY_COLUMNS),
      candidates: copier('candidates', REPLICATED_COPY_COLUMNS),
    };
    const allRows = () => Object.values(tables).reduce((sum, t) => sum + t.rows, 0);
    let lastProgress = started;
    const progress = async (entity: number) => {
      if (entity % YIELD_EVERY) return;
      await nextTick();
      if (performance.now() - lastProgress < PROGRESS_MS) return;
      lastProgress = performance.now();
      const seconds = (lastProgress - started) / 1000;
      log(
        `  ${tables.jobs.rows.toLocaleString('en-US')} jobs, ${tables.candidates.rows.toLocaleString('en-US')} candidates, ` +
          `${allRows().toLocaleString('en-US')} rows in ${seconds.toFixed(0)} s (${(allRows() / seconds).toFixed(0)} rows/s)`,
      );
    };
    // scrypt is slow on purpose: hash once, every generated user shares the demo password.
    const passwordHash = await hashSecret(DEMO_PASSWORD);
    const names = new UniqueNames();
    const addUser = async (user: Parameters<typeof userRows>[1]) => {
      const id = randomUUID();
      const rows = userRows(id, user, passwordHash);
      await tables.users.add(userLine(rows.user));
      await tables.accounts.add(replicatedLine(rows.account));
      return id;
    };

    const hiringRoles: DemoRole[] = [];
    let companies = 0;
    while (tables.jobs.rows < options.jobs) {
      const company = planLargeCompany(companies, now, names);
      const jobs = planLargeCompanyJobs(company, companies, now).slice(0, options.jobs - tables.jobs.rows);
      const userId = await addUser(company.user);
      const employer = employerRow(userId, company);
      await tables.employers.add(replicatedLine(employer));
      for (const job of jobs) {
        await tables.jobs.add(replicatedLine(jobRow(userId, employer, job)));
        hiringRoles.push(job.role);
      }
      await progress(++companies);
    }
    for (let index = 0; index < options.candidates; index++) {
      const candidate = planLargeCandidate(index, hiringRoles, now, names);
      const userId = await addUser(candidate.user);
      await tables.candidates.add(replicatedLine(candidateRow(userId, candidate)));
      await progress(index + 1);
    }
    await Promise.all(Object.values(tables).map((t) => t.finish()));
    // Every generated employer founds their company (its id is theirs), as createUser makes them.
    await sql`insert into company_members (user_id, company_id, role) select id, id, 'admin' from users where user_type = 'employer'`;
    const loadSeconds = (performance.now() - started) / 1000;
    log(`  loaded ${allRows().toLocaleString('en-US')} rows in ${loadSeconds.toFixed(1)} s (${(allRows() / loadSeconds).toFixed(0)} rows/s)`);

    const indexStarted = performance.now();
    // One connection, so the larger sort memory (a session setting) applies to every build.
    const builder = await sql.reserve();
    try {
      await builder.unsafe(`set maintenance_work_mem = '256MB'`);
      for (const index of indexes) await builder.unsafe(index.definition);
    } finally {
      builder.release();
    }
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    log(`  made ${indexes.length} indexes again in ${indexSeconds.toFixed(1)} s`);
    const vacuumStarted = performance.now();
    await sql.unsafe(`vacuum (analyze) ${LOADED_TABLES.join(', ')}`);
    // The search's walks are index-only only over all-visible pages. Once, the VACUUM right after the load left
    // none so (0 of 121,082 pages of 1,000,000 jobs; the cause was not found) and every walk read the wide rows,
    // several times slower; a second VACUUM marked them all. So the load checks, and vacuums again if need be.
    for (let round = 1; ; round++) {
      const [visible] = await sql<{ pages: string; visible: string }[]>`
        select sum(relpages) as pages, sum(relallvisible) as visible from pg_class
        where relname = any(${[...LOADED_TABLES]}) and relnamespace = current_schema()::regnamespace`;
      const share = Number(visible!.visible) / Math.max(Number(visible!.pages), 1);
      log(`  after VACUUM ${round}: ${(share * 100).toFixed(1)} % of ${Number(visible!.pages).toLocaleString('en-US')} pages all-visible`);
      if (share >= 0.99 || round === 3) break;
      await sql.unsafe(`vacuum ${LOADED_TABLES.join(', ')}`);
    }
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    log(`  vacuumed and analyzed in ${vacuumSeconds.toFixed(1)} s`);
    return {
      companies,
      jobs: tables.jobs.rows,
      candidates: tables.candidates.rows,
      rows: allRows(),
      loadSeconds,
      indexSeconds,
      vacuumSeconds,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}
