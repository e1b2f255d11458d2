/**
 * Reads and writes replicated rows. Every write stamps the row with the writing transaction's id and a fresh
 * sequence number (its change position) and queues a NOTIFY naming the collection and row, delivered at
 * commit. It decides nothing about who may write: that is the rules' job.
 */
import { sql } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { notify, queryRows, type Queryable } from '../db/client.ts';
import type { PUBLIC_SCOPES } from '../db/schema.ts';

export type PublicScope = (typeof PUBLIC_SCOPES)[number];

/** The channel on which committed changes are announced to every server instance. */
export const CHANGES_CHANNEL = 'replication_changes';

/** A committed change as announced on CHANGES_CHANNEL: the row's collection, id, owner and widest scope ever. */
export interface ChangeEvent {
  c: CollectionName;
  id: string;
  o: string;
  s: PublicScope | null;
  /** When it was announced (ms since the epoch, the announcing instance's clock): the change-bus lag metric. */
  t?: number;
}

/** A replicated row as stored. */
export interface StoredRow {
  id: string;
  doc: Record<string, unknown>;
  deleted: boolean;
  ownerUserId: string;
  readerUserIds: string[];
  publicScope: PublicScope | null;
  everPublicScope: PublicScope | null;
  xid: string;
  seq: number;
}

/** What a write stores. */
export interface RowInput {
  id: string;
  doc: Record<string, unknown>;
  deleted?: boolean;
  ownerUserId: string;
  readerUserIds?: string[];
  publicScope?: PublicScope | null;
}

/** The SQL table of a collection. */
export function tableOf(collection: CollectionName): string {
  return collection === 'savedJobs' ? 'saved_jobs' : collection;
}

/**
 * The columns of a StoredRow. The position goes out as text (an xid8 may pass 2^53) under another name: an
 * output column named `xid` would be what `order by xid` sorts by, in text order ('10019' < '9999').
 */
export const STORED_COLUMNS = sql.raw(
  `id, doc, deleted, owner_user_id as "ownerUserId", reader_user_ids as "readerUserIds",
   public_scope as "publicScope", ever_public_scope as "everPublicScope", xid::text as "xidText", seq`,
);

/** Normalize driver differences (postgres.js returns bigint as string). */
export function toStoredRow(raw: Record<string, unknown>): StoredRow {
  return {
    id: raw.id as string,
    doc: raw.doc as Record<string, unknown>,
    deleted: raw.deleted as boolean,
    ownerUserId: raw.ownerUserId as string,
    readerUserIds: (raw.readerUserIds as string[]) ?? [],
    publicScope: (raw.publicScope as PublicScope | null) ?? null,
    everPublicScope: (raw.everPublicScope as PublicScope | null) ?? null,
    xid: String(raw.xidText),
    seq: Number(raw.seq),
  };
}

/** Read one row; `forUpdate` locks it until the transaction ends (writers of one document queue up). */
export async function readRow(
  q: Queryable,
  collection: CollectionName,
  id: string,
  forUpdate = false,
): Promise<StoredRow | null> {
  const rows = await queryRows(
    q,
    sql`select ${STORED_COLUMNS} from ${sql.identifier(tableOf(collection))} where id = ${id} ${forUpdate ? sql`for update` : sql``}`,
  );
  return rows[0] ? toStoredRow(rows[0]) : null;
}

/** Rows of a collection matching a condition on the stored columns or document. */
export async function findRows(q: Queryable, collection: CollectionName, where: ReturnType<typeof sql>): Promise<StoredRow[]> {
  const rows = await queryRows(q, sql`select ${STORED_COLUMNS} from ${sql.identifier(tableOf(collection))} where ${where}`);
  return rows.map(toStoredRow);
}

function widest(a: PublicScope | null, b: PublicScope | null): PublicScope | null {
  if (a === 'all' || b === 'all') return 'all';
  return a ?? b;
}

