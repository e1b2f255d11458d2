/**
 * What GET /api/health/ready checks: the database answers, every migration of this build is recorded as
 * applied, and the change bus is connected. Each check says why it failed, never throws.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS, queryRows, type Database } from './client.ts';

export type CheckResult = { ok: true } | { ok: false; reason: string };
export interface Readiness {
  ok: boolean;
  checks: { database: CheckResult; migrations: CheckResult; changeBus: CheckResult };
}

/** The newest migration this build carries: drizzle records each applied one by this `when`. */
let newestMigration: number | undefined;
function newestMigrationOfBuild(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return (newestMigration ??= Math.max(...journal.entries.map((entry) => entry.when)));
}

const failed = (error: unknown): CheckResult => ({ ok: false, reason: error instanceof Error ? error.message : String(error) });

async function checkMigrations(database: Database): Promise<CheckResult> {
  try {
    const table = sql.raw(`"${database.migrationsSchema.replace(/"/g, '')}"."__drizzle_migrations"`);
    const [row] = await queryRows<{ last: string | number | null }>(database.db, sql`select max(created_at) as last from ${table}`);
    const applied = Number(row?.last ?? 0);
    return applied >= newestMigrationOfBuild() ? { ok: true } : { ok: false, reason: 'the database lacks migrations of this build' };
  } catch (error) {
    return failed(error);
  }
}

export async function checkReadiness(database: Database): Promise<Readiness> {
  let db: CheckResult;
  try {
    await database.db.execute(sql`select 1`);
    db = { ok: true };
  } catch (error) {
    db = failed(error);
  }
  const migrations: CheckResult = db.ok ? await checkMigrations(database) : { ok: false, reason: 'the database does not answer' };
  // A broker has a connection of its own; Postgres NOTIFY rides the database's (its listener reconnects with it).
  const changeBus: CheckResult =
    database.busConnected === undefined
      ? db.ok
        ? { ok: true }
        : { ok: false, reason: 'the database (which carries NOTIFY) does not answer' }
      : database.busConnected()
        ? { ok: true }
        : { ok: false, reason: `${database.bus} is not connected` };
  return { ok: db.ok && migrations.ok && changeBus.ok, checks: { database: db, migrations, changeBus } };
}
