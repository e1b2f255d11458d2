/**
 * The pull of a sliced collection (jobs on a candidate's device, candidate profiles on an employer's): the
 * documents granted to the viewer (own rows, rows they read), and the documents of their slice. A slice
 * document has two change positions, its own and its member row's (slice_members); it goes out once, at the
 * later of the two, whenever that is past the checkpoint: so a document edited, one entering or one leaving
 * the slice each arrive exactly when they changed, and one checkpoint orders all three. Both positions obey
 * the pull's horizon (below the oldest running transaction), so a membership change committed late is never
 * skipped. Before `fullUntil` (a first sync) only what the viewer may hold now goes out; after it, changes go
 * out whatever they are, and a document that left the slice (neither in it nor pinned) goes out as a removal.
 * A device that is up to date or nearly is answered by migration 0012's function, whose plans are made once;
 * the general statement serves the rest (ARCHITECTURE.md, "The up-to-date pull").
 */
import { sql } from 'drizzle-orm';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { queryRowsPrepared, type Queryable } from '../db/client.ts';
import type { Viewer } from '../auth/sessions.ts';
import { toWireDoc } from '../rules/to-wire-doc.ts';
import type { ProjectionViewer } from '../rules/types.ts';
import { granted, isGranted } from '../store/audience.ts';
import { toStoredRow } from '../store/rows.ts';
import type { SlicedCollection } from '../slices/membership.ts';

/** A slice pull's item: the document as the viewer gets it, at the position that caused it. */
export interface SliceItem {
  doc: WireDoc;
  xid: string;
  seq: number;
}

/** Whether this viewer's pull of this collection goes through their slice. */
export function isSlicedFor(collection: string, viewer: Viewer): collection is SlicedCollection {
  // An interviewer holds no marketplace slice: only the profiles they are assigned (company/assignments.ts).
  return (collection === 'jobs' && viewer.userType === 'candidate') || (collection === 'candidates' && viewer.userType === 'employer' && viewer.company?.role !== 'interviewer');
}

/** One batch of the viewer's sliced collection after `after`, in position order. */
export async function pullSlice(
  q: Queryable,
  collection: SlicedCollection,
  viewer: ProjectionViewer,
  after: { xid: string; seq: number },
  fullUntil: string | undefined,
  limit: number,
): Promise<SliceItem[]> {
  const me = viewer.userId;
  const raw =
    (fullUntil === undefined && (await pullRecent(q, collection, me, after, limit))) ||
    (await pullGeneral(q, collection, me, after, fullUntil, limit));
  // A document granted and in the slice may come twice in a page, the same both times. Both stay: a page that
  // dropped one would be shorter than asked though more follows, and a device stops pulling at a short page
  // (its first sync ended early, with the rest of its slice missing until the next change).
  return raw.map((r) => {
    const row = toStoredRow(r);
    const mine = isGranted(row, me);
    const doc: WireDoc = mine || r.held === true ? toWireDoc(collection, row, viewer) : ({ id: row.id, _deleted: true } as WireDoc);
    return { doc, xid: String(r.posXid), seq: Number(r.posSeq) };
  });
}

/**
 * How many documents a first sync of the viewer's sliced collection brings: those granted to them and those their
 * slice holds (in it or pinned), none removed. Asked once, with a first sync's first pull, so the device can say
 * how far along it is ("Loading jobs… 1,500 of 5,000"). A document both granted and in the slice counts once.
 */
export async function sliceTotal(q: Queryable, collection: SlicedCollection, viewer: ProjectionViewer): Promise<number> {
  const me = viewer.userId;
  const table = sql.identifier(collection);
  const grantedToMe = granted(me, 'd');
  const [row] = await queryRowsPrepared(
    q,
    sql`select (select count(*) from ${table} d where ${grantedToMe} and not d.deleted)
             + (select count(*) from slice_members m join ${table} d on d.id = m.doc_id
                where m.user_id = ${me} and m.collection = ${collection} and (m.in_slice or m.pinned)
                  and not d.deleted and not ${grantedToMe}) as total`,
  );
  return Number((row as { total: unknown } | undefined)?.total ?? 0);
}

