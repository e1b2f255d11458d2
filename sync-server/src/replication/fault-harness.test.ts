/**
 * The convergence run under injected faults (test-support/fault-plan.ts), in the style of tldraw's sync fuzz
 * and Jepsen: requests and answers lost either way, late answers, the live stream cut, the server dying
 * mid-push and down a while, devices offline, clocks hours off, tabs taking over replication, sessions ending,
 * transaction ids crossing a power of ten (the server process itself killed with SIGKILL and started again on
 * its data: server-kill.test.ts). Each seed chooses its fault classes; every run prints its seed and
 * classes, and SEED=<n> replays one. CI runs the pinned seeds (each that ever failed, named) and FRESH_SEEDS new
 * ones (FRESH_SEEDS); `npm run soak` runs many (scripts/soak.ts, through SOAK_SEEDS and SOAK_OUT).
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { runConvergence } from '../test-support/convergence-run.ts';
import { faultClassesOf } from '../test-support/fault-plan.ts';
import { crossingDatabase } from '../test-support/transaction-ids.ts';

const cluster = crossingDatabase();
// One fresh seed per database run keeps the file near a minute; FRESH_SEEDS=<n> asks for more.
const FRESH_SEEDS = Number(process.env.FRESH_SEEDS ?? 1);
// Seeds that failed under faults and were fixed, named. SEED=193332659 (soak of 2026-12-02, 1 of 200 on PGlite)
// ended with E1 holding a notification unread that E2 had marked read: E2's replication pushed it during E1's
// turn of the final settle, and the settle counted only what each device moved in its own turn, so the round
// looked quiet and E1 never pulled it (the harness's fault, not the product's: a real device is told by its live
// stream; convergence-steps.test.ts holds that turn open and fails without the fix). SEED=1134626, an employer
// device's application differing once and passing on every replay, fits the same gap; pinned with it.
const PINNED: [string, number][] = [
  // The xid-crossing check looked at job and notification rows only; this run's dropped requests and crash left
  // its writes past 1,000 in applications and saved jobs. The check now reads every collection.
  ['positions past 1,000 outside jobs and notifications', 139008029],
  ['a push inside another device\'s turn of the final settle', 193332659],
  ['an application differing once, passing on replay (the same settle gap)', 1134626],
];

const fresh = () => Math.floor(Math.random() * 2 ** 31);
const seeds: [string, number][] = process.env.SEED
  ? [['replay', Number(process.env.SEED)]]
  : [...PINNED, ...Array.from({ length: FRESH_SEEDS }, (): [string, number] => ['fresh', fresh()])];

if (process.env.SOAK_SEEDS) {
  // Soak: every seed runs, a failure is recorded (one JSON line per seed in SOAK_OUT) and the next seed goes on.
  it('soak', async (ctx) => {
    ctx.skip(cluster.skipReason !== undefined, cluster.skipReason);
    for (const seed of process.env.SOAK_SEEDS!.split(',').map(Number)) {
      const faults = faultClassesOf(seed);
      const started = Date.now();
      let error: string | null = null;
      let detail: string | undefined;
      try {
        await runConvergence(seed, faults, cluster.url);
      } catch (e) {
        error = String((e as Error).message ?? e).split('\n')[0]!.slice(0, 300);
        // The difference itself: delays are real milliseconds, so a replay may not meet the same interleaving.
        detail = JSON.stringify({ expected: (e as { expected?: unknown }).expected, actual: (e as { actual?: unknown }).actual }).slice(0, 6000);
        // Every device's pulls, pushes and writes, beside the results: the interleaving itself.
        const traces = (e as { traces?: Record<string, string[]> }).traces;
        if (traces) writeFileSync(`${process.env.SOAK_OUT}.${seed}.trace`, Object.entries(traces).map(([name, lines]) => `# ${name}\n${lines.join('\n')}\n`).join('\n'));
      }
      appendFileSync(process.env.SOAK_OUT!, `${JSON.stringify({ seed, faults, error, detail, ms: Date.now() - started })}\n`);
    }
  }, 24 * 3_600_000);
} else {
  for (const [name, seed] of seeds) {
    const faults = faultClassesOf(seed);
    it(`under faults, RxDB devices converge and keep every acknowledged write once: ${name} SEED=${seed} (${faults.join(', ')})`, async (ctx) => {
      ctx.skip(cluster.skipReason !== undefined, cluster.skipReason);
      console.log(`fault harness SEED=${seed} faults: ${faults.join(', ')}`);
      const result = await runConvergence(seed, faults, cluster.url);
      console.log(`fault harness SEED=${seed}: ${result.acks} acknowledged writes, crossed a power of ten: ${result.crossed}`, result.stats);
      expect(result.acks).toBeGreaterThan(0);
    }, 180_000);
  }
}
