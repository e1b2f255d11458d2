import { describe, expect, it } from 'vitest';
import { prepareSearch } from '@shared/rules/search-match.ts';
import { searchFiltersSchema, type SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { JobMatchCache, orderByNewest } from '../jobs/job-search.ts';
import { CandidateMatchCache } from '../matching/candidate-cache.ts';
import { candidateDoc, jobDoc } from '../matching/doc-fixtures.ts';
import { searchCandidateEntries, searchJobEntries } from './advanced-search.ts';

const NOW = Date.parse('2025-06-15T00:00:00Z');

describe('searchJobEntries', () => {
  const cache = new JobMatchCache();
  const { entries } = cache.prepare([
    jobDoc({ id: 'a', employerId: 'small', title: 'React Developer', skills: ['React'], postedAt: '2025-03-01T00:00:00.000Z', jobType: 'contract' }),
    jobDoc({ id: 'b', employerId: 'big', title: 'Data Engineer', skills: ['Python', 'SQL'], remoteOk: true, salaryMin: 90000, salaryMax: 120000 }),
    jobDoc({ id: 'c', employerId: 'big', title: 'Go Engineer', skills: ['Go'], location: 'London', postedAt: '2025-01-01T00:00:00.000Z' }),
  ]);
  const order = orderByNewest(entries);
  const sizes = new Map([
    ['small', '1-10'],
    ['big', '1000+'],
  ]);
  const find = (filters: SearchFiltersInput, limit = 30) => {
    const page = searchJobEntries(entries, order, prepareSearch(searchFiltersSchema.parse(filters)), sizes, limit);
    return { ids: page.positions.map((position) => entries[position].job.id), total: page.total };
  };

  it('keeps the order given and applies every filter', () => {
    expect(find({}).ids).toEqual(['b', 'a', 'c']);
    expect(find({ query: 'engineer' }).ids).toEqual(['b', 'c']);
    expect(find({ companySize: '1000+' }).ids).toEqual(['b', 'c']);
    expect(find({ location: 'London' }).ids).toEqual(['b', 'c']);
    expect(find({ remote: true }).ids).toEqual(['b']);
    expect(find({ jobType: 'contract' }).ids).toEqual(['a']);
    expect(find({ salaryRange: [100000, 150000] }).ids).toEqual(['b']);
    expect(find({ skills: ['SQL', 'Python'] }).ids).toEqual(['b']);
  });
  it('pages but counts every match', () => {
    expect(find({}, 1)).toEqual({ ids: ['b'], total: 3 });
  });
});

describe('searchCandidateEntries', () => {
  const cache = new CandidateMatchCache(new JobMatchCache().index);
  const entries = cache.prepare(
    [
      candidateDoc({ id: 'a', firstName: 'Ada', skills: ['React', 'TypeScript'], yearsExperience: 2, salaryExpectation: 60000 }),
      candidateDoc({ id: 'b', firstName: 'Ben', skills: ['Python'], yearsExperience: 8, location: 'London', workAuthorizationStatus: 'visa_required' }),
    ],
    NOW,
  );
  const order = Int32Array.from([1, 0]);
  const find = (filters: SearchFiltersInput) =>
    searchCandidateEntries(entries, order, prepareSearch(searchFiltersSchema.parse(filters)), 30).positions.map(
      (position) => entries[position].candidate.id,
    );

  it('keeps the order given and applies every filter', () => {
    expect(find({})).toEqual(['b', 'a']);
    expect(find({ query: 'ada react' })).toEqual(['a']);
    expect(find({ experienceLevel: 'senior' })).toEqual(['b']);
    expect(find({ visaStatus: 'sponsorship' })).toEqual(['b']);
    expect(find({ skills: ['TypeScript'] })).toEqual(['a']);
    expect(find({ salaryRange: [50000, 70000] })).toEqual(['a']);
    expect(find({ location: 'London' })).toEqual(['b']);
  });
});
