import { describe, expect, it } from 'vitest';
import { searchFiltersSchema } from '@shared/schemas/search-filters.ts';
import { allowedSearchType, countActiveFilters, readSearchUrl, writeSearchUrl } from './search-url.ts';

const read = (query: string, userType: 'candidate' | 'employer' = 'employer') => readSearchUrl(new URLSearchParams(query), userType);

describe('search mode', () => {
  it('defaults by role; candidates cannot search candidates', () => {
    expect(allowedSearchType(null, 'employer')).toBe('candidates');
    expect(allowedSearchType(null, 'candidate')).toBe('jobs');
    expect(allowedSearchType('candidates', 'candidate')).toBe('jobs');
    expect(allowedSearchType('jobs', 'employer')).toBe('jobs');
    expect(allowedSearchType('nonsense', 'employer')).toBe('candidates');
  });
});

describe('readSearchUrl', () => {
  it('reads every filter in GET /api/search form', () => {
    const { type, filters } = read(
      'type=jobs&query=platform&location=Berlin&salaryRange=%5B50000%2C120000%5D&experienceLevel=senior&skills=React,SQL&visaStatus=h1b&remote=true&companySize=51-200&jobType=contract',
    );
    expect(type).toBe('jobs');
    expect(filters).toEqual({
      query: 'platform',
      location: 'Berlin',
      salaryRange: [50000, 120000],
      experienceLevel: 'senior',
      skills: ['React', 'SQL'],
      visaStatus: 'h1b',
      remote: true,
      companySize: '51-200',
      jobType: 'contract',
    });
  });
  it('drops a bad parameter and keeps the rest', () => {
    const { filters } = read('type=candidates&query=casey&experienceLevel=junior&salaryRange=oops&education=masters');
    expect(filters).toEqual({ query: 'casey', location: '', skills: [], education: 'masters' });
  });
  it('drops filters that do not describe what is searched', () => {
    expect(read('type=candidates&jobType=contract&remote=true').filters).toEqual(searchFiltersSchema.parse({}));
    expect(read('type=jobs&education=phd').filters).toEqual(searchFiltersSchema.parse({}));
  });
});

describe('writeSearchUrl', () => {
  it('writes the mode and only the filters that are set, and reads back the same', () => {
    const filters = searchFiltersSchema.parse({ query: ' react ', skills: ['React'], remote: false, salaryRange: [40000, 90000] });
    const params = writeSearchUrl('jobs', filters);
    expect(params).toEqual({ type: 'jobs', query: 'react', skills: 'React', salaryRange: '[40000,90000]' });
    expect(read(new URLSearchParams(params).toString()).filters).toEqual({ ...filters, query: 'react', remote: undefined });
    expect(countActiveFilters('jobs', filters)).toBe(3);
    expect(countActiveFilters('candidates', searchFiltersSchema.parse({}))).toBe(0);
  });
});
