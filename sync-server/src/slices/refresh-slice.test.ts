/**
 * A slice made in a young marketplace is most of slice_members: refreshSlice analyzes the table at once, so
 * the first sync that follows plans its member lookups with the right numbers. Before, the planner believed the
 * user's members were one row, and looked each document's membership up by walking the whole slice instead of
 * by key: a first sync of 10,000 jobs took 0.95-3.9 s a page instead of 0.03 s (scripts/bench/sync.ts). Runs on
 * PGlite and Postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/create-user.ts';
import { queryRows } from '../db/client.ts';
import { analyzeIfOutgrown } from '../db/statistics-upkeep.ts';
import { writeRow } from '../store/rows.ts';
import { jobDoc } from '../test-support/fixtures.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { refreshSlice } from './refresh-slice.ts';

describe('a slice made in a young marketplace', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => opened.database.db;
  const now = new Date('2026-11-27T10:00:00Z');
  const JOBS = 1500;

  beforeAll(async () => {
    opened = await openTestDatabase();
    const employer = await createUser(db(), { email: 'employer@example.com', userType: 'employer', firstName: 'Zoë', lastName: 'Ærø' }, now);
    await db().transaction(async (tx) => {
      for (let i = 0; i < JOBS; i++) {
        const id = `job-${String(i).padStart(5, '0')}-🚀`;
        await writeRow(tx, 'jobs', { id, ownerUserId: employer.id, publicScope: 'all', doc: jobDoc({ id, title: `Engineer ${i} e\u0301` }) }, now);
      }
    });
  }, 120_000);
  afterAll(() => opened?.close());

  const rowsThePlannerSees = async () =>
    Number((await queryRows<{ n: number }>(db(), sql`select greatest(reltuples, 0) as n from pg_class where oid = to_regclass('slice_members')`))[0]!.n);

  it('leaves the planner knowing its members, so a member is looked up by key', async () => {
    const candidate = await createUser(db(), { email: 'candidate@example.com', userType: 'candidate', firstName: 'Nói', lastName: 'Ng' }, now);
    const made = await refreshSlice(db(), candidate.id, now);
    expect(made.entered).toBe(JOBS);
    expect(await rowsThePlannerSees()).toBe(JOBS);
    // The lookup every document of a first-sync page makes (pull-slice.ts, migration 0012's function).
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      db(),
      sql`explain select in_slice or pinned from slice_members where user_id = ${candidate.id} and collection = 'jobs' and doc_id = 'job-00007-🚀'`,
    );
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('using slice_members_user_id_collection_doc_id_pk');
  });

  it('leaves a table that has grown past a slice to the upkeep', async () => {
    // 50 plus 10 % of the 1,500 rows the planner knows of: 200 changed rows are not enough, 201 are.
    expect(await analyzeIfOutgrown(db(), 'slice_members', 200)).toBe(false);
    expect(await analyzeIfOutgrown(db(), 'slice_members', 201)).toBe(true);
  });
});
