import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toSearchInput, type JobFilters } from '../jobs/job-search.ts';
import { browseFiltersOf } from './browse-filters-of.ts';

describe('browseFiltersOf', () => {
  const cases: [string, string, JobFilters][] = [
    ['nothing', '', NO_FILTERS],
    ['words only', 'TypeScript Zürich 東京', NO_FILTERS],
    ['every quick filter', 'react', { remoteOnly: true, visaSponsorship: true, salaryFrom: 90_000, salaryTo: 140_000, postedWithin: '7d', jobType: 'full-time' }],
    ['salary from only', '', { ...NO_FILTERS, salaryFrom: 120_000 }],
    ['salary to only', '', { ...NO_FILTERS, salaryTo: 60_000 }],
  ];
  it.each(cases)('reopens what Browse Jobs saved: %s', (_name, query, filters) => {
    const back = browseFiltersOf(toSearchInput(query, filters));
    expect(back).toEqual({ query, filters, unshown: [] });
    // And saving it again gives the same filter set.
    expect(toSearchInput(back.query, back.filters)).toEqual(toSearchInput(query, filters));
  });

  it('names the filters Browse Jobs has no control for', () => {
    const back = browseFiltersOf({ query: 'nurse', location: 'Berlin', skills: ['Triage'], experienceLevel: 'senior', visaStatus: 'citizen' });
    expect(back.query).toBe('nurse');
    expect(back.unshown).toEqual(['location', 'skills', 'experience', 'work authorization']);
    expect(back.filters).toEqual(NO_FILTERS);
  });
});
