/**
 * Announcements leave only with a commit, on every bus: NOTIFY does this itself; a broker's are held until the
 * transaction commits (after-commit.ts). A rolled-back write, or a rolled-back savepoint inside a committed
 * transaction, announces nothing; ids of any size and script arrive intact. Runs on PGlite, and on Postgres
 * when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../db/client.ts';
import { createChangeBus, type ChangeEvent } from '../live/change-bus.ts';
import { CHANGES_CHANNEL, writeRow } from '../store/rows.ts';
import { changeBusCases } from '../test-support/change-buses.ts';
import { openTestDatabase } from '../test-support/test-server.ts';

const BUSES = await changeBusCases();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const NOW = new Date('2026-11-02T10:00:00.000Z');
const OWNER = 'owner-1';
const job = (id: string) => ({ id, ownerUserId: OWNER, publicScope: 'all' as const, doc: { id, title: 'Role' } });

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

for (const bus of BUSES) {
  describe.skipIf(bus.skip)(`announcements over ${bus.name}`, () => {
    async function open() {
      const opened = await openTestDatabase(undefined, bus.broker);
      cleanups.push(() => opened.close());
      const heard: ChangeEvent[] = [];
      const unlisten = await opened.database.listen(CHANGES_CHANNEL, (payload) => heard.push(JSON.parse(payload) as ChangeEvent));
      cleanups.push(unlisten);
      return { ...opened, heard, ids: () => heard.map((e) => e.id) };
    }

    it('a rolled-back write announces nothing; the committed one after it does', async () => {
      const { database, ids } = await open();
      const [undone, done] = [`undone-${randomUUID()}`, `done-${randomUUID()}`];
      await expect(
        database.db.transaction(async (tx) => {
          await writeRow(tx, 'jobs', job(undone), NOW);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await database.db.transaction((tx) => writeRow(tx, 'jobs', job(done), NOW));
      // Announcements from one place arrive in order: once the later one is here, the earlier one would be.
      await until(() => ids().includes(done));
      expect(ids()).not.toContain(undone);
    });

    it('a savepoint rolled back inside a committed transaction takes its announcements with it', async () => {
      const { database, ids } = await open();
      const [kept, undone, released] = [`kept-${randomUUID()}`, `undone-${randomUUID()}`, `released-${randomUUID()}`];
      await database.db.transaction(async (tx) => {
        await writeRow(tx, 'jobs', job(kept), NOW);
        await tx
          .transaction(async (savepoint) => {
            await writeRow(savepoint, 'jobs', job(undone), NOW);
            throw new Error('refused');
          })
          .catch(() => {});
        await tx.transaction((savepoint) => writeRow(savepoint, 'jobs', job(released), NOW));
      });
      const after = `after-${randomUUID()}`;
      await writeRow(database.db, 'jobs', job(after), NOW);
      await until(() => ids().includes(after));
      expect(ids()).toEqual(expect.arrayContaining([kept, released]));
      expect(ids()).not.toContain(undone);
    });

    // PGlite runs one statement at a time: an announcement from outside an open transaction would wait for it.
    it.runIf(!!process.env.DATABASE_URL)('nothing leaves before the commit', async () => {
      const { database, ids } = await open();
      const [row, marker] = [`row-${randomUUID()}`, `marker-${randomUUID()}`];
      await database.db.transaction(async (tx) => {
        await writeRow(tx, 'jobs', job(row), NOW);
        // Announced from outside the transaction, after the write: it arrives while the write is uncommitted.
        await notify(database.db, CHANGES_CHANNEL, JSON.stringify({ c: 'jobs', id: marker, o: OWNER, s: 'all' }));
        await until(() => ids().includes(marker));
        expect(ids()).not.toContain(row);
      });
      await until(() => ids().includes(row));
    });

    it('ids of any script and a thousand characters reach the streams they concern', async () => {
      const { database } = await open();
      const changeBus = await createChangeBus(database);
      cleanups.push(() => changeBus.close());
      const owner = `ü-署名-😀-${'ß'.repeat(1000)}`;
      const id = `jöb-職-🚀-${'é'.repeat(1000)}`;
      const heard: string[] = [];
      // Employers watch as their company (auth/company-viewer.ts): each founded their own here.
      changeBus.subscribe({ userId: owner, userType: 'employer', company: { id: owner, role: 'admin' } }, (collection) => heard.push(collection));
      const strangerId = `${owner}x`;
      const stranger: string[] = [];
      changeBus.subscribe({ userId: strangerId, userType: 'employer', company: { id: strangerId, role: 'admin' } }, (collection) => stranger.push(collection));
      // Private rows (no public scope): on Postgres, NOTIFY reaches every schema of the database, and other
      // tests' public rows would reach the stranger too.
      await database.db.transaction((tx) => writeRow(tx, 'applications', { id, ownerUserId: owner, doc: { id } }, NOW));
      await until(() => heard.includes('applications'));
      // The private row's readers are read back by its id: the stranger is not among them, and hears only its own.
      await writeRow(database.db, 'applications', { id: `${id}-2`, ownerUserId: strangerId, doc: { id } }, NOW);
      await until(() => stranger.length > 0);
      expect(stranger).toEqual(['applications']);
    });
  });
}
