/**
 * The pools of recent searches (search-pool.ts), kept for a short time and shared by every viewer: finding a
 * pool is most of a first page's work (index walks over up to 100,000 rows, then the rows read and decoded), and
 * the same normalized filters give the same pool whoever asks, since a pool holds public documents only and
 * decides nothing for the viewer (projection, the rule and the scores still run per request).
 *
 * A kept pool is used only while no row of its tables has changed since it was read. Each table's change
 * position (xid, seq) tells: every transaction that had not committed when the pool was looked for has an xid at
 * or above that moment's snapshot xmin, and every write gives its row a new seq, so the count and seq sums of the
 * rows at or above that xmin change with any write committed since, on any instance. The check is one range of
 * the position index (the rows written since the oldest open transaction began).
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { SearchFilters } from '@shared/schemas/search-filters.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import type { StoredRow } from '../store/rows.ts';

/** How long a pool is kept at most (its check passing or not): short, so memory holds recent searches only. */
export const POOL_CACHE_TTL_MS = 60_000;
/** Rows kept over all pools of one instance (a pool is 200 at most: some 150 searches, tens of MB). */
const MAX_KEPT_ROWS = 30_000;
/** Past this many rows written since the oldest open transaction began, checking costs more than it saves. */
const MAX_CHECKED_CHANGES = 5_000;

export type PoolTable = 'jobs' | 'candidates' | 'employers';

/** What the tables looked like from one snapshot's xmin on (pool-cache.ts says why that detects a write). */
interface ChangeMark {
  horizon: string;
  marks: string[];
}

interface KeptPool<T> {
  mark: ChangeMark;
  rows: readonly StoredRow[];
  /** Per-pool work of the caller, made once from the rows (search-marketplace.ts keeps job features here). */
  extra: T;
}

export interface PoolCache {
  /** The pool of `key` if kept and nothing changed since; else `load`'s, kept for the searches after. */
  pool<T>(
    q: Queryable,
    key: { table: 'jobs' | 'candidates'; filters: SearchFilters; poolSize: number },
    tables: readonly PoolTable[],
    load: () => Promise<readonly StoredRow[]>,
    extra: (rows: readonly StoredRow[]) => T,
  ): Promise<{ rows: readonly StoredRow[]; extra: T; hit: boolean }>;
}

/** One aggregate over the rows written since `horizon`, per table; null when there are too many to check. */
function changesSince(table: PoolTable, horizon: SQL): SQL {
  return sql`(select count(*)::text || ':' || coalesce(sum(seq), 0)::text || ':' || coalesce(max(seq), 0)::text
              from (select seq from ${sql.identifier(table)} where xid >= ${horizon} limit ${MAX_CHECKED_CHANGES + 1}) recent)`;
}

type SQL = ReturnType<typeof sql>;

/** The tables' marks from the current snapshot's xmin (one statement, so one snapshot). */
async function markNow(q: Queryable, tables: readonly PoolTable[]): Promise<ChangeMark | null> {
  const horizon = sql`pg_snapshot_xmin(pg_current_snapshot())`;
  const [row] = await queryRows<Record<string, string>>(
    q,
    sql`select ${horizon}::text as horizon, ${sql.join(tables.map((t, i) => sql`${changesSince(t, horizon)} as ${sql.identifier(`m${i}`)}`), sql`, `)}`,
  );
  const marks = tables.map((_, i) => row![`m${i}`]!);
  return marks.some(tooMany) ? null : { horizon: row!.horizon!, marks };
}

/** The tables' marks now, from a horizon taken earlier. */
async function marksSince(q: Queryable, tables: readonly PoolTable[], horizon: string): Promise<string[]> {
  const at = sql`${horizon}::xid8`;
  const [row] = await queryRows<Record<string, string>>(
    q,
    sql`select ${sql.join(tables.map((t, i) => sql`${changesSince(t, at)} as ${sql.identifier(`m${i}`)}`), sql`, `)}`,
  );
  return tables.map((_, i) => row![`m${i}`]!);
}

const tooMany = (mark: string) => Number(mark.split(':')[0]) > MAX_CHECKED_CHANGES;

export function createPoolCache(options: { ttlMs?: number; now?: () => number } = {}): PoolCache {
  const kept = new LRUCache<string, KeptPool<unknown>>({
    maxSize: MAX_KEPT_ROWS,
    sizeCalculation: (pool) => pool.rows.length + 1,
    ttl: options.ttlMs ?? POOL_CACHE_TTL_MS,
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const reading = new Map<string, Promise<{ mark: ChangeMark | null; rows: readonly StoredRow[]; extra: unknown }>>();
  return {
    async pool(q, key, tables, load, extra) {
      // Filters come from the shared schema's parse, so equal searches stringify alike.
      const id = JSON.stringify([key.table, key.poolSize, tables, key.filters]);
      const found = kept.get(id);
      if (found) {
        const now = await marksSince(q, tables, found.mark.horizon);
        if (now.every((mark, i) => mark === found.mark.marks[i])) {
          return { rows: found.rows, extra: found.extra as ReturnType<typeof extra>, hit: true };
        }
        kept.delete(id);
      }
      // Searches asking for the same pool while it is read wait for that read instead of making their own, and
      // use it if nothing was written since it began (a write they could have seen before they asked).
      const pending = reading.get(id);
      if (pending) {
        const shared = await pending.catch(() => null);
        if (shared?.mark && (await marksSince(q, tables, shared.mark.horizon)).every((mark, i) => mark === shared.mark!.marks[i])) {
          return { rows: shared.rows, extra: shared.extra as ReturnType<typeof extra>, hit: true };
        }
        const rows = await load();
        return { rows, extra: extra(rows), hit: false };
      }
      const read = (async () => {
        // Marked before the pool is read: a write committed while it is read changes the marks, so the pool
        // made from a mix of before and after is not used again.
        const mark = await markNow(q, tables);
        const rows = await load();
        const made = extra(rows);
        if (mark) kept.set(id, { mark, rows, extra: made });
        return { mark, rows, extra: made as unknown };
      })();
      reading.set(id, read);
      try {
        const { rows, extra: made } = await read;
        return { rows, extra: made as ReturnType<typeof extra>, hit: false };
      } finally {
        reading.delete(id);
      }
    },
  };
}
