/**
 * The search pool's two looks (search-pool.ts): the newest window read index-only, and when matches there are
 * too few, the planner's query over every public document. Both must give the same pool, the newest matches,
 * whatever the window; deleted and private documents are in neither. The filter columns are stored from the
 * document and follow its edits. Runs on PGlite and Postgres.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSearch } from '@shared/rules/search-match.ts';
import { searchFiltersSchema, type SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { queryRows } from '../db/client.ts';
import { candidateDoc, jobDoc } from '../test-support/fixtures.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { loadCandidatePool, loadJobPool, probeLowerSupport } from './search-pool.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => opened.database.db;
const base = Date.parse('2026-03-01T00:00:00Z');

beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(() => opened?.close());

async function store(table: 'jobs' | 'candidates', doc: Record<string, unknown>, minute: number, scope: string | null, deleted = false) {
  const at = new Date(base + minute * 60_000).toISOString();
  await queryRows(
    db(),
    sql`insert into ${sql.identifier(table)} (id, doc, owner_user_id, public_scope, ever_public_scope, updated_at, deleted)
        values (${String(doc.id)}, ${JSON.stringify(doc)}::jsonb, ${randomUUID()}, ${scope}, ${scope}, ${at}::timestamptz, ${deleted})`,
  );
  return String(doc.id);
}

const prepared = (filters: SearchFiltersInput) => prepareSearch(searchFiltersSchema.parse(filters));

async function jobPoolIds(filters: SearchFiltersInput, poolSize: number, window: number): Promise<string[]> {
  const rows = await loadJobPool(db(), prepared(filters), await probeLowerSupport(db()), poolSize, window);
  return rows.map((r) => r.id).sort();
}

describe('the search pool', () => {
  const rust: string[] = []; // newest last
  const other: string[] = [];

  beforeAll(async () => {
    // Rust jobs every 3rd minute among others; one more of each kind deleted, and one private (closed).
    for (let minute = 0; minute < 30; minute++) {
      const isRust = minute % 3 === 0;
      const doc = jobDoc({
        title: isRust ? 'Rust Engineer 🦀' : 'Pastry Chef',
        skills: isRust ? ['Rust'] : ['Baking'],
        jobType: minute % 2 === 0 ? 'full-time' : 'part-time',
        salaryMin: 40_000 + minute * 1000,
        salaryMax: 60_000 + minute * 1000,
        requiredExperience: minute % 10,
        remoteOk: minute % 5 === 0,
      });
      (isRust ? rust : other).push(await store('jobs', doc, minute, 'all'));
    }
    await store('jobs', jobDoc({ title: 'Rust Engineer', skills: ['Rust'] }), 100, 'all', true);
    await store('jobs', jobDoc({ title: 'Rust Engineer', skills: ['Rust'] }), 101, null);
  });

  it('is the newest matches whether the window holds them or the second look finds them', async () => {
    const newestThree = rust.slice(-3).sort();
    expect(await jobPoolIds({ query: 'rust' }, 3, 1000)).toEqual(newestThree); // the window holds them
    expect(await jobPoolIds({ query: 'rust' }, 3, 4)).toEqual(newestThree); // 4 newest rows hold 1 or 2: second look
    expect(await jobPoolIds({ query: 'rust' }, 50, 1000)).toEqual([...rust].sort()); // fewer than asked: all of them
    expect(await jobPoolIds({ query: 'rust' }, 50, 0)).toEqual([...rust].sort());
  });

  it('narrows by the stored filter columns as the document says', async () => {
    const everything = [...rust, ...other];
    const docs = new Map(
      (await queryRows<{ id: string; doc: Record<string, unknown> }>(db(), sql`select id, doc from jobs where public_scope = 'all' and not deleted`)).map((r) => [r.id, r.doc]),
    );
    const expectFrom = (keep: (doc: Record<string, unknown>) => boolean) => everything.filter((id) => keep(docs.get(id)!)).sort();
    for (const window of [3, 1000]) {
      expect(await jobPoolIds({ jobType: 'part-time' }, 100, window)).toEqual(expectFrom((d) => d.jobType === 'part-time'));
      expect(await jobPoolIds({ remote: true }, 100, window)).toEqual(expectFrom((d) => d.remoteOk === true));
      expect(await jobPoolIds({ salaryRange: [80_000, 85_000] }, 100, window)).toEqual(
        expectFrom((d) => Number(d.salaryMax) >= 80_000 && Number(d.salaryMin) <= 85_000),
      );
    }
  });

  it('finds a skill both ways a job may cover it, in the window and through the indexes alike', async () => {
    const within = await store('jobs', jobDoc({ title: 'QA', skills: ['  TEST  '] }), 40, 'all'); // within the wanted skill
    const containing = await store('jobs', jobDoc({ title: 'QA', skills: ['Test Automation Tools'] }), 41, 'all');
    await store('jobs', jobDoc({ title: 'QA', skills: ['Testing'] }), 42, 'all'); // neither within nor containing
    for (const window of [1000, 0]) {
      expect(await jobPoolIds({ skills: ['Test Automation'] }, 100, window)).toEqual([within, containing].sort());
    }
  });

  it('follows an edit of the document', async () => {
    const id = other[0]!;
    await queryRows(db(), sql`update jobs set doc = doc || '{"jobType": "contract", "title": "Rust Intern"}'::jsonb where id = ${id}`);
    expect(await jobPoolIds({ jobType: 'contract' }, 100, 1000)).toEqual([id]);
    expect(await jobPoolIds({ query: 'rust intern' }, 100, 2)).toEqual([id]);
  });

  it('reads profiles by stated salary and years, keeping those who state no years', async () => {
    const ids = {
      fits: await store('candidates', candidateDoc({ salaryExpectation: 90_000, yearsExperience: 6 }), 1, 'employers'),
      tooJunior: await store('candidates', candidateDoc({ salaryExpectation: 90_000, yearsExperience: 1 }), 2, 'employers'),
      unstated: await store('candidates', candidateDoc({ salaryExpectation: 95_000 }), 3, 'employers'),
      tooDear: await store('candidates', candidateDoc({ salaryExpectation: 200_000, yearsExperience: 6 }), 4, 'employers'),
      hidden: await store('candidates', candidateDoc({ salaryExpectation: 90_000, yearsExperience: 6 }), 5, null),
    };
    const search = prepared({ salaryRange: [80_000, 100_000], experienceLevel: 'senior' });
    for (const window of [1, 1000]) {
      const rows = await loadCandidatePool(db(), search, await probeLowerSupport(db()), 100, window);
      expect(rows.map((r) => r.id).sort()).toEqual([ids.fits, ids.unstated].sort());
    }
  });
});