type SliceRow = Record<string, unknown>;

/**
 * A device that is up to date or nearly (past its first sync): migration 0012's function, whose plans are made
 * once per connection and never again. It answers false when more than 1,000 rows changed after the checkpoint,
 * where one plan no longer fits every case.
 */
async function pullRecent(
  q: Queryable,
  collection: SlicedCollection,
  me: string,
  after: { xid: string; seq: number },
  limit: number,
): Promise<SliceRow[] | false> {
  const rows = await queryRowsPrepared(
    q,
    sql`select pos_xid::text as "posXid", pos_seq as "posSeq",
               id, doc, deleted, owner_user_id as "ownerUserId", reader_user_ids as "readerUserIds",
               public_scope as "publicScope", ever_public_scope as "everPublicScope", xid::text as "xidText", seq, held
        from ${sql.identifier(`pull_recent_slice_${collection}`)}(${me}, ${after.xid}::xid8, ${after.seq}, ${limit})`,
  );
  return rows[0] && rows[0].posXid === null ? false : rows;
}

/** Any pull, a first sync's among them: one statement that Postgres plans for its values. */
async function pullGeneral(
  q: Queryable,
  collection: SlicedCollection,
  me: string,
  after: { xid: string; seq: number },
  fullUntil: string | undefined,
  limit: number,
): Promise<SliceRow[]> {
  const table = sql.identifier(collection);
  // Values go in as parameters: the statement text stays the same, so Postgres prepares it once.
  const past = (alias: string) => sql`(${sql.raw(alias)}.xid, ${sql.raw(alias)}.seq) > (${after.xid}::xid8, ${after.seq})`;
  const horizon = (alias: string) => sql.raw(`${alias}.xid < pg_snapshot_xmin(pg_current_snapshot())`);
  // Before fullUntil, only what the viewer may hold now.
  const nowOnly = (alias: string, held: ReturnType<typeof sql>) =>
    fullUntil ? sql`(${sql.raw(alias)}.xid >= ${fullUntil}::xid8 or ${held})` : sql`true`;
  const grantedToMe = granted(me, 'd');
  const heldMember = sql`(not d.deleted and (m.in_slice or m.pinned))`;
  return queryRowsPrepared(
    q,
    sql`with pos as (
          (select d.id, d.xid, d.seq from ${table} d
           where ${grantedToMe} and ${past('d')} and ${horizon('d')} and ${nowOnly('d', sql`not d.deleted`)}
           order by d.xid, d.seq limit ${limit})
          union all
          (select d.id, d.xid, d.seq from slice_members m join ${table} d on d.id = m.doc_id
           where m.user_id = ${me} and m.collection = ${collection}
             and ${past('d')} and ${horizon('d')} and (d.xid, d.seq) > (m.xid, m.seq) and not ${grantedToMe} and ${nowOnly('d', heldMember)}
           order by d.xid, d.seq limit ${limit})
          union all
          (select m.doc_id as id, m.xid, m.seq from slice_members m join ${table} d on d.id = m.doc_id
           where m.user_id = ${me} and m.collection = ${collection}
             and ${past('m')} and ${horizon('m')} and (m.xid, m.seq) > (d.xid, d.seq) and ${nowOnly('m', heldMember)}
           order by m.xid, m.seq limit ${limit})
          order by xid, seq limit ${limit}
        )
        select pos.xid::text as "posXid", pos.seq as "posSeq",
               d.id, d.doc, d.deleted, d.owner_user_id as "ownerUserId", d.reader_user_ids as "readerUserIds",
               d.public_scope as "publicScope", d.ever_public_scope as "everPublicScope", d.xid::text as "xidText", d.seq,
               coalesce(m.in_slice or m.pinned, false) as held
        from pos join ${table} d on d.id = pos.id
        left join slice_members m on m.user_id = ${me} and m.collection = ${collection} and m.doc_id = pos.id
        order by pos.xid, pos.seq`,
  );
}
