/**
 * The search pool's two looks (search-pool.ts): the newest window read index-only, and when matches there are
 * too few, the planner's query over every public document. Both must give the same pool, the newest matches,
 * whatever the window; deleted and private documents are in neither. The filter columns are stored from the
 * document and follow its edits. The skill keys and location words SQL stores are those the shared rule reads,
 * so no look leaves out a job the device would find. Runs on PGlite and Postgres.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMatchesSearch, jobSearchText, prepareSearch } from '@shared/rules/search-match.ts';
import { prepareLocation } from '@shared/scoring/location-match.ts';
import { skillKey } from '@shared/scoring/taxonomy.ts';
import type { Job } from '@shared/schemas/job.ts';
import { searchFiltersSchema, type SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { queryRows } from '../db/client.ts';
import { toTextArray } from '../store/rows.ts';
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

describe('skill keys and location words, as the shared rule reads them', () => {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T & Record<string, unknown>>(db(), query);

  it('keys a printable ASCII skill as skillKey does, and any other skill as unkeyed', async () => {
    // Every printable ASCII character in many short skills, the key rules' own characters weighted up.
    const alphabet = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCZabcz[\\]^_`{|}~..++##&&  ';
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const skills = Array.from({ length: 3000 }, () => Array.from({ length: 1 + (next() % 9) }, () => alphabet[next() % alphabet.length]).join(''));
    skills.push(' .NET ', 'C++', 'C#', 'R&D', '.5', 'Node.js', '');
    const [row] = await rows<{ keys: string[] }>(
      sql`select array(select array_to_string(search_skill_keys(jsonb_build_object('skills', jsonb_build_array(s))), ',')
                       from unnest(${toTextArray(skills)}::text[]) with ordinality u(s, n) order by n) as keys`,
    );
    expect(row!.keys).toEqual(skills.map((s) => skillKey(s)));
    const [other] = await rows<{ keys: string[] }>(
      sql`select search_skill_keys(${JSON.stringify({ skills: ['Jávascript', 'Go', 'naïve', 'bell\u0007', 'tab\there', 42] })}::jsonb) as keys`,
    );
    expect(other!.keys).toEqual(['*', '42', 'go']);
  });

  it('keeps every ASCII word the device reads in a location, whatever mark or symbol is around it', async () => {
    const marks: string[] = [];
    for (let code = 0x300; code < 0xe01f0; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (/\p{M}/u.test(char)) marks.push(char);
    }
    expect(marks.length).toBeGreaterThan(2000);
    const locations = marks.map((mark) => `Ber${mark}lin·Köln, Ko\u0308ln—ﬁnland 東京/İzmir ＮＹＣ ²`);
    const [row] = await rows<{ words: string[] }>(
      sql`select array(select array_to_string(search_location_words(jsonb_build_object('location', l)), ' ')
                       from unnest(${toTextArray(locations)}::text[]) with ordinality u(l, n) order by n) as words`,
    );
    // The device's words of each (prepareLocation), ASCII ones only, are all stored.
    const missing = locations.flatMap((location, i) => {
      const stored = new Set(row!.words[i]!.split(' '));
      const device = prepareLocation(location).words.trim().split(' ').filter((w) => /^[a-z0-9]+$/.test(w));
      expect(device).toEqual(['berlin', 'koln', 'koln', 'finland', 'izmir', 'nyc', '2']);
      return device.filter((w) => !stored.has(w)).map((w) => `${w} in ${JSON.stringify(location)}`);
    });
    expect(missing).toEqual([]);
  });

  it('leaves out no job the device finds by skill or location, in either look', async () => {
    const locations = [
      'Köln, Germany', 'Ko\u0308ln', 'Cologne', 'Berlin·Germany', 'ﬁnland', 'Zürich', 'São Paulo, Brazil', 'NYC', 'New York City',
      'İstanbul', 'Łódź', '東京', 'Denver, CO', 'CO', 'Boulder, Colorado', 'SF', 'München', 'Ber\u1ab0lin', 'Remote 🌍', '',
    ];
    const skillSets = [
      ['Java-Script'], ['java   script'], ['Jávascript'], ['graphic   design'], ['C'], ['R', 'Figma'], ['C++', 'c#'], ['.NET'],
      ['k8s'], ['Kubernetes Administration'], ['Postgres'], ['UX Design'], ['Baking'], ['🦀 Rust'], ['Administration'], ['Design'],
    ];
    const docs = new Map<string, Record<string, unknown>>();
    for (let i = 0; i < 70; i++) {
      // Every ninth remote: found for any place, through the other half of the last look.
      const doc = jobDoc({ title: 'Keyed', location: locations[i % locations.length], skills: skillSets[i % skillSets.length], remoteOk: i % 9 === 0 });
      docs.set(await store('jobs', doc, 200 + i, 'all'), doc);
    }
    const searches: SearchFiltersInput[] = [
      ...['Koln', 'Köln', 'cologne', 'Finland', 'Zurich', 'berlin', 'Denver, CO', 'co', 'Sao Paulo', 'New York', 'Istanbul', 'Lodz',
        'Munich', '東京', 'san francisco'].map((location) => ({ location })),
      ...[['JavaScript'], ['graphic design'], ['design'], ['Kubernetes'], ['k8s'], ['C'], ['c++'], ['dotnet'], ['PostgreSQL'], ['rust']].map(
        (skills) => ({ skills }),
      ),
      { location: 'Koln', skills: ['javascript'] },
      { location: 'Berlin', query: 'keyed' },
      // A query word that narrows: a long skill's terms are tested only as far as some job has them.
      ...[['Kubernetes Administration'], ['graphic design', 'JavaScript'], ['Senior UX Design Administration'], ['c']].map((skills) => ({ query: 'keyed', skills })),
    ];
    for (const filters of searches) {
      const search = prepared(filters);
      const found = [...docs].filter(([id, doc]) => {
        const job = { ...doc, id } as unknown as Job;
        return jobMatchesSearch(search, { job, haystack: jobSearchText(job) });
      });
      for (const window of [0, 1000]) {
        const pool = new Set(await jobPoolIds(filters, 1000, window));
        expect(found.filter(([id]) => !pool.has(id)).map(([, doc]) => [doc.location, doc.skills]), `${JSON.stringify(filters)}, window ${window}`).toEqual([]);
      }
    }
  });
});
