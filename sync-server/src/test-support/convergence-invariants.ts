/**
 * What must hold at the end of every convergence run (convergence-run.ts), once every fault healed and every
 * device settled: each device holds exactly what the server says its user may see, field by field (a pull from
 * scratch as that user); every acknowledged write is there exactly once (applications, their counts and
 * notifications, the last acknowledged job fields, read marks, saved jobs); no replication is left stopped.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import { findRows } from '../store/rows.ts';
import { JOB_FIELDS, type Ack } from './convergence-steps.ts';
import type { RxDevice } from './rx-device.ts';
import type { TestServer } from './test-server.ts';

export async function checkInvariants(server: TestServer, devices: RxDevice[], acks: Ack[], jobIds: string[], employerId: string, boundary: bigint | null) {
  for (const d of devices) {
    expect(d.stopped, `${d.name}: a replication stopped`).toBe(false);
    for (const c of d.collections) {
      const expected = Object.fromEntries([...(await d.http.pullAll(c))].map(([id, doc]) => [id, { ...doc, _deleted: false }]));
      expect(Object.fromEntries(await d.visible(c)), `${d.name} ${c}`).toEqual(expected);
    }
  }

  const db = server.deps.database.db;
  if (boundary !== null) {
    // Any collection's rows: a run whose faults cut the job and notification writes short (SEED=139008029:
    // dropped requests, a crash) still crosses the boundary with its applications and saved jobs.
    const positions = (await Promise.all(COLLECTION_NAMES.map((c) => findRows(db, c, sql`true`)))).flat();
    expect(positions.some((r) => BigInt(r.xid) >= boundary), `rows at or above ${boundary}`).toBe(true);
  }

  const rows = async (c: CollectionName) => (await findRows(db, c, sql`not deleted`)).map((r) => r.doc);
  const lastAck = (collection: CollectionName, id: string) => acks.filter((a) => a.collection === collection && a.doc.id === id).at(-1)?.doc;
  const [jobs, applications, notifications, saved] = await Promise.all((['jobs', 'applications', 'notifications', 'savedJobs'] as const).map(rows));
  const applied = acks.filter((a) => a.collection === 'applications' && a.userId !== employerId);
  expect(applications.map((a) => a.id).sort(), 'applications: every acknowledged one, once').toEqual([...new Set(applied.map((a) => a.doc.id))].sort());
  expect(new Set(applications.map((a) => `${a.candidateId}:${a.jobId}`)).size).toBe(applications.length);
  expect(jobs.map((j) => j.id).sort()).toEqual([...jobIds].sort());
  for (const job of jobs) {
    for (const field of JOB_FIELDS) expect(job[field], `${job.id}.${field}`).toEqual(lastAck('jobs', job.id as string)![field]);
    expect(job.applicationCount).toBe(applications.filter((a) => a.jobId === job.id).length);
  }
  const titled = (userId: string, title: string) => notifications.filter((n) => n.userId === userId && n.title === title).length;
  expect(titled(employerId, 'New Application')).toBe(applications.length);
  for (const n of notifications) expect(n.read).toBe(acks.some((a) => a.collection === 'notifications' && a.doc.id === n.id && a.doc.read));
  const savedIds = new Set(acks.filter((a) => a.collection === 'savedJobs').map((a) => a.doc.id));
  expect(saved.map((s) => s.id).sort()).toEqual([...savedIds].filter((id) => !lastAck('savedJobs', id)!._deleted).sort());
}
