/**
 * PGlite runs no autovacuum, so its tables are never analyzed and the planner guesses their sizes: an empty
 * slice pull then walked the user's whole slice (5,000 members, 30 ms) instead of the few rows changed since the
 * checkpoint (0.3 ms). This does what autovacuum's analyze does, with its default thresholds: a table whose rows
 * changed by more than 50 plus 10 % of its rows since it was last analyzed is analyzed again. On Postgres,
 * autovacuum does it where it is on; a server may run with it off (this machine's does), and there a never
 * analyzed slice_members made a slice pull's member lookups walk the user's whole slice per row (a device's
 * pull after a profile edit: 15.7 s for 4,658 documents and as many removals). So the schedule runs wherever
 * autovacuum does not.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from '../observability/logger.ts';
import { repeatEvery } from '../repeat-every.ts';
import { queryRows, type Db, type Queryable } from './client.ts';

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;
/** autovacuum_naptime's default. */
export const STATISTICS_UPKEEP_INTERVAL_MS = 60_000;

/** Analyze every table changed past the threshold; answers their names. */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  // The counts of changes reach pg_stat_user_tables when the backend flushes them; an embedded database flushes
  // when asked, and the flush happens at the end of this statement, before the next reads them.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const stale = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select s.schemaname as schema, s.relname as name
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid
        where s.schemaname = any(current_schemas(false))
          and s.n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE_FACTOR} * greatest(c.reltuples, 0)
        order by s.relname`,
  );
  for (const table of stale) await db.execute(sql`analyze ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`);
  return stale.map((table) => table.name);
}

/**
 * Analyze `table` now when a write of `changed` rows just outgrew what the planner believes of it (the same
 * threshold, against pg_class.reltuples, the number the planner plans with). For a write that cannot wait for
 * the next round: a slice made for a new user in a young marketplace is most of slice_members, and until the
 * table is analyzed every member lookup of that user's first sync walked their whole slice (0.95 s a page of
 * 500 instead of 0.06 s). Answers whether it analyzed. In a grown table a slice is far below the threshold.
 */
export async function analyzeIfOutgrown(q: Queryable, table: string, changed: number): Promise<boolean> {
  const [row] = await queryRows<{ tuples: number }>(
    q,
    sql`select greatest(reltuples, 0)::float8 as tuples from pg_class where oid = to_regclass(${table})`,
  );
  if (!row || changed <= ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * Number(row.tuples)) return false;
  try {
    await q.execute(sql`analyze ${sql.identifier(table)}`);
    return true;
  } catch {
    // Statistics only speed reads up: a role that may not analyze (not the table's owner) keeps the old ones,
    // and the write that asked has committed either way.
    return false;
  }
}

/** Whether the database keeps statistics itself: Postgres with autovacuum on (PGlite has none). */
export async function autovacuumRuns(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ on: boolean }>(db, sql`select current_setting('autovacuum', true) = 'on' as on`);
  return row?.on === true;
}

/** Analyze stale tables now and every interval; `stop` waits for a round under way. */
export function scheduleStatisticsUpkeep(db: Db, options: { log?: Logger | false; intervalMs?: number }) {
  return repeatEvery(() => analyzeStaleTables(db), options.intervalMs ?? STATISTICS_UPKEEP_INTERVAL_MS, (err) => {
    if (options.log) options.log.error({ err }, 'Analyzing tables failed');
  });
}
