/**
 * Randomized convergence: two devices of one employer, two devices of one candidate and a second candidate
 * edit shared jobs, apply, save jobs, review applications and read notifications, with offline periods, lost
 * answers (the same push sent twice) and a server restart, while the transaction ids cross a power of ten. In
 * the end every device holds exactly what the server says its user may see, and every acknowledged write is
 * there once. Replay a run with SEED=<printed seed>.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { createApp } from '../app.ts';
import type { AppInput } from '../context.ts';
import { openDatabase, queryRows, type DatabaseOptions } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { candidateDoc, companyDoc, jobDoc } from '../test-support/fixtures.ts';
import { SimDevice, type PushObserver } from '../test-support/sim-device.ts';
import { createCaptureTransport } from '../test-support/capture-transport.ts';
import { TestClient } from '../test-support/test-server.ts';
import { createSeededRandom } from '../test-support/seeded-random.ts';
import { burnTransactionIds, crossingDatabase, crossingPlan } from '../test-support/transaction-ids.ts';
import { createChangeBus } from '../live/change-bus.ts';
import { findRows, tableOf } from '../store/rows.ts';

const COLLECTIONS: CollectionName[] = ['employers', 'jobs', 'candidates', 'applications', 'savedJobs', 'notifications'];
const STEPS = 160;
const JOB_FIELDS = ['title', 'salaryMax', 'isActive', 'location'] as const;
const STATUSES = ['viewed', 'considered', 'interview', 'on_hold', 'rejected', 'hired', 'pending'];


const cluster = crossingDatabase();

/** Where the run's database lives, so a restart reopens the same one. */
function databasePlace(): { options: DatabaseOptions; dispose(): Promise<void> } {
  const url = cluster.url;
  if (url) {
    const schema = `t_conv_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    return {
      options: { url, schema },
      async dispose() {
        const admin = postgres(url, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop schema if exists "${schema}" cascade`);
        await admin.end();
      },
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'convergence-'));
  return { options: { dataDir }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

it('devices converge on what the server says they may see, and no acknowledged write is lost or doubled', async (ctx) => {
  ctx.skip(cluster.skipReason !== undefined, cluster.skipReason);
  const seed = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));
  console.log(`convergence seed: SEED=${seed}`);
  const random = createSeededRandom(seed);
  const place = databasePlace();
  const clock = { now: new Date('2026-11-02T08:00:00.000Z') };
  const outbox = createCaptureTransport();
  let deps!: AppInput;
  let app!: ReturnType<typeof createApp>;
  const open = async () => {
    const database = await openDatabase(place.options);
    deps = {
      database,
      bus: await createChangeBus(database),
      env: parseEnv({ DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent', TRUST_PROXY: '1' }),
      now: () => new Date(clock.now),
      transport: outbox,
    };
    app = createApp(deps);
  };
  const close = async () => {
    await deps.bus.close();
    await deps.database.close();
  };
  await open();
  const http = () => new TestClient({ request: (path, init) => app.request(path, init) }, outbox);

  // Every push answer, in server order, including the ones a device lost: the record of acknowledged writes.
  const acks: { collection: CollectionName; userId: string; doc: WireDoc }[] = [];
  const observe: PushObserver = (device, collection, rows, answer) => {
    const rejected = new Set([...answer.conflicts.map((d) => d.id), ...answer.refused.map((r) => r.id)]);
    for (const row of rows) if (!rejected.has(row.newDocumentState.id)) acks.push({ collection, userId: device.userId, doc: row.newDocumentState });
  };
  async function deviceOf(name: string, role: 'candidate' | 'employer', email: string, first: boolean) {
    const client = http();
    const user = first ? await client.signUp(role, email) : (await client.post('/api/auth/login', { email, password: 'Passw0rdX' })).json.user;
    return new SimDevice(name, role, user.id, client, COLLECTIONS, observe);
  }
  try {
    const [e1, e2] = [await deviceOf('E1', 'employer', 'e@conv.test', true), await deviceOf('E2', 'employer', 'e@conv.test', false)];
    const [c1a, c1b] = [await deviceOf('C1a', 'candidate', 'c1@conv.test', true), await deviceOf('C1b', 'candidate', 'c1@conv.test', false)];
    const c2 = await deviceOf('C2', 'candidate', 'c2@conv.test', true);
    const devices = [e1, e2, c1a, c1b, c2];
    const sync = async (d: SimDevice, duplicate = false) => {
      if (!d.online) return 0;
      await d.push(duplicate);
      return d.pull();
    };

    e1.write('employers', companyDoc({ id: random.id() }) as WireDoc);
    for (let i = 0; i < 3; i++) e1.write('jobs', jobDoc({ id: random.id(), title: `Opening ${i}` }) as WireDoc);
    c1a.write('candidates', candidateDoc({ id: random.id() }) as WireDoc);
    c2.write('candidates', candidateDoc({ id: random.id(), email: 'c2@example.com' }) as WireDoc);
    for (const d of devices) await sync(d);
    for (const d of devices) await sync(d);
    const jobIds = [...e1.visible('jobs').keys()];
    expect(jobIds).toHaveLength(3);

    // A scripted start guarantees a conflict, a lost answer and a refusal whatever the seed.
    e2.online = false;
    e1.write('jobs', { ...e1.visible('jobs').get(jobIds[0]!)!, title: 'From E1' });
    e2.write('jobs', { ...e2.visible('jobs').get(jobIds[0]!)!, title: 'From E2', salaryMax: 123456 });
    await sync(e1);
    e2.online = true;
    await sync(e2);
    await sync(e2);
    c1a.write('applications', { id: random.id(), _deleted: false, jobId: jobIds[1]!, coverLetter: 'First device' });
    c1b.write('applications', { id: random.id(), _deleted: false, jobId: jobIds[1]!, coverLetter: 'Second device' });
    await sync(c1a, true);
    await sync(c1b);

    const ops = {
      employer: {
        editJob(d: SimDevice, step: number) {
          const job = random.pick([...d.visible('jobs').values()].filter((j) => jobIds.includes(j.id)));
          const field = random.pick(JOB_FIELDS)!;
          const value = { title: `Title ${step}`, salaryMax: 100000 + step, isActive: !job?.isActive, location: `City ${step}` }[field];
          if (job) d.write('jobs', { ...job, [field]: value });
        },
        review(d: SimDevice, step: number) {
          const application = random.pick([...d.visible('applications').values()]);
          if (application) d.write('applications', { ...application, status: random.pick(STATUSES), notes: `Note ${step}` });
        },
      },
      candidate: {
        apply(d: SimDevice, step: number) {
          const applied = new Set([...d.visible('applications').values()].map((a) => a.jobId));
          const job = random.pick([...d.visible('jobs').values()].filter((j) => j.isActive && !applied.has(j.id)));
          if (job) d.write('applications', { id: random.id(), _deleted: false, jobId: job.id, coverLetter: `Cover ${step}` });
        },
        toggleSave(d: SimDevice) {
          const jobId = random.pick(jobIds)!;
          const id = `${d.userId}:${jobId}`;
          const local = d.stores.savedJobs!.docs.get(id);
          d.write('savedJobs', local && !local._deleted ? { ...local, _deleted: true } : { ...local, id, jobId, _deleted: false });
        },
        editProfile(d: SimDevice, step: number) {
          const profile = [...d.visible('candidates').values()].find((p) => p.userId === d.userId);
          if (profile) d.write('candidates', random.next() < 0.5 ? { ...profile, title: `Title ${step}` } : { ...profile, salaryExpectation: 50000 + step });
        },
      },
      any: {
        markRead(d: SimDevice) {
          const unread = random.pick([...d.visible('notifications').values()].filter((n) => !n.read));
          if (unread) d.write('notifications', { ...unread, read: true });
        },
        sync: (d: SimDevice) => sync(d),
        duplicate: (d: SimDevice) => sync(d, true),
        toggleOnline(d: SimDevice) {
          d.online = !d.online;
        },
      },
    };
    const weighted = (role: 'candidate' | 'employer') =>
      Object.entries({ ...ops[role], ...ops.any }).flatMap(([name, op]) =>
        Array(({ sync: 3, duplicate: 1, toggleOnline: 1, markRead: 1 } as Record<string, number>)[name] ?? 2).fill(op),
      ) as ((d: SimDevice, step: number) => unknown)[];
    const menus = { employer: weighted('employer'), candidate: weighted('candidate') };

    // The next few dozen writes land below a power of ten, the rest above: checkpoints taken on one side are
    // compared with positions on the other.
    const crossing = await crossingPlan(deps.database, 20);
    await burnTransactionIds(deps.database, crossing.burnTo);

    for (let step = 0; step < STEPS; step++) {
      clock.now = new Date(clock.now.getTime() + 7000);
      if (step === STEPS / 2) {
        await close();
        await open();
      }
      const device = random.pick(devices)!;
      await random.pick(menus[device.role])!(device, step);
    }

    // Everyone comes online and syncs until a whole round brings nothing and every commit is below the horizon.
    for (const d of devices) d.online = true;
    let quiet = false;
    for (let round = 0; round < 30 && !quiet; round++) {
      let moved = 0;
      for (const d of devices) moved += d.pending() + (await sync(d));
      let n = 0;
      for (const c of COLLECTIONS) {
        const table = sql.identifier(tableOf(c));
        const [row] = await queryRows<{ n: number }>(deps.database.db, sql`select count(*)::int as n from ${table} where xid >= pg_snapshot_xmin(pg_current_snapshot())`);
        n += row!.n;
      }
      quiet = moved === 0 && n === 0;
      if (!quiet) await new Promise((r) => setTimeout(r, 20));
    }
    expect(quiet).toBe(true);

    const boundary = crossing.boundary.toString();
    const sides = { below: 0, above: 0 };
    for (const c of COLLECTIONS) {
      const [row] = await queryRows<{ below: number; above: number }>(
        deps.database.db,
        sql`select count(*) filter (where xid < ${boundary}::xid8)::int as below, count(*) filter (where xid >= ${boundary}::xid8)::int as above
            from ${sql.identifier(tableOf(c))}`,
      );
      sides.below += row!.below;
      sides.above += row!.above;
    }
    expect(Math.min(sides.below, sides.above), `rows on each side of ${boundary}`).toBeGreaterThan(0);
    for (const d of devices) {
      for (const c of COLLECTIONS) expect(Object.fromEntries(d.visible(c)), `${d.name} ${c}`).toEqual(Object.fromEntries(await d.http.pullAll(c)));
    }

    const db = deps.database.db;
    const rows = async (c: CollectionName) => (await findRows(db, c, sql`not deleted`)).map((r) => r.doc);
    const lastAck = (collection: CollectionName, id: string, userId?: string) =>
      acks.filter((a) => a.collection === collection && a.doc.id === id && (!userId || a.userId === userId)).at(-1)?.doc;
    const [jobs, applications, notifications, saved, profiles] = await Promise.all(
      (['jobs', 'applications', 'notifications', 'savedJobs', 'candidates'] as const).map(rows),
    );

    const applied = acks.filter((a) => a.collection === 'applications' && a.userId !== e1.userId);
    expect(applications.map((a) => a.id).sort()).toEqual(applied.map((a) => a.doc.id).sort());
    expect(new Set(applications.map((a) => `${a.candidateId}:${a.jobId}`)).size).toBe(applications.length);
    for (const job of jobs) {
      for (const field of JOB_FIELDS) expect(job[field], `${job.id}.${field}`).toEqual(lastAck('jobs', job.id as string)![field]);
      expect(job.applicationCount).toBe(applications.filter((a) => a.jobId === job.id).length);
    }

    const changes = new Map<string, number>();
    for (const application of applications) {
      const statuses = ['pending'];
      const reviews = acks.filter((a) => a.collection === 'applications' && a.userId === e1.userId && a.doc.id === application.id);
      for (const review of reviews) if (review.doc.status !== statuses.at(-1)) statuses.push(review.doc.status as string);
      // A note added without a move is a step of its own with the same status (every note is kept): the moves
      // are the history with such repeats folded.
      const moves = (application.statusHistory as { status: string }[]).map((s) => s.status).filter((s, i, all) => i === 0 || s !== all[i - 1]);
      expect(moves).toEqual(statuses);
      expect(application.notes).toEqual(reviews.at(-1)?.doc.notes);
      changes.set(application.candidateId as string, (changes.get(application.candidateId as string) ?? 0) + statuses.length - 1);
    }
    const titled = (userId: string, title: string) => notifications.filter((n) => n.userId === userId && n.title === title).length;
    expect(titled(e1.userId, 'New Application')).toBe(applications.length);
    for (const profile of profiles) {
      expect(titled(profile.userId as string, 'Application Updated')).toBe(changes.get(profile.id as string) ?? 0);
      const last = lastAck('candidates', profile.id as string);
      expect([profile.title, profile.salaryExpectation]).toEqual([last!.title, last!.salaryExpectation]);
    }
    for (const n of notifications) expect(n.read).toBe(acks.some((a) => a.collection === 'notifications' && a.doc.id === n.id && a.doc.read));
    const savedIds = new Set(acks.filter((a) => a.collection === 'savedJobs').map((a) => a.doc.id));
    expect(saved.map((s) => s.id).sort()).toEqual([...savedIds].filter((id) => !lastAck('savedJobs', id)!._deleted).sort());

    const stats = devices.reduce((sum, d) => ({ conflicts: sum.conflicts + d.stats.conflicts, refused: sum.refused + d.stats.refused, duplicates: sum.duplicates + d.stats.duplicates }), { conflicts: 0, refused: 0, duplicates: 0 });
    console.log(`convergence SEED=${seed}: ${acks.length} acknowledged writes, ${applications.length} applications`, stats);
    expect(stats.conflicts).toBeGreaterThan(0);
    expect(stats.refused).toBeGreaterThan(0);
    expect(stats.duplicates).toBeGreaterThan(0);
  } finally {
    await close();
    await place.dispose();
  }
});
