/**
 * The index keys a slice refresh looks documents up by: skill terms and cities. The indexes hold what the SQL
 * functions of migration 0008 make (slice_skill_terms, slice_city); the keys of a user or a new document are
 * made by the same functions, so the two sides can never normalize text differently (JavaScript and Postgres
 * lower-case 'İ', a final 'Σ' or the Kelvin sign each their own way). TypeScript only widens them: a user's
 * skills through the taxonomy (every spelling of a known skill) and cities through the shared aliases, so an
 * index lookup finds what the shared scorer would credit. The keys only pick the pool: the shared scorer decides.
 */
import { sql } from 'drizzle-orm';
import { findSkill } from '@shared/scoring/index.ts';
import { CITY_ALIASES as SHARED_CITY_ALIASES } from '@shared/scoring/location-match.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { toTextArray } from '../store/rows.ts';

/**
 * Other names of a city: shared location-match's aliases, plus their accented spellings, since slice_city keeps
 * accents where the shared rule folds them.
 */
const CITY_ALIASES: Readonly<Record<string, string>> = { ...SHARED_CITY_ALIASES, münchen: 'munich', köln: 'cologne' };

const strings = (values: readonly unknown[] | undefined) => (values ?? []).filter((v): v is string => typeof v === 'string');

/** Skills and locations as the index holds them: slice_skill_terms' terms, and slice_city of each location. */
export async function indexKeys(q: Queryable, skills: readonly unknown[], locations: readonly unknown[]): Promise<{ terms: string[]; cities: string[] }> {
  const [row] = await queryRows<{ terms: string[] | null; cities: string[] | null }>(
    q,
    sql`select slice_skill_terms(jsonb_build_object('skills', ${JSON.stringify(strings(skills))}::jsonb)) as terms,
               array(select slice_city(jsonb_build_object('location', l)) from unnest(${toTextArray(strings(locations))}::text[]) as l) as cities`,
  );
  return { terms: row?.terms ?? [], cities: (row?.cities ?? []).filter((city) => city !== '') };
}

/** Every spelling of the skills: each as typed, and every name and synonym of its taxonomy skill. */
export function skillSpellings(skills: readonly unknown[] | undefined): string[] {
  const spellings = new Set<string>();
  for (const skill of strings(skills)) {
    spellings.add(skill);
    const known = findSkill(skill.trim().toLowerCase().replace(/\s+/g, ' '));
    if (known) for (const spelling of [known.name, ...known.synonyms]) spellings.add(spelling);
  }
  return [...spellings];
}

/** The cities (as slice_city makes them) and every alias of each. */
export function withAliases(cities: readonly string[]): string[] {
  const places = new Set<string>();
  for (const city of cities) {
    places.add(city);
    const canonical = CITY_ALIASES[city] ?? city;
    places.add(canonical);
    for (const [alias, name] of Object.entries(CITY_ALIASES)) if (name === canonical) places.add(alias);
  }
  return [...places];
}

/** A user's lookup keys: the skill terms their skills may meet on documents, and their places with aliases. */
export async function userKeys(q: Queryable, skills: readonly unknown[], locations: readonly unknown[]): Promise<{ terms: string[]; places: string[] }> {
  const { terms, cities } = await indexKeys(q, skillSpellings(skills), locations);
  return { terms, places: withAliases(cities) };
}
