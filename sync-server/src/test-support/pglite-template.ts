/**
 * A migrated, empty PGlite database to start test databases from. A new PGlite runs initdb and then every
 * migration, seconds per test server on a busy machine; a copy of this dump starts in a fraction of that. The
 * dump is made once per set of migrations and PGlite version and shared by every test process through a file
 * (written under a temporary name, then renamed, so a process never reads half of one); within a process the
 * compiled WebAssembly and the file-system bundle are shared too.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type PgliteStart } from '../db/client.ts';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations', import.meta.url));
const PGLITE_DIST = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

let runtime: Promise<Omit<PgliteStart, 'loadDataDir'>> | undefined;
let template: Promise<PgliteStart> | undefined;

/** PGlite's compiled modules and file-system bundle, read once per process. */
function pgliteRuntime(): Promise<Omit<PgliteStart, 'loadDataDir'>> {
  runtime ??= (async () => {
    const [pglite, initdb, bundle] = await Promise.all(['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((name) => readFile(join(PGLITE_DIST, name))));
    return {
      pgliteWasmModule: await WebAssembly.compile(pglite!),
      initdbWasmModule: await WebAssembly.compile(initdb!),
      fsBundle: new Blob([bundle!]),
    };
  })();
  return runtime;
}

/** What the dump depends on: every migration's name and text, and PGlite's version. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const { version } = JSON.parse(await readFile(join(PGLITE_DIST, '..', 'package.json'), 'utf8')) as { version: string };
  hash.update(version);
  const walk = async (dir: string): Promise<void> => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else hash.update(`${path.slice(MIGRATIONS.length)}\0`).update(await readFile(path));
    }
  };
  await walk(MIGRATIONS);
  return hash.digest('hex').slice(0, 24);
}

async function makeTemplate(): Promise<PgliteStart> {
  const start = await pgliteRuntime();
  const file = join(tmpdir(), 'hiresync-pglite-templates', `${await templateKey()}.tar`);
  let dump: Blob;
  try {
    dump = new Blob([await readFile(file)]);
  } catch {
    const database = await openDatabase({ dataDir: 'memory://', pglite: start });
    dump = await database.dumpDataDir!();
    await database.close();
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return { ...start, loadDataDir: dump };
}

/** How to start a memory PGlite from the migrated template (opening it still runs the migrations: none left). */
export function pgliteTemplate(): Promise<PgliteStart> {
  template ??= makeTemplate();
  return template;
}
