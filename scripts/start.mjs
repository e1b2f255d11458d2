// `npm start`: the compiled server (dist-server/). Where the build tools are installed (a development checkout)
// it builds first, as `npm start` always did, so a fresh clone runs with `npm install && npm start` and a pulled
// change is never served stale; a production install (`npm ci --omit=dev`) runs what was built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const entry = join(root, 'dist-server', 'index.js');

function canBuild() {
  try {
    createRequire(import.meta.url).resolve('vite/package.json');
    createRequire(import.meta.url).resolve('esbuild/package.json');
    return true;
  } catch {
    return false;
  }
}

if (canBuild()) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
} else if (!existsSync(entry)) {
  console.error('dist-server/index.js is missing and this install has no build tools: run `npm install` and `npm run build` first.');
  process.exit(1);
}
// Stack traces point at the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
