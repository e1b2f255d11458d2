/**
 * `npm run bench`: runs every benchmark section in turn, one after another on one core. Add a section by
 * appending to SECTIONS. Each line prints its numbers, a ratio against a baseline measured in the same run and
 * its target. A section that throws fails the run (exit code 1) after the others have run; a missed target
 * never does: speed is reported, not asserted. `--quick` (or BENCH_QUICK=1) runs tiny sizes, see bench/mode.ts.
 * `--only <words>` (or BENCH_ONLY) runs only the sections whose title contains them, e.g. `--only "Request cost"`.
 */
import { benchAuth } from './bench/auth.ts';
import { benchFirstVisit } from './bench/first-visit.ts';
import { benchFreshDevice } from './bench/fresh-device.ts';
import { benchLargeMarketplace } from './bench/large-marketplace.ts';
import { IS_QUICK } from './bench/mode.ts';
import { benchRequestCost } from './bench/request-cost.ts';
import { benchRequestPath } from './bench/request-path.ts';
import { benchScoring } from './bench/scoring.ts';
import { benchStorageFence } from './bench/storage-fence.ts';
import { benchStreams } from './bench/streams.ts';
import { benchSync } from './bench/sync.ts';

const SECTIONS: readonly (readonly [title: string, run: () => Promise<void>])[] = [
  ['Match scoring', benchScoring],
  ['Sync and search in the browser', benchSync],
  ['First visit (Lighthouse mobile, initial JS)', benchFirstVisit],
  ['Fresh device: sign-in to dashboard and first job cards, warm reload', benchFreshDevice],
  ['Storage work-arounds vs RxDB supported API: first sync of 5,000 jobs', benchStorageFence],
  ['Sign-in', benchAuth],
  ['Empty pull vs health', benchRequestPath],
  ['Request cost: health and empty pull vs bare Hono (PGlite, Postgres), pushes vs raw transactions', benchRequestCost],
  ['Large marketplace: first syncs, search, slice updates', benchLargeMarketplace],
  ['Live streams: 10,000 over 4 instances', benchStreams],
];

const onlyAt = process.argv.indexOf('--only');
const only = (onlyAt >= 0 ? process.argv[onlyAt + 1] : process.env.BENCH_ONLY)?.toLowerCase();
const chosen = only ? SECTIONS.filter(([title]) => title.toLowerCase().includes(only)) : SECTIONS;
if (IS_QUICK) console.log('quick mode: tiny sizes, to show every benchmark still runs; the timings mean nothing');
const failed: string[] = [];
for (const [title, run] of chosen) {
  console.log(`\n== ${title} ==`);
  const start = performance.now();
  try {
    await run();
    console.log(`(${title}: ${((performance.now() - start) / 1000).toFixed(1)} s)`);
  } catch (err) {
    failed.push(title);
    console.error(`${title} failed:`, err);
  }
}
if (failed.length > 0) console.error(`\nbenchmarks that failed: ${failed.join(', ')}`);
// Exit explicitly: a section that failed half-way may leave a handle open, and CI must not wait on it.
process.exit(failed.length > 0 ? 1 : 0);
