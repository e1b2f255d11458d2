/**
 * Opens the database: Postgres through postgres.js when a URL is given, else the embedded PGlite in a folder
 * (or in memory). Both get the same drizzle schema, the same migrations, and LISTEN/NOTIFY for change fan-out,
 * or a broker in its place (bus/, CHANGE_BUS). It owns connection lifetime; it knows nothing of replication or HTTP.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { announceOnBroker, publishAfterCommit } from '../bus/after-commit.ts';
import { connectBroker, namespaceOf, type Broker, type BrokerSettings } from '../bus/broker.ts';
import * as schema from './schema.ts';

/** The migrations folder: beside this file in the sources, and copied beside the bundle by the build (scripts/build-server.mjs). */
export const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** The drizzle database, typed by our schema; PGlite's and postgres.js's share this query API. */
export type Db = ReturnType<typeof drizzlePostgres<typeof schema>>;
/** A transaction handle, as given to `db.transaction` callbacks. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either a database or a transaction. */
export type Queryable = Db | Tx;

/** An open database with what the server needs beyond queries. */
export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** What carries announcements between instances: the database's NOTIFY, or a broker. */
  bus: 'postgres' | BrokerSettings['kind'];
  /** Where drizzle records the migrations applied (db/readiness.ts reads it). */
  migrationsSchema: string;
  /** With a broker: whether its connection is up now (readiness); NOTIFY rides the database connection. */
  busConnected?(): boolean;
  /** Subscribe to a NOTIFY channel (or the broker's channel of that name); returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a tarball, which `pglite.loadDataDir` starts another one from. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** PGlite only: what to start from instead of reading and compiling PGlite's files and running initdb. */
export interface PgliteStart {
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
  loadDataDir?: Blob;
}

/** Where to open the database. */
export interface DatabaseOptions {
  url?: string;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  /** Postgres only: a schema of its own (made if missing), so test runs do not see each other's rows. */
  schema?: string;
  /** A broker to announce changes on instead of NOTIFY; every instance on the database must name the same. */
  bus?: BrokerSettings;
  /** PGlite only: a compiled runtime and a database to start from (test-support/pglite-template.ts). */
  pglite?: PgliteStart;
}

/** Open and migrate the database. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.schema) : await openPglite(options.dataDir ?? 'memory://', options.pglite);
  if (!options.bus) return database;
  let broker: Broker;
  try {
    broker = await connectBroker(options.bus, namespaceOf(options));
  } catch (err) {
    await database.close();
    throw new Error(`CHANGE_BUS=${options.bus.kind}: cannot connect to ${options.bus.url}: ${(err as Error).message}`);
  }
  publishAfterCommit(database.db, broker);
  return {
    ...database,
    bus: broker.kind,
    busConnected: () => broker.isConnected(),
    listen: (channel, onPayload) => broker.subscribe(channel, onPayload),
    async close() {
      await broker.close();
      await database.close();
    },
  };
}

async function openPostgres(url: string, pgSchema?: string): Promise<Database> {
  if (pgSchema) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create schema if not exists "${pgSchema.replace(/"/g, '')}"`);
    await admin.end();
  }
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    connection: { application_name: 'sync-server', ...(pgSchema ? { search_path: pgSchema } : {}) },
  });
  const db = drizzlePostgres(client, { schema });
  // Several instances may start at once on one database: migrate under a lock.
  const lock = await client.reserve();
  try {
    await lock`select pg_advisory_lock(8787001)`;
    await migratePostgres(db, { migrationsFolder: MIGRATIONS, ...(pgSchema ? { migrationsSchema: pgSchema } : {}) });
  } finally {
    await lock`select pg_advisory_unlock(8787001)`;
    lock.release();
  }
  return {
    db,
    kind: 'postgres',
    bus: 'postgres',
    migrationsSchema: pgSchema ?? 'drizzle',
    async listen(channel, onPayload) {
      const sub = await client.listen(channel, onPayload);
      return () => sub.unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * The types drizzle reads as text on PGlite (it passes these parsers with every query); given to PGlite itself,
 * so a query sent past drizzle (queryRowsPrepared) reads the same values as one sent through it.
 */
const TEXT_AS_DRIZZLE_READS = Object.fromEntries([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE].map((oid) => [oid, (value: string) => value]));

async function openPglite(dataDir: string, start: PgliteStart = {}): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the search indexes of migration 0009 (search/search-text-sql.ts) use its operator class.
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: TEXT_AS_DRIZZLE_READS, ...start });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    bus: 'postgres',
    migrationsSchema: 'drizzle',
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return unsub;
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Run a raw query and return its rows, whichever driver is underneath. */
export async function queryRows<T = Record<string, unknown>>(q: Queryable, query: SQL): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * One round trip that proves the database answers (GET /api/health). On PGlite a `select 1` in the simple
 * protocol: one message into the WebAssembly Postgres instead of the extended protocol's six (parse, describe,
 * bind, execute, sync), which halves the check, run on the server's own thread.
 */
export async function ping(db: Db): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) await client.exec('select 1');
  else await db.execute(sql`select 1`);
}

const dialect = new PgDialect();

/**
 * queryRows for a query run on nearly every request (the pull). On Postgres it becomes a named prepared
 * statement of its connection, so the server plans it once instead of on every call; planning costs several
 * times more than running it when nothing matches. On PGlite it goes to PGlite directly: drizzle hands PGlite
 * its own type parsers with every query, and PGlite merges them into its 318 on every call, which took as long
 * as the empty pull's statement itself. Inside a transaction it is queryRows.
 */
export async function queryRowsPrepared<T = Record<string, unknown>>(q: Queryable, query: SQL): Promise<T[]> {
  const client = '$client' in q ? (q.$client as Partial<postgres.Sql> | PGlite) : undefined;
  if (client instanceof PGlite) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await client.query<T>(text, params)).rows;
  }
  if (typeof client?.unsafe !== 'function') return queryRows<T>(q, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (await client.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true })) as unknown as T[];
}

/**
 * NOTIFY a channel inside the current transaction (delivered at commit, dropped at rollback). With a broker the
 * announcement is held until the commit, then published (bus/after-commit.ts): the same promise either way.
 */
export async function notify(q: Queryable, channel: string, payload: string): Promise<void> {
  if (await announceOnBroker(q, channel, payload)) return;
  await q.execute(sql`select pg_notify(${channel}, ${payload})`);
}
