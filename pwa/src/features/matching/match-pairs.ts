/**
 * Candidate × job pairs for /ai-matching and each candidate's best job for /find-talent, as plain functions
 * on the fast scorer's features. Scores go into typed arrays (one byte per score), so 10,000 pairs cost a
 * few hundred kilobytes, and filtering or re-sorting them never touches a string.
 */
import { getMatchBand, type MatchBandFilter } from '@shared/rules/match-labels.ts';
import { createMatchScores, scorePair, scorePairBreakdown, type CandidateFeatures, type JobFeatures } from '@shared/scoring/index.ts';

/** What /ai-matching can sort by (decisions.md: the choice sorts by that sub-score). */
export const MATCH_SORTS = [
  { value: 'overall', label: 'Match score' },
  { value: 'skills', label: 'Skills' },
  { value: 'experience', label: 'Experience' },
  { value: 'location', label: 'Location' },
] as const;
export type MatchSort = (typeof MATCH_SORTS)[number]['value'];

/** Every pair's scores, by pair position: pair p is candidate `candidateAt[p]` with job `jobAt[p]`. */
export interface ScoredPairs {
  readonly count: number;
  readonly candidateAt: Int32Array;
  readonly jobAt: Int32Array;
  readonly overall: Uint8Array;
  readonly skills: Uint8Array;
  readonly experience: Uint8Array;
  readonly location: Uint8Array;
}

/** Scores every candidate with every job; pairs run candidate by candidate, jobs in the order given. */
export function scoreAllPairs(candidates: readonly CandidateFeatures[], jobs: readonly JobFeatures[]): ScoredPairs {
  const count = candidates.length * jobs.length;
  const pairs = {
    count,
    candidateAt: new Int32Array(count),
    jobAt: new Int32Array(count),
    overall: new Uint8Array(count),
    skills: new Uint8Array(count),
    experience: new Uint8Array(count),
    location: new Uint8Array(count),
  };
  const scores = createMatchScores();
  let p = 0;
  for (let c = 0; c < candidates.length; c++) {
    for (let j = 0; j < jobs.length; j++, p++) {
      scorePairBreakdown(candidates[c], jobs[j], scores);
      pairs.candidateAt[p] = c;
      pairs.jobAt[p] = j;
      pairs.overall[p] = scores.overall;
      pairs.skills[p] = scores.skills;
      pairs.experience[p] = scores.experience;
      pairs.location[p] = scores.location;
    }
  }
  return pairs;
}

const BUCKETS = 101 * 101;

/**
 * Pair positions in the chosen band, best first by the chosen score, then by the overall score, then in pair
 * order. A counting sort over the 101 × 101 possible (score, overall) keys: O(n), no comparator.
 */
export function selectPairs(pairs: ScoredPairs, band: MatchBandFilter, sort: MatchSort): Int32Array {
  const primary = pairs[sort];
  const keyOf = (p: number) => (100 - primary[p]) * 101 + (100 - pairs.overall[p]);
  const starts = new Int32Array(BUCKETS + 1);
  let kept = 0;
  for (let p = 0; p < pairs.count; p++) {
    if (band !== 'all' && getMatchBand(pairs.overall[p]) !== band) continue;
    starts[keyOf(p) + 1]++;
    kept++;
  }
  for (let key = 1; key <= BUCKETS; key++) starts[key] += starts[key - 1];
  const order = new Int32Array(kept);
  for (let p = 0; p < pairs.count; p++) {
    if (band !== 'all' && getMatchBand(pairs.overall[p]) !== band) continue;
    order[starts[keyOf(p)]++] = p;
  }
  return order;
}

/** How many pairs fall in each band, for the filter's counts. */
export function countBands(pairs: ScoredPairs): Record<MatchBandFilter, number> {
  const counts = { all: pairs.count, high: 0, medium: 0, low: 0 };
  for (let p = 0; p < pairs.count; p++) counts[getMatchBand(pairs.overall[p])]++;
  return counts;
}

/** Each candidate's best job: its position in `jobs` (-1 without jobs) and the score (0 without jobs). */
export interface BestMatches {
  readonly jobAt: Int32Array;
  readonly score: Uint8Array;
}

/** For each candidate, the job that matches them best (the first of equals). */
export function bestJobPerCandidate(candidates: readonly CandidateFeatures[], jobs: readonly JobFeatures[]): BestMatches {
  const jobAt = new Int32Array(candidates.length).fill(-1);
  const score = new Uint8Array(candidates.length);
  for (let c = 0; c < candidates.length; c++) {
    for (let j = 0; j < jobs.length; j++) {
      const value = scorePair(candidates[c], jobs[j]);
      if (jobAt[c] === -1 || value > score[c]) {
        jobAt[c] = j;
        score[c] = value;
      }
    }
  }
  return { jobAt, score };
}
