import { describe, expect, it } from 'vitest';
import {
  addSkill,
  cleanSkill,
  formatMoreSkills,
  hasSkill,
  normalizeSkills,
  removeSkill,
  splitVisibleSkills,
} from './skill-input.ts';

describe('skill chip input', () => {
  it.each([
    [[], 'React', ['React']],
    [['React'], '  Node.js  ', ['React', 'Node.js']],
    [['React'], 'react', ['React']],
    [['React'], ' REACT ', ['React']],
    [['React'], '   ', ['React']],
    [['React'], '', ['React']],
    [[], 'Machine   Learning', ['Machine Learning']],
  ])('%j + %j is %j', (skills, input, expected) => {
    expect(addSkill(skills, input)).toEqual(expected);
  });
  it('returns the same list when nothing is added', () => {
    const skills = ['Go'];
    expect(addSkill(skills, 'go')).toBe(skills);
  });
  it('normalizes a whole list, first spelling wins', () => {
    expect(normalizeSkills(['  SQL', 'sql ', '', 'Docker', 'docker', 'AWS'])).toEqual(['SQL', 'Docker', 'AWS']);
    expect(cleanSkill('\tUI/UX   Design ')).toBe('UI/UX Design');
  });
  it('finds and removes ignoring case', () => {
    expect(hasSkill(['Kubernetes'], ' kubernetes')).toBe(true);
    expect(removeSkill(['Go', 'Rust'], 'go')).toEqual(['Rust']);
  });
});

describe('card skills', () => {
  it.each([
    [['a', 'b', 'c'], 5, ['a', 'b', 'c'], 0, null],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5, ['a', 'b', 'c', 'd', 'e'], 2, '+2 more'],
    [['a', 'b', 'c', 'd', 'e', 'f', 'g'], 6, ['a', 'b', 'c', 'd', 'e', 'f'], 1, '+1 more'],
  ])('%j with %d visible', (skills, max, visible, hiddenCount, more) => {
    const split = splitVisibleSkills(skills, max);
    expect(split).toEqual({ visible, hiddenCount });
    expect(formatMoreSkills(split.hiddenCount)).toBe(more);
  });
});
