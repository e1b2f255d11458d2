/**
 * `npm run bench`: runs every benchmark section in turn, one after another on one core. Add a section by
 * appending to SECTIONS.
 */
import { benchAuth } from './bench/auth.ts';
import { benchScoring } from './bench/scoring.ts';
import { benchSync } from './bench/sync.ts';

const SECTIONS: readonly (readonly [title: string, run: () => Promise<void>])[] = [
  ['Match scoring', benchScoring],
  ['Sync and search in the browser', benchSync],
  ['Sign-in', benchAuth],
];

for (const [title, run] of SECTIONS) {
  console.log(`\n== ${title} ==`);
  await run();
}
