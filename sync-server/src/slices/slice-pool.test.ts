/**
 * The indexed pool a slice is chosen from once the marketplace is too large to score whole (slice-pool.ts):
 * documents sharing a skill term, in one of the user's places, remote (jobs) and the most recent, each branch
 * capped, with the scorer's fields read from the stored match_fields column. The score-all limit is made tiny
 * so a few rows take the path a million take. Runs on PGlite and Postgres.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { candidateDoc, jobDoc } from '../test-support/fixtures.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { rankCandidatesFor } from './rank-slice.ts';
import { candidatePool, jobPool } from './slice-pool.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
const db = () => opened.database.db;
const base = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(() => opened?.close());

/** Stores a public (or, with scope null, private) document written `minute` minutes after the base time. */
async function store(table: 'jobs' | 'candidates', doc: Record<string, unknown>, minute: number, scope: string | null) {
  const at = new Date(base + minute * 60_000).toISOString();
  await queryRows(
    db(),
    sql`insert into ${sql.identifier(table)} (id, doc, owner_user_id, public_scope, ever_public_scope, updated_at)
        values (${String(doc.id)}, ${JSON.stringify(doc)}::jsonb, ${randomUUID()}, ${scope}, ${scope}, ${at}::timestamptz)`,
  );
  return String(doc.id);
}

describe('the indexed slice pool', () => {
  // Cap 2 and a score-all limit of 4: branches take 8 by skill term, 4 by place, 2 remote, 2 most recent.
  const CAP = 2;
  const SCORE_ALL = 4;
  const ids: Record<string, string[]> = { filler: [], term: [], place: [], remote: [], closed: [] };

  beforeAll(async () => {
    const job = (o: Record<string, unknown>) => jobDoc({ remoteOk: false, ...o });
    for (let i = 0; i < 10; i++) ids.filler!.push(await store('jobs', job({ skills: ['COBOL'], location: 'Tokyo, Japan' }), 100 + i, 'all'));
    // Skills written the way people type them: case, spacing, an emoji and a combining accent.
    const termSkills = [['TypeScript'], ['  typescript  ', 'Café🚀'], ['TYPESCRIPT', 'Cafe\u0301']];
    for (const [i, skills] of termSkills.entries()) ids.term!.push(await store('jobs', job({ skills, location: 'Lima, Peru', requiredExperience: 7 + i }), 10 + i, 'all'));
    for (let i = 0; i < 2; i++) ids.place!.push(await store('jobs', job({ skills: ['Fortran'], location: 'Berlin, Germany' }), 5 + i, 'all'));
    for (let i = 0; i < 3; i++) ids.remote!.push(await store('jobs', job({ skills: ['Fortran'], location: 'Oslo, Norway', remoteOk: true, visaSponsorship: i === 2 }), i, 'all'));
    ids.closed!.push(await store('jobs', job({ skills: ['TypeScript'], location: 'Berlin, Germany', remoteOk: true, isActive: false }), 200, null));
  });

  it('picks by skill term, place, remote and recency, each branch capped, and nothing private', async () => {
    const pool = await jobPool(db(), { terms: ['typescript'], places: ['berlin'] }, CAP, SCORE_ALL);
    const got = new Set(pool.map((p) => p.id));
    const expected = [...ids.term!, ...ids.place!, ...ids.remote!.slice(1), ...ids.filler!.slice(-2)];
    expect([...got].sort()).toEqual(expected.sort());
  });

  it("reads the scorer's fields from the stored columns, as the document has them", async () => {
    const pool = await jobPool(db(), { terms: ['typescript'], places: [] }, CAP, SCORE_ALL);
    const byId = new Map(pool.map((p) => [p.id, p]));
    expect(byId.get(ids.term![1]!)?.fields).toEqual({
      skills: ['  typescript  ', 'Café🚀'],
      location: 'Lima, Peru',
      requiredExperience: 8,
      remoteOk: false,
      visaSponsorship: true,
    });
    expect(byId.get(ids.remote![2]!)?.fields).toMatchObject({ remoteOk: true, location: 'Oslo, Norway' });
    expect(byId.get(ids.term![0]!)?.updated).toBe((base + 10 * 60_000) / 1000);
  });

  it('follows an edit of the document: the stored columns are recomputed on write', async () => {
    const id = ids.filler![0]!;
    await queryRows(db(), sql`update jobs set doc = jsonb_set(doc, '{skills}', '["Haskell"]') where id = ${id}`);
    const pool = await jobPool(db(), { terms: ['haskell'], places: [] }, CAP, SCORE_ALL);
    expect(pool.find((p) => p.id === id)?.fields.skills).toEqual(['Haskell']);
  });

  it("reads a profile's experience dates, its education count and its work authorization", async () => {
    const entries = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ id: randomUUID(), title: `Role ${i}`, startDate: `201${i}-01`, ...(i % 2 ? { endDate: `201${i}-06` } : {}), isCurrent: i === 4 }));
    const profiles = [];
    for (let i = 0; i < 6; i++) {
      const doc = candidateDoc({ skills: i === 0 ? ['Go'] : ['COBOL'], location: 'Paris, France', experience: entries(i), education: entries(1), workAuthorizationStatus: 'h1b' });
      profiles.push(await store('candidates', doc, i, 'employers'));
    }
    const pool = await candidatePool(db(), { terms: ['go'], places: [] }, 1, 4);
    const byId = new Map(pool.map((p) => [p.id, p]));
    // The Go profile by its term, the newest by recency; no others.
    expect([...byId.keys()].sort()).toEqual([profiles[0]!, profiles[5]!].sort());
    expect(byId.get(profiles[5]!)?.fields).toMatchObject({ skills: ['COBOL'], location: 'Paris, France', workAuthorizationStatus: 'h1b' });
    expect(byId.get(profiles[5]!)?.fields.experience).toEqual([
      { startDate: '2010-01', isCurrent: false },
      { startDate: '2011-01', endDate: '2011-06', isCurrent: false },
      { startDate: '2012-01', isCurrent: false },
      { startDate: '2013-01', endDate: '2013-06', isCurrent: false },
      { startDate: '2014-01', isCurrent: true },
    ]);
    expect(byId.get(profiles[5]!)?.fields.education).toHaveLength(1);
  });

  it('ranks one eight-year role above three short ones for a five-year job (years, not entries)', async () => {
    const role = (startDate: string, endDate: string) => ({ id: randomUUID(), companyName: 'Acme', position: 'Dev', startDate, endDate, isCurrent: false });
    const long = await store('candidates', candidateDoc({ skills: ['Elixir'], experience: [role('2016-01', '2023-12')] }), 300, 'employers');
    const short = ['2024-01', '2024-03', '2024-05'].map((month) => role(month, month));
    const many = await store('candidates', candidateDoc({ skills: ['Elixir'], experience: short }), 301, 'employers');
    const pool = (await candidatePool(db(), { terms: ['elixir'], places: [] }, 10, 4)).filter((p) => p.id === long || p.id === many);
    const job = { skills: ['Elixir'], location: 'Berlin', requiredExperience: 5, remoteOk: true, visaSponsorship: true };
    const ranked = rankCandidatesFor([job], pool, 2, new Date('2026-06-15T00:00:00Z'));
    expect(ranked.map((r) => r.id)).toEqual([long, many]);
    // 25 points for the eight years; three one-month roles are a quarter year: 25 x 0.25 / 5 = 1.25 (no education: 4 of 5).
    expect(ranked.map((r) => r.score)).toEqual([99, 75]);
  });
});
