/**
 * Finds known phrases (skill spellings, role titles) in free text such as a job title or description.
 * It only scans; what the mentions are worth is decided by taxonomy-suggest.ts.
 */
import { skillKey } from './taxonomy.ts';

/**
 * Keys that are also everyday words or too short to trust ('go', 'react', 'shipping'): a mention counts only
 * when spelled exactly as the taxonomy spells it ('Go', 'React'), so 'we go further' suggests nothing.
 */
const COMMON_WORD_KEYS = new Set([
  'go', 'swift', 'rust', 'spring', 'express', 'dart', 'shell', 'lean', 'react', 'node', 'support', 'shipping',
  'receiving', 'dispatch', 'operations', 'routing', 'wiring', 'assessment', 'grading', 'testing', 'typing',
  'hiring', 'sourcing', 'debugging', 'collaboration', 'writing', 'editing', 'documentation', 'billing',
  'collections', 'monitoring', 'containers', 'analytics', 'communications', 'presentations', 'tax', 'oracle',
  'excel', 'torch', 'interpreting', 'bilingual', 'elastic', 'closing', 'vitals', 'tutor', 'lever', 'intercom',
]);

/** A prepared set of phrases to look for. */
export interface PhraseMatcher<T> {
  readonly byKey: ReadonlyMap<string, { readonly value: T; readonly spellings: ReadonlySet<string> }>;
  readonly maxTokens: number;
  readonly isStrict: boolean;
}

/** A phrase found in a text: its value, how often it occurs and where it first occurs (token index). */
export interface PhraseMention<T> {
  readonly value: T;
  count: number;
  readonly firstAt: number;
}

interface Token {
  readonly text: string;
  readonly key: string;
  /** The separator joining this token to the previous one inside a phrase ('', 'and'), or null at a break. */
  readonly join: string | null;
}

const TOKEN = /\.?[\p{L}\p{N}][\p{L}\p{N}+#&.]*/gu;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = -1;
  let previousEndsSentence = false;
  for (const match of text.matchAll(TOKEN)) {
    const raw = match[0];
    const word = raw.replace(/\.+$/, '');
    const gap = previousEnd < 0 ? null : text.slice(previousEnd, match.index);
    const isJoinable = gap !== null && !previousEndsSentence && /^[\s\-/&]*$/.test(gap);
    tokens.push({ text: word, key: skillKey(word), join: isJoinable ? (gap.includes('&') ? 'and' : '') : null });
    previousEnd = match.index + raw.length;
    previousEndsSentence = raw.endsWith('.');
  }
  return tokens;
}

/**
 * Prepares phrases for {@link findPhrases}. A strict matcher applies the everyday-word rule (skills); a
 * lenient one trusts every key (role titles, where 'rn' or 'cook' are meant).
 */
export function createPhraseMatcher<T>(
  phrases: Iterable<readonly [phrase: string, value: T]>,
  options: { isStrict: boolean },
): PhraseMatcher<T> {
  const byKey = new Map<string, { value: T; spellings: Set<string> }>();
  let maxTokens = 1;
  for (const [phrase, value] of phrases) {
    const key = skillKey(phrase);
    if (key === '') continue;
    const entry = byKey.get(key) ?? { value, spellings: new Set<string>() };
    entry.spellings.add(phrase);
    byKey.set(key, entry);
    maxTokens = Math.max(maxTokens, tokenize(phrase).length);
  }
  return { byKey, maxTokens, isStrict: options.isStrict };
}

function isTrusted(key: string, tokens: readonly Token[], spellings: ReadonlySet<string>): boolean {
  if (key.length > 2 && !COMMON_WORD_KEYS.has(key)) return true;
  return tokens.length === 1 && spellings.has(tokens[0].text);
}

/**
 * The phrases of a matcher that occur in a text, in order of first occurrence. At each position the longest
 * phrase wins ('React Native' rather than 'React'); phrases never span a sentence end or a comma.
 */
export function findPhrases<T>(matcher: PhraseMatcher<T>, text: string): PhraseMention<T>[] {
  const tokens = tokenize(text);
  const mentions = new Map<T, PhraseMention<T>>();
  let at = 0;
  while (at < tokens.length) {
    let best: { value: T; size: number } | undefined;
    let key = '';
    for (let size = 1; size <= matcher.maxTokens && at + size <= tokens.length; size++) {
      const token = tokens[at + size - 1];
      if (size > 1 && token.join === null) break;
      key += (size > 1 ? token.join : '') + token.key;
      const entry = matcher.byKey.get(key);
      if (entry && (!matcher.isStrict || isTrusted(key, tokens.slice(at, at + size), entry.spellings))) {
        best = { value: entry.value, size };
      }
    }
    if (best) {
      const seen = mentions.get(best.value);
      if (seen) seen.count += 1;
      else mentions.set(best.value, { value: best.value, count: 1, firstAt: at });
    }
    at += best?.size ?? 1;
  }
  return [...mentions.values()];
}
