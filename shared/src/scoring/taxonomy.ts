/**
 * The skill taxonomy: canonical skills with synonyms and categories, job roles, and the lookups that map
 * whatever a user typed to a canonical skill. Suggestions for a job posting live in taxonomy-suggest.ts.
 */
import { ROLES } from './taxonomy-roles.ts';
import { BUSINESS_SKILLS } from './taxonomy-skills-business.ts';
import { DATA_CLOUD_SKILLS } from './taxonomy-skills-data-cloud.ts';
import { ENGINEERING_SKILLS } from './taxonomy-skills-engineering.ts';
import { SERVICES_SKILLS } from './taxonomy-skills-services.ts';
import type { RoleDefinition, SkillDefinition } from './taxonomy-types.ts';

export { SKILL_CATEGORIES } from './taxonomy-types.ts';
export type { RoleDefinition, SkillCategory, SkillDefinition } from './taxonomy-types.ts';

/** Every skill the taxonomy knows, grouped by category in the order of the data files. */
export const SKILLS: readonly SkillDefinition[] = [
  ...ENGINEERING_SKILLS,
  ...DATA_CLOUD_SKILLS,
  ...BUSINESS_SKILLS,
  ...SERVICES_SKILLS,
];

/** Every role the taxonomy knows. */
export const TAXONOMY_ROLES: readonly RoleDefinition[] = ROLES;

/**
 * The lookup key of a skill or role spelling: case, accents, spacing and punctuation removed, so 'Node.js',
 * 'node js' and 'NODEJS' share one key. The symbols that tell skills apart survive as letters: '+' becomes
 * 'p' (C++ is 'cpp'), '#' becomes 'sharp' (C#), '&' becomes 'and', and a leading dot becomes 'dot' (.NET).
 */
export function skillKey(text: string): string {
  // Only text beyond printable ASCII can carry accents; skipping normalize() for the rest is several times faster.
  const plain = /[^ -~]/.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;
  return plain
    .toLowerCase()
    .trim()
    .replace(/^\.(?=\p{L})/u, 'dot')
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function indexSkills(skills: readonly SkillDefinition[]): Map<string, SkillDefinition> {
  const byKey = new Map<string, SkillDefinition>();
  for (const skill of skills) {
    for (const spelling of [skill.name, ...skill.synonyms]) {
      const key = skillKey(spelling);
      // The first spelling wins; the taxonomy tests make sure no two skills claim one key.
      if (key !== '' && !byKey.has(key)) byKey.set(key, skill);
    }
  }
  return byKey;
}

// Built on the first lookup rather than when the module loads, so that loading the scorer is a shorter task.
let skillByKey: Map<string, SkillDefinition> | undefined;

/** The taxonomy skill a spelling stands for ('k8s' gives Kubernetes), or undefined for free text. */
export function findSkill(text: string): SkillDefinition | undefined {
  skillByKey ??= indexSkills(SKILLS);
  return skillByKey.get(skillKey(text));
}

/**
 * The canonical name of a skill as typed: 'js' and 'Java Script' give 'JavaScript', 'Postgres' gives
 * 'PostgreSQL'. Text the taxonomy does not know comes back trimmed, as typed.
 */
export function normalizeSkill(text: string): string {
  return findSkill(text)?.name ?? text.trim();
}
