/**
 * The demo's randomness: fakers seeded from a fixed seed and a path naming the entity (phase, index), so a
 * fresh start always makes the same marketplace and one entity's draws never shift another's.
 */
import {
  Faker,
  base,
  de,
  en,
  en_AU,
  en_CA,
  en_GB,
  en_IE,
  en_IN,
  en_US,
  es,
  fr,
  nl,
  type LocaleDefinition,
} from '@faker-js/faker';
import type { NameLocale } from './places.ts';

/** The fixed seed of the demo marketplace. */
export const DEMO_SEED = 2026;

const LOCALES: Record<NameLocale, LocaleDefinition> = { en_US, en_GB, de, fr, es, nl, en_IE, en_CA, en_AU, en_IN };

/** A faker for one entity: seeded with the demo seed and `path`, names from `locale` (falling back to English). */
export function fakerFor(path: readonly number[], locale: NameLocale = 'en_US'): Faker {
  const faker = new Faker({ locale: [LOCALES[locale], en, base] });
  faker.seed([DEMO_SEED, ...path]);
  return faker;
}

/** One item, picked with the given relative weights (items weighing 0 are never picked). */
export function pickWeighted<T>(faker: Faker, items: readonly T[], weightOf: (item: T) => number): T {
  const weighted = items.map((value) => ({ value, weight: weightOf(value) })).filter((w) => w.weight > 0);
  return faker.helpers.weightedArrayElement(weighted);
}

/** Between `min` and `max` distinct items, in random order. */
export function pickSome<T>(faker: Faker, items: readonly T[], min: number, max: number): T[] {
  return faker.helpers.arrayElements([...items], { min: Math.min(min, items.length), max: Math.min(max, items.length) });
}

/** A lower-case ASCII slug of a name, for e-mail addresses and URLs ("Zoë O'Brien" gives 'zoe-o-brien'). */
export function slugOf(text: string, separator = '-'): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join(separator);
}
