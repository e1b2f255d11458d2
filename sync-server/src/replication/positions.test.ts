/**
 * Change positions are compared and ordered as 64-bit numbers: while the writing transactions' ids cross a
 * power of ten (where text order parts from numeric order, '10019' < '9999'), devices pulling in pages smaller
 * than the data receive every visible document exactly once, whether they sync first before, during or after.
 * PGlite crosses 1,000; Postgres, on a private cluster, crosses 10^10 with every position past 2^32.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Checkpoint } from '@shared/schemas/replication.ts';
import type { Viewer } from '../auth/sessions.ts';
import { openTestDatabase } from '../test-support/test-server.ts';
import { burnTransactionIds, crossingDatabase, crossingPlan } from '../test-support/transaction-ids.ts';
import { pullChanges } from './pull.ts';
import { findRows, writeRow } from '../store/rows.ts';

const VISIBLE = 230;
const PAGE = 20;
const viewer: Viewer = { userId: 'u1', userType: 'candidate', email: 'u1@example.com', isSupportAgent: false };
const cluster = crossingDatabase();
let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;

beforeEach(async (ctx) => {
  ctx.skip(cluster.skipReason !== undefined, cluster.skipReason);
  opened = await openTestDatabase(cluster.url);
});
afterEach(async () => {
  await opened?.close();
});

function note(id: string, ownerUserId: string) {
  return { id, ownerUserId, doc: { id, userId: ownerUserId, type: 'other', title: `Note ${id} 🧭`, message: '', timestamp: '2026-11-02T08:00:00.000Z', read: false, actionUrl: '/' } };
}

/** A device of the viewer: pulls pages of PAGE and counts every arrival. */
function device() {
  const arrivals: string[] = [];
  let checkpoint: Checkpoint | null = null;
  const pullPage = async () => {
    const res = await pullChanges(opened!.database.db, 'notifications', viewer, checkpoint, PAGE);
    arrivals.push(...res.documents.map((d) => d.id));
    checkpoint = res.checkpoint;
    return res.documents.length;
  };
  return {
    arrivals,
    pullPage,
    async drain() {
      while ((await pullPage()) === PAGE);
    },
  };
}

it('every visible document arrives exactly once while positions cross a power of ten', async () => {
  const { database } = opened!;
  // Half of the writes (each its own transaction, with some of another user between) land below the boundary.
  const plan = await crossingPlan(database, Math.round((VISIBLE * 1.2) / 2));
  const before = device();
  await before.drain();
  await burnTransactionIds(database, plan.burnTo);

  const during = device();
  const expected: string[] = [];
  for (let i = 0; i < VISIBLE; i++) {
    const id = `n${String(i).padStart(3, '0')}`;
    expected.push(id);
    await database.db.transaction((tx) => writeRow(tx, 'notifications', note(id, 'u1'), new Date()));
    if (i % 5 === 0) await database.db.transaction((tx) => writeRow(tx, 'notifications', note(`other${i}`, 'u2'), new Date()));
    if (i % 10 === 0) await during.pullPage();
  }
  const after = device();
  for (const d of [before, during, after]) await d.drain();

  const positions = (await findRows(database.db, 'notifications', sql`owner_user_id = 'u1'`)).map((r) => BigInt(r.xid));
  expect(positions.filter((x) => x < plan.boundary).length, `rows below ${plan.boundary}`).toBeGreaterThan(PAGE);
  expect(positions.filter((x) => x >= plan.boundary).length, `rows at or above ${plan.boundary}`).toBeGreaterThan(PAGE);
  if (database.kind === 'postgres') expect(positions.every((x) => x > 2n ** 32n), 'positions past 2^32').toBe(true);
  for (const [name, d] of Object.entries({ before, during, after })) {
    expect(d.arrivals.length, name).toBe(VISIBLE);
    expect([...d.arrivals].sort(), name).toEqual(expected);
  }
});
