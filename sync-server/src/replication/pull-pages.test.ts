/**
 * A pull that carries several pages (`pageSize`) answers exactly what pulls of one page each would: the same
 * documents in the same order, and after each full page the checkpoint such a pull would have answered there.
 * Both ways a pull is answered are held to it: a plain collection (notifications), and a sliced one (a
 * candidate's jobs: granted, in the slice, pinned and left), in a first sync and past it. Runs on PGlite and
 * Postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { Checkpoint, PullResponse } from '@shared/schemas/replication.ts';
import type { Viewer } from '../auth/sessions.ts';
import { jobDoc } from '../test-support/fixtures.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { pullChanges } from './pull.ts';
import { writeRow } from '../store/rows.ts';

const ME = 'candidate-🚀-e\u0301';
const viewer: Viewer = { userId: ME, userType: 'candidate', email: 'me@example.com', isSupportAgent: false };
const now = new Date('2026-11-27T10:00:00Z');

describe('a pull of several pages', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const db = () => opened.database.db;

  beforeAll(async () => {
    opened = await openTestDatabase();
    await db().execute(sql`insert into users (id, email, user_type, first_name, last_name) values (${ME}, 'me@example.com', 'candidate', 'Me', 'Candidate')`);
    // Made before the first sync's horizon, each in its own transaction so positions span many transactions.
    for (let n = 0; n < 137; n++) {
      const id = `note-${n}-\u{1F9ED}`;
      await writeRow(db(), 'notifications', { id, ownerUserId: n % 5 === 0 ? 'someone-else' : ME, doc: { id, userId: ME, type: 'other', title: `Note ${n} e\u0301`, message: '', timestamp: now.toISOString(), read: false, actionUrl: '/' } }, now);
    }
    await db().execute(sql`insert into slice_owners (user_id, collection, computed_at, cap) values (${ME}, 'jobs', ${now.toISOString()}, 5000)`);
    for (let n = 0; n < 149; n++) {
      const id = `job-${String(n).padStart(4, '0')}`;
      await db().transaction(async (tx) => {
        await writeRow(tx, 'jobs', { id, ownerUserId: 'employer-1', publicScope: n % 11 === 0 ? null : 'all', readerUserIds: n % 13 === 0 ? [ME] : [], doc: jobDoc({ id, title: `Job ${n} ✨` }) }, now);
        if (n % 3 !== 0) {
          await tx.execute(sql`insert into slice_members (user_id, collection, doc_id, in_slice, pinned) values (${ME}, 'jobs', ${id}, ${n % 7 !== 0}, ${n % 17 === 0})`);
        }
      });
    }
  }, 120_000);
  afterAll(() => opened?.close());

  /** Every page from `start`, by pulls of `size` each. */
  async function onePageAtATime(collection: CollectionName, start: Checkpoint | null, size: number) {
    const pages: PullResponse[] = [];
    let checkpoint = start;
    for (;;) {
      // A sliced first pull's total (pull-slice.test.ts) is of the whole sync, not of a page: left out here.
      const { total: _total, ...page } = await pullChanges(db(), collection, viewer, checkpoint, size, now);
      pages.push(page);
      checkpoint = page.checkpoint;
      if (page.documents.length < size) return pages;
    }
  }

  /** Every page from `start`, by pulls of `perRequest` split at their cuts. */
  async function severalPagesAtATime(collection: CollectionName, start: Checkpoint | null, size: number, perRequest: number) {
    const pages: PullResponse[] = [];
    let checkpoint = start;
    for (;;) {
      const answer = await pullChanges(db(), collection, viewer, checkpoint, perRequest, now, { pageSize: size });
      const count = Math.ceil(answer.documents.length / size);
      expect(answer.cuts?.length ?? 0).toBe(Math.max(count - 1, 0));
      for (let i = 0; i < Math.max(count, 1); i++) {
        const documents = answer.documents.slice(i * size, (i + 1) * size);
        pages.push({ documents, checkpoint: i < count - 1 ? answer.cuts![i]! : answer.checkpoint });
      }
      checkpoint = answer.checkpoint;
      if (answer.documents.length < perRequest) return pages;
    }
  }

  for (const collection of ['notifications', 'jobs'] as const) {
    it(`${collection}: the pages and checkpoints of pulls of one page each, in a first sync and past it`, async () => {
      const single = await onePageAtATime(collection, null, 20);
      // The data spans many pages, the last one short. (Jobs granted and in the slice come twice in a page;
      // a page that dropped a copy was short, and the first sync stopped after it.)
      expect(single.length).toBeGreaterThan(4);
      expect(single.flatMap((p) => p.documents).length % 20).not.toBe(0);
      for (const perRequest of [20, 60, 80, 1000]) {
        expect(await severalPagesAtATime(collection, null, 20, perRequest), `${perRequest} per request`).toEqual(single);
      }
      // Past the first sync: changes after a checkpoint in the middle, removals among them.
      const middle = single[2]!.checkpoint;
      await db().execute(sql`update slice_members set in_slice = false, xid = pg_current_xact_id(), seq = nextval('change_seq') where doc_id in ('job-0001', 'job-0002')`);
      const fromMiddle = await onePageAtATime(collection, middle, 20);
      expect(await severalPagesAtATime(collection, middle, 20, 60)).toEqual(fromMiddle);
    });
  }

  it('answers no cuts without a page size, or when everything fits one page', async () => {
    expect((await pullChanges(db(), 'notifications', viewer, null, 60, now)).cuts).toBeUndefined();
    expect((await pullChanges(db(), 'notifications', viewer, null, 60, now, { pageSize: 60 })).cuts).toBeUndefined();
  });
});
