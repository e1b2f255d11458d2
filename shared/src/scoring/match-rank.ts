/**
 * Picks the best matches out of many with a bounded heap: O(n log k) for the top k of n, no full sort and
 * one small allocation per call. Ties go to the earlier item, so results are deterministic.
 */
import type { CandidateFeatures, JobFeatures } from './match-features.ts';
import { scorePair } from './match-score.ts';

/** One entry of a ranking: the position of the item in the array given, and its overall score. */
export interface RankedMatch {
  readonly index: number;
  readonly score: number;
}

/** The worse of two entries has the lower score, or on equal scores the later index. */
function isWorse(scoreA: number, indexA: number, scoreB: number, indexB: number): boolean {
  return scoreA < scoreB || (scoreA === scoreB && indexA > indexB);
}

/** A min-heap of at most `capacity` entries with the worst at the root; offered entries must come in index order. */
class TopHeap {
  private readonly scores: Float64Array;
  private readonly indexes: Int32Array;
  private size = 0;

  constructor(private readonly capacity: number) {
    this.scores = new Float64Array(capacity);
    this.indexes = new Int32Array(capacity);
  }

  offer(score: number, index: number): void {
    if (this.size < this.capacity) this.siftUp(score, index);
    // An equal score never displaces the root: the root came earlier, so it wins the tie.
    else if (this.capacity > 0 && score > this.scores[0]) this.siftDown(score, index);
  }

  /** The entries, best first. */
  ranked(): RankedMatch[] {
    const ranked: RankedMatch[] = [];
    for (let i = 0; i < this.size; i++) ranked.push({ index: this.indexes[i], score: this.scores[i] });
    return ranked.sort((a, b) => b.score - a.score || a.index - b.index);
  }

  private siftUp(score: number, index: number): void {
    const { scores, indexes } = this;
    let hole = this.size++;
    while (hole > 0) {
      const parent = (hole - 1) >>> 1;
      if (!isWorse(score, index, scores[parent], indexes[parent])) break;
      scores[hole] = scores[parent];
      indexes[hole] = indexes[parent];
      hole = parent;
    }
    scores[hole] = score;
    indexes[hole] = index;
  }

  /** Replaces the root with a better entry and moves it down to its place. */
  private siftDown(score: number, index: number): void {
    const { scores, indexes, size } = this;
    let hole = 0;
    for (;;) {
      let child = 2 * hole + 1;
      if (child >= size) break;
      if (child + 1 < size && isWorse(scores[child + 1], indexes[child + 1], scores[child], indexes[child])) child++;
      if (!isWorse(scores[child], indexes[child], score, index)) break;
      scores[hole] = scores[child];
      indexes[hole] = indexes[child];
      hole = child;
    }
    scores[hole] = score;
    indexes[hole] = index;
  }
}

function capacityFor(count: number, topN: number): number {
  return Math.max(0, Math.min(Math.floor(topN), count));
}

/** The `topN` best of `count` items scored by `scoreAt`, best first. */
export function selectTop(count: number, topN: number, scoreAt: (index: number) => number): RankedMatch[] {
  const heap = new TopHeap(capacityFor(count, topN));
  for (let index = 0; index < count; index++) heap.offer(scoreAt(index), index);
  return heap.ranked();
}

/** The `topN` jobs that match a candidate best, best first, as positions in `jobs` with their scores. */
export function rankJobs(candidate: CandidateFeatures, jobs: readonly JobFeatures[], topN: number): RankedMatch[] {
  const heap = new TopHeap(capacityFor(jobs.length, topN));
  for (let index = 0; index < jobs.length; index++) heap.offer(scorePair(candidate, jobs[index]), index);
  return heap.ranked();
}

/** The `topN` candidates that match a job best, best first, as positions in `candidates` with their scores. */
export function rankCandidates(
  candidates: readonly CandidateFeatures[],
  job: JobFeatures,
  topN: number,
): RankedMatch[] {
  const heap = new TopHeap(capacityFor(candidates.length, topN));
  for (let index = 0; index < candidates.length; index++) heap.offer(scorePair(candidates[index], job), index);
  return heap.ranked();
}
