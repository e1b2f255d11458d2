/**
 * Makes a test's change positions cross a power of ten (where text order and numeric order part: '10000' <
 * '9999'). The PGlite run crosses 1,000 on a fresh memory database; the Postgres run gets a private cluster
 * that starts just below 10^10 in epoch 2, so positions are also past 2^32. The shared Postgres is never used:
 * its ids belong to every database on it, only grow, and would cost more to move each run.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows, type Database } from '../db/client.ts';
import { findPostgresBinaries, startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';

/** Where a private cluster's ids start: room for the set-up's transactions below 10^10, few to burn. */
export const PRIVATE_START_XID = 10n ** 10n - 50_000n;
/** Most ids a test burns; a database further from its next power of ten was not opened for crossing. */
const BURN_BUDGET = 200_000n;

/** The id the next transaction of the cluster will get (a snapshot, others may take ids too). */
export async function currentXid(database: Database): Promise<bigint> {
  const [row] = await queryRows<{ x: string }>(database.db, sql`select pg_current_xact_id()::text as x`);
  return BigInt(row!.x);
}

/** The smallest power of ten above `value`. */
export function nextPowerOfTen(value: bigint): bigint {
  let power = 10n;
  while (power <= value) power *= 10n;
  return power;
}

/** Where to burn to so the next `before` transactions land below a power of ten and the ones after it above. */
export async function crossingPlan(database: Database, before: number): Promise<{ boundary: bigint; burnTo: bigint }> {
  const now = await currentXid(database);
  const boundary = nextPowerOfTen(now + BigInt(before) + 10n);
  const burnTo = boundary - BigInt(before);
  if (burnTo - now > BURN_BUDGET) throw new Error(`xid ${now} is more than ${BURN_BUDGET} ids below ${boundary}: open the database with crossingDatabase()`);
  return { boundary, burnTo };
}

/** Consume ids (empty committed transactions) until the database's next one is at least `target`. */
export async function burnTransactionIds(database: Database, target: bigint): Promise<void> {
  for (;;) {
    const left = target - (await currentXid(database));
    if (left <= 0n) return;
    await database.db.execute(sql.raw(`do $$ begin for i in 1..${left} loop perform pg_current_xact_id(); commit; end loop; end $$`));
  }
}

/**
 * The database a crossing test file runs on, for its tests to read once the file's hooks ran: `url` is
 * undefined in the PGlite run (no DATABASE_URL) and a private cluster's in the Postgres run. Without
 * Postgres' binaries the Postgres run fails under CI and is skipped with `skipReason` otherwise, as
 * scripts/test-all.sh treats an unreachable Postgres.
 */
export function crossingDatabase(): { readonly url: string | undefined; readonly skipReason: string | undefined } {
  let cluster: PrivatePostgres | undefined;
  let skipReason: string | undefined;
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) return;
    if (!(await findPostgresBinaries())) {
      const missing = 'Postgres binaries (initdb, pg_resetwal, pg_ctl) not found via pg_config --bindir or /usr/lib/postgresql/15/bin';
      if (process.env.CI) throw new Error(`${missing}, and CI requires the Postgres run to cross a power of ten`);
      skipReason = `${missing}: no private cluster to cross a power of ten on`;
      return;
    }
    cluster = await startPrivatePostgres(PRIVATE_START_XID);
  }, 180_000);
  afterAll(async () => {
    await cluster?.stop();
  });
  return {
    get url() {
      return cluster?.url;
    },
    get skipReason() {
      return skipReason;
    },
  };
}
