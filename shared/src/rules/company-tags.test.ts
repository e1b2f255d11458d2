import { describe, expect, it } from 'vitest';
import type { ApplicationTag, CompanyTag } from '../schemas/company-tags.ts';
import { TAG_LIMITS } from '../schemas/company-tags.ts';
import { candidateTagsOf, currentTags, knownTags, sameTags, tagForName, tagListBehind, withTag, withoutTag } from './company-tags.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const tag = (n: number, name: string, colour: ApplicationTag['colour'] = 'blue'): ApplicationTag => ({ id: id(n), name, colour });
const listed = (t: ApplicationTag, candidateCount = 0): CompanyTag => ({ ...t, candidateCount, updatedAt: '2026-12-01T00:00:00.000Z' });

describe('withTag / withoutTag', () => {
  it('adds once (by id or the same name in any case), in name order, and removes by id', () => {
    const a = tag(1, 'Zürich 🇨🇭');
    const b = tag(2, 'Available now');
    expect(withTag([a], b).map((t) => t.name)).toEqual(['Available now', 'Zürich 🇨🇭']);
    expect(withTag([a, b], { ...a, colour: 'red' })).toHaveLength(2);
    expect(withTag([a], tag(3, 'zürich 🇨🇭'))).toEqual([a]);
    expect(withTag(undefined, a)).toEqual([a]);
    expect(withoutTag([a, b], a.id)).toEqual([b]);
    expect(withoutTag(undefined, a.id)).toEqual([]);
  });
  it('stops at the cap of tags on one candidate', () => {
    const full = Array.from({ length: TAG_LIMITS.perCandidate }, (_, i) => tag(i + 10, `t${i}`));
    expect(withTag(full, tag(99, 'one more'))).toHaveLength(TAG_LIMITS.perCandidate);
  });
  it('compares sets whatever their order', () => {
    expect(sameTags([tag(1, 'a'), tag(2, 'b')], [tag(2, 'b'), tag(1, 'a')])).toBe(true);
    expect(sameTags([tag(1, 'a')], [tag(1, 'a', 'red')])).toBe(false);
    expect(sameTags(undefined, [])).toBe(true);
  });
});

describe('tagForName', () => {
  it("reuses the company's tag of that name, else makes a new one with a fresh id", () => {
    const known = [tag(1, 'Senior')];
    expect(tagForName('  senior ', 'red', known, () => id(9))).toEqual(tag(1, 'Senior'));
    expect(tagForName(' 日本語 ✨ ', 'pink', known, () => id(9))).toEqual({ id: id(9), name: '日本語 ✨', colour: 'pink' });
  });
});

describe('candidateTagsOf', () => {
  const urgent = tag(1, 'Urgent', 'red');
  const remote = tag(2, 'Remote', 'teal');
  const list = { tags: [listed({ ...urgent, name: 'Urgent!' }), listed(remote)], candidateTags: { c1: [remote.id], c2: [urgent.id, id(77)] } };
  it("takes the applications' tags when they carry any, drawn as the list names them now", () => {
    const applications = [
      { candidateId: 'c1', tags: [urgent] },
      { candidateId: 'c1', tags: [urgent, tag(5, 'Offline new')] },
      { candidateId: 'other', tags: [remote] },
    ];
    expect(candidateTagsOf('c1', list, applications).map((t) => t.name)).toEqual(['Offline new', 'Urgent!']);
  });
  it("falls back to the server's list for a candidate without applications, skipping unknown ids", () => {
    expect(candidateTagsOf('c2', list, [])).toEqual([{ id: urgent.id, name: 'Urgent!', colour: 'red' }]);
    expect(candidateTagsOf('c3', list, [])).toEqual([]);
    expect(candidateTagsOf('c2', null, [])).toEqual([]);
    // An application with an emptied set wins over the list's older answer.
    expect(candidateTagsOf('c1', list, [{ candidateId: 'c1', tags: [] }])).toEqual([]);
  });
});

describe('knownTags', () => {
  it("is the list plus tags made offline that it does not name yet", () => {
    const made = tag(8, 'Fresh');
    const names = knownTags([listed(tag(1, 'Urgent'))], [{ tags: [made, tag(9, 'urgent')] }, {}]).map((t) => t.name);
    expect(names).toEqual(['Fresh', 'Urgent']);
    expect(knownTags(null, [])).toEqual([]);
  });
});

describe('currentTags', () => {
  it('draws tags as the list names and colours them now, others as the application has them', () => {
    const renamed = listed({ ...tag(1, 'Renamed ✨'), colour: 'green' });
    expect(currentTags([tag(1, 'Old'), tag(2, 'Only here')], [renamed])).toEqual([
      { id: id(2), name: 'Only here', colour: 'blue' },
      { id: id(1), name: 'Renamed ✨', colour: 'green' },
    ]);
    expect(currentTags(undefined, [renamed])).toEqual([]);
  });
});

describe('tagListBehind', () => {
  it('is null while the list holds every tag the applications carry, as they carry it', () => {
    expect(tagListBehind([listed(tag(1, 'Shortlist'))], [{ tags: [tag(1, 'Shortlist')] }, {}, { tags: [] }])).toBeNull();
    expect(tagListBehind(null, [])).toBeNull();
  });

  it('names a teammate\'s rename or recolour and a tag the list lacks, the same key for the same differences', () => {
    const list = [listed(tag(1, 'Shortlist')), listed(tag(2, 'Night shift'))];
    const renamed = tagListBehind(list, [{ tags: [tag(1, 'Short list')] }]);
    const recoloured = tagListBehind(list, [{ tags: [tag(2, 'Night shift', 'red')] }]);
    const unknown = tagListBehind(list, [{ tags: [tag(3, 'Café ☕')] }]);
    expect([renamed, recoloured, unknown].every((key) => key !== null)).toBe(true);
    expect(new Set([renamed, recoloured, unknown]).size).toBe(3);
    // Order and repetition across applications do not make a new key (no second read for the same news).
    expect(tagListBehind(list, [{ tags: [tag(3, 'Café ☕'), tag(1, 'Short list')] }, { tags: [tag(1, 'Short list')] }])).toBe(
      tagListBehind(list, [{ tags: [tag(1, 'Short list')] }, { tags: [tag(3, 'Café ☕')] }]),
    );
  });
});
