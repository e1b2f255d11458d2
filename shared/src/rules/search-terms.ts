/**
 * How a typed search query matches an item's text, for every search box (Browse Jobs, Find Talent, Advanced
 * Search): each word must appear, and a word the skill taxonomy knows matches any spelling of that skill, so
 * 'k8s' finds Kubernetes and 'kubernetes' finds a profile that lists k8s. Building the item's text is the
 * caller's (search-match.ts has the job and candidate texts); this module only reads the query.
 */
import { findSkill } from '../scoring/taxonomy.ts';

/** One word of a query, as the lower-case spellings that satisfy it: the word, plus its skill's spellings. */
export type SearchTerm = readonly string[];

/**
 * The spellings a word stands for: itself and, for a taxonomy skill, its name and every synonym, lower-cased.
 * A spelling that holds a shorter one ('reactjs' holds 'react') is dropped: any text it is in holds the shorter
 * one too, and every spelling left is one more substring test per item on each keystroke.
 */
function spellingsOf(word: string): SearchTerm {
  const skill = findSkill(word);
  if (!skill) return [word];
  const all = [...new Set([word, ...[skill.name, ...skill.synonyms].map((spelling) => spelling.toLowerCase())])];
  return all.filter((spelling) => !all.some((other) => other !== spelling && spelling.includes(other)));
}

/** The query's words, lower-cased, repeats dropped, each with the spellings that satisfy it. */
export function parseSearchTerms(query: string): SearchTerm[] {
  return [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].map(spellingsOf);
}

/** Whether a lower-case text satisfies every term (one of each term's spellings appears in it); no terms pass. */
export function hasSearchTerms(haystack: string, terms: readonly SearchTerm[]): boolean {
  for (const term of terms) {
    let isFound = false;
    for (const spelling of term) {
      if (haystack.includes(spelling)) {
        isFound = true;
        break;
      }
    }
    if (!isFound) return false;
  }
  return true;
}
