/**
 * The LIKE patterns and skill terms with which SQL narrows a search to a superset of what the shared rule
 * (shared/src/rules/search-match.ts) lets through: every item the device would find matches them, some that
 * match are then dropped by the rule. A word whose spellings SQL cannot be trusted to find (a character Postgres
 * may lower-case differently, a quote the jsonb text escapes) narrows nothing: the rule alone decides it.
 * Nothing here reads the database.
 */
import { CITY_ALIASES, prepareLocation } from '@shared/scoring/location-match.ts';
import { prepareSkill, skillText } from '@shared/scoring/skill-match.ts';
import { SKILLS, skillKey } from '@shared/scoring/taxonomy.ts';
import type { SearchTerm } from '@shared/rules/search-terms.ts';

/** Characters JavaScript gets by lower-casing another character: Postgres' lower() may not agree on them. */
const LOWERED_FROM_OTHERS: ReadonlySet<string> = (() => {
  const images = new Set<string>();
  // Past U+1FFFF no character has a lower-case form.
  for (let code = 0x80; code < 0x20000; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    const char = String.fromCodePoint(code);
    const lower = char.toLowerCase();
    if (lower !== char) for (const part of lower) if (part.codePointAt(0)! >= 0x80) images.add(part);
  }
  return images;
})();

/** Lower-case forms JavaScript and a Unicode-aware Postgres still disagree on (final sigma; İ's dot). */
const CONTEXT_LOWERED = new Set(['σ', 'ς', '\u0307']);

/** What the database's lower() is known to do: only ASCII (C locale), or Unicode letters too. */
export interface LowerSupport {
  isUnicode: boolean;
}

/**
 * Whether Postgres finds `text` in its lower-cased search text wherever JavaScript finds it in its own: printable
 * ASCII except the quote and backslash jsonb escapes, and characters no other lower-cases to (caseless
 * scripts, emoji), or, where the database lowers Unicode, lower-case letters too.
 */
export function isSqlSafe(text: string, lower: LowerSupport): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || char === '"' || char === '\\') return false;
    if (code < 0x80) continue;
    if (CONTEXT_LOWERED.has(char)) return false;
    if (LOWERED_FROM_OTHERS.has(char) && !lower.isUnicode) return false;
  }
  return true;
}

/** `%text%` for LIKE, with LIKE's own characters escaped (backslash is LIKE's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Patterns for one query word: any of its spellings; null when one of them cannot be trusted to SQL. */
export function termPatterns(term: SearchTerm, lower: LowerSupport): string[] | null {
  if (!term.every((spelling) => isSqlSafe(spelling, lower))) return null;
  return term.map(containsPattern);
}

/** Above this many alternatives a skill narrows nothing in SQL (the rule still applies it). */
const MAX_SKILL_ALTERNATIVES = 400;

/**
 * The key migration 0013's search_skill_keys gives a skill beyond printable ASCII, whose key SQL cannot be
 * trusted to make as skillKey does: every lookup by keys asks for it too, so such an item is left to the rule.
 */
export const UNKEYED_SKILL = '*';

/** Every substring of `text` (the item skills a wanted skill covers by containing them). */
function substrings(text: string, into: Set<string>) {
  for (let start = 0; start < text.length; start++) {
    for (let end = start + 1; end <= text.length; end++) into.add(text.slice(start, end));
  }
}

/**
 * The keys (skillKey) of every spelling of each taxonomy skill whose name contains or is within `canonical`: an
 * item skill spelled any way the taxonomy resolves to such a skill has one of them (taxonomy.ts findSkill).
 */
function relatedKeys(canonical: string): string[] {
  const keys = new Set<string>();
  for (const skill of SKILLS) {
    const name = skillText(skill.name);
    if (name.includes(canonical) || canonical.includes(name)) {
      for (const spelling of [skill.name, ...skill.synonyms]) keys.add(skillKey(spelling));
    }
  }
  keys.delete('');
  return [...keys];
}

