/**
 * PGlite runs no autovacuum, so its tables are never analyzed and the planner guesses their sizes: an empty
 * slice pull then walked the user's whole slice (5,000 members, 30 ms) instead of the few rows changed since the
 * checkpoint (0.3 ms). This does what autovacuum's analyze does, with its default thresholds: a table whose rows
 * changed by more than 50 plus 10 % of its rows since it was last analyzed is analyzed again. On Postgres,
 * autovacuum does it, so the schedule runs for the embedded database only.
 */
import { sql } from 'drizzle-orm';
import { repeatEvery } from '../jobs/repeat-every.ts';
import { queryRows, type Db } from './client.ts';

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

/** Analyze stale tables now and every interval; `stop` waits for a round under way. */
export function scheduleStatisticsUpkeep(db: Db, options: { log: boolean; intervalMs?: number }) {
  return repeatEvery(() => analyzeStaleTables(db), options.intervalMs ?? STATISTICS_UPKEEP_INTERVAL_MS, (err) => {
    if (options.log) console.error('Analyzing tables failed:', err);
  });
}
