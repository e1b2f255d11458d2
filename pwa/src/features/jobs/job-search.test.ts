import { describe, expect, it } from 'vitest';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { explainMatch, toCandidateFeatures } from '@shared/scoring/index.ts';
import {
  JobMatchCache,
  NO_FILTERS,
  orderByMatch,
  orderByNewest,
  scoreJobs,
  searchJobs,
} from './job-search.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const TITLES = ['Frontend Engineer', 'Backend Developer', 'Data Scientist', 'Product Designer', 'DevOps Engineer', 'Nurse', 'Sales Manager'];
const COMPANIES = ['Acme Robotics', 'Globex', 'Initech', 'Umbrella Health', 'Hooli', 'Stark Industries'];
const CITIES = ['Berlin, Germany', 'London, UK', 'Austin, TX', 'Toronto, ON', 'Lisbon, Portugal', 'Tokyo, Japan'];
const SKILLS = ['React', 'TypeScript', 'Node.js', 'Python', 'SQL', 'AWS', 'Kubernetes', 'Figma', 'Go', 'Patient care', 'CRM', 'Docker'];

function job(overrides: Partial<Job> & { id: string }): Job {
  return {
    employerId: 'employer-1',
    title: 'Engineer',
    description: 'Build things.',
    location: 'Berlin, Germany',
    isActive: true,
    skills: [],
    requiredExperience: 0,
    remoteOk: false,
    visaSponsorship: false,
    jobType: 'full-time',
    postedAt: '2025-01-01T00:00:00.000Z',
    companyName: 'Acme Robotics',
    companyVerified: true,
    applicationCount: 0,
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** `count` varied jobs from a seeded generator, the same on every run. */
function generateJobs(count: number): Job[] {
  let seed = 42;
  const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  return Array.from({ length: count }, (_, i) =>
    job({
      id: `job-${i}`,
      title: `${pick(['Senior ', 'Junior ', '', 'Lead '])}${pick(TITLES)}`,
      companyName: pick(COMPANIES),
      location: pick(CITIES),
      skills: Array.from({ length: 2 + Math.floor(next() * 6) }, () => pick(SKILLS)),
      requiredExperience: Math.floor(next() * 8),
      remoteOk: next() < 0.3,
      visaSponsorship: next() < 0.4,
      postedAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 300) * 86_400_000).toISOString(),
    }),
  );
}

const candidate = {
  skills: ['ReactJS', 'TS', 'Node', 'Postgres'],
  experience: [],
  education: [],
  location: 'Berlin, Germany',
  workAuthorizationStatus: 'citizen',
} as unknown as Candidate;

describe('job search', () => {
  const jobs = [
    job({ id: 'a', title: 'React Developer', skills: ['React'], postedAt: '2025-03-01T00:00:00.000Z' }),
    job({ id: 'b', title: 'Nurse', companyName: 'Umbrella Health', location: 'London, UK', skills: ['Patient care'], remoteOk: true }),
    job({ id: 'c', title: 'Go Engineer', skills: ['Go'], visaSponsorship: true, postedAt: '2025-02-01T00:00:00.000Z' }),
  ];
  const cache = new JobMatchCache();
  const { entries } = cache.prepare(jobs);
  const order = orderByMatch(orderByNewest(entries), null);
  const find = (query: string, filters = NO_FILTERS) =>
    searchJobs(entries, order, query, filters, 30).positions.map((position) => entries[position].job.id);

  it('matches title, company, location and skills, ignoring case', () => {
    expect(find('REACT')).toEqual(['a']);
    expect(find('umbrella')).toEqual(['b']);
    expect(find('london')).toEqual(['b']);
    expect(find('patient care')).toEqual(['b']);
  });

  it('needs every term and applies the quick filters', () => {
    expect(find('engineer berlin')).toEqual(['c']);
    expect(find('', { remoteOnly: true, visaSponsorship: false })).toEqual(['b']);
    expect(find('', { remoteOnly: false, visaSponsorship: true })).toEqual(['c']);
  });

  it('orders by match score, then newest first', () => {
    expect(find('')).toEqual(['a', 'c', 'b']);
    const scores = Uint8Array.from([50, 90, 50]);
    const byScore = orderByMatch(order, scores);
    expect([...byScore].map((position) => entries[position].job.id)).toEqual(['b', 'a', 'c']);
  });

  it('limits the page but counts every match', () => {
    const result = searchJobs(entries, order, 'e', NO_FILTERS, 1);
    expect(result.positions).toHaveLength(1);
    expect(result.total).toBe(3);
  });

  it('reuses features of unchanged jobs and rebuilds changed ones', () => {
    const first = cache.prepare(jobs);
    const changed = { ...jobs[0], title: 'Vue Developer', updatedAt: '2025-04-01T00:00:00.000Z' };
    const second = cache.prepare([changed, jobs[1], jobs[2]]);
    expect(second.features[1]).toBe(first.features[1]);
    expect(second.entries[0]).not.toBe(first.entries[0]);
    expect(second.entries[0].haystack).toContain('vue developer');
  });

  it('warms thousands of jobs in slices that each get on, and prepare then finds every one of them', () => {
    const many = generateJobs(1000);
    const warmCache = new JobMatchCache();
    // A deadline already past: each call still prepares its 64, and the next goes on from there.
    let calls = 1;
    while (!warmCache.warm(many, 0)) calls++;
    expect(calls).toBe(Math.ceil(1000 / 64));
    const warmed = warmCache.prepare(many);
    const again = warmCache.prepare(many);
    expect(again.entries.every((entry, i) => entry === warmed.entries[i])).toBe(true);
    expect(warmed.entries.map((entry) => entry.job.id)).toEqual(many.map((item) => item.id));
  });

  it('keeps the work of a set being warmed when the screen still shows the last set', () => {
    const shown = generateJobs(10);
    const arriving = generateJobs(300).map((item) => ({ ...item, id: `new-${item.id}` }));
    // The first arriving job counts how often it is prepared (each preparation reads its title).
    let preparations = 0;
    const title = arriving[0]!.title;
    Object.defineProperty(arriving[0], 'title', { get: () => (preparations++, title), enumerable: true });
    const warmCache = new JobMatchCache();
    warmCache.prepare(shown);
    expect(warmCache.warm(arriving, 0)).toBe(false);
    const afterWarm = preparations;
    expect(afterWarm).toBeGreaterThan(0);
    // The screen renders the jobs it has while the new ones are prepared: that must not drop what was warmed.
    warmCache.prepare(shown);
    while (!warmCache.warm(arriving, 0));
    warmCache.prepare(arriving);
    expect(preparations).toBe(afterWarm);
  });

  it('scores as the shared scorer explains', () => {
    const many = generateJobs(200);
    const manyCache = new JobMatchCache();
    const { features } = manyCache.prepare(many);
    const scores = scoreJobs(toCandidateFeatures(manyCache.index, candidate, NOW), features)!;
    many.forEach((item, i) => expect(scores[i]).toBe(explainMatch(candidate, item, NOW).scores.overall));
  });
});
