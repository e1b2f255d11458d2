/**
 * No read of a replicated table bypasses the store (store/rows.ts, store/audience.ts): outside store/, a file
 * that names one of those tables in its own SQL (or takes them from db/schema.ts) must be listed below with why
 * it may, and a file that answers a viewer must take who sees what from store/audience.ts. A new query of a
 * replicated table fails here, by file name, until it goes through the store or says why it need not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES as COLLECTIONS } from '@shared/schemas/collections.ts';
import { tableOf } from './rows.ts';

const SRC = join(import.meta.dirname, '..');
const TABLES = COLLECTIONS.map(tableOf);

/** Files outside store/ allowed their own SQL on replicated tables, and why. */
const OWN_SQL: Record<string, string> = {
  'replication/pull.ts': 'the pull statement, its condition from audience()',
  'replication/pull-slice.ts': 'the sliced pull, its grant from granted(); migration 0016 holds the same rule, held to it by pull-slice-audience.test.ts',
  'live/change-bus.ts': "reads a changed row's readers to route its announcement (announcementConcerns)",
  'search/search-pool.ts': 'the marketplace search reads, under MARKETPLACE',
  'search/pool-cache.ts': "counts the change positions written since a kept pool's read, to know it is current; no row leaves",
  'slices/slice-pool.ts': 'the slice pools, under MARKETPLACE',
  'plans/usage.ts': "counts the viewer's own actions (postedAt, appliedAt) for the plan limits",
  'routes/figures.ts': 'public counts of the landing page; no row leaves',
  'notifications/message-notification.ts': 'counts unread messages of a conversation to word a notification; no row leaves',
  'account/delete-account.ts': "deletes the account's profile views and the companies' tags on it by its candidate rows",
  'db/statistics-upkeep.ts': 'analyzes tables; reads no rows',
};

/** Files that answer a viewer with replicated rows: each decides who sees what through store/audience.ts. */
const VIEWER_READS = [
  'replication/pull.ts',
  'replication/pull-slice.ts',
  'replication/documents.ts',
  'live/change-bus.ts',
  'search/search-pool.ts',
  'slices/slice-pool.ts',
  'account/export-data.ts',
  'company/tags.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' || entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The code without its comments (a comment may say "from jobs"). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const tableWords = TABLES.join('|');
const PATTERNS: [string, RegExp][] = [
  ['SQL naming a replicated table', new RegExp(`\\b(from|join|update|into|table)\\s+"?(${tableWords})\\b(?!\\.ts)`, 'i')],
  ['a table named by a variable', /sql\.identifier\((tableOf\(|table\b|collection\b|`)/],
  ['replicated tables from db/schema.ts', new RegExp(`import\\s*\\{[^}]*\\b(${COLLECTIONS.join('|')}|REPLICATED_TABLES)\\b[^}]*\\}\\s*from\\s*'[./]+/db/schema\\.ts'`)],
];

function bypasses(file: string): string[] {
  const text = code(readFileSync(file, 'utf8'));
  return PATTERNS.filter(([, re]) => re.test(text)).map(([what]) => what);
}

const files = sourceFiles(SRC).map((path) => ({ path, name: relative(SRC, path).replaceAll('\\', '/') }));

describe('every read of a replicated table goes through the store', () => {
  it('finds the replicated tables it guards', () => {
    expect(TABLES).toContain('jobs');
    expect(TABLES).toContain('saved_jobs');
    expect(files.length).toBeGreaterThan(100);
  });

  it('no file outside store/ queries a replicated table unless it is listed, with its reason', () => {
    const unlisted = files
      .filter(({ name }) => !name.startsWith('store/') && !(name in OWN_SQL))
      .flatMap(({ path, name }) => bypasses(path).map((what) => `${name}: ${what}`));
    expect(unlisted).toEqual([]);
  });

  it('every listed file still does (the list does not outlive its reasons)', () => {
    const stale = Object.keys(OWN_SQL).filter((name) => {
      const file = files.find((f) => f.name === name);
      return !file || bypasses(file.path).length === 0;
    });
    expect(stale).toEqual([]);
  });

  it.each(VIEWER_READS)('%s takes who sees what from store/audience.ts', (name) => {
    const file = files.find((f) => f.name === name);
    expect(file, name).toBeDefined();
    expect(readFileSync(file!.path, 'utf8')).toMatch(/from '\.\.\/store\/audience\.ts'/);
  });

  it('the scan catches a bypass', () => {
    const probe = (text: string) => PATTERNS.some(([, re]) => re.test(code(text)));
    expect(probe("sql`select doc from jobs where owner_user_id = ${me}`")).toBe(true);
    expect(probe('sql`select 1 from saved_jobs s join applications a on true`')).toBe(true);
    expect(probe('q.execute(sql`select * from ${sql.identifier(tableOf(collection))}`)')).toBe(true);
    expect(probe("import { jobs, users } from '../db/schema.ts';")).toBe(true);
    expect(probe("// reads from jobs\nimport { users } from '../db/schema.ts';")).toBe(false);
    expect(probe("import { x } from '../rules/jobs.ts';")).toBe(false);
  });
});
