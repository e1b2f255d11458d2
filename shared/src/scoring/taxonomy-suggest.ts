/**
 * Skill suggestions for a job posting ('Get Suggestions'): ranks taxonomy skills by what the title and the
 * description say. It reads the taxonomy only; it never calls out, and keeps nothing between calls but
 * the taxonomy's phrase matchers.
 */
import { normalizeSkill, skillKey, SKILLS, TAXONOMY_ROLES } from './taxonomy.ts';
import { createPhraseMatcher, findPhrases, type PhraseMatcher } from './taxonomy-text.ts';
import type { RoleDefinition, SkillDefinition } from './taxonomy-types.ts';

/** What the suggestions are computed from: the posting's title and description as typed. */
export interface SkillSuggestionInput {
  readonly title: string;
  readonly description: string;
}

/**
 * How much each kind of evidence is worth. A skill named outright outweighs everything, more in the title than
 * in the description: the poster said it, so a role's long list must not crowd it out of the first ten (issue
 * 52). A role named in the title comes next (minus a little per position, so the role's central skills come
 * first); a role only named in the description and skills related to named skills come last, and related
 * skills can never add up past a single mention.
 */
const WEIGHTS = {
  titleRole: 100,
  titleRoleStep: 2,
  titleMention: 160,
  descriptionMention: 120,
  repeatedMention: 2,
  maxRepeats: 5,
  descriptionRole: 20,
  descriptionRoleStep: 1,
  related: 8,
  maxRelated: 24,
} as const;

// Built on the first suggestion, not when the module loads: the scorer's module brings this one along, and a
// screen that only scores jobs (Browse Jobs) should not pay for the matchers' tokenizing as it opens.
let matchers: { skills: PhraseMatcher<SkillDefinition>; roles: PhraseMatcher<RoleDefinition> } | undefined;
function phraseMatchers() {
  matchers ??= {
    skills: createPhraseMatcher<SkillDefinition>(
      SKILLS.flatMap((skill) => [skill.name, ...skill.synonyms].map((spelling) => [spelling, skill] as const)),
      { isStrict: true },
    ),
    roles: createPhraseMatcher<RoleDefinition>(
      TAXONOMY_ROLES.flatMap((role) => [role.name, ...role.aliases].map((alias) => [alias, role] as const)),
      { isStrict: false },
    ),
  };
  return matchers;
}

const SKILL_BY_NAME = new Map(SKILLS.map((skill) => [skill.name, skill]));

class Tally {
  private readonly scores = new Map<string, number>();
  private readonly relatedTotals = new Map<string, number>();

  add(name: string, points: number): void {
    this.scores.set(name, (this.scores.get(name) ?? 0) + points);
  }

  addRelated(name: string): void {
    const sofar = this.relatedTotals.get(name) ?? 0;
    const points = Math.min(WEIGHTS.related, WEIGHTS.maxRelated - sofar);
    if (points <= 0) return;
    this.relatedTotals.set(name, sofar + points);
    this.add(name, points);
  }

  /** Names by score, highest first; ties keep the order in which evidence was found. */
  ranked(): string[] {
    return [...this.scores.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  }
}

function addRoleSkills(tally: Tally, role: RoleDefinition, base: number, step: number): void {
  role.skills.forEach((name, position) => tally.add(name, Math.max(base - step * position, 1)));
}

/**
 * Taxonomy skills for a job posting, most relevant first, leaving out skills already chosen (in any spelling:
 * an existing 'JS' hides JavaScript). Returns canonical names, at most `limit` of them; an empty title and
 * description give none.
 */
export function suggestSkills(
  input: SkillSuggestionInput,
  existingSkills: readonly string[] = [],
  limit = 10,
): string[] {
  const tally = new Tally();
  for (const { value: role } of findPhrases(phraseMatchers().roles, input.title)) {
    addRoleSkills(tally, role, WEIGHTS.titleRole, WEIGHTS.titleRoleStep);
  }
  const mentioned: SkillDefinition[] = [];
  const sources = [
    [input.title, WEIGHTS.titleMention],
    [input.description, WEIGHTS.descriptionMention],
  ] as const;
  for (const [text, weight] of sources) {
    for (const { value: skill, count } of findPhrases(phraseMatchers().skills, text)) {
      const repeats = Math.min(count - 1, WEIGHTS.maxRepeats);
      tally.add(skill.name, weight + repeats * WEIGHTS.repeatedMention);
      mentioned.push(skill);
    }
  }
  for (const { value: role } of findPhrases(phraseMatchers().roles, input.description)) {
    addRoleSkills(tally, role, WEIGHTS.descriptionRole, WEIGHTS.descriptionRoleStep);
  }
  for (const skill of new Set(mentioned)) {
    for (const name of skill.related) tally.addRelated(name);
  }
  const chosen = new Set(existingSkills.map((skill) => skillKey(normalizeSkill(skill))));
  return tally
    .ranked()
    .filter((name) => SKILL_BY_NAME.has(name) && !chosen.has(skillKey(name)))
    .slice(0, Math.max(0, limit));
}
