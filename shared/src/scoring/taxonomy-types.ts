/**
 * Shapes of the skill taxonomy and the helpers its data files use to stay one line per entry.
 * The data lives in taxonomy-skills-*.ts and taxonomy-roles.ts; lookups live in taxonomy.ts.
 */

/** The groups skills are filed under; a screen may use them to group chips or suggestions. */
export const SKILL_CATEGORIES = [
  'programming-language',
  'frontend',
  'backend',
  'mobile',
  'database',
  'cloud-devops',
  'data-ai',
  'security',
  'testing',
  'engineering-practice',
  'design',
  'product-project',
  'sales',
  'marketing',
  'finance-accounting',
  'hr',
  'legal',
  'office',
  'soft-skill',
  'healthcare',
  'education',
  'logistics-operations',
  'customer-support',
  'hospitality-retail',
  'trades-engineering',
] as const;

/** One of {@link SKILL_CATEGORIES}. */
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

/** A skill as the taxonomy knows it. */
export interface SkillDefinition {
  /** Canonical spelling, shown on chips and stored when a user picks the skill. */
  readonly name: string;
  readonly category: SkillCategory;
  /** Abbreviations, other spellings and names meaning the same skill (JS, k8s, Postgres). */
  readonly synonyms: readonly string[];
  /** Canonical names of skills often asked for together with this one. */
  readonly related: readonly string[];
}

/** A job role with the skills a posting for it usually lists, most central first. */
export interface RoleDefinition {
  /** Canonical role name, e.g. 'frontend developer'. */
  readonly name: string;
  /** Other titles for the same role, e.g. 'front-end engineer'. */
  readonly aliases: readonly string[];
  /** Canonical skill names, most central first. */
  readonly skills: readonly string[];
}

/** One data line of a skill file: name, synonyms, related skills. */
export type SkillRow = readonly [name: string, synonyms: readonly string[], related: readonly string[]];

/** Turns the rows of one category into skill definitions. */
export function defineSkills(category: SkillCategory, rows: readonly SkillRow[]): SkillDefinition[] {
  return rows.map(([name, synonyms, related]) => ({ name, category, synonyms, related }));
}

/** One data line of the role file: name, aliases, skills. */
export type RoleRow = readonly [name: string, aliases: readonly string[], skills: readonly string[]];

/** Turns role rows into role definitions. */
export function defineRoles(rows: readonly RoleRow[]): RoleDefinition[] {
  return rows.map(([name, aliases, skills]) => ({ name, aliases, skills }));
}
