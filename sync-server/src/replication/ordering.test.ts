/**
 * A transaction that starts first (earlier xid) but commits last must not be skipped by a device that pulled
 * in between. Real concurrency needs real Postgres connections; on PGlite (one connection) the test checks the
 * same property with transactions that cannot overlap.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import type { Viewer } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { pullChanges } from './pull.ts';
import { writeRow } from '../store/rows.ts';

const viewer: Viewer = { userId: 'u1', userType: 'candidate', email: 'u1@example.com', isSupportAgent: false };
let opened: Awaited<ReturnType<typeof openTestDatabase>>;

beforeEach(async () => {
  opened = await openTestDatabase();
});
afterEach(async () => {
  await opened.close();
});

function note(id: string) {
  return { id, ownerUserId: 'u1', doc: { id, userId: 'u1', type: 'other', title: id, message: '', timestamp: new Date().toISOString(), read: false, actionUrl: '/' } };
}

async function pullIds(db: Db, checkpoint: Parameters<typeof pullChanges>[3]) {
  const res = await pullChanges(db, 'notifications', viewer, checkpoint, 100);
  return { ids: res.documents.map((d) => d.id), checkpoint: res.checkpoint };
}

describe('change positions under concurrent transactions', () => {
  it.runIf(!!process.env.DATABASE_URL)('a late commit with an earlier xid is served after the pull that passed it', async () => {
    const { url, schema: pgSchema } = opened;
    const second = postgres(url!, { max: 2, onnotice: () => {}, connection: { search_path: pgSchema! } });
    const db2 = drizzle(second, { schema }) as unknown as Db;
    const db1 = opened.database.db;
    try {
      let releaseSlow!: () => void;
      const slowMayCommit = new Promise<void>((r) => (releaseSlow = r));
      let slowWrote!: () => void;
      const slowHasWritten = new Promise<void>((r) => (slowWrote = r));
      // T1 takes its xid first and writes, then waits before committing.
      const slow = db2.transaction(async (tx) => {
        await writeRow(tx, 'notifications', note('slow'), new Date());
        slowWrote();
        await slowMayCommit;
      });
      await slowHasWritten;
      // T2 starts later (larger xid) and commits at once.
      await db1.transaction(async (tx) => writeRow(tx, 'notifications', note('fast'), new Date()));

      // While T1 is open, the device sees nothing past T1's horizon: not even T2, which would let it skip T1.
      const during = await pullIds(db1, null);
      expect(during.ids).toEqual([]);

      releaseSlow();
      await slow;
      const after = await pullIds(db1, during.checkpoint);
      expect(after.ids).toEqual(['slow', 'fast']);
      const again = await pullIds(db1, after.checkpoint);
      expect(again.ids).toEqual([]);
    } finally {
      await second.end();
    }
  });

  it('many concurrent writers: pulling while they run sees every row exactly once, in commit-safe order', async () => {
    const db = opened.database.db;
    const seen: string[] = [];
    let checkpoint: Parameters<typeof pullChanges>[3] = null;
    const writers = Array.from({ length: 40 }, (_, i) =>
      db.transaction(async (tx) => {
        await writeRow(tx, 'notifications', note(`n${i}`), new Date());
        // Some transactions linger so commits interleave with pulls.
        if (i % 3 === 0) await tx.execute(sql`select pg_sleep(${(i % 5) * 0.01})`);
      }),
    );
    let done = false;
    const all = Promise.all(writers).then(() => (done = true));
    while (!done) {
      const page = await pullIds(db, checkpoint);
      seen.push(...page.ids);
      checkpoint = page.checkpoint;
    }
    await all;
    const rest = await pullIds(db, checkpoint);
    seen.push(...rest.ids);
    expect(seen.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `n${i}`).sort());
  });
});
