// `npm run support-agent -- add EMAIL | remove EMAIL | list`: the sources through tsx in a development
// checkout, the compiled command (dist-server/support-agent.js) on a production install without tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let hasTsx = true;
try {
  createRequire(import.meta.url).resolve('tsx');
} catch {
  hasTsx = false;
}
const compiled = join(root, 'dist-server', 'support-agent.js');
if (!hasTsx && !existsSync(compiled)) {
  console.error('dist-server/support-agent.js is missing: run `npm run build` first.');
  process.exit(1);
}
const args = hasTsx ? ['--import', 'tsx', join(root, 'scripts', 'support-agent.ts')] : ['--enable-source-maps', compiled];
const run = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
