/**
 * Writes demo documents the way devices do: through pushChanges and the collection rules, as the user who
 * would write them, at the moment they would. A refusal means the generated data broke a rule: it throws.
 */
import type { CollectionName } from '@shared/schemas/collections.ts';
import { PUSH_BATCH_MAX, type WireDoc } from '@shared/schemas/replication.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { toWireDoc } from '../rules/to-wire-doc.ts';
import { pushChanges } from '../replication/push.ts';
import { readRow } from '../store/rows.ts';

/** A document write at its moment; `assumed` is the writer's current view when it changes an existing one. */
export interface TimedWrite {
  doc: { id: string } & Record<string, unknown>;
  at: Date;
  assumed?: WireDoc | null;
}

/** The viewer a user's device acts as. */
export function viewerOf(user: { id: string; email: string; userType: Viewer['userType'] }): Viewer {
  // Every demo employer founds their company (its id is theirs); team members are made apart (company-members.ts).
  return { userId: user.id, userType: user.userType, email: user.email, isSupportAgent: false, ...(user.userType === 'employer' ? { company: { id: user.id, role: 'admin' as const } } : {}) };
}

/**
 * Push writes as one user, oldest first (the free limits count what was written before), in batches of a
 * device's size. The clock handed to the rules gives each row its own moment.
 */
export async function pushAs(
  db: Db,
  viewer: Viewer,
  collection: CollectionName,
  writes: readonly TimedWrite[],
): Promise<void> {
  const ordered = [...writes].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (let start = 0; start < ordered.length; start += PUSH_BATCH_MAX) {
    const batch = ordered.slice(start, start + PUSH_BATCH_MAX);
    let next = 0;
    // pushChanges asks the clock exactly once for every row that is not a conflict, in order.
    const clock = () => batch[Math.min(next++, batch.length - 1)]!.at;
    const rows = batch.map((w) => ({
      assumedMasterState: w.assumed ?? null,
      newDocumentState: { ...w.doc, _deleted: false },
    }));
    const { refused, conflicts } = await pushChanges(db, collection, viewer, rows, clock);
    if (refused.length) {
      const reasons = refused.map((r) => `${r.id}: ${r.reason}`).join('; ');
      throw new Error(`Demo data broke a rule of ${collection} (as ${viewer.email}): ${reasons}`);
    }
    if (conflicts.length) throw new Error(`Demo data conflicted in ${collection}: ${conflicts.map((c) => c.id).join(', ')}`);
  }
}

/** A document as `viewer` sees it now (the assumed state of their next change to it). */
export async function viewAs(db: Db, viewer: Viewer, collection: CollectionName, id: string): Promise<WireDoc> {
  const row = await readRow(db, collection, id);
  if (!row) throw new Error(`Demo data: ${collection} ${id} is missing`);
  return toWireDoc(collection, row, viewer);
}

/**
 * Run `task` for every item, at most `concurrency` at a time, then throw the first failure if any. Tasks must
 * not depend on each other's writes: each is one person's own sequence.
 */
export async function runAll<T>(items: Iterable<T>, concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const failures: unknown[] = [];
  const worker = async () => {
    while (queue.length && !failures.length) {
      try {
        await task(queue.shift()!);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (failures.length) throw failures[0];
}