/** `containsPattern` of a skill text, any run of spacing between its words (skillText collapses it to one space). */
function spacedPattern(text: string): string {
  return containsPattern(text).replace(/ /g, '%');
}

/**
 * How SQL finds the items that may cover one wanted skill (skill-match.ts: one text contains the other, or
 * their canonical names do), each way looked up by an index:
 * - `terms`: item skill texts within the wanted one or its canonical name, for the skill_terms GIN (migration
 *   0010); `sources`, the texts `terms` are the substrings of (a row-by-row test need not compare hundreds);
 * - `keys`: the skill keys of every spelling of a taxonomy skill whose name contains or is within the wanted
 *   canonical name, for the skill_keys GIN (migration 0013), and UNKEYED_SKILL;
 * - `patterns`: the wanted text and canonical name, which the search text of an item whose own skill contains
 *   them contains too (trigram GIN, migration 0010).
 * Null: too many to be worth it, or not SQL-safe.
 */
export function skillAlternatives(
  wanted: string,
  lower: LowerSupport,
): { terms: string[]; keys: string[]; patterns: string[]; sources: string[] } | null {
  const { text, canonical } = prepareSkill(wanted);
  if (text === '') return null;
  const within = new Set<string>();
  substrings(text, within);
  substrings(canonical, within);
  const sources = [...new Set([text, canonical])].filter((t) => t !== '');
  const keys = relatedKeys(canonical);
  if (within.size + keys.length > MAX_SKILL_ALTERNATIVES) return null;
  if (![...within, ...sources].every((t) => isSqlSafe(t, lower))) return null;
  // slice_skill_terms keeps skills without surrounding space; a substring with it names no stored skill.
  const terms = [...within].filter((t) => t === t.trim());
  return { terms, keys: [UNKEYED_SKILL, ...keys], patterns: sources.map(spacedPattern), sources };
}

/** What migration 0013's search_location_words keeps of a location: runs of ASCII letters and digits. */
const ASCII_WORD = /^[a-z0-9]+$/;

/**
 * The words one of which an item whose location overlaps `wanted` has among its location words (migration
 * 0013's location_words): every word of the wanted location (an item within it has one; one containing it has
 * all), of its city, and of that city's other names (an item naming the same city has one). Null when there is
 * nothing to look up, or a word is not ASCII letters and digits, which the stored words may not hold as the
 * device does (locationPatterns then narrows).
 */
export function locationWords(wanted: string): string[] | null {
  const prepared = prepareLocation(wanted);
  if (prepared.words === '') return null;
  const words = new Set(prepared.words.trim().split(' '));
  for (const word of prepared.city.split(' ')) if (word) words.add(word);
  for (const [alias, city] of Object.entries(CITY_ALIASES)) if (city === prepared.city) for (const word of alias.split(' ')) words.add(word);
  return [...words].every((word) => ASCII_WORD.test(word)) ? [...words] : null;
}

/**
 * Patterns one of which the search text of an item whose location overlaps `wanted` contains: any word of the
 * wanted location (an item within it has one; one containing it has all), its city's name, or another name of
 * that city. Null when there is nothing to narrow by. Locations written with accents are compared without them
 * by the device, but as written here: an item 'Köln' is not found for 'Koln' (listed under what is missing).
 */
export function locationPatterns(wanted: string, lower: LowerSupport): string[] | null {
  const prepared = prepareLocation(wanted);
  if (prepared.words === '') return null;
  const words = new Set(prepared.words.trim().split(' '));
  for (const word of prepared.city.split(' ')) if (word) words.add(word);
  for (const [alias, city] of Object.entries(CITY_ALIASES)) if (city === prepared.city) words.add(alias);
  if (![...words].every((word) => isSqlSafe(word, lower))) return null;
  return [...words].map(containsPattern);
}
