/**
 * Quick mode (`npm run bench -- --quick`, or BENCH_QUICK=1): every section runs its same code paths on tiny
 * sizes, so `npm test` notices within seconds when a benchmark breaks. Its timings mean nothing and nothing
 * checks them; the verdicts it prints are only there to show the lines still print.
 */
export const IS_QUICK = process.argv.includes('--quick') || ['1', 'true'].includes(process.env.BENCH_QUICK ?? '');

/** `full` in a real run, `quick` in quick mode. */
export function sized<T>(full: T, quick: T): T {
  return IS_QUICK ? quick : full;
}
