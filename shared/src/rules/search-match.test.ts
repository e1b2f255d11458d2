import { describe, expect, it } from 'vitest';
import type { Candidate } from '../schemas/candidate.ts';
import type { Job } from '../schemas/job.ts';
import { searchFiltersSchema, type SearchFiltersInput } from '../schemas/search-filters.ts';
import {
  candidateExperienceYears,
  candidateMatchesSearch,
  candidateSearchText,
  educationLevelOf,
  experienceLevelOf,
  hasSearchAuthorization,
  jobMatchesSearch,
  jobSearchText,
  meetsEducationLevel,
  prepareSearch,
} from './search-match.ts';

const NOW = '2025-06-15T00:00:00.000Z';

function job(overrides: Partial<Job> = {}): Job {
  return {
    id: 'job-1',
    employerId: 'employer-1',
    title: 'Senior Platform Engineer',
    description: 'Build things.',
    location: 'Berlin, Germany',
    isActive: true,
    skills: ['TypeScript', 'Node.js', 'PostgreSQL'],
    requiredExperience: 6,
    remoteOk: false,
    visaSponsorship: false,
    jobType: 'full-time',
    salaryMin: 80_000,
    salaryMax: 110_000,
    postedAt: NOW,
    companyName: 'Northwind',
    companyVerified: true,
    applicationCount: 0,
    updatedAt: NOW,
    ...overrides,
  };
}

function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 'cand-1',
    userId: 'user-1',
    firstName: 'Casey',
    lastName: 'Moreno',
    title: 'Backend developer',
    bio: '',
    location: 'Berlin, Germany',
    skills: ['TS', 'Node', 'Postgres', 'Docker'],
    experience: [],
    education: [],
    certifications: [],
    achievements: [],
    workAuthorizationStatus: 'citizen',
    salaryExpectation: 90_000,
    yearsExperience: 4,
    isOpenToEmployers: true,
    isIdVerified: false,
    isCompanyEmailVerified: false,
    isReferenceVerified: false,
    isEmailVerified: false,
    vouchCount: 0,
    lastActive: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function jobPasses(filters: SearchFiltersInput, value: Job = job(), companySize = '51-200') {
  return jobMatchesSearch(prepareSearch(searchFiltersSchema.parse(filters)), {
    job: value,
    haystack: jobSearchText(value),
    companySize,
  });
}

function candidatePasses(filters: SearchFiltersInput, value: Candidate = candidate()) {
  return candidateMatchesSearch(prepareSearch(searchFiltersSchema.parse(filters)), {
    candidate: value,
    haystack: candidateSearchText(value),
    years: candidateExperienceYears(value, NOW),
  });
}

describe('jobs', () => {
  it('an empty filter set lets every job through', () => {
    expect(jobPasses({})).toBe(true);
  });
  it('needs every query word, in any field, ignoring case', () => {
    expect(jobPasses({ query: 'platform northwind' })).toBe(true);
    expect(jobPasses({ query: 'PLATFORM postgres' })).toBe(true);
    expect(jobPasses({ query: 'platform london' })).toBe(false);
  });
  it('reads location as the scorer does; a remote-ok job is open anywhere', () => {
    expect(jobPasses({ location: 'berlin' })).toBe(true);
    expect(jobPasses({ location: 'Germany' })).toBe(true);
    expect(jobPasses({ location: 'London' })).toBe(false);
    expect(jobPasses({ location: 'London' }, job({ remoteOk: true }))).toBe(true);
  });
  it('takes a salary range that overlaps; a job without a salary fails a salary filter', () => {
    expect(jobPasses({ salaryRange: [100_000, 150_000] })).toBe(true);
    expect(jobPasses({ salaryRange: [40_000, 80_000] })).toBe(true);
    expect(jobPasses({ salaryRange: [120_000, 200_000] })).toBe(false);
    expect(jobPasses({ salaryRange: [40_000, 200_000] }, job({ salaryMin: undefined, salaryMax: undefined }))).toBe(false);
    expect(jobPasses({ salaryRange: [40_000, 60_000] }, job({ salaryMin: 50_000, salaryMax: undefined }))).toBe(true);
  });
  it('maps the experience level onto the years the job asks for', () => {
    expect(jobPasses({ experienceLevel: 'senior' })).toBe(true);
    expect(jobPasses({ experienceLevel: 'mid' })).toBe(false);
    expect(jobPasses({ experienceLevel: 'entry' }, job({ requiredExperience: 0 }))).toBe(true);
  });
  it('needs every skill listed, synonyms included', () => {
    expect(jobPasses({ skills: ['TypeScript', 'Node.js'] })).toBe(true);
    expect(jobPasses({ skills: ['node'] })).toBe(true);
    expect(jobPasses({ skills: ['TypeScript', 'Python'] })).toBe(false);
  });
  it('keeps only sponsoring jobs for a work authorization that needs sponsorship', () => {
    expect(jobPasses({ visaStatus: 'citizen' })).toBe(true);
    expect(jobPasses({ visaStatus: 'permanent' })).toBe(true);
    for (const visaStatus of ['h1b', 'opt', 'other', 'sponsorship'] as const) {
      expect(jobPasses({ visaStatus })).toBe(false);
      expect(jobPasses({ visaStatus }, job({ visaSponsorship: true }))).toBe(true);
    }
  });
  it('filters remote, company size and job type', () => {
    expect(jobPasses({ remote: true })).toBe(false);
    expect(jobPasses({ remote: true }, job({ remoteOk: true }))).toBe(true);
    expect(jobPasses({ remote: false })).toBe(true);
    expect(jobPasses({ companySize: '51-200' })).toBe(true);
    expect(jobPasses({ companySize: '1-10' })).toBe(false);
    expect(jobPasses({ jobType: 'full-time' })).toBe(true);
    expect(jobPasses({ jobType: 'contract' })).toBe(false);
  });
  it('ignores education, which a job does not state', () => {
    expect(jobPasses({ education: 'phd' })).toBe(true);
  });
});