/** Insert or replace a row at a new change position, and announce it at commit. */
export async function writeRow(q: Queryable, collection: CollectionName, row: RowInput, now: Date): Promise<void> {
  const table = sql.identifier(tableOf(collection));
  const readers = row.readerUserIds ?? [];
  const scope = row.publicScope ?? null;
  const prev = await queryRows<{ everPublicScope: PublicScope | null; readerUserIds: string[] }>(
    q,
    sql`select ever_public_scope as "everPublicScope", reader_user_ids as "readerUserIds" from ${table} where id = ${row.id}`,
  );
  const everScope = widest(prev[0]?.everPublicScope ?? null, scope);
  // Readers only grow: someone who once saw the row keeps receiving its changes (and so its removal).
  const allReaders = [...new Set([...(prev[0]?.readerUserIds ?? []), ...readers])];
  const doc = { ...row.doc, updatedAt: now.toISOString() };
  await q.execute(sql`
    insert into ${table} (id, doc, deleted, owner_user_id, reader_user_ids, public_scope, ever_public_scope, xid, seq, updated_at)
    values (${row.id}, ${JSON.stringify(doc)}::jsonb, ${row.deleted ?? false}, ${row.ownerUserId},
            ${toTextArray(allReaders)}::text[], ${scope}, ${everScope}, pg_current_xact_id(), nextval('change_seq'), ${now.toISOString()})
    on conflict (id) do update set doc = excluded.doc, deleted = excluded.deleted, owner_user_id = excluded.owner_user_id,
      reader_user_ids = excluded.reader_user_ids, public_scope = excluded.public_scope,
      ever_public_scope = excluded.ever_public_scope, xid = excluded.xid, seq = excluded.seq, updated_at = excluded.updated_at`);
  // The announcement names the row, not its audience, so its size does not grow with its readers (change-bus.ts).
  const event: ChangeEvent = { c: collection, id: row.id, o: row.ownerUserId, s: everScope, t: Date.now() };
  await notify(q, CHANGES_CHANNEL, JSON.stringify(event));
}

/**
 * Move a row to a new change position without changing it, and announce it: for when what a viewer may see of
 * it changed (a full profile opened) though the row did not. Other viewers pull the same projection again.
 */
export async function touchRow(q: Queryable, collection: CollectionName, id: string): Promise<void> {
  const rows = await queryRows<{ owner: string; scope: PublicScope | null }>(
    q,
    sql`update ${sql.identifier(tableOf(collection))} set xid = pg_current_xact_id(), seq = nextval('change_seq')
        where id = ${id} returning owner_user_id as owner, ever_public_scope as scope`,
  );
  if (!rows[0]) return;
  const event: ChangeEvent = { c: collection, id, o: rows[0].owner, s: rows[0].scope, t: Date.now() };
  await notify(q, CHANGES_CHANNEL, JSON.stringify(event));
}

/**
 * Name more readers of a row (readers only grow) and move it to a new change position without changing the
 * document, announced: for a grant that follows another row (an interview's interviewer reading its
 * application), so every reader, past ones included, pulls it again and is projected anew.
 */
export async function grantReaders(q: Queryable, collection: CollectionName, id: string, userIds: string[]): Promise<void> {
  const rows = await queryRows<{ owner: string; scope: PublicScope | null }>(
    q,
    sql`update ${sql.identifier(tableOf(collection))}
        set reader_user_ids = array(select distinct r from unnest(reader_user_ids || ${toTextArray(userIds)}::text[]) as r),
            xid = pg_current_xact_id(), seq = nextval('change_seq')
        where id = ${id} returning owner_user_id as owner, ever_public_scope as scope`,
  );
  if (!rows[0]) return;
  const event: ChangeEvent = { c: collection, id, o: rows[0].owner, s: rows[0].scope, t: Date.now() };
  await notify(q, CHANGES_CHANNEL, JSON.stringify(event));
}

/** A Postgres text[] literal, quoting each element. */
export function toTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (m) => `\\${m}`)}"`).join(',')}}`;
}
