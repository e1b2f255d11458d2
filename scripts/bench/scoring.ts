/**
 * Benchmark of the match scorer on one core: feature precomputation, the fast path against the reference
 * implementation, and ranking the top 50 of 100,000 jobs. Prints numbers and whether each target is met.
 */
import { cpus, loadavg } from 'node:os';
import { createMatchIndex } from '../../shared/src/scoring/match-index.ts';
import { toCandidateFeatures, toJobFeatures, type CandidateFeatures, type JobFeatures } from '../../shared/src/scoring/match-features.ts';
import { rankJobs } from '../../shared/src/scoring/match-rank.ts';
import { scorePair } from '../../shared/src/scoring/match-score.ts';
import type { MatchCandidate, MatchJob } from '../../shared/src/scoring/match-weights.ts';
import { MATCH_NOW } from '../../shared/src/scoring/match-fixtures.ts';
import { scoreMatchReference } from '../../shared/src/scoring/reference-scorer.ts';
import { sized } from './mode.ts';
import { generateCandidates, generateJobs } from './scoring-data.ts';

const CANDIDATES = sized(2_000, 40);
const JOBS = sized(10_000, 200);
const REFERENCE_CANDIDATES = sized(200, 10);
const REFERENCE_JOBS = sized(1_000, 100);
const RANK_JOBS = sized(100_000, 2_000);
const RANK_TOP = 50;
const RANK_RUNS = sized(21, 3);
const FAST_RUNS = sized(3, 1);
const TARGETS = { pairsPerSecond: 5_000_000, speedUp: 10, rankMs: 20 };

const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const verdict = (isMet: boolean) => (isMet ? 'MET' : 'NOT MET');
/** The verdict on wall-clock time, and in brackets on CPU time, which a busy machine inflates far less. */
const verdicts = (isMet: boolean, isMetOnCpu: boolean) => `${verdict(isMet)} [${verdict(isMetOnCpu)}]`;
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Wall-clock and CPU time of a run; on a busy machine the CPU time shows what one core really did. */
function time<T>(run: () => T): { result: T; ms: number; cpuMs: number } {
  const startCpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(startCpu);
  return { result, ms, cpuMs: (cpu.user + cpu.system) / 1000 };
}

function buildFeatures(candidates: readonly MatchCandidate[], jobs: readonly MatchJob[]) {
  const index = createMatchIndex();
  const jobFeatures = jobs.map((job) => toJobFeatures(index, job));
  const candidateFeatures = candidates.map((candidate) => toCandidateFeatures(index, candidate, MATCH_NOW));
  return { index, jobFeatures, candidateFeatures };
}

/** Scores every candidate against every job; returns the score sum so the work cannot be optimized away. */
function scoreAllPairs(candidates: readonly CandidateFeatures[], jobs: readonly JobFeatures[]): number {
  let sum = 0;
  for (let c = 0; c < candidates.length; c++) {
    const candidate = candidates[c];
    for (let j = 0; j < jobs.length; j++) sum += scorePair(candidate, jobs[j]);
  }
  return sum;
}

/** Scores every pair the straightforward way, keeping each score to check the fast path against. */
function scoreAllPairsReference(candidates: readonly MatchCandidate[], jobs: readonly MatchJob[]): Int32Array {
  const scores = new Int32Array(candidates.length * jobs.length);
  let at = 0;
  for (const candidate of candidates) for (const job of jobs) scores[at++] = scoreMatchReference(candidate, job, MATCH_NOW).overall;
  return scores;
}

/** The straightforward ranking the bounded heap replaces: every score, one full sort, then the first `top`. */
function rankBySorting(candidate: CandidateFeatures, jobs: readonly JobFeatures[], top: number) {
  const all = jobs.map((job, index) => ({ index, score: scorePair(candidate, job) }));
  return all.sort((a, b) => b.score - a.score || a.index - b.index).slice(0, top);
}

function countMismatches(expected: Int32Array, candidates: readonly CandidateFeatures[], jobs: readonly JobFeatures[]): number {
  let mismatches = 0;
  let at = 0;
  for (const candidate of candidates) for (const job of jobs) if (scorePair(candidate, job) !== expected[at++]) mismatches++;
  return mismatches;
}

