/**
 * queryRowsPrepared goes past drizzle (a named statement on Postgres, PGlite directly in process): whatever
 * the driver, it must read every type as queryRows does, or a pull would send a date where the first sync
 * sent text. Runs on memory PGlite, and on Postgres when DATABASE_URL is set.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-server.ts';
import { queryRows, queryRowsPrepared } from './client.ts';

describe('queryRowsPrepared', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase();
  }, 60_000);
  afterAll(() => opened?.close());

  const everyType = (text: string) => sql`
    select ${text}::text as "text", 9007199254740993::bigint as "big", 42::int as "int", true as "yes",
           '2026-11-28 19:50:01.123+00'::timestamptz as "at", '2026-11-28 19:50:01'::timestamp as "local",
           '2028-02-29'::date as "day", '3 days 04:05:06'::interval as "span", 12.50::numeric as "amount",
           ${JSON.stringify({ title: text, tags: ['a', text] })}::jsonb as "doc", array[${text}, 'b']::text[] as "list",
           pg_current_xact_id() is not null as "hasXid", null::text as "nothing"`;

  it('reads every type as queryRows does, Unicode included', async () => {
    const text = 'Zoë 🚀 e\u0301 「日本」';
    const through = await queryRows(opened.database.db, everyType(text));
    const past = await queryRowsPrepared(opened.database.db, everyType(text));
    expect(past).toEqual(through);
    // Times stay the text the database wrote (the documents on the wire carry ISO text, not Date objects).
    expect(typeof past[0]!.at).toBe('string');
    expect(typeof past[0]!.day).toBe('string');
    expect(past[0]!.doc).toEqual({ title: text, tags: ['a', text] });
    expect(past[0]!.list).toEqual([text, 'b']);
  });

  it('answers the same inside a transaction, where it is queryRows', async () => {
    const text = 'tab\tnew\nline';
    const outside = await queryRowsPrepared(opened.database.db, everyType(text));
    const inside = await opened.database.db.transaction((tx) => queryRowsPrepared(tx, everyType(text)));
    expect(inside).toEqual(outside);
  });
});
