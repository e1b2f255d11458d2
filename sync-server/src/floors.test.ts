/**
 * The server stands in floors (ARCHITECTURE.md, "Where new code goes"): a folder, or a file at the top of src/,
 * imports only from its own floor or the floors below, and no two of them import each other, directly or round
 * a loop. This reads every server source file (tests and test support aside), takes each relative import to the
 * folder it lands in, and holds the arrows to FLOORS below. A new folder has to be put on a floor here first.
 * (oxlint's `import/no-cycle` in `npm run lint` catches loops between files; this catches the loops between
 * folders that no file loop shows, and an arrow that runs back up.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname);

/** From the ground up (ARCHITECTURE.md's list, its first and last floors split as they stand); a folder, or a file directly under src/. */
export const FLOORS: string[][] = [
  ['observability', 'env.ts', 'http-error.ts', 'http-shutdown.ts', 'repeat-every.ts', 'openapi', 'app-router.ts', 'bus'],
  ['db', 'delivery', 'jobs'],
  ['store'],
  ['plans', 'slices', 'auth', 'files', 'notifications', 'support', 'job-pages', 'live'],
  ['billing', 'verification', 'context.ts', 'interviews', 'screening', 'company'],
  ['rules'],
  ['profile-views', 'account'],
  ['replication', 'search'],
  ['alerts', 'demo'],
  ['middleware'],
  ['routes', 'observed-deps.ts'],
  ['app.ts'],
  ['server.ts', 'index.ts'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The folder (or top-level file) a path under src/ belongs to. */
function roomOf(path: string): string {
  return relative(SRC, path).split(sep)[0]!;
}

/** Relative module names a file imports or re-exports, static or dynamic. */
export function relativeImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    found.push((m[1] ?? m[2] ?? m[3])!);
  }
  return found;
}

interface Arrow {
  from: string;
  to: string;
  file: string;
}

/** Every import from one room to another, with the file that makes it. */
function arrows(): Arrow[] {
  return sourceFiles(SRC).flatMap((file) =>
    relativeImports(readFileSync(file, 'utf8'))
      .map((name) => ({ from: roomOf(file), to: roomOf(resolve(dirname(file), name)), file: relative(SRC, file) }))
      .filter((a) => a.from !== a.to && !a.to.startsWith('..')),
  );
}

/** Rooms that sit on a loop of rooms (Tarjan's strongly connected components of more than one). */
export function loops(edges: Array<[string, string]>): string[][] {
  const next = new Map<string, Set<string>>();
  for (const [a, b] of edges) {
    if (!next.has(a)) next.set(a, new Set());
    if (!next.has(b)) next.set(b, new Set());
    next.get(a)!.add(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the server floors', () => {
  const all = arrows();
  const floorOf = new Map(FLOORS.flatMap((rooms, i) => rooms.map((room) => [room, i + 1] as const)));

  it('reads the imports (the check would pass on nothing otherwise)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContainEqual({ from: 'rules', to: 'slices', file: 'rules/jobs.ts' });
  });

  it('puts every folder on a floor', () => {
    const rooms = new Set(sourceFiles(SRC).map(roomOf));
    expect([...rooms].filter((room) => !floorOf.has(room)).sort()).toEqual([]);
  });

  it('has no arrow that runs back up', () => {
    const up = all.filter((a) => floorOf.get(a.to)! > floorOf.get(a.from)!).map((a) => `${a.file} -> ${a.to} (floor ${floorOf.get(a.from)} -> ${floorOf.get(a.to)})`);
    expect([...new Set(up)].sort()).toEqual([]);
  });

  it('has no loop between folders, on one floor or across', () => {
    expect(loops(all.map((a) => [a.from, a.to]))).toEqual([]);
  });

  it('finds a loop and an arrow up where there is one', () => {
    expect(loops([['a', 'b'], ['b', 'c'], ['c', 'a'], ['c', 'd']])).toEqual([['a', 'b', 'c']]);
    expect(relativeImports("import { x } from '../slices/a.ts';\nimport type { Y } from './b.ts';\nconst m = await import('../alerts/c.ts');\nexport { z } from '../d.ts';\nimport 'zod';"))
      .toEqual(['../slices/a.ts', './b.ts', '../alerts/c.ts', '../d.ts']);
  });
});
