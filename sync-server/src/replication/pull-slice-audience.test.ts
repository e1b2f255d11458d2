/**
 * The up-to-date sliced pull is migration 0016's PL/pgSQL function (`pull_recent_slice_jobs`,
 * `pull_recent_slice_candidates`), which must keep its own copy of the audience: a function made by a migration
 * cannot call store/audience.ts, and a statement built in TypeScript loses what the function is there for (one
 * generic plan per connection, `plan_cache_mode = force_generic_plan`, ARCHITECTURE.md "The up-to-date pull"):
 * the function's statement built in TypeScript around `granted()`, its early exit as a CTE, took 1.4-2.1 ms an
 * up-to-date pull against the function's 0.25-0.41 ms on PGlite, and 1.2-1.9 ms against 0.15 ms on Postgres
 * (10,000 jobs, 2,000 pulls, 2026-12-04).
 * So the copy is held to the module here: over a seeded set of viewers (candidates, an employer company's admin,
 * recruiter and interviewer, another company's employer, a support agent, a deleted account) and rows of every
 * collection with every mix of owners, readers, public scopes and removals, the function sends, after every
 * checkpoint, exactly the rows the module grants (`granted`, by name) or the viewer's slice holds, each at its
 * position; it classes each as the module's `isGranted` does; and every row it sends alive is one the module's
 * `audience` lets the viewer see now. Any difference fails, naming the viewer, collection and checkpoint.
 * Runs on PGlite and Postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import { queryRows } from '../db/client.ts';
import type { Viewer } from '../auth/viewer.ts';
import { audience, granted, isGranted } from '../store/audience.ts';
import { tableOf, writeRow, type PublicScope } from '../store/rows.ts';
import { candidateDoc, jobDoc } from '../test-support/fixtures.ts';
import { createSeededRandom } from '../test-support/seeded-random.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import type { SlicedCollection } from '../slices/membership.ts';

const company = { id: 'company-1' };
// Ids hold an emoji and a combining accent, and one is a prefix of another: the function compares them as text.
const VIEWERS: Viewer[] = [
  { userId: 'cand-🚀-e\u0301', userType: 'candidate', email: 'a@example.com', isSupportAgent: false },
  { userId: 'cand-🚀', userType: 'candidate', email: 'b@example.com', isSupportAgent: false },
  { userId: 'cand-deleted', userType: 'candidate', email: '', isSupportAgent: false },
  { userId: 'emp-admin', userType: 'employer', email: 'admin@example.com', isSupportAgent: false, company: { ...company, role: 'admin' } },
  { userId: 'emp-recruiter', userType: 'employer', email: 'rec@example.com', isSupportAgent: false, company: { ...company, role: 'recruiter' } },
  { userId: 'emp-interviewer', userType: 'employer', email: 'int@example.com', isSupportAgent: false, company: { ...company, role: 'interviewer' } },
  { userId: 'emp-other', userType: 'employer', email: 'other@example.com', isSupportAgent: false, company: { id: 'company-2', role: 'admin' } },
  { userId: 'support-agent', userType: 'candidate', email: 'help@example.com', isSupportAgent: true },
];
const DELETED = 'cand-deleted';
const STRANGERS = ['stranger-1', 'stranger-2'];
const SCOPES: (PublicScope | null)[] = [null, 'all', 'employers', 'support'];
const SLICED: SlicedCollection[] = ['jobs', 'candidates'];

/** Whose devices hold a slice of the collection (pull-slice.ts `isSlicedFor`). */
const holdsSlice = (collection: SlicedCollection, v: Viewer) =>
  collection === 'jobs' ? v.userType === 'candidate' : v.userType === 'employer' && v.company?.role !== 'interviewer';

/** The marketplace a slice draws from (store/audience.ts MARKETPLACE). */
const inMarketplace = (collection: SlicedCollection, scope: PublicScope | null, deleted: boolean) =>
  !deleted && scope === (collection === 'jobs' ? 'all' : 'employers');

