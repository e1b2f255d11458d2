import { describe, expect, it } from 'vitest';
import type { Candidate } from '../schemas/candidate.ts';
import { computeDashboardCompleteness, computeProfileCompleteness, missingRecommendedItems } from './profile-completeness.ts';

const experience = [
  {
    id: 'e1',
    companyName: 'Acme',
    position: 'Dev',
    startDate: '2020-01',
    isCurrent: true,
    description: 'Built many useful things.',
    location: 'Remote',
    skills: [],
    achievements: [],
  },
];
const education = [
  {
    id: 'd1',
    institutionName: 'MIT',
    degree: 'BSc',
    fieldOfStudy: 'CS',
    startDate: '2015-09',
    isOngoing: false,
    location: 'MA',
  },
];

type Input = Parameters<typeof computeProfileCompleteness>[0];
const full: Input = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '5551234567',
  title: 'Engineer',
  bio: 'Long enough bio about my work.',
  location: 'Remote',
  salaryExpectation: 90000,
  experience,
  education,
  skills: ['Go', 'SQL', 'AWS'],
};
const empty: Input = {
  firstName: '',
  lastName: '',
  title: '',
  bio: '',
  location: '',
  experience: [],
  education: [],
  skills: [],
};

describe('computeProfileCompleteness (out of 11)', () => {
  it.each<[string, Partial<Candidate>, number, number]>([
    ['a full profile', {}, 11, 100],
    ['no phone', { phone: undefined }, 10, 91],
    ['blank bio', { bio: '   ' }, 10, 91],
    ['two skills', { skills: ['Go', 'SQL'] }, 10, 91],
    ['no experience and no education', { experience: [], education: [] }, 9, 82],
    ['salary 0', { salaryExpectation: 0 }, 10, 91],
  ])('%s: %d items, %d%%', (_, change, completed, percentage) => {
    const result = computeProfileCompleteness({ ...full, ...change } as Input);
    expect(result).toMatchObject({ completed, total: 11, percentage });
  });
  it('lists what is missing', () => {
    const result = computeProfileCompleteness({ ...empty, firstName: 'Jo', skills: ['a', 'b', 'c'] });
    expect(result.percentage).toBe(18);
    expect(result.missing).toEqual([
      'lastName',
      'email',
      'phone',
      'title',
      'bio',
      'location',
      'salaryExpectation',
      'experience',
      'education',
    ]);
  });
  it('an empty profile is 0%', () => {
    expect(computeProfileCompleteness(empty)).toMatchObject({ completed: 0, percentage: 0 });
  });
});

describe('computeDashboardCompleteness (out of 6)', () => {
  it.each<[string, Parameters<typeof computeDashboardCompleteness>[0], number]>([
    ['nothing', {}, 0],
    ['names only', { firstName: 'A', lastName: 'B' }, 33],
    ['one skill counts', { firstName: 'A', lastName: 'B', title: 'T', bio: 'B', skills: ['Go'] }, 83],
    ['everything', { firstName: 'A', lastName: 'B', title: 'T', bio: 'B', skills: ['Go'], experience }, 100],
  ])('%s is %d%%', (_, candidate, percentage) => {
    expect(computeDashboardCompleteness(candidate)).toMatchObject({ total: 6, percentage });
  });
});

describe('missingRecommendedItems', () => {
  it('names the resume a complete profile still lacks, which the 11 do not count', () => {
    expect(computeProfileCompleteness(full)).toMatchObject({ completed: 11, total: 11 });
    expect(missingRecommendedItems({ ...full, resumeUrl: undefined })).toEqual(['resume']);
    expect(missingRecommendedItems({ ...full, resumeUrl: '  ' })).toEqual(['resume']);
  });

  it('is empty once a resume is uploaded', () => {
    expect(missingRecommendedItems({ resumeUrl: '/api/files/abc/content' })).toEqual([]);
  });
});
