import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATCH_NOW, matchCandidate, matchJob } from './match-fixtures.ts';
import { toCandidateFeatures, toJobFeatures } from './match-features.ts';
import { createMatchIndex } from './match-index.ts';
import { rankCandidates, rankJobs, selectTop } from './match-rank.ts';
import { scorePair } from './match-score.ts';

/** The top N by a full sort: score descending, earlier index first on ties. */
function sortTop(scores: readonly number[], topN: number) {
  return scores
    .map((score, index) => ({ index, score }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(0, topN));
}

describe('selectTop', () => {
  it('equals a full sort, ties broken by the earlier index', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 }), { maxLength: 200 }), fc.integer({ min: -2, max: 60 }), (scores, topN) => {
        expect(selectTop(scores.length, topN, (index) => scores[index])).toEqual(sortTop(scores, topN));
      }),
    );
  });

  it('handles no items and a top N larger than the list', () => {
    expect(selectTop(0, 5, () => 1)).toEqual([]);
    expect(selectTop(2, 5, (index) => index)).toEqual([
      { index: 1, score: 1 },
      { index: 0, score: 0 },
    ]);
  });
});

describe('rankJobs and rankCandidates', () => {
  const index = createMatchIndex();
  const jobs = [
    matchJob({ skills: ['Kotlin'], location: 'Lima' }),
    matchJob({ skills: ['React'], location: 'Berlin' }),
    matchJob({ skills: ['React', 'Go'], location: 'Berlin' }),
    matchJob({ skills: ['React'], remoteOk: true, location: 'Tokyo' }),
  ].map((job) => toJobFeatures(index, job));
  const candidates = [
    matchCandidate({ skills: ['Kotlin'], location: 'Lima' }),
    matchCandidate({ skills: ['ReactJS'], location: 'Berlin' }),
  ].map((candidate) => toCandidateFeatures(index, candidate, MATCH_NOW));

  it('returns the best jobs for a candidate, best first', () => {
    expect(rankJobs(candidates[1], jobs, 3)).toEqual([
      { index: 1, score: 100 },
      { index: 3, score: 100 },
      { index: 2, score: 80 },
    ]);
  });

  it('returns the best candidates for a job, best first', () => {
    expect(rankCandidates(candidates, jobs[0], 5).map((ranked) => ranked.index)).toEqual([0, 1]);
  });

  it('agrees with scorePair', () => {
    for (const ranked of rankJobs(candidates[0], jobs, 4)) {
      expect(ranked.score).toBe(scorePair(candidates[0], jobs[ranked.index]));
    }
  });
});
