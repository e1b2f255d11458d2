/**
 * One randomized convergence run with the real client: two devices of one employer and two of one candidate
 * run the PWA's RxDB replication (RxDB memory storage in Node) against a real server of their own, while its
 * transaction ids cross a power of ten. They edit jobs, apply, save and unsave jobs, review applications and
 * read notifications, with offline periods, conflicting edits and lost push answers, and with the faults the
 * seed turns on (fault-plan.ts). Then every fault heals, and the invariants must hold: each device holds
 * exactly what the server says its user may see, field by field (a pull from scratch as that user); every
 * acknowledged write is there once; every device's replication settles with nothing left to push.
 * RxDB's open core allows 13 open collections per process, so devices replicate the three collections these
 * steps touch (profiles and companies are written over HTTP). The same seed replays the same scenario.
 */
import { expect } from 'vitest';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { candidateDoc, companyDoc, insertRow, jobDoc } from './fixtures.ts';
import { createFaultPlan, type FaultClass } from './fault-plan.ts';
import { RxDevice, type RxPushObserver } from './rx-device.ts';
import { createTestServer, TEST_PASSWORD, type TestServer } from './test-server.ts';
import { createSeededRandom } from './seeded-random.ts';
import { burnTransactionIds, crossingPlan } from './transaction-ids.ts';
import { pushOk } from './world.ts';
import { scenarioOps, settle, type Ack } from './convergence-steps.ts';
import { checkInvariants } from './convergence-invariants.ts';

const STEPS = 70;
const EMPLOYER_COLLECTIONS: CollectionName[] = ['jobs', 'applications', 'notifications'];
const CANDIDATE_COLLECTIONS: CollectionName[] = ['jobs', 'applications', 'savedJobs'];

export interface RunResult {
  seed: number;
  faults: readonly FaultClass[];
  /** Whether this run's positions crossed a power of ten (a private Postgres cluster crosses once). */
  crossed: boolean;
  acks: number;
  stats: { conflicts: number; refused: number; duplicates: number };
}

/** Run a seed with the given faults (none: the base scenario) on a new server; throws on a broken invariant. */
export async function runConvergence(seed: number, faults: readonly FaultClass[], databaseUrl?: string): Promise<RunResult> {
  const server: TestServer = await createTestServer({}, databaseUrl);
  const devices: RxDevice[] = [];
  try {
    return await run(server, devices, seed, faults);
  } catch (error) {
    // What each device exchanged, for a failure a replay may not meet again (RxDevice.trace).
    if (error instanceof Error) Object.assign(error, { traces: Object.fromEntries(devices.map((d) => [d.name, d.trace])) });
    throw error;
  } finally {
    for (const d of devices) await d.close().catch(() => undefined);
    await server.close();
  }
}

async function run(server: TestServer, devices: RxDevice[], seed: number, faultClasses: readonly FaultClass[]): Promise<RunResult> {
  const random = createSeededRandom(seed);
  const plan = createFaultPlan(seed, faultClasses);
  const acks: Ack[] = [];
  const observe: RxPushObserver = (device, collection, rows, answer) => {
    const rejected = new Set([...answer.conflicts.map((d) => d.id), ...answer.refused.map((r) => r.id)]);
    for (const row of rows) if (!rejected.has(row.newDocumentState.id)) acks.push({ collection, userId: device.userId, doc: row.newDocumentState });
  };
  const emails = new Map<RxDevice, string>();
  async function deviceOf(name: string, role: 'candidate' | 'employer', email: string, first: boolean) {
    const client = server.client();
    const user = first ? await client.signUp(role, email) : (await client.post('/api/auth/login', { email, password: TEST_PASSWORD })).json.user;
    const device = await RxDevice.open(name, role, user.id, client, role === 'employer' ? EMPLOYER_COLLECTIONS : CANDIDATE_COLLECTIONS, observe);
    devices.push(device);
    emails.set(device, email);
    return device;
  }
  const signIn = (d: RxDevice) => d.signIn(emails.get(d)!, TEST_PASSWORD);
  const e1 = await deviceOf('E1', 'employer', 'e@rx.test', true);
  const e2 = await deviceOf('E2', 'employer', 'e@rx.test', false);
  const c1a = await deviceOf('C1a', 'candidate', 'c1@rx.test', true);
  const c1b = await deviceOf('C1b', 'candidate', 'c1@rx.test', false);
  const syncAll = async () => {
    for (const d of devices) await d.sync();
  };

  await pushOk(e1.http, 'employers', [insertRow(companyDoc({ id: random.id() }))]);
  await pushOk(c1a.http, 'candidates', [insertRow(candidateDoc({ id: random.id() }))]);
  for (let i = 0; i < 3; i++) await e1.write('jobs', jobDoc({ id: random.id(), title: `Opening ${i}` }) as WireDoc);
  await syncAll();
  await syncAll();
  const jobIds = [...(await e1.visible('jobs')).keys()];
  expect(jobIds).toHaveLength(3);

  // A private Postgres cluster is opened just below a power of ten and crosses it once; later runs on it cannot.
  const crossing = await crossingPlan(server.deps.database, 20).catch(() => null);
  if (crossing) await burnTransactionIds(server.deps.database, crossing.burnTo);

  // A scripted start guarantees a conflicting edit from an offline device, a lost answer and a refusal.
  e2.online = false;
  const first = (await e1.visible('jobs')).get(jobIds[0]!)!;
  await e1.write('jobs', { ...first, title: 'From E1' });
  await e2.write('jobs', { ...(await e2.visible('jobs')).get(jobIds[0]!)!, title: 'From E2', salaryMax: 123456 });
  await e1.sync();
  e2.online = true;
  await e2.sync();
  c1a.loseNextPushAnswer();
  await c1a.write('applications', { id: random.id(), _deleted: false, jobId: jobIds[1]!, coverLetter: 'First device' });
  await c1a.sync();
  // The same candidate's other device applies to the same job: refused, and reverted to the server's state.
  await c1b.write('applications', { id: random.id(), _deleted: false, jobId: jobIds[1]!, coverLetter: 'Second device' });
  await c1b.sync();

  plan.arm(devices);
  const menus = scenarioOps(random, jobIds, () => plan.serverDown);
  for (let step = 0; step < STEPS; step++) {
    server.clock.now = new Date(server.clock.now.getTime() + 7000);
    await plan.step(step, devices, signIn);
    const device = random.pick(devices)!;
    await random.pick(menus[device.role])!(device, step);
  }

  await plan.heal(devices, signIn);
  for (const d of devices) d.online = true;
  await settle(server, devices);
  await checkInvariants(server, devices, acks, jobIds, e1.userId, crossing?.boundary ?? null);
  const stats = devices.reduce(
    (sum, d) => ({ conflicts: sum.conflicts + d.stats.conflicts, refused: sum.refused + d.stats.refused, duplicates: sum.duplicates + d.stats.duplicates }),
    { conflicts: 0, refused: 0, duplicates: 0 },
  );
  return { seed, faults: faultClasses, crossed: crossing !== null, acks: acks.length, stats };
}