/** Runs the scoring benchmark and prints its results. */
export async function benchScoring(): Promise<void> {
  const candidates = generateCandidates(CANDIDATES, 1);
  const jobs = generateJobs(JOBS, 2);
  const built = time(() => buildFeatures(candidates, jobs));
  const { index, jobFeatures, candidateFeatures } = built.result;
  console.log(
    `data: ${number(CANDIDATES)} candidates x ${number(JOBS)} jobs (seeded), ${number(index.skills.targetCount)} distinct job skills, ` +
      `${number(index.locations.targetCount)} distinct job locations`,
  );
  console.log(`precompute features (index, job ids, candidate bitsets): ${number(built.ms, 1)} ms`);

  console.log(
    `all timings on one core (plain single-threaded loops); machine load average ${number(loadavg()[0], 1)} on ` +
      `${cpus().length} cores -- rates use wall-clock time, CPU-time rates in brackets`,
  );
  const pairs = CANDIDATES * JOBS;
  scoreAllPairs(candidateFeatures.slice(0, 50), jobFeatures); // warm-up so the loop is optimized before timing
  const fastRuns = Array.from({ length: FAST_RUNS }, () => time(() => scoreAllPairs(candidateFeatures, jobFeatures)));
  const fastMs = median(fastRuns.map((run) => run.ms));
  const fastCpuMs = median(fastRuns.map((run) => run.cpuMs));
  const fastRate = pairs / (fastMs / 1000);
  const fastCpuRate = pairs / (fastCpuMs / 1000);
  console.log(
    `fast path: ${number(pairs)} pairs in ${number(fastMs, 0)} ms (median of ${FAST_RUNS}) = ${number(fastRate / 1e6, 1)} M pairs/s ` +
      `[${number(fastCpuRate / 1e6, 1)} M/s] (checksum ${fastRuns[0].result}) -- target >= ` +
      `${number(TARGETS.pairsPerSecond / 1e6)} M/s: ${verdicts(fastRate >= TARGETS.pairsPerSecond, fastCpuRate >= TARGETS.pairsPerSecond)}`,
  );

  const referenceCandidates = candidates.slice(0, REFERENCE_CANDIDATES);
  const referenceJobs = jobs.slice(0, REFERENCE_JOBS);
  scoreAllPairsReference(referenceCandidates.slice(0, 5), referenceJobs);
  const reference = time(() => scoreAllPairsReference(referenceCandidates, referenceJobs));
  const referencePairs = REFERENCE_CANDIDATES * REFERENCE_JOBS;
  const referenceRate = referencePairs / (reference.ms / 1000);
  const mismatches = countMismatches(
    reference.result,
    candidateFeatures.slice(0, REFERENCE_CANDIDATES),
    jobFeatures.slice(0, REFERENCE_JOBS),
  );
  console.log(
    `reference (string compare per pair): ${number(referencePairs)} pairs in ${number(reference.ms, 0)} ms = ` +
      `${number(referenceRate / 1e3, 1)} k pairs/s [${number(referencePairs / reference.cpuMs, 1)} k/s]; ` +
      `pairs where the fast path differs: ${mismatches}`,
  );
  // A fast path that scores differently is not an optimization: its speed-up would mean nothing.
  if (mismatches > 0) throw new Error(`the fast path differs from the reference on ${mismatches} pairs`);
  const speedUp = fastRate / referenceRate;
  const cpuSpeedUp = fastCpuRate / (referencePairs / (reference.cpuMs / 1000));
  console.log(
    `speed-up fast / reference: ${number(speedUp, 0)}x [${number(cpuSpeedUp, 0)}x] -- target >= ${TARGETS.speedUp}x: ` +
      verdicts(speedUp >= TARGETS.speedUp, cpuSpeedUp >= TARGETS.speedUp),
  );

  const rankJobDocs = generateJobs(RANK_JOBS, 3);
  const rankBuilt = time(() => buildFeatures(candidates.slice(0, 1), rankJobDocs));
  const [candidate] = rankBuilt.result.candidateFeatures;
  const rankRuns = Array.from({ length: RANK_RUNS + 3 }, () => time(() => rankJobs(candidate, rankBuilt.result.jobFeatures, RANK_TOP)));
  const rankMs = median(rankRuns.slice(3).map((run) => run.ms));
  const rankCpuMs = median(rankRuns.slice(3).map((run) => run.cpuMs));
  const sortRuns = Array.from({ length: 3 }, () => time(() => rankBySorting(candidate, rankBuilt.result.jobFeatures, RANK_TOP)));
  const sortMs = median(sortRuns.map((run) => run.ms));
  if (JSON.stringify(sortRuns[0].result) !== JSON.stringify(rankRuns[0].result)) throw new Error('the heap and the full sort rank differently');
  console.log(`precompute ${number(RANK_JOBS)} job features: ${number(rankBuilt.ms, 1)} ms`);
  console.log(
    `rank top ${RANK_TOP} of ${number(RANK_JOBS)} jobs for one candidate: ${number(rankMs, 2)} ms [${number(rankCpuMs, 2)} ms] ` +
      `(median of ${RANK_RUNS} after 3 warm-ups, best score ${rankRuns[0].result[0]?.score}) -- target < ${TARGETS.rankMs} ms: ` +
      verdicts(rankMs < TARGETS.rankMs, rankCpuMs < TARGETS.rankMs),
  );
  console.log(
    `baseline, score every job and sort them all: ${number(sortMs, 2)} ms (median of 3); heap / full sort: ` +
      `${number(rankMs / sortMs, 2)}x -- target < 1x: ${verdict(rankMs < sortMs)}`,
  );
}
