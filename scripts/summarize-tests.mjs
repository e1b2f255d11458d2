// Adds up the JSON reports of every test run into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];
for (const file of readdirSync('test-reports').filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(`test-reports/${file}`, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    flaky.push(...flakyTitles(report.suites ?? []));
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}
if (!existsSync('test-reports')) process.exit(0);
for (const title of flaky) console.log(`flaky (failed, then passed on retry): ${title}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped${flaky.length ? `, ${flaky.length} of them flaky` : ''}`);
process.exit(failed > 0 ? 1 : 0);

/** Titles of Playwright tests whose status is 'flaky', walking nested suites. */
function flakyTitles(suites, path = []) {
  const titles = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === 'flaky')) titles.push([...here, spec.title].join(' › '));
    }
    titles.push(...flakyTitles(suite.suites ?? [], here));
  }
  return titles;
}
