import { describe, expect, it } from 'vitest';
import { findSkill, normalizeSkill, skillKey, SKILL_CATEGORIES, SKILLS, TAXONOMY_ROLES } from './taxonomy.ts';

/** The search skill list of spec section 5, which the taxonomy must cover under these exact names. */
const SPEC_SEARCH_SKILLS = [
  'JavaScript', 'TypeScript', 'Python', 'Java', 'React', 'Node.js', 'SQL', 'AWS', 'Docker', 'Kubernetes',
  'Machine Learning', 'Data Science', 'UI/UX Design', 'Project Management', 'Sales', 'Marketing', 'Finance', 'HR',
];

describe('skill taxonomy data', () => {
  it('holds at least 150 skills, each with a known category', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(150);
    for (const skill of SKILLS) expect(SKILL_CATEGORIES).toContain(skill.category);
  });

  it('covers the spec search skills under their exact names', () => {
    for (const name of SPEC_SEARCH_SKILLS) expect(findSkill(name)?.name).toBe(name);
  });

  it('covers non-tech fields', () => {
    for (const category of ['healthcare', 'finance-accounting', 'logistics-operations', 'education', 'sales', 'customer-support'] as const) {
      expect(SKILLS.filter((skill) => skill.category === category).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives every spelling of every skill to that skill alone', () => {
    const owner = new Map<string, string>();
    for (const skill of SKILLS) {
      for (const spelling of [skill.name, ...skill.synonyms]) {
        const key = skillKey(spelling);
        expect(key, spelling).not.toBe('');
        const previous = owner.get(key);
        if (previous !== undefined && previous !== skill.name) {
          throw new Error(`'${spelling}' of ${skill.name} collides with ${previous}`);
        }
        owner.set(key, skill.name);
      }
    }
  });

  it('refers only to canonical skill names in related skills and roles', () => {
    const names = new Set(SKILLS.map((skill) => skill.name));
    for (const skill of SKILLS) for (const name of skill.related) expect(names, `${skill.name} -> ${name}`).toContain(name);
    for (const role of TAXONOMY_ROLES) for (const name of role.skills) expect(names, `${role.name} -> ${name}`).toContain(name);
  });

  it('knows common tech and non-tech roles', () => {
    const roles = new Set(TAXONOMY_ROLES.map((role) => role.name));
    for (const role of ['frontend developer', 'data scientist', 'registered nurse', 'account executive', 'accountant', 'teacher', 'warehouse associate', 'customer service representative']) {
      expect(roles).toContain(role);
    }
  });
});

describe('normalizeSkill', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['javascript', 'JavaScript'],
    ['Java Script', 'JavaScript'],
    ['TS', 'TypeScript'],
    ['k8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['ML', 'Machine Learning'],
    ['UX', 'UI/UX Design'],
    ['ui / ux', 'UI/UX Design'],
    ['Golang', 'Go'],
    ['nodejs', 'Node.js'],
    ['  NODE.JS  ', 'Node.js'],
    ['c++', 'C++'],
    ['c#', 'C#'],
    ['C', 'C'],
    ['.net core', '.NET'],
    ['Human Resources', 'HR'],
    ['CPR', 'BLS'],
    ['EMR', 'Electronic Health Records'],
    ['fp&a', 'FP&A'],
    ['Financial Planning & Analysis', 'FP&A'],
    ['Forklift certified', 'Forklift Operation'],
    ['NÚMPY', 'NumPy'],
  ])('%j is %j', (typed, canonical) => {
    expect(normalizeSkill(typed)).toBe(canonical);
  });

  it('keeps C, C++ and C# apart', () => {
    expect(new Set(['C', 'C++', 'C#'].map(normalizeSkill)).size).toBe(3);
  });

  it('returns unknown skills trimmed, as typed', () => {
    expect(normalizeSkill('  Underwater Basket Weaving ')).toBe('Underwater Basket Weaving');
    expect(normalizeSkill('')).toBe('');
  });
});
