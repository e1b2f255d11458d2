import { describe, expect, it } from 'vitest';
import { viaSkill } from './match-display.ts';

describe('viaSkill', () => {
  it('says nothing for the same skill, names a synonym, and names a partly matching skill', () => {
    expect(viaSkill({ jobSkill: 'React', candidateSkill: 'React', kind: 'same' })).toBeNull();
    expect(viaSkill({ jobSkill: 'JavaScript', candidateSkill: 'JS', kind: 'synonym' })).toBe('via JS (synonym)');
    expect(viaSkill({ jobSkill: 'SQL', candidateSkill: 'PostgreSQL', kind: 'partial' })).toBe('via PostgreSQL');
  });
});
