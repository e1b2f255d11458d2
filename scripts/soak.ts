/**
 * Soak the fault harness (sync-server/src/replication/fault-harness.test.ts) with many fresh seeds and print how
 * many runs diverged, by fault class, with the failing seeds (each replays with SEED=<n> on that file).
 *
 *   npm run soak -- --seeds 1000 [--db pglite|postgres|both] [--chunk 20] [--first <seed>]
 *
 * Seeds go to vitest in chunks (a process per chunk keeps memory bounded; on Postgres each chunk gets a private
 * cluster whose first run crosses 10^10). With `both`, the PGlite and Postgres runs go side by side.
 * FAULT_DELAY_SCALE=<x> stretches (or shortens) every injected delay, with the same seeded draws, to meet
 * other interleavings of the same scenario.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FAULT_CLASSES } from '../sync-server/src/test-support/fault-plan.ts';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '100' },
    db: { type: 'string', default: 'pglite' },
    chunk: { type: 'string', default: '20' },
    first: { type: 'string' },
  },
});
const count = Number(values.seeds);
const chunk = Number(values.chunk);
const dbs = values.db === 'both' ? ['pglite', 'postgres'] : [values.db!];
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const first = values.first === undefined ? Math.floor(Math.random() * 2 ** 30) : Number(values.first);
const seeds = Array.from({ length: count }, (_, i) => first + i * 7919);

interface Outcome {
  seed: number;
  faults: string[];
  error: string | null;
  ms: number;
}

function runChunk(db: string, part: number[], out: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, SOAK_SEEDS: part.join(','), SOAK_OUT: out };
  if (db === 'postgres') env.DATABASE_URL = postgresUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'server', 'sync-server/src/replication/fault-harness.test.ts'], { env, stdio: 'ignore' });
    child.on('exit', () => resolve());
  });
}

async function soak(db: string): Promise<Outcome[]> {
  const out = join(mkdtempSync(join(tmpdir(), `soak-${db}-`)), 'runs.jsonl');
  for (let i = 0; i < seeds.length; i += chunk) {
    await runChunk(db, seeds.slice(i, i + chunk), out);
    const done = existsSync(out) ? readFileSync(out, 'utf8').trim().split('\n').length : 0;
    console.log(`${db}: ${done}/${seeds.length} seeds run`);
  }
  const outcomes = existsSync(out) ? readFileSync(out, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Outcome) : [];
  // A chunk whose process died leaves seeds without a line: those count as failed, not as passed.
  const seen = new Set(outcomes.map((o) => o.seed));
  for (const seed of seeds) if (!seen.has(seed)) outcomes.push({ seed, faults: [], error: 'no result (the run crashed or hung)', ms: 0 });
  // A divergent seed's devices' exchanges are written beside it (runs.jsonl.<seed>.trace).
  if (outcomes.some((o) => o.error !== null)) console.log(`${db}: results and traces in ${out}`);
  return outcomes;
}

function report(db: string, outcomes: Outcome[], ms: number) {
  const failed = outcomes.filter((o) => o.error !== null);
  console.log(`\n== ${db}: ${outcomes.length} seeds, ${failed.length} diverged or failed, in ${(ms / 60_000).toFixed(1)} min`);
  for (const c of FAULT_CLASSES) {
    const runs = outcomes.filter((o) => o.faults.includes(c));
    console.log(`  ${c.padEnd(14)} ${String(runs.length).padStart(5)} runs  ${runs.filter((o) => o.error !== null).length} failed`);
  }
  for (const o of failed) console.log(`  SEED=${o.seed} (${o.faults.join(', ')}): ${o.error}`);
}

const started = Date.now();
console.log(`soak: ${count} seeds from ${first} (step 7919) on ${dbs.join(' and ')}`);
const results = await Promise.all(dbs.map(async (db) => [db, await soak(db)] as const));
const ms = Date.now() - started;
for (const [db, outcomes] of results) report(db, outcomes, ms);
process.exitCode = results.some(([, o]) => o.some((r) => r.error !== null)) ? 1 : 0;
