import { describe, expect, it } from 'vitest';
import { distinctJobSkills, matchSkill } from './skill-match.ts';

describe('matchSkill', () => {
  it.each([
    ['React', 'react', 'same'],
    ['React Native', 'React', 'partial'],
    ['SQL', 'PostgreSQL', 'partial'],
    ['JS', 'JavaScript', 'synonym'],
    ['k8s', 'Kubernetes administration', 'synonym'],
    ['Postgres', 'psql', 'synonym'],
    ['Human Resources', 'HR', 'synonym'],
    ['Nursing', 'Welding', undefined],
    ['', 'React', undefined],
    ['React', '   ', undefined],
  ] as const)('%j covers %j: %s', (candidate, job, kind) => {
    expect(matchSkill(candidate, job)).toBe(kind);
  });
});

describe('distinctJobSkills', () => {
  it('drops blanks and repeats ignoring case and spacing, keeping the first spelling trimmed', () => {
    expect(distinctJobSkills([' React ', 'react', '', 'Node  JS', 'node js', '  '])).toEqual(['React', 'Node  JS']);
  });
});
