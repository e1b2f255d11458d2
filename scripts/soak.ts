/**
 * Soak the fault harness (sync-server/src/replication/fault-harness.test.ts) with many fresh seeds and print how
 * many runs diverged, by fault class, with the failing seeds (each replays with SEED=<n> on that file).
 *
 *   npm run soak -- --seeds 1000 [--db pglite|postgres|both] [--chunk 20] [--parallel 1] [--first <seed>]
 *
 * Seeds go to vitest in chunks (a process per chunk keeps memory bounded; on Postgres each chunk gets a private
 * cluster whose first run crosses 10^10). With `both`, the PGlite and Postgres runs go side by side. A run spends
 * most of its time waiting (injected delays, a server down for a while, devices offline), so `--parallel <n>` runs
 * n chunks of each database at once: the same seeds, more of them an hour, and more load on the machine, which
 * is one more fault a device meets.
 * FAULT_DELAY_SCALE=<x> stretches (or shortens) every injected delay, with the same seeded draws, to meet
 * other interleavings of the same scenario.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FAULT_CLASSES } from '../sync-server/src/test-support/fault-plan.ts';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '100' },
    db: { type: 'string', default: 'pglite' },
    chunk: { type: 'string', default: '20' },
    parallel: { type: 'string', default: '1' },
    first: { type: 'string' },
  },
});
const count = Number(values.seeds);
const chunk = Number(values.chunk);
const parallel = Number(values.parallel);
if (![count, chunk, parallel].every((n) => Number.isSafeInteger(n) && n > 0)) throw new Error('--seeds, --chunk and --parallel take whole numbers above 0');
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
  const dir = mkdtempSync(join(tmpdir(), `soak-${db}-`));
  const out = join(dir, 'runs.jsonl');
  const parts: number[][] = [];
  for (let i = 0; i < seeds.length; i += chunk) parts.push(seeds.slice(i, i + chunk));
  // Each chunk writes a file of its own (no two processes append to one), gathered into runs.jsonl at the end.
  const outs = parts.map((_, i) => join(dir, `chunk-${i}.jsonl`));
  const lines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []);
  let next = 0;
  const worker = async () => {
    while (next < parts.length) {
      const i = next++;
      await runChunk(db, parts[i]!, outs[i]!);
      console.log(`${db}: ${outs.reduce((n, f) => n + lines(f).length, 0)}/${seeds.length} seeds run`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, parts.length) }, worker));
  writeFileSync(out, outs.flatMap(lines).map((l) => `${l}\n`).join(''));
  const outcomes = existsSync(out) ? readFileSync(out, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Outcome) : [];
  // A chunk whose process died leaves seeds without a line: those count as failed, not as passed.
  const seen = new Set(outcomes.map((o) => o.seed));
  for (const seed of seeds) if (!seen.has(seed)) outcomes.push({ seed, faults: [], error: 'no result (the run crashed or hung)', ms: 0 });
  // A divergent seed's devices' exchanges are written beside its chunk's file (chunk-<i>.jsonl.<seed>.trace).
  if (outcomes.some((o) => o.error !== null)) console.log(`${db}: results in ${out}, traces beside them in ${dir}`);
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
