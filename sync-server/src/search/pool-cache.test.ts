/**
 * Kept search pools (pool-cache.ts): a pool read once serves the same search again until a row of its tables is
 * written, by this instance or any other, committed before or after the pool was read; then the next search
 * reads it afresh. Runs on PGlite and Postgres (the write committed while the pool was read: Postgres only,
 * PGlite has one connection).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSearch } from '@shared/rules/search-match.ts';
import { searchFiltersSchema, type SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import type { Queryable } from '../db/client.ts';
import { writeRow } from '../store/rows.ts';
import { jobDoc } from '../test-support/fixtures.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { createPoolCache, type PoolTable } from './pool-cache.ts';
import { loadJobPool, probeLowerSupport } from './search-pool.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => opened.database.db;
const at = (minute: number) => new Date(Date.parse('2026-03-01T00:00:00Z') + minute * 60_000);

beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(() => opened?.close());

async function postJob(q: Queryable, title: string, minute: number, id: string = randomUUID()): Promise<string> {
  await writeRow(q, 'jobs', { id, ownerUserId: 'owner-1', publicScope: 'all', doc: jobDoc({ id, title }) }, at(minute));
  return id;
}

/** A search through the cache, saying whether it read the database's pool (`loads` counts the reads). */
function searcher(tables: readonly PoolTable[] = ['jobs']) {
  const cache = createPoolCache();
  let loads = 0;
  const search = async (filters: SearchFiltersInput) => {
    const parsed = searchFiltersSchema.parse(filters);
    const load = async () => {
      loads++;
      return loadJobPool(db(), prepareSearch(parsed), await probeLowerSupport(db()), 50);
    };
    const { rows, hit } = await cache.pool(db(), { table: 'jobs', filters: parsed, poolSize: 50 }, tables, load, () => null);
    return { ids: rows.map((r) => r.id).sort(), hit };
  };
  return { search, loads: () => loads };
}

describe('a kept search pool', () => {
  it('serves the same search again, and is read afresh after a job is posted or edited', async () => {
    const first = await postJob(db(), 'Glassblower', 1);
    const { search, loads } = searcher();
    expect(await search({ query: 'glassblower' })).toEqual({ ids: [first], hit: false });
    expect(await search({ query: 'glassblower' })).toEqual({ ids: [first], hit: true });
    expect(loads()).toBe(1);
    // Another search is its own pool.
    expect((await search({ query: 'cooper' })).hit).toBe(false);

    const second = await postJob(db(), 'Master Glassblower', 2);
    expect(await search({ query: 'glassblower' })).toEqual({ ids: [first, second].sort(), hit: false });
    expect((await search({ query: 'glassblower' })).hit).toBe(true);

    await postJob(db(), 'Cooper', 3, first); // edited: no longer a glassblower
    expect(await search({ query: 'glassblower' })).toEqual({ ids: [second], hit: false });
  });

  it('is read once for searches asking for it at the same time', async () => {
    const id = await postJob(db(), 'Chandler', 9);
    const { search, loads } = searcher();
    const both = await Promise.all([search({ query: 'chandler' }), search({ query: 'chandler' })]);
    expect(both.map((r) => r.ids)).toEqual([[id], [id]]);
    expect(loads()).toBe(1);
  });

  it('is read afresh after a write to another table it is read from, and only then', async () => {
    await postJob(db(), 'Wheelwright', 4);
    const { search } = searcher(['jobs', 'employers']);
    expect((await search({ query: 'wheelwright' })).hit).toBe(false);
    await writeRow(db(), 'candidates', { id: randomUUID(), ownerUserId: 'c-1', publicScope: 'employers', doc: { firstName: 'A' } }, at(5));
    expect((await search({ query: 'wheelwright' })).hit).toBe(true);
    await writeRow(db(), 'employers', { id: randomUUID(), ownerUserId: 'e-1', publicScope: 'all', doc: { companyName: 'Wheels' } }, at(6));
    expect((await search({ query: 'wheelwright' })).hit).toBe(false);
  });

  it.runIf(opened?.url ?? process.env.DATABASE_URL)('is read afresh after a write committed while it was read', async () => {
    const { search } = searcher();
    await postJob(db(), 'Thatcher', 7);
    let late = '';
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    // A transaction that wrote a job before the pool was read and commits after: the pool does not hold it.
    const writer = db().transaction(async (tx) => {
      late = await postJob(tx, 'Thatcher Apprentice', 8);
      written();
      await held;
    });
    await wrote;
    const before = await search({ query: 'thatcher' });
    expect(before.ids).not.toContain(late);
    release();
    await writer;
    const after = await search({ query: 'thatcher' });
    expect(after).toMatchObject({ hit: false });
    expect(after.ids).toContain(late);
  });
});
