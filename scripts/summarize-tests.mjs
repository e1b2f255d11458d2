// Adds up the JSON reports of every test run into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync, readdirSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync('test-reports').filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(`test-reports/${file}`, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}
if (!existsSync('test-reports')) process.exit(0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
