import { describe, expect, it } from 'vitest';
import { talentFiltersSchema, type TalentFilters } from '@shared/schemas/search-filters.ts';
import { JobMatchCache } from '../jobs/job-search.ts';
import { CandidateMatchCache } from '../matching/candidate-cache.ts';
import { candidateDoc } from '../matching/doc-fixtures.ts';
import { orderTalent, searchTalent } from './talent-search.ts';

const NOW = Date.parse('2025-06-15T00:00:00Z');
const entries = new CandidateMatchCache(new JobMatchCache().index).prepare(
  [
    candidateDoc({ id: 'zoe', firstName: 'Zoe', lastName: 'Adams', skills: ['React'], yearsExperience: 1, salaryExpectation: 55000 }),
    candidateDoc({ id: 'amir', firstName: 'Amir', lastName: 'Khan', title: 'Data engineer', skills: ['Python'], yearsExperience: 7, salaryExpectation: 130000 }),
    candidateDoc({ id: 'bea', firstName: 'Bea', lastName: 'Ortiz', skills: ['Go'], salaryExpectation: undefined, location: 'Lisbon' }),
  ],
  NOW,
);
const ids = (positions: ArrayLike<number>) => Array.from(positions, (position) => entries[position].candidate.id);
const filters = (input: Partial<TalentFilters>) => talentFiltersSchema.parse(input);

describe('orderTalent', () => {
  it('puts the best match first, then orders by name', () => {
    expect(ids(orderTalent(entries, null))).toEqual(['amir', 'bea', 'zoe']);
    expect(ids(orderTalent(entries, Uint8Array.from([90, 40, 90])))).toEqual(['bea', 'zoe', 'amir']);
  });
});

describe('searchTalent', () => {
  const order = orderTalent(entries, null);
  const find = (input: Partial<TalentFilters>) => ids(searchTalent(entries, order, filters(input), 30).positions);

  it("keeps only candidates carrying the company's tag, with the other filters", () => {
    const tagsOf = (id: string) => (id === 'zoe' || id === 'bea' ? [{ id: 't1' }] : id === 'amir' ? [{ id: 't2' }] : []);
    const tagged = (input: Partial<TalentFilters>, tagId: string) => ids(searchTalent(entries, order, filters(input), 30, { tagId, tagsOf }).positions);
    expect(tagged({}, 't1')).toEqual(['bea', 'zoe']);
    expect(tagged({ query: 'lisbon' }, 't1')).toEqual(['bea']);
    expect(tagged({}, 't2')).toEqual(['amir']);
    expect(tagged({}, 'nope')).toEqual([]);
    expect(tagged({}, '')).toEqual(['amir', 'bea', 'zoe']);
    expect(searchTalent(entries, order, filters({}), 1, { tagId: 't1', tagsOf }).total).toBe(2);
  });
  it('searches name, title, location and skills', () => {
    expect(find({ query: 'data' })).toEqual(['amir']);
    expect(find({ query: 'lisbon go' })).toEqual(['bea']);
    expect(find({ query: 'ADAMS' })).toEqual(['zoe']);
  });
  it('filters by experience band; unknown years only pass "any"', () => {
    expect(find({ experienceBand: '0-2' })).toEqual(['zoe']);
    expect(find({ experienceBand: '6-10' })).toEqual(['amir']);
    expect(find({})).toEqual(['amir', 'bea', 'zoe']);
  });
  it('filters by salary band; no expectation only passes "any"', () => {
    expect(find({ salaryBand: '50-80k' })).toEqual(['zoe']);
    expect(find({ salaryBand: '120-160k' })).toEqual(['amir']);
    expect(find({ salaryBand: '160k+' })).toEqual([]);
  });
  it('pages but counts every match', () => {
    expect(searchTalent(entries, order, filters({}), 2)).toEqual({ positions: [...order.subarray(0, 2)], total: 3 });
  });
});
