/**
 * The server validates with shared/'s schemas and nothing else, so what a device or a client is told and what
 * the server accepts cannot drift apart. This reads every server source file (tests and test support aside)
 * and refuses zod schema construction or derivation there; the one exception is env.ts, which parses
 * process.env, not a request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname);
const NOT_REQUESTS = new Set(['env.ts']);
/** zod functions that read a schema without making one. */
const READING_ONLY = new Set(['toJSONSchema']);
const ZOD_VALUE_IMPORTS = new Set(['z', 'ZodError', 'toJSONSchema']);
/** Methods that make a new schema from another one. */
const DERIVING = new Set(['pick', 'omit', 'extend', 'safeExtend', 'partial', 'required', 'merge', 'refine', 'superRefine', 'transform', 'pipe', 'catchall', 'strict', 'passthrough']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Comments and string literals blanked (line breaks kept), so prose and messages that mention `z.object(` do not
 * count. A regex literal holding a quote could confuse this; the server has none, and a miss would show as a
 * false alarm, not a silent pass, unless it hid a whole line.
 */
function codeOnly(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, (m) =>
    m.replace(/[^\n]/g, ' '),
  );
}

/** Where `text` makes or derives a zod schema, as `file:line what`. */
export function schemaConstruction(file: string, text: string): string[] {
  const found: string[] = [];
  const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+['"]zod(?:\/[^'"]*)?['"]/gm)) {
    const names = /\{([^}]*)\}/.exec(m[1]!)?.[1]?.split(',') ?? [];
    const value = names.map((n) => n.trim()).filter((n) => n && !n.startsWith('type '));
    const imported = value.map((n) => n.split(/\s+as\s+/)[0]!);
    const bad = imported.filter((n) => !ZOD_VALUE_IMPORTS.has(n));
    if (/^\s*(\*|\w+\s*(,|$))/.test(m[1]!)) bad.push('all of zod');
    for (const name of bad) found.push(`${file}:${lineOf(text, m.index)} imports ${name} from zod`);
  }
  const code = codeOnly(text);
  for (const m of code.matchAll(/\bz\s*\.\s*(\w+)\s*\(/g)) {
    if (!READING_ONLY.has(m[1]!)) found.push(`${file}:${lineOf(code, m.index)} z.${m[1]}(`);
  }
  for (const m of code.matchAll(/\.\s*(\w+)\s*\(/g)) {
    if (DERIVING.has(m[1]!)) found.push(`${file}:${lineOf(code, m.index)} .${m[1]}(`);
  }
  return found.sort();
}

describe('the server parses with shared schemas only', () => {
  it('makes no zod schema of its own outside env.ts', () => {
    const found = sourceFiles(SRC)
      .filter((path) => !NOT_REQUESTS.has(relative(SRC, path)))
      .flatMap((path) => schemaConstruction(relative(SRC, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('notices construction and derivation, not the reading of a schema', () => {
    const made = `import { z } from 'zod';\nconst a = z.object({ b: z.string().trim() });\nconst c = shared.pick({ d: true });`;
    expect(schemaConstruction('x.ts', made)).toEqual(['x.ts:2 z.object(', 'x.ts:2 z.string(', 'x.ts:3 .pick(']);
    expect(schemaConstruction('w.ts', `import { object } from 'zod';`)).toEqual(['w.ts:1 imports object from zod']);
    const read = `import type { z } from 'zod';\nimport { ZodError } from 'zod';\n// z.object( in a comment\nshared.safeParse(v); z.toJSONSchema(s); say('z.string(x).pick(');`;
    expect(schemaConstruction('y.ts', read)).toEqual([]);
  });
});
