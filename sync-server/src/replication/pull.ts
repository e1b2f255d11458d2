/**
 * Pull by checkpoint. Rows are ordered by (xid, seq) and only rows whose transaction is older than every
 * transaction still running are served: a transaction that commits late with an earlier position is therefore
 * never skipped by a device whose checkpoint is already past it (ARCHITECTURE.md, "Change positions"). Jobs on
 * a candidate's device and profiles on an employer's come from the viewer's slice (pull-slice.ts).
 */
import { sql } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { Checkpoint, PullResponse, WireDoc } from '@shared/schemas/replication.ts';
import { queryRows, queryRowsPrepared, type Queryable } from '../db/client.ts';
import type { Viewer } from '../auth/sessions.ts';
import { actingViewer, companyMark } from '../auth/company-viewer.ts';
import { projectionViewer } from '../profile-views/access.ts';
import { toWireDoc } from '../rules/to-wire-doc.ts';
import { audience } from '../store/audience.ts';
import { STORED_COLUMNS, tableOf, toStoredRow } from '../store/rows.ts';
import { pullSlice, isSlicedFor, sliceTotal } from './pull-slice.ts';
import { ensureSlice } from '../slices/refresh-slice.ts';

/**
 * Rows go out as the viewer's audience has them (store/audience.ts): visible now before the first-sync
 * horizon, visible ever after it, so removals reach them. Sliced pulls (pull-slice.ts) take the public jobs
 * and profiles from the viewer's slice instead.
 */

