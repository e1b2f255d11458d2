/**
 * The steps of a convergence run (convergence-run.ts), drawn from its seed: what employers and candidates do on
 * their devices, and the final settling. The draws are in the order the first version of the test made them,
 * so a seed pinned then replays the same scenario now.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { queryRows } from '../db/client.ts';
import { tableOf } from '../store/rows.ts';
import type { RxDevice } from './rx-device.ts';
import type { createSeededRandom } from './seeded-random.ts';
import type { TestServer } from './test-server.ts';

/** A write the server acknowledged (its answer reached the device or not). */
export interface Ack {
  collection: CollectionName;
  userId: string;
  doc: WireDoc;
}

export const JOB_FIELDS = ['title', 'salaryMax', 'isActive', 'location'] as const;
const STATUSES = ['viewed', 'considered', 'interview', 'on_hold', 'rejected', 'hired'];

type Op = (d: RxDevice, step: number) => unknown;

/** Each role's menu of steps, weighted. A device that cannot reach the server now skips its syncs. */
export function scenarioOps(random: ReturnType<typeof createSeededRandom>, jobIds: string[], serverDown: () => boolean) {
  const canSync = (d: RxDevice) => d.reachable && !serverDown();
  const ops = {
    employer: {
      async editJob(d: RxDevice, step: number) {
        const job = random.pick([...(await d.visible('jobs')).values()].filter((j) => jobIds.includes(j.id)));
        const field = random.pick(JOB_FIELDS)!;
        const value = { title: `Title ${step}`, salaryMax: 100000 + step, isActive: !job?.isActive, location: `City ${step}` }[field];
        if (job) await d.write('jobs', { ...job, [field]: value });
      },
      async review(d: RxDevice, step: number) {
        const application = random.pick([...(await d.visible('applications')).values()]);
        if (application) await d.write('applications', { ...application, status: random.pick(STATUSES), notes: `Note ${step}` });
      },
    },
    candidate: {
      async apply(d: RxDevice, step: number) {
        const applied = new Set([...(await d.visible('applications')).values()].map((a) => a.jobId));
        const job = random.pick([...(await d.visible('jobs')).values()].filter((j) => j.isActive && !applied.has(j.id)));
        if (job) await d.write('applications', { id: random.id(), _deleted: false, jobId: job.id, coverLetter: `Cover ${step}` });
      },
      async toggleSave(d: RxDevice) {
        const jobId = random.pick(jobIds)!;
        const id = `${d.userId}:${jobId}`;
        const saved = (await d.visible('savedJobs')).get(id);
        await d.write('savedJobs', saved ? { ...saved, _deleted: true } : { id, jobId, _deleted: false });
      },
    },
    any: {
      async markRead(d: RxDevice) {
        if (!d.collections.includes('notifications')) return;
        const unread = random.pick([...(await d.visible('notifications')).values()].filter((n) => !n.read));
        if (unread) await d.write('notifications', { ...unread, read: true });
      },
      sync: (d: RxDevice) => (canSync(d) ? d.sync() : 0),
      async duplicate(d: RxDevice) {
        d.loseNextPushAnswer();
        if (canSync(d)) await d.sync();
      },
      toggleOnline(d: RxDevice) {
        d.online = !d.online;
      },
    },
  };
  const weighted = (role: 'candidate' | 'employer') =>
    Object.entries({ ...ops[role], ...ops.any }).flatMap(([name, op]) =>
      Array(({ sync: 3, duplicate: 1, toggleOnline: 1, markRead: 1 } as Record<string, number>)[name] ?? 2).fill(op),
    ) as Op[];
  return { employer: weighted('employer'), candidate: weighted('candidate') };
}

/**
 * Everything every device pulled or pushed so far. A round is quiet only if this did not change across it:
 * a device's own replication pushes a write as soon as it is made, so a push that went out after that
 * device's turn in the round, while another device synced, is traffic the round must count. Summing only what
 * each device moved inside its own `sync()` missed it and ended the settle with the others never pulling that
 * write (SEED=193332659: a notification marked read on E2 during E1's turn never reached E1).
 */
function traffic(devices: RxDevice[]): number {
  return devices.reduce((sum, d) => sum + d.stats.pulled + d.stats.pushed, 0);
}

/** Everyone syncs until a whole round moves nothing and every commit is below the horizon. */
export async function settle(server: TestServer, devices: RxDevice[]): Promise<void> {
  let quiet = false;
  for (let round = 0; round < 30 && !quiet; round++) {
    const before = traffic(devices);
    for (const d of devices) await d.sync();
    const moved = traffic(devices) - before;
    const [row] = await queryRows<{ n: number }>(
      server.deps.database.db,
      sql.join(
        [sql`select (0`, ...COLLECTION_NAMES.map((c) => sql` + (select count(*) from ${sql.identifier(tableOf(c))} where xid >= pg_snapshot_xmin(pg_current_snapshot()))`), sql`)::int as n`],
        sql``,
      ),
    );
    quiet = moved === 0 && row!.n === 0;
  }
  expect(quiet, 'every device settles: nothing left to push or pull').toBe(true);
}

/**
 * Everyone syncs until two whole rounds in a row move nothing: for a server in another process, whose horizon
 * this test cannot read (a commit below it shows up in the next round's pulls).
 */
export async function settleDevices(devices: RxDevice[]): Promise<void> {
  let quietRounds = 0;
  for (let round = 0; round < 30 && quietRounds < 2; round++) {
    const before = traffic(devices);
    for (const d of devices) await d.sync();
    quietRounds = traffic(devices) === before ? quietRounds + 1 : 0;
  }
  expect(quietRounds, 'every device settles: nothing left to push or pull').toBe(2);
}
