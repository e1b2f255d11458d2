/**
 * The embedded database's stand-in for autovacuum's analyze (statistics-upkeep.ts): a table changed past
 * 50 rows plus 10 % is analyzed, one changed less is left, and an analyzed table is not analyzed again until it
 * changes. PGlite only: that is where the upkeep runs. On Postgres another connection's change counts reach the
 * statistics views on that connection's own schedule, which a test cannot hold still.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-server.ts';
import { queryRows } from './client.ts';
import { analyzeStaleTables } from './statistics-upkeep.ts';

describe.skipIf(Boolean(process.env.DATABASE_URL))('statistics upkeep on PGlite', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => opened.database.db;
  beforeAll(async () => {
    opened = await openTestDatabase();
    // The migrations' own writes count as changes: start from analyzed tables.
    await analyzeStaleTables(db());
  }, 60_000);
  afterAll(() => opened?.close());

  /** Members of one user's slice, numbered from `from`; the user id holds an emoji and a combining accent. */
  async function addMembers(from: number, count: number) {
    await db().execute(
      sql`insert into slice_members (user_id, collection, doc_id)
          select 'user-🚀-e\u0301', 'jobs', 'doc-' || g from generate_series(${from}::int, ${from + count - 1}::int) g`,
    );
  }
  const rowsThePlannerSees = async () =>
    Number((await queryRows<{ n: number }>(db(), sql`select reltuples as n from pg_class where relname = 'slice_members'`))[0]!.n);

  it('analyzes a table changed past the threshold, and only then', async () => {
    expect(await analyzeStaleTables(db())).toEqual([]);

    await addMembers(1, 50);
    expect(await analyzeStaleTables(db())).toEqual([]);

    await addMembers(51, 950);
    expect(await analyzeStaleTables(db())).toEqual(['slice_members']);
    expect(await rowsThePlannerSees()).toBe(1000);
    expect(await analyzeStaleTables(db())).toEqual([]);

    // More than 50 + 10 % of 1,000 = 150 changes are needed now: 150 are not enough, one more is.
    await addMembers(1001, 150);
    expect(await analyzeStaleTables(db())).toEqual([]);
    await db().execute(sql`delete from slice_members where doc_id = 'doc-1'`);
    expect(await analyzeStaleTables(db())).toEqual(['slice_members']);
    expect(await rowsThePlannerSees()).toBe(1149);
  });
});
