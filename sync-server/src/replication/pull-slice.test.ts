/**
 * The slice pull against a model of its rule, computed here from the raw rows: after any checkpoint, a
 * document granted to the viewer goes out at its own position; a slice member goes out at the later of its
 * document's position and its membership's, when that is past the checkpoint; each at every place it has (a
 * page never drops a copy: a short page reads as the last), as a removal unless granted or held. Checkpoints at
 * every distance from the end are tried, so both ways the pull is answered are held to the rule: migration
 * 0012's function for a device less than 1,001 changes behind, the general statement beyond. Runs on PGlite
 * and Postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import type { Viewer } from '../auth/sessions.ts';
import { writeRow } from '../store/rows.ts';
import { jobDoc } from '../test-support/fixtures.ts';
import { createSeededRandom } from '../test-support/seeded-random.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { pullSlice, sliceTotal } from './pull-slice.ts';

// User ids hold an emoji and a combining accent: the function compares them as text, as the statement does.
const ME = 'candidate-🚀-e\u0301';
const OTHER = 'candidate-other';
const EMPLOYERS = ['employer-1', 'employer-2'];
const viewer: Viewer = { userId: ME, userType: 'candidate', email: 'me@example.com', isSupportAgent: false };

interface Position {
  xid: bigint;
  seq: number;
}
const after = (a: Position, b: Position) => a.xid > b.xid || (a.xid === b.xid && a.seq > b.seq);

describe('the slice pull', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => opened.database.db;
  const seed = Number(process.env.SEED ?? Date.now() % 1_000_000);
  const random = createSeededRandom(seed);
  const now = new Date('2026-11-26T10:00:00Z');

  beforeAll(async () => {
    opened = await openTestDatabase();
    const ids = Array.from({ length: 1200 }, () => random.id());
    // A marketplace of 1,200 jobs first, so a device at the start is more than 1,000 changes behind.
    await db().transaction(async (tx) => {
      for (const id of ids) {
        await writeRow(tx, 'jobs', { id, ownerUserId: random.pick(EMPLOYERS)!, publicScope: 'all', doc: jobDoc({ id, title: 'Job ✨' }) }, now);
      }
    });
    // 1,400 writes in rounds of a few per transaction: jobs made, edited, closed, deleted, granted to the viewer;
    // slice members of the viewer and of someone else entering, leaving and pinned, in between.
    for (let round = 0; round < 280; round++) {
      await db().transaction(async (tx) => {
        for (let k = 0; k < 5; k++) {
          const id = random.pick(ids)!;
          const roll = random.next();
          if (roll < 0.6) {
            const granted = random.next() < 0.1 ? [ME] : [];
            await writeRow(
              tx,
              'jobs',
              { id, ownerUserId: random.pick(EMPLOYERS)!, publicScope: random.next() < 0.8 ? 'all' : null, readerUserIds: granted, doc: jobDoc({ id, title: `Job ${round}.${k} ✨` }) },
              now,
            );
          } else if (roll < 0.65) {
            await tx.execute(sql`update jobs set deleted = true, xid = pg_current_xact_id(), seq = nextval('change_seq') where id = ${id}`);
          } else {
            const user = random.next() < 0.8 ? ME : OTHER;
            const inSlice = random.next() < 0.7;
            const pinned = random.next() < 0.15;
            await tx.execute(sql`
              insert into slice_members (user_id, collection, doc_id, in_slice, pinned) values (${user}, 'jobs', ${id}, ${inSlice}, ${pinned})
              on conflict (user_id, collection, doc_id) do update
                set in_slice = excluded.in_slice, pinned = excluded.pinned, xid = pg_current_xact_id(), seq = nextval('change_seq')`);
          }
        }
      });
    }
  }, 240_000);
  afterAll(() => opened?.close());

  type JobRow = { id: string; xid: string; seq: string; owner: string; readers: string[]; deleted: boolean };
  type MemberRow = { id: string; xid: string; seq: string; held: boolean };

  /** What the rule says the viewer gets after `cp`, up to `limit` items: id, position, and removal or not. */
  function expected(jobs: JobRow[], member: Map<string, MemberRow>, cp: Position, limit: number) {
    const items: { id: string; pos: Position }[] = [];
    for (const job of jobs) {
      const pos = { xid: BigInt(job.xid), seq: Number(job.seq) };
      const granted = job.owner === ME || job.readers.includes(ME);
      const m = member.get(job.id);
      const mPos = m && { xid: BigInt(m.xid), seq: Number(m.seq) };
      // Granted and changed since it entered the slice: one item, at the document's position.
      if (after(pos, cp) && (granted || (mPos && after(pos, mPos)))) items.push({ id: job.id, pos });
      if (mPos && after(mPos, cp) && after(mPos, pos)) items.push({ id: job.id, pos: mPos });
    }
    items.sort((a, b) => (after(a.pos, b.pos) ? 1 : after(b.pos, a.pos) ? -1 : 0));
    const page = items.slice(0, limit);
    const byId = new Map(jobs.map((job) => [job.id, job]));
    return page
      .map((item) => {
        const row = byId.get(item.id)!;
        const keeps = row.owner === ME || row.readers.includes(ME) || member.get(item.id)?.held === true;
        return { id: item.id, xid: String(item.pos.xid), seq: item.pos.seq, removal: row.deleted || !keeps };
      });
  }

  it('sends what the rule says after every checkpoint, near the end and far behind it', async () => {
    const jobs = await queryRows<JobRow>(
      db(),
      sql`select id, xid::text as xid, seq, owner_user_id as owner, reader_user_ids as readers, deleted from jobs`,
    );
    const members = await queryRows<MemberRow>(
      db(),
      sql`select doc_id as id, xid::text as xid, seq, in_slice or pinned as held from slice_members where user_id = ${ME} and collection = 'jobs'`,
    );
    const member = new Map(members.map((m) => [m.id, m]));
    const positions = (
      await queryRows<{ xid: string; seq: string }>(db(), sql`select xid::text as xid, seq from jobs union select xid::text, seq from slice_members`)
    )
      .map((p) => ({ xid: BigInt(p.xid), seq: Number(p.seq) }))
      .sort((a, b) => (after(a, b) ? 1 : after(b, a) ? -1 : 0));
    // Every one of the last 30 positions, then every 25th back to the start, and the start itself.
    const picked = [...positions.slice(-30), ...positions.filter((_, i) => i % 25 === 0), { xid: 0n, seq: 0 }];
    // Both ways of answering are reached: checkpoints with more than 1,000 jobs changed after them, and with fewer.
    const behind = (cp: Position) => jobs.filter((job) => after({ xid: BigInt(job.xid), seq: Number(job.seq) }, cp)).length;
    expect(picked.some((cp) => behind(cp) > 1000)).toBe(true);
    expect(picked.filter((cp) => behind(cp) <= 1000).length).toBeGreaterThan(40);
    let compared = 0;
    for (const cp of picked) {
      for (const limit of [1, 7, 100, 2000]) {
        const got = await pullSlice(db(), 'jobs', viewer, { xid: String(cp.xid), seq: cp.seq }, undefined, limit);
        const want = expected(jobs, member, cp, limit);
        expect(
          got.map((item) => ({ id: item.doc.id, xid: item.xid, seq: item.seq, removal: item.doc._deleted })),
          `seed ${seed}, checkpoint ${cp.xid}/${cp.seq}, limit ${limit}`,
        ).toEqual(want);
        compared++;
      }
    }
    expect(compared).toBe(picked.length * 4);
  }, 240_000);

  it('leaves a slice just made to the general statement: its member rows count as changes, though no job changed', async () => {
    // A first sync: the slice is made after every job was written, so all its member rows are past the checkpoint.
    const fresh = 'candidate-fresh-👩🏽‍💻';
    const [end] = await queryRows<{ xid: string; seq: string }>(db(), sql`select xid::text as xid, seq from jobs order by xid desc, seq desc limit 1`);
    await db().execute(sql`insert into slice_members (user_id, collection, doc_id, in_slice, pinned)
                           select ${fresh}, 'jobs', id, true, false from jobs where not deleted`);
    const [{ n }] = (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from slice_members where user_id = ${fresh}`)) as [{ n: number }];
    expect(n).toBeGreaterThan(1000);
    const answer = await queryRows<{ posXid: string | null }>(
      db(),
      sql`select pos_xid::text as "posXid" from pull_recent_slice_jobs(${fresh}, ${end!.xid}::xid8, ${end!.seq}, 100)`,
    );
    // One row with no position: "too far behind for the function's one plan" (0.95 s a page of 500 on PGlite for
    // 10,000 members, against 0.06 s for the general statement).
    expect(answer).toEqual([{ posXid: null }]);
    // And the pull still sends the slice, in member order, from that checkpoint.
    const got = await pullSlice(db(), 'jobs', { ...viewer, userId: fresh }, { xid: end!.xid, seq: Number(end!.seq) }, undefined, 2000);
    expect(got.length).toBe(n);
    expect(got.every((item) => !item.doc._deleted)).toBe(true);
  });

  it("counts, with a first sync's first pull, every document that whole first sync brings", async () => {
    const [{ h }] = (await queryRows<{ h: string }>(db(), sql`select pg_snapshot_xmin(pg_current_snapshot())::text as h`)) as [{ h: string }];
    const brought = new Set<string>();
    let from = { xid: '0', seq: 0 };
    for (;;) {
      const page = await pullSlice(db(), 'jobs', viewer, from, h, 500);
      for (const item of page) if (!item.doc._deleted) brought.add(item.doc.id);
      if (page.length < 500) break;
      from = { xid: page.at(-1)!.xid, seq: page.at(-1)!.seq };
    }
    expect(brought.size).toBeGreaterThan(100);
    expect(await sliceTotal(db(), 'jobs', viewer)).toBe(brought.size);
  }, 120_000);
});