describe('candidates', () => {
  it('an empty filter set lets every candidate through', () => {
    expect(candidatePasses({})).toBe(true);
  });
  it('looks for query words in name, title, location and skills', () => {
    expect(candidatePasses({ query: 'casey backend' })).toBe(true);
    expect(candidatePasses({ query: 'moreno docker' })).toBe(true);
    expect(candidatePasses({ query: 'designer' })).toBe(false);
  });
  it('filters location, salary expectation and years', () => {
    expect(candidatePasses({ location: 'Berlin' })).toBe(true);
    expect(candidatePasses({ location: 'Paris' })).toBe(false);
    expect(candidatePasses({ salaryRange: [80_000, 100_000] })).toBe(true);
    expect(candidatePasses({ salaryRange: [100_000, 200_000] })).toBe(false);
    expect(candidatePasses({ salaryRange: [40_000, 200_000] }, candidate({ salaryExpectation: undefined }))).toBe(false);
    expect(candidatePasses({ experienceLevel: 'mid' })).toBe(true);
    expect(candidatePasses({ experienceLevel: 'senior' })).toBe(false);
  });
  it('matches skills through synonyms', () => {
    expect(candidatePasses({ skills: ['TypeScript', 'Docker'] })).toBe(true);
    expect(candidatePasses({ skills: ['Kubernetes'] })).toBe(false);
  });
  it('filters work authorization and education; ignores job-only filters', () => {
    expect(candidatePasses({ visaStatus: 'citizen' })).toBe(true);
    expect(candidatePasses({ visaStatus: 'sponsorship' })).toBe(false);
    expect(candidatePasses({ education: 'bachelors' })).toBe(false);
    const graduate = candidate({
      education: [{ id: 'e', institutionName: 'TU', degree: 'MSc', fieldOfStudy: 'CS', startDate: '2015-10', isOngoing: false, location: 'Berlin' }],
    });
    expect(candidatePasses({ education: 'bachelors' }, graduate)).toBe(true);
    expect(candidatePasses({ education: 'phd' }, graduate)).toBe(false);
    expect(candidatePasses({ remote: true, companySize: '1-10', jobType: 'contract' })).toBe(true);
  });
});

describe('experienceLevelOf', () => {
  it.each([
    [0, 'entry'],
    [2, 'entry'],
    [3, 'mid'],
    [10, 'senior'],
    [11, 'lead'],
  ] as const)('%s years is %s', (years, level) => {
    expect(experienceLevelOf(years)).toBe(level);
  });
});

describe('candidateExperienceYears', () => {
  const entry = (startDate: string, endDate?: string) => ({
    id: startDate,
    companyName: 'A',
    position: 'B',
    startDate,
    endDate,
    isCurrent: endDate === undefined,
    description: '',
    location: '',
    skills: [],
    achievements: [],
  });
  it('prefers the stated years', () => {
    expect(candidateExperienceYears(candidate({ yearsExperience: 7, experience: [entry('2024-01')] }), NOW)).toBe(7);
  });
  it('counts the months the entries cover once, a current job up to now', () => {
    const years = (experience: ReturnType<typeof entry>[]) =>
      candidateExperienceYears(candidate({ yearsExperience: undefined, experience }), NOW);
    expect(years([])).toBeUndefined();
    expect(years([entry('2020-01', '2021-12')])).toBe(2);
    // Overlapping: 2018-01..2020-12 and 2020-01..2021-12 cover 48 months.
    expect(years([entry('2020-01', '2021-12'), entry('2018-01', '2020-12')])).toBe(4);
    // 2022-07 to June 2025 inclusive: 36 months.
    expect(years([entry('2022-07')])).toBe(3);
  });
});

