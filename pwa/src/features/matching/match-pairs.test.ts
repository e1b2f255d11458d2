import { describe, expect, it } from 'vitest';
import { getMatchBand } from '@shared/rules/match-labels.ts';
import { explainMatch } from '@shared/scoring/index.ts';
import { JobMatchCache } from '../jobs/job-search.ts';
import { CandidateMatchCache } from './candidate-cache.ts';
import { candidateDoc, jobDoc } from './doc-fixtures.ts';
import { bestJobPerCandidate, countBands, scoreAllPairs, selectPairs, type ScoredPairs } from './match-pairs.ts';

const NOW = Date.parse('2025-06-15T00:00:00Z');

const jobs = [
  jobDoc({ id: 'ts', skills: ['TypeScript', 'Node.js', 'PostgreSQL'], requiredExperience: 2 }),
  jobDoc({ id: 'py', skills: ['Python', 'SQL'], location: 'London, UK', requiredExperience: 1 }),
];
const candidates = [
  candidateDoc({ id: 'strong', skills: ['TS', 'Node', 'Postgres'], experience: [], yearsExperience: 5 }),
  candidateDoc({ id: 'partial', skills: ['Python'], location: 'London, UK' }),
  candidateDoc({ id: 'none', skills: ['Figma'], location: 'Tokyo, Japan', workAuthorizationStatus: 'visa_required' }),
];

function prepare() {
  const jobCache = new JobMatchCache();
  const jobFeatures = jobCache.prepare(jobs).features;
  const entries = new CandidateMatchCache(jobCache.index).prepare(candidates, NOW);
  return { jobFeatures, entries, pairs: scoreAllPairs(entries.map((entry) => entry.features), jobFeatures) };
}

/** A pairs table from plain score rows, to test ordering without the scorer. */
function table(rows: { overall: number; skills: number; experience: number; location: number }[]): ScoredPairs {
  return {
    count: rows.length,
    candidateAt: Int32Array.from(rows, (_, i) => i),
    jobAt: new Int32Array(rows.length),
    overall: Uint8Array.from(rows, (row) => row.overall),
    skills: Uint8Array.from(rows, (row) => row.skills),
    experience: Uint8Array.from(rows, (row) => row.experience),
    location: Uint8Array.from(rows, (row) => row.location),
  };
}

describe('scoreAllPairs', () => {
  it('scores every candidate with every job, as explainMatch does', () => {
    const { pairs } = prepare();
    expect(pairs.count).toBe(6);
    for (let p = 0; p < pairs.count; p++) {
      const scores = explainMatch(candidates[pairs.candidateAt[p]], jobs[pairs.jobAt[p]], NOW).scores;
      expect([pairs.overall[p], pairs.skills[p], pairs.experience[p], pairs.location[p]]).toEqual([
        scores.overall,
        scores.skills,
        scores.experience,
        scores.location,
      ]);
    }
  });
});

describe('selectPairs', () => {
  const rows = table([
    { overall: 85, skills: 60, experience: 100, location: 30 },
    { overall: 65, skills: 100, experience: 50, location: 100 },
    { overall: 40, skills: 100, experience: 0, location: 100 },
    { overall: 90, skills: 60, experience: 100, location: 100 },
    { overall: 79, skills: 0, experience: 100, location: 30 },
  ]);
  const order = (...args: Parameters<typeof selectPairs> extends [unknown, ...infer Rest] ? Rest : never) => [
    ...selectPairs(rows, ...args),
  ];

  it('sorts by the overall score by default', () => {
    expect(order('all', 'overall')).toEqual([3, 0, 4, 1, 2]);
  });
  it('sorts by the chosen sub-score, then overall', () => {
    expect(order('all', 'skills')).toEqual([1, 2, 3, 0, 4]);
    expect(order('all', 'experience')).toEqual([3, 0, 4, 1, 2]);
    expect(order('all', 'location')).toEqual([3, 1, 2, 0, 4]);
  });
  it('keeps only the band asked for: high 80+, medium 60-79, low under 60', () => {
    expect(order('high', 'overall')).toEqual([3, 0]);
    expect(order('medium', 'overall')).toEqual([4, 1]);
    expect(order('low', 'skills')).toEqual([2]);
    expect(countBands(rows)).toEqual({ all: 5, high: 2, medium: 2, low: 1 });
  });
  it('every pair of a band is in that band', () => {
    const { pairs } = prepare();
    for (const band of ['high', 'medium', 'low'] as const) {
      for (const p of selectPairs(pairs, band, 'overall')) expect(getMatchBand(pairs.overall[p])).toBe(band);
    }
  });
});

describe('bestJobPerCandidate', () => {
  it('picks each candidate’s best job; -1 without jobs', () => {
    const { entries, jobFeatures } = prepare();
    const best = bestJobPerCandidate(entries.map((entry) => entry.features), jobFeatures);
    expect([...best.jobAt]).toEqual([0, 1, 0]);
    expect(best.score[0]).toBe(explainMatch(candidates[0], jobs[0], NOW).scores.overall);
    const none = bestJobPerCandidate(entries.map((entry) => entry.features), []);
    expect([...none.jobAt]).toEqual([-1, -1, -1]);
  });
});

// How fast this runs is measured by `npm run bench` (scoring), never asserted here: a busy machine is not a bug.
describe('10,000 pairs', () => {
  it('score, filter and sort every pair', () => {
    const manyJobs = Array.from({ length: 10 }, (_, i) => jobDoc({ id: `j${i}`, skills: ['React', 'SQL', `Skill ${i}`], requiredExperience: i }));
    const manyCandidates = Array.from({ length: 1000 }, (_, i) =>
      candidateDoc({ id: `c${i}`, skills: ['React', `Skill ${i % 10}`], location: i % 2 ? 'Berlin' : 'Paris', yearsExperience: i % 12 }),
    );
    const jobCache = new JobMatchCache();
    const features = jobCache.prepare(manyJobs).features;
    const entries = new CandidateMatchCache(jobCache.index).prepare(manyCandidates, NOW);
    const pairs = scoreAllPairs(entries.map((entry) => entry.features), features);
    const order = selectPairs(pairs, 'all', 'skills');
    expect(order.length).toBe(10_000);
  });
});
