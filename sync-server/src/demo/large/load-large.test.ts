/**
 * A small large-marketplace load into a throw-away Postgres database (COPY and index rebuilding are Postgres
 * only): the counts asked for, every person a user with an account, every job under a company profile of its
 * owner, change positions from the table defaults, and every index of the migrations back afterwards.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support/test-server.ts';
import { LOADED_TABLES, loadLargeMarketplace, type LoadReport } from './load-large.ts';

const JOBS = 300;
const CANDIDATES = 40;

describe.runIf(!!process.env.DATABASE_URL)('loading a large marketplace into Postgres', () => {
  const name = `large_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  // Read while the suite is collected, also where it is skipped (no DATABASE_URL): a placeholder then.
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://unused/unused');
  url.pathname = `/${name}`;
  let admin: postgres.Sql;
  let sql: postgres.Sql;
  let report: LoadReport;

  beforeAll(async () => {
    admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    report = await loadLargeMarketplace({ url: url.toString(), jobs: JOBS, candidates: CANDIDATES, now: new Date('2026-11-02T10:00:00Z') });
    sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  }, 120_000);
  afterAll(async () => {
    await sql?.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const count = async (query: Promise<{ n: string }[]>) => Number((await query)[0]!.n);

  it('writes the jobs and candidates asked for, each person a user with an account', async () => {
    expect(report).toMatchObject({ jobs: JOBS, candidates: CANDIDATES });
    expect(await count(sql`select count(*) as n from jobs`)).toBe(JOBS);
    expect(await count(sql`select count(*) as n from candidates`)).toBe(CANDIDATES);
    expect(await count(sql`select count(*) as n from employers`)).toBe(report.companies);
    expect(await count(sql`select count(*) as n from users`)).toBe(report.companies + CANDIDATES);
    expect(await count(sql`select count(*) as n from accounts a join users u on u.id = a.id and a.owner_user_id = u.id`)).toBe(
      report.companies + CANDIDATES,
    );
    expect(await count(sql`select count(*) as n from candidates c join users u on u.id = c.owner_user_id and u.user_type = 'candidate'`)).toBe(CANDIDATES);
  });

  it('puts every job under its owner\'s company profile, open ones public to all', async () => {
    expect(
      await count(sql`select count(*) as n from jobs j join employers e
        on e.owner_user_id = j.owner_user_id and e.id = j.doc->>'employerId' and e.doc->>'companyName' = j.doc->>'companyName'`),
    ).toBe(JOBS);
    expect(await count(sql`select count(*) as n from jobs where (doc->>'isActive')::boolean and public_scope = 'all'`)).toBeGreaterThan(JOBS / 2);
    expect(await count(sql`select count(*) as n from jobs where not (doc->>'isActive')::boolean and public_scope is null and ever_public_scope = 'all'`)).toBe(
      await count(sql`select count(*) as n from jobs where not (doc->>'isActive')::boolean`),
    );
  });

  it('gives every row its own change position', async () => {
    for (const table of LOADED_TABLES.filter((t) => t !== 'users')) {
      const [row] = await sql`select count(*) as n, count(distinct (xid::text, seq)) as positions from ${sql(table)}`;
      expect(Number(row!.positions)).toBe(Number(row!.n));
    }
  });

  it('leaves every index of the migrations in place', async () => {
    const reference = await openTestDatabase(process.env.DATABASE_URL);
    try {
      const names = async (db: postgres.Sql, schema: string) =>
        (await db`select indexname from pg_indexes where schemaname = ${schema} and tablename = any(${[...LOADED_TABLES]}) order by 1`).map(
          (r) => r.indexname as string,
        );
      const migrated = await names(admin, reference.schema!);
      expect(migrated.length).toBeGreaterThan(LOADED_TABLES.length);
      expect(await names(sql, 'public')).toEqual(migrated);
    } finally {
      await reference.close();
    }
  });

  it('refuses a database that already has users', async () => {
    await expect(loadLargeMarketplace({ url: url.toString(), jobs: 1, candidates: 0 })).rejects.toThrow(/already has users/);
  });
});