describe("the up-to-date sliced pull's audience against the audience module", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => opened.database.db;
  const seed = Number(process.env.SEED ?? Date.now() % 1_000_000);
  const random = createSeededRandom(seed);
  const now = new Date('2026-12-04T10:00:00Z');

  beforeAll(async () => {
    opened = await openTestDatabase();
    const people = [...VIEWERS.map((v) => v.userId), ...STRANGERS];
    const someReaders = () => people.filter(() => random.next() < 0.15);
    // The accounts, the deleted one removed as account deletion leaves it (its rows stay, owned by its id).
    await db().transaction(async (tx) => {
      for (const v of VIEWERS) {
        await writeRow(tx, 'accounts', { id: v.userId, ownerUserId: v.userId, deleted: v.userId === DELETED, doc: { id: v.userId, userType: v.userType } }, now);
      }
    });
    // Rows of every collection, in rounds of a few per transaction: every mix of owner, readers, scope and removal;
    // some rows written again later (readers only grow, the scope moves, a removal comes back as a row).
    const ids = new Map<CollectionName, string[]>();
    for (let round = 0; round < 120; round++) {
      await db().transaction(async (tx) => {
        for (const collection of COLLECTION_NAMES) {
          if (collection === 'accounts') continue;
          const known = ids.get(collection) ?? [];
          ids.set(collection, known);
          const id = known.length > 0 && random.next() < 0.3 ? random.pick(known)! : random.id();
          if (!known.includes(id)) known.push(id);
          const doc = collection === 'jobs' ? jobDoc({ id }) : collection === 'candidates' ? candidateDoc({ id }) : { id };
          await writeRow(
            tx,
            collection,
            {
              id,
              ownerUserId: random.pick(people)!,
              readerUserIds: someReaders(),
              publicScope: random.pick(SCOPES)!,
              deleted: random.next() < 0.15,
              doc,
            },
            now,
          );
        }
      });
    }
    // Slices of the viewers who hold one: members of the marketplace, in it, pinned, or out of it (a removal).
    for (const collection of SLICED) {
      const market = await queryRows<{ id: string }>(
        db(),
        sql`select id from ${sql.identifier(tableOf(collection))} where public_scope = ${collection === 'jobs' ? 'all' : 'employers'} and not deleted`,
      );
      for (const v of VIEWERS.filter((viewer) => holdsSlice(collection, viewer))) {
        for (const { id } of market) {
          if (random.next() < 0.4) continue;
          await db().execute(sql`insert into slice_members (user_id, collection, doc_id, in_slice, pinned)
                                 values (${v.userId}, ${collection}, ${id}, ${random.next() < 0.7}, ${random.next() < 0.15})`);
        }
      }
    }
    // Then half the rows change again, so documents and membership rows interleave in position order; a change
    // keeps a member in the marketplace, as a slice refresh would otherwise drop it.
    for (const collection of SLICED) {
      const table = sql.identifier(tableOf(collection));
      const rows = await queryRows<{ id: string; owner: string; scope: PublicScope | null; deleted: boolean }>(
        db(),
        sql`select id, owner_user_id as owner, public_scope as scope, deleted from ${table}`,
      );
      await db().transaction(async (tx) => {
        for (const row of rows) {
          if (random.next() < 0.5) continue;
          const marketplace = inMarketplace(collection, row.scope, row.deleted);
          await writeRow(
            tx,
            collection,
            {
              id: row.id,
              ownerUserId: row.owner,
              readerUserIds: someReaders(),
              publicScope: marketplace ? row.scope : random.pick(SCOPES)!,
              deleted: marketplace ? false : random.next() < 0.2,
              doc: collection === 'jobs' ? jobDoc({ id: row.id, title: 'Changed ✨' }) : candidateDoc({ id: row.id }),
            },
            now,
          );
        }
      });
    }
  }, 240_000);
  afterAll(() => opened?.close());

  type Sent = { id: string | null; xid: string; seq: string; held: boolean; deleted: boolean; ownerUserId: string; readerUserIds: string[] };
  type Position = { xid: bigint; seq: number };
  const later = (a: Position, b: Position) => a.xid > b.xid || (a.xid === b.xid && a.seq > b.seq);
  const order = (a: Position, b: Position) => (later(a, b) ? 1 : later(b, a) ? -1 : 0);

  it('sends exactly what the module grants or the slice holds, after every checkpoint, for every viewer', async () => {
    let compared = 0;
    let sentAlive = 0;
    const grantedAtStart = new Map<string, number>();
    for (const collection of SLICED) {
      const table = sql.identifier(tableOf(collection));
      const positions = (
        await queryRows<{ xid: string; seq: string }>(db(), sql`select xid::text as xid, seq from ${table} union select xid::text, seq from slice_members`)
      )
        .map((p) => ({ xid: BigInt(p.xid), seq: Number(p.seq) }))
        .sort(order);
      expect(positions.length, 'small enough for the function to answer from the start').toBeLessThan(1000);
      const checkpoints = [{ xid: 0n, seq: 0 }, ...positions.filter((_, i) => i % 5 === 0), ...positions.slice(-5)];
      for (const viewer of VIEWERS) {
        const me = viewer.userId;
        // The module's side: which rows it grants the viewer by name (granted), and which it lets them see now.
        const rows = await queryRows<{ id: string; xid: string; seq: string; mXid: string | null; mSeq: string | null; held: boolean; granted: boolean; now: boolean }>(
          db(),
          sql`select d.id, d.xid::text as xid, d.seq, m.xid::text as "mXid", m.seq as "mSeq", coalesce(m.in_slice or m.pinned, false) as held,
                     ${granted(me, 'd')} as granted, ${audience(collection, viewer, 'now')} as now
              from ${table} d left join slice_members m on m.user_id = ${me} and m.collection = ${collection} and m.doc_id = d.id`,
        );
        grantedAtStart.set(`${me} ${collection}`, rows.filter((r) => r.granted).length);
        const byId = new Map(rows.map((r) => [r.id, r]));
        for (const cp of checkpoints) {
          const where = `${me}, ${collection}, checkpoint ${cp.xid}/${cp.seq}, seed ${seed}`;
          // With the pull's horizon read in the same statement: on a shared Postgres cluster another transaction
          // may hold it back (nothing at or above it goes out yet).
          const answer = await queryRows<Sent & { horizon: string }>(
            db(),
            sql`with h as (select pg_snapshot_xmin(pg_current_snapshot()) as horizon)
                select f.id, f.pos_xid::text as xid, f.pos_seq as seq, f.held, f.deleted, f.owner_user_id as "ownerUserId",
                       f.reader_user_ids as "readerUserIds", h.horizon::text as horizon
                from h left join lateral ${sql.identifier(`pull_recent_slice_${collection}`)}(${me}, ${cp.xid.toString()}::xid8, ${cp.seq}, 100000) f on true`,
          );
          const horizon = BigInt(answer[0]!.horizon);
          // No row: nothing to send (the left join's one empty row). The "too far behind" answer, a row of nulls too,
          // cannot come: fewer than 1,000 positions exist (above), and would send nothing where the module wants rows.
          const sent = answer.filter((r) => r.xid !== null);
          sentAlive += sent.length;
          // What that grant and the slice send: a granted row at its position; a member at the later of its
          // document's and its membership's; a granted member that joined after its last change at both.
          const want: { id: string; xid: string; seq: number; held: boolean }[] = [];
          for (const r of rows) {
            const doc = { xid: BigInt(r.xid), seq: Number(r.seq) };
            const member = r.mXid === null ? undefined : { xid: BigInt(r.mXid), seq: Number(r.mSeq) };
            if (later(doc, cp) && doc.xid < horizon && (r.granted || (member && later(doc, member)))) want.push({ id: r.id, xid: r.xid, seq: doc.seq, held: r.held });
            if (member && later(member, cp) && member.xid < horizon && later(member, doc)) want.push({ id: r.id, xid: r.mXid!, seq: member.seq, held: r.held });
          }
          want.sort((a, b) => order({ xid: BigInt(a.xid), seq: a.seq }, { xid: BigInt(b.xid), seq: b.seq }));
          expect(
            sent.map((r) => ({ id: r.id, xid: r.xid, seq: Number(r.seq), held: r.held })),
            where,
          ).toEqual(want);
          for (const row of sent) {
            const known = byId.get(row.id!)!;
            // The function's rows, classed by the module's JavaScript twin, agree with its SQL.
            expect(isGranted(row, me), `${row.id} granted: ${where}`).toBe(known.granted);
            // Alive on the device only what the module lets the viewer see now.
            if (!row.deleted && (known.granted || row.held)) expect(known.now, `${row.id} sent alive: ${where}`).toBe(true);
          }
          compared++;
        }
      }
    }
    // Not vacuous: every viewer owns or reads rows of both sliced collections, and every checkpoint was compared.
    for (const viewer of VIEWERS) {
      for (const collection of SLICED) expect(grantedAtStart.get(`${viewer.userId} ${collection}`), `${viewer.userId} ${collection}`).toBeGreaterThan(0);
    }
    expect(compared).toBeGreaterThan(VIEWERS.length * 2 * 10);
    expect(sentAlive, 'the function sent rows at all (a horizon held back by another transaction sends none)').toBeGreaterThan(0);
  }, 240_000);
});
