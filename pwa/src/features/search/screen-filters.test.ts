import { describe, expect, it } from 'vitest';
import { TALENT_SALARY_BANDS } from '@shared/catalog.ts';
import { candidateMatchesSearch, prepareSearch } from '@shared/rules/search-match.ts';
import { matchesExperienceBand, matchesSalaryBand } from '@shared/rules/talent-filters.ts';
import { searchFiltersSchema, talentFiltersSchema } from '@shared/schemas/search-filters.ts';
import { candidateDoc } from '../matching/doc-fixtures.ts';
import { browseJobsSearch, findTalentSearch } from './screen-filters.ts';

describe('browseJobsSearch', () => {
  it('sends the quick filters only when they are on', () => {
    expect(browseJobsSearch('react', { remoteOnly: false, visaSponsorship: false })).toEqual({
      query: 'react',
      remote: undefined,
      visaStatus: undefined,
    });
    expect(browseJobsSearch('', { remoteOnly: true, visaSponsorship: true })).toEqual({
      query: '',
      remote: true,
      visaStatus: 'sponsorship',
    });
  });
});

describe('findTalentSearch', () => {
  it('asks the server for exactly the candidates the bands let through on the device', () => {
    const years = [0, 2, 3, 5, 6, 10, 11, 30, undefined];
    const salaries = [49_999, 50_000, 79_999, 80_000, 119_999, 120_000, 159_999, 160_000, 1_000_000, undefined];
    const bands = [
      ...TALENT_SALARY_BANDS.map((band) => ({ salaryBand: band.id, experienceBand: 'any' })),
      { salaryBand: 'any', experienceBand: '0-2' },
      { salaryBand: 'any', experienceBand: '3-5' },
      { salaryBand: 'any', experienceBand: '6-10' },
      { salaryBand: '80-120k', experienceBand: '10+' },
    ];
    for (const band of bands) {
      const talent = talentFiltersSchema.parse(band);
      const search = prepareSearch(searchFiltersSchema.parse(findTalentSearch(talent)));
      for (const year of years) {
        for (const salary of salaries) {
          const candidate = candidateDoc({ id: 'c1', salaryExpectation: salary });
          const local = matchesExperienceBand(year, talent.experienceBand) && matchesSalaryBand(salary, talent.salaryBand);
          const server = candidateMatchesSearch(search, { candidate, haystack: '', years: year });
          expect(server, `${JSON.stringify(band)} ${year} years, ${salary}`).toBe(local);
        }
      }
    }
  });

  it('keeps the words and leaves unset bands out', () => {
    expect(findTalentSearch(talentFiltersSchema.parse({ query: 'Zoë TypeScript' }))).toEqual({
      query: 'Zoë TypeScript',
      experienceLevel: undefined,
      salaryRange: undefined,
    });
  });
});

describe('browseJobsSearch with the salary, date and type filters', () => {
  it('sends them as the shared filter set, a one-sided salary range open at its other end', () => {
    expect(browseJobsSearch('', { remoteOnly: false, visaSponsorship: false, salaryFrom: 90_000, postedWithin: '7d', jobType: 'contract' })).toEqual({
      query: '',
      salaryRange: [90_000, Number.MAX_SAFE_INTEGER],
      postedWithin: '7d',
      jobType: 'contract',
    });
    expect(browseJobsSearch('', { remoteOnly: false, visaSponsorship: false, salaryTo: 50_000 }).salaryRange).toEqual([0, 50_000]);
    // Ends typed the wrong way round still make a range.
    expect(browseJobsSearch('', { remoteOnly: false, visaSponsorship: false, salaryFrom: 9, salaryTo: 3 }).salaryRange).toEqual([3, 9]);
  });
});
