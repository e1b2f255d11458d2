// The sync server compiled for production: plain ESM JavaScript with source maps in dist-server/ (or the folder
// given as the first argument), every npm package left to node_modules, the SQL migrations copied beside it.
// Also writes runtime-packages.json: the packages the compiled server imports, read from esbuild's metafile, so
// package.json's dependencies can be checked against what really runs (sync-server/src/production/).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(process.argv[2] ?? join(root, 'dist-server'));

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: { index: 'sync-server/src/index.ts', 'support-agent': 'scripts/support-agent.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Packages stay imports of node_modules: PGlite loads its wasm beside itself, and a dependency's own files
  // (drivers, the Stripe SDK) must not be copied into the bundle.
  packages: 'external',
  alias: { '@shared': join(root, 'shared/src') },
  metafile: true,
  logLevel: 'warning',
});
cpSync(join(root, 'sync-server/src/db/migrations'), join(outdir, 'migrations'), { recursive: true });

/** `@scope/name/sub` and `name/sub` to the package's name; node: built-ins are not packages. */
const packageOf = (path) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]);
const packages = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const imported of output.imports) {
    if (imported.external && !imported.path.startsWith('node:')) packages.add(packageOf(imported.path));
  }
}
writeFileSync(join(outdir, 'runtime-packages.json'), `${JSON.stringify([...packages].sort(), null, 2)}\n`);
console.log(`Server built into ${outdir}: imports ${[...packages].sort().join(', ')}`);