describe('education and authorization', () => {
  it('reads the highest degree named', () => {
    const degrees = (...names: string[]) => names.map((degree) => ({ degree }));
    expect(educationLevelOf(degrees())).toBeUndefined();
    expect(educationLevelOf(degrees('Bachelor of Science', 'MBA'))).toBe('masters');
    expect(educationLevelOf(degrees('PhD'))).toBe('phd');
    expect(educationLevelOf(degrees('B.A.'))).toBe('bachelors');
    expect(educationLevelOf(degrees('High School Diploma'))).toBe('high_school');
    expect(educationLevelOf(degrees('Certificate in Pottery'))).toBeUndefined();
    expect(meetsEducationLevel('masters', 'bachelors')).toBe(true);
    expect(meetsEducationLevel(undefined, 'high_school')).toBe(false);
  });
  it('maps profile work authorization onto the search values', () => {
    const person = (workAuthorizationStatus: Candidate['workAuthorizationStatus'], visaStatus?: Candidate['visaStatus']) =>
      candidate({ workAuthorizationStatus, visaStatus });
    expect(hasSearchAuthorization(person('permanent_resident'), 'permanent')).toBe(true);
    expect(hasSearchAuthorization(person('visa_required'), 'sponsorship')).toBe(true);
    expect(hasSearchAuthorization(person('h1b'), 'h1b')).toBe(true);
    expect(hasSearchAuthorization(person('h1b'), 'sponsorship')).toBe(true);
    expect(hasSearchAuthorization(person('visa_required', 'sponsored'), 'other')).toBe(true);
    expect(hasSearchAuthorization(person('citizen'), 'other')).toBe(false);
  });
});

describe('date posted', () => {
  const at = (filters: SearchFiltersInput, postedAt: string, now: string | undefined = NOW) =>
    jobMatchesSearch(prepareSearch(searchFiltersSchema.parse(filters), now), {
      job: job({ postedAt }),
      haystack: jobSearchText(job()),
    });
  it('keeps jobs posted inside the window, its start included', () => {
    expect(at({ postedWithin: '24h' }, '2025-06-14T00:00:00.000Z')).toBe(true);
    expect(at({ postedWithin: '24h' }, '2025-06-13T23:59:59.999Z')).toBe(false);
    expect(at({ postedWithin: '7d' }, '2025-06-08T00:00:00.000Z')).toBe(true);
    expect(at({ postedWithin: '7d' }, '2025-06-07T23:59:59.000Z')).toBe(false);
    expect(at({ postedWithin: '30d' }, '2025-05-16T00:00:00.000Z')).toBe(true);
    expect(at({ postedWithin: '30d' }, '2025-05-15T00:00:00.000Z')).toBe(false);
  });
  it('a posting time that does not parse is never recent; no window lets it through', () => {
    expect(at({ postedWithin: '30d' }, 'not a date')).toBe(false);
    expect(at({}, 'not a date')).toBe(true);
  });
  it('a date window without `now` is a mistake that throws', () => {
    expect(() => prepareSearch(searchFiltersSchema.parse({ postedWithin: '7d' }))).toThrow(/needs now/);
  });
  it('refuses windows other than 24h, 7d and 30d', () => {
    expect(searchFiltersSchema.safeParse({ postedWithin: '1y' }).success).toBe(false);
  });
  it('combines with the other filters: salary, type, remote and sponsorship all must pass', () => {
    const filters: SearchFiltersInput = { postedWithin: '7d', salaryRange: [100_000, 200_000], jobType: 'full-time' };
    expect(at(filters, '2025-06-14T00:00:00.000Z')).toBe(true);
    expect(at({ ...filters, remote: true }, '2025-06-14T00:00:00.000Z')).toBe(false);
    expect(at({ ...filters, visaStatus: 'sponsorship' }, '2025-06-14T00:00:00.000Z')).toBe(false);
    expect(at({ ...filters, jobType: 'contract' }, '2025-06-14T00:00:00.000Z')).toBe(false);
    expect(at({ ...filters, salaryRange: [120_000, 200_000] }, '2025-06-14T00:00:00.000Z')).toBe(false);
  });
});
