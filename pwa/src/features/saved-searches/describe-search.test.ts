import { describe, expect, it } from 'vitest';
import { NO_FILTERS, toSearchInput } from '../jobs/job-search.ts';
import { describeSearch } from './describe-search.ts';

describe('describeSearch', () => {
  it('says "All jobs" for a search without words or filters', () => {
    expect(describeSearch(toSearchInput('  ', NO_FILTERS))).toBe('All jobs');
  });
  it('names every filter Browse Jobs saves, in order', () => {
    const filters = toSearchInput('TypeScript', { remoteOnly: true, visaSponsorship: true, salaryFrom: 90_000, salaryTo: 140_000, postedWithin: '7d', jobType: 'full-time' });
    expect(describeSearch(filters)).toBe('“TypeScript” · Remote · Visa sponsorship · $90,000–$140,000 · Full-time · Last 7 days');
  });
  it('gives an open salary range one end', () => {
    expect(describeSearch(toSearchInput('', { ...NO_FILTERS, salaryFrom: 50_000 }))).toBe('From $50,000');
    expect(describeSearch(toSearchInput('', { ...NO_FILTERS, salaryTo: 50_000 }))).toBe('Up to $50,000');
  });
  it('keeps words of any script as they were typed', () => {
    expect(describeSearch({ query: 'Ingénieur·e 東京 🚀', location: 'Zürich', skills: ['C++', 'Rust'] })).toBe('“Ingénieur·e 東京 🚀” · Zürich · C++, Rust');
  });
});
