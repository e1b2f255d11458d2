import { describe, expect, it } from 'vitest';
import { MATCH_NOW, matchCandidate, matchJob } from './match-fixtures.ts';
import { jobSkillIds, toCandidateFeatures, toJobFeatures } from './match-features.ts';
import { createMatchIndex } from './match-index.ts';
import { scorePair } from './match-score.ts';

describe('match index', () => {
  it('interns each job skill and location once, ignoring case and spacing', () => {
    const index = createMatchIndex();
    const first = toJobFeatures(index, matchJob({ skills: ['React', ' react', 'Go'], location: 'Berlin' }));
    const second = toJobFeatures(index, matchJob({ skills: ['GO', 'REACT'], location: ' berlin ' }));
    expect([...jobSkillIds(first)]).toEqual([0, 1]);
    expect([...jobSkillIds(second)]).toEqual([1, 0]);
    expect(second.locationId).toBe(first.locationId);
    expect(index.generation).toBe(3);
  });

  it('gives blank locations one id that no candidate location overlaps', () => {
    const index = createMatchIndex();
    const blank = toJobFeatures(index, matchJob({ location: '  ', skills: [] }));
    expect(toJobFeatures(index, matchJob({ location: '' })).locationId).toBe(blank.locationId);
    for (const location of ['', 'Berlin']) {
      expect(scorePair(toCandidateFeatures(index, matchCandidate({ location }), MATCH_NOW), blank)).toBe(90);
    }
  });

  it('keeps job skill ids right across storage chunks', () => {
    const index = createMatchIndex();
    const jobs = Array.from({ length: 2_000 }, (_, i) =>
      toJobFeatures(index, matchJob({ skills: Array.from({ length: 10 }, (_, k) => `skill ${(i + k) % 97}`) })),
    );
    const last = jobs[jobs.length - 1];
    expect(last.skillPool).not.toBe(jobs[0].skillPool);
    expect(jobSkillIds(last).length).toBe(10);
    // Job 1999 lists 'skill 59' to 'skill 68': one of ten matched gives 4 + 60 points.
    const candidate = toCandidateFeatures(index, matchCandidate({ skills: ['skill 60'] }), MATCH_NOW);
    expect(scorePair(candidate, last)).toBe(64);
  });

  it('catches a candidate up with jobs interned after it was built', () => {
    const index = createMatchIndex();
    const candidate = toCandidateFeatures(index, matchCandidate({ skills: ['k8s'], location: 'Lima, Peru' }), MATCH_NOW);
    const job = toJobFeatures(index, matchJob({ skills: ['Kubernetes'], location: 'Lima' }));
    expect(candidate.generation).toBeLessThan(job.generation);
    expect(scorePair(candidate, job)).toBe(100);
    expect(candidate.generation).toBe(index.generation);
  });

  it('refuses to score features of different indexes together', () => {
    const candidate = toCandidateFeatures(createMatchIndex(), matchCandidate(), MATCH_NOW);
    const job = toJobFeatures(createMatchIndex(), matchJob());
    expect(() => scorePair(candidate, job)).toThrow(/different match indexes/);
  });
});
