/**
 * A slice's lookup keys must equal what the indexes hold (slice_skill_terms, slice_city of migration 0008) for
 * any text: a key made differently finds nothing. JavaScript's toLowerCase and Postgres' lower() differ ('İ'),
 * which an earlier TypeScript copy of the functions got wrong; checked here on the real database.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { indexKeys, userKeys, withAliases } from './match-terms.ts';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
}, 60_000);
afterAll(() => opened?.close());

const LOCATIONS = [
  'Berlin, Germany',
  '  New   York ; NY',
  'NYC (hybrid)',
  'São Paulo | Brazil',
  'Zürich',
  'Zu\u0308rich, CH',
  'München',
  '東京都, 日本',
  '🚀 Moon Base, Space',
  'Remote',
  '',
  'tab\there, x',
  'İstanbul',
  'line\nbreak, y',
];
const SKILLS = ['TypeScript', '  Node.js ', 'C++', 'k8s', 'Machine   Learning', 'Café ☕', 'e\u0301clair', 'SQL', '', '日本語'];

/** What the index holds for a document with these fields. */
async function indexed(doc: Record<string, unknown>) {
  const [row] = await queryRows<{ terms: string[]; city: string }>(
    opened.database.db,
    sql`select slice_skill_terms(${JSON.stringify(doc)}::jsonb) as terms, slice_city(${JSON.stringify(doc)}::jsonb) as city`,
  );
  return row!;
}

describe('slice keys are made by the index’s own functions', () => {
  it.each(LOCATIONS)('the city of %j is the one the index holds', async (location) => {
    const { cities } = await indexKeys(opened.database.db, [], [location]);
    const { city } = await indexed({ location });
    expect(cities).toEqual(city === '' ? [] : [city]);
  });

  it('skill terms are the ones the index holds, whatever the case, spacing or script', async () => {
    const { terms } = await indexKeys(opened.database.db, SKILLS, []);
    expect([...terms].sort()).toEqual([...(await indexed({ skills: SKILLS })).terms].sort());
    expect(terms).not.toContain('');
  });

  it('a user’s keys meet documents written another way: taxonomy synonyms, aliases, upper case', async () => {
    const keys = await userKeys(opened.database.db, ['K8S', 'TYPESCRİPT'], ['İSTANBUL, Türkiye', 'NYC', 'München']);
    for (const doc of [{ skills: ['Kubernetes'] }, { skills: ['TypeScript'] }, { skills: ['k8s'] }]) {
      expect(keys.terms).toEqual(expect.arrayContaining((await indexed(doc)).terms));
    }
    for (const location of ['İstanbul', 'New York, NY', 'new york city', 'Munich, Germany', 'munchen']) {
      expect(keys.places).toContain((await indexed({ location })).city);
    }
    expect(withAliases([])).toEqual([]);
  });
});