/** One batch of changes after `checkpoint` that the viewer may see. */
export async function pullChanges(
  q: Queryable,
  collection: CollectionName,
  member: Viewer,
  checkpoint: Checkpoint | null,
  limit: number,
  now = new Date(),
  options: { sliceCap?: number; pageSize?: number } = {},
): Promise<PullResponse> {
  const table = sql.identifier(tableOf(collection));
  const viewer = actingViewer(member, collection);
  const view = await projectionViewer(q, collection, viewer, now);
  const tier = view.candidateAccess?.tier;
  const assigned = view.assignments?.mark || undefined;
  const company = companyMark(member);
  // The rows of a company this viewer was in, until the pull that starts over has sent their removals.
  let formerCompany = checkpoint?.formerCompany;
  // The viewer's plan changed since this checkpoint: send every row again, re-projected, removals included.
  if (checkpoint && checkpoint.tier !== tier) checkpoint = { xid: '0', seq: 0 };
  // An interviewer's assignments changed since this checkpoint (company/assignments.ts): the same. Their
  // assignments are read before the rows, so a change committed in between is caught by the next pull.
  if (checkpoint && checkpoint.assigned !== assigned) checkpoint = { xid: '0', seq: 0 };
  // The company or role changed (removed, left, another role): start over in 'ever' mode with the former
  // company counted as ever seen, so every row that came through it goes out again, as a removal unless the
  // viewer still sees it now.
  // A checkpoint from before teams has no mark: it was made by an employer as the founder of their company.
  const made = checkpoint?.company ?? (member.userType === 'employer' ? `${member.userId}:admin` : '');
  if (checkpoint && made !== company) {
    const [former] = made.split(':');
    formerCompany = former || undefined;
    checkpoint = { xid: '0', seq: 0 };
  }
  const marks: Marks = { tier, company, formerCompany, assigned };
  let fullUntil = checkpoint?.fullUntil;
  if (!checkpoint) {
    const [h] = await queryRows<{ h: string }>(q, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as h`);
    fullUntil = h!.h;
  }
  const after = checkpoint ?? { xid: '0', seq: 0 };
  if (isSlicedFor(collection, viewer)) {
    await ensureSlice(q, viewer.userId, collection, now, options.sliceCap);
    const items = await pullSlice(q, collection, view, after, fullUntil, limit);
    if (formerCompany && items.length < limit) marks.formerCompany = undefined;
    const page = withCuts(batch(items, checkpoint, fullUntil, marks), items, checkpoint, fullUntil, marks, options.pageSize);
    // A first sync's first pull says how many documents the whole sync brings (the device shows 'N of M').
    return checkpoint === null ? { ...page, total: await sliceTotal(q, collection, view) } : page;
  }
  const former = formerCompany ? sql` or owner_user_id = ${formerCompany} or ${formerCompany} = any(reader_user_ids)` : sql``;
  const visibility = fullUntil
    ? sql`case when xid < ${fullUntil}::xid8 then (not deleted and ${audience(collection, viewer, 'now')})
               else ${audience(collection, viewer, 'ever')} end`
    : sql`(${audience(collection, viewer, 'ever')}${former})`;
  const raw = await queryRowsPrepared(
    q,
    sql`select ${STORED_COLUMNS}, (not deleted and ${audience(collection, viewer, 'now')}) as visible_now
        from ${table}
        where (xid, seq) > (${after.xid}::xid8, ${after.seq})
          and xid < pg_snapshot_xmin(pg_current_snapshot())
          and ${visibility}
        order by xid, seq
        limit ${limit}`,
  );
  const items = raw.map((r) => {
    const row = toStoredRow(r);
    // A row the viewer no longer sees goes out as a removal, whatever its projection would show a stranger.
    const doc: WireDoc = formerCompany && !(r as { visible_now?: boolean }).visible_now ? { id: row.id, _deleted: true } : toWireDoc(collection, row, view);
    return { doc, xid: row.xid, seq: row.seq };
  });
  if (formerCompany && items.length < limit) marks.formerCompany = undefined;
  return withCuts(batch(items, checkpoint, fullUntil, marks), items, checkpoint, fullUntil, marks, options.pageSize);
}

/**
 * The checkpoint after each full page of `pageSize` documents but the last: the device stores the answer page
 * by page, and each page's checkpoint is the one a pull of `pageSize` would have answered there.
 */
function withCuts(
  response: PullResponse,
  items: { doc: WireDoc; xid: string; seq: number }[],
  checkpoint: Checkpoint | null,
  fullUntil: string | undefined,
  marks: Marks,
  pageSize: number | undefined,
): PullResponse {
  if (!pageSize || items.length <= pageSize) return response;
  const cuts: Checkpoint[] = [];
  for (let end = pageSize; end < items.length; end += pageSize) cuts.push(batch(items.slice(end - pageSize, end), checkpoint, fullUntil, marks).checkpoint!);
  return { ...response, cuts };
}

/** The response for documents at their positions: the checkpoint is the last one's. */
function batch(
  items: { doc: WireDoc; xid: string; seq: number }[],
  checkpoint: Checkpoint | null,
  fullUntil: string | undefined,
  marks: Marks,
): PullResponse {
  const last = items.at(-1);
  if (!last) {
    // Nothing new: keep the position; once past the first-sync horizon the marker is no longer needed.
    const kept = checkpoint ? dropFullMarker(checkpoint) : { xid: '0', seq: 0, fullUntil };
    return { documents: [], checkpoint: withMarks(kept, marks) };
  }
  const next: Checkpoint = { xid: last.xid, seq: last.seq };
  if (fullUntil && BigInt(last.xid) < BigInt(fullUntil)) next.fullUntil = fullUntil;
  return { documents: items.map((item) => item.doc), checkpoint: withMarks(next, marks) };
}

function dropFullMarker(cp: Checkpoint): Checkpoint {
  if (!cp.fullUntil || BigInt(cp.xid) < BigInt(cp.fullUntil)) return cp;
  return { xid: cp.xid, seq: cp.seq };
}

/** What a checkpoint records of how its documents were chosen and projected. */
interface Marks {
  tier: Checkpoint['tier'];
  company: string;
  formerCompany: string | undefined;
  assigned: string | undefined;
}

function withMarks(cp: Checkpoint, { tier, company, formerCompany, assigned }: Marks): Checkpoint {
  const { tier: _t, company: _c, formerCompany: _f, assigned: _a, ...rest } = cp;
  return {
    ...rest,
    ...(tier ? { tier } : {}),
    ...(company ? { company } : {}),
    ...(formerCompany ? { formerCompany } : {}),
    ...(assigned ? { assigned } : {}),
  };
}
