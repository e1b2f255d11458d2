import { describe, expect, it } from 'vitest';
import { SALARY_SLIDER } from '../catalog.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { searchFiltersSchema, searchQuerySchema, talentFiltersSchema, toSearchParams } from './search-filters.ts';

describe('searchFiltersSchema', () => {
  it('an empty filter set is valid and filters nothing', () => {
    expect(searchFiltersSchema.parse({})).toEqual({ query: '', location: '', skills: [] });
  });
  it('takes the full filter set', () => {
    const filters = {
      query: 'engineer',
      location: 'Austin',
      salaryRange: [...SALARY_SLIDER.defaultRange],
      experienceLevel: 'senior',
      skills: ['React', 'react', 'Node.js'],
      visaStatus: 'h1b',
      remote: true,
      education: 'masters',
      companySize: '51-200',
      jobType: 'contract',
    };
    expect(searchFiltersSchema.parse(filters)).toEqual({ ...filters, skills: ['React', 'Node.js'] });
  });
  it('refuses values outside the option lists', () => {
    for (const bad of [
      { experienceLevel: 'junior' },
      { visaStatus: 'permanent_resident' },
      { education: 'mba' },
      { companySize: '2-5' },
    ]) {
      expect(searchFiltersSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('refuses a reversed salary range', () => {
    expect(searchFiltersSchema.safeParse({ salaryRange: [200000, 40000] }).error?.issues[0]?.message).toBe(
      M.salaryRangeInvalid,
    );
  });
});

describe('query string form', () => {
  it('writes only non-empty filters, arrays comma-joined, salaryRange as JSON', () => {
    expect(
      toSearchParams('jobs', {
        query: 'dev',
        location: '',
        skills: ['React', 'SQL'],
        salaryRange: [40000, 90000],
        remote: false,
      }),
    ).toEqual({
      type: 'jobs',
      query: 'dev',
      skills: 'React,SQL',
      salaryRange: '[40000,90000]',
      remote: 'false',
    });
  });
  it('reads back what it wrote', () => {
    const filters = {
      query: 'dev',
      skills: ['React', 'SQL'],
      salaryRange: [40000, 90000] as [number, number],
      remote: true,
      jobType: 'full-time' as const,
    };
    expect(searchQuerySchema.parse(toSearchParams('candidates', filters))).toEqual({
      type: 'candidates',
      filters: { ...filters, location: '' },
    });
  });
  it('refuses malformed parameters', () => {
    expect(searchQuerySchema.safeParse({ type: 'jobs', salaryRange: '[1,' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ type: 'people' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ type: 'jobs', remote: 'yes' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ type: 'jobs', jobType: 'temp' }).success).toBe(false);
  });
});

describe('talentFiltersSchema', () => {
  it("defaults to 'any' and takes the band ids", () => {
    expect(talentFiltersSchema.parse({})).toEqual({ query: '', experienceBand: 'any', salaryBand: 'any' });
    expect(talentFiltersSchema.parse({ experienceBand: '10+', salaryBand: '160k+' })).toMatchObject({
      experienceBand: '10+',
    });
    expect(talentFiltersSchema.safeParse({ experienceBand: '2-4' }).success).toBe(false);
  });
});
