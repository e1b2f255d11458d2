/**
 * Randomized convergence with the real client (test-support/convergence-run.ts): devices run the PWA's RxDB
 * replication against the real server while transaction ids cross a power of ten, with offline periods,
 * conflicting edits and lost push answers, and converge on what the server says they may see. Each seed that
 * ever diverged is pinned here by name, run without the injected faults of fault-harness.test.ts (the scenario
 * it named when it failed). SEED=<n> runs that one seed instead.
 */
import { expect, it } from 'vitest';
import { runConvergence } from '../test-support/convergence-run.ts';
import { crossingDatabase } from '../test-support/transaction-ids.ts';

const cluster = crossingDatabase();

const PINNED: [string, number][] = [
  ["a saved job's server-filled fields (savedAt, userId, updatedAt) reach the device that saved it", 1132978885],
  ['a saved job removed on the other device is removed here, though this device never pulled before (no tombstones in a first sync)', 250013186],
  ['a saved job the server no longer holds does not stay on the device', 298538761],
  ['an unsaved job is not kept on the device', 114880936],
];
const only = process.env.SEED ? Number(process.env.SEED) : undefined;
const seeds: [string, number][] = only === undefined ? PINNED : [[`SEED=${only}`, only]];

for (const [name, seed] of seeds) {
it(`RxDB devices converge and keep every acknowledged write once: ${name} (SEED=${seed})`, async (ctx) => {
  ctx.skip(cluster.skipReason !== undefined, cluster.skipReason);
  console.log(`rxdb convergence seed: SEED=${seed}`);
  const result = await runConvergence(seed, [], cluster.url);
  console.log(`rxdb convergence SEED=${seed}: ${result.acks} acknowledged writes`, result.stats);
  expect(result.stats.conflicts).toBeGreaterThan(0);
  expect(result.stats.refused).toBeGreaterThan(0);
  expect(result.stats.duplicates).toBeGreaterThan(0);
}, 120_000);
}
