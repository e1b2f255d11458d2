/**
 * The server crash for real: the sync server runs as its own process (`the compiled `node index.js``) on a PGlite
 * data folder or a Postgres database of this test's own, and is killed with SIGKILL while devices push, then
 * started again on the same data, a few times. The devices (the PWA's RxDB replication, as in the fault harness)
 * keep working through it: their calls fail as fetch fails and RxDB retries. At the end every device holds what
 * the server says its user may see, field by field, and every acknowledged write is there exactly once
 * (applications, their count on the job and their notifications; saved jobs; job titles), none doubled by the
 * retries of pushes whose answer the kill cut off. The in-process `server-crash` class of fault-harness.test.ts
 * runs the same scenario's crashes by the hundred; this one shows the database itself comes back.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { applicationIdFor, savedJobIdFor } from '@shared/rules/natural-ids.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { candidateDoc, companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { startMailCatcher, type MailCatcher } from '../test-support/mail-catcher.ts';
import { RxDevice, type RxPushObserver } from '../test-support/rx-device.ts';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.ts';
import { TEST_ORIGIN, TEST_PASSWORD, TestClient } from '../test-support/test-server.ts';
import { createSeededRandom } from '../test-support/seeded-random.ts';
import { settleDevices } from '../test-support/convergence-steps.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);
const KILLS = 3;
const SEED = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));

let mail: MailCatcher;
let dir: string;
/** The compiled server: started in about a second, where tsx compiled the sources again at every restart. */
let build: string;
let server: ServerProcess | undefined;
let databaseUrl: string | undefined;
let database: string | undefined;
const admin = () => postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });

beforeAll(async () => {
  mail = await startMailCatcher();
  dir = await mkdtemp(join(tmpdir(), 'hiresync-kill-'));
  // Inside the checkout, so the compiled server finds node_modules as the image's does beside it.
  build = join(ROOT, 'node_modules', '.cache', `hiresync-kill-${randomUUID().slice(0, 8)}`);
  await run(process.execPath, [join(ROOT, 'scripts/build-server.mjs'), build], { cwd: ROOT });
  if (process.env.DATABASE_URL) {
    // A database of this test's own: the process migrates it as an operator's first start would.
    database = `hiresync_kill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const sql = admin();
    await sql.unsafe(`create database "${database}"`);
    await sql.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await mail?.close();
  await rm(dir, { recursive: true, force: true });
  if (build) await rm(build, { recursive: true, force: true });
  if (database) {
    const sql = admin();
    await sql.unsafe(`drop database if exists "${database}" with (force)`);
    await sql.end();
  }
});

/** Start (or start again) the server on the same data; generous: a first PGlite start runs initdb, slow on a busy machine. */
async function start(): Promise<ServerProcess> {
  const env: Record<string, string> = {
    APP_ORIGIN: TEST_ORIGIN,
    SMTP_URL: mail.url,
    DATA_DIR: join(dir, 'data'),
    STATIC_DIR: '/nonexistent',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return startServerProcess([join(build, 'index.js')], env, { timeoutMs: 150_000 });
}

/** Set by a cycle: the next push that goes out kills the server while it is on its way. */
let killOnPush: { delayMs: number; killed: () => void } | null = null;
/** Armed pushes the kill cut off (sent, no answer). */
let cutPushes = 0;

async function kill(): Promise<void> {
  const dying = server!;
  server = undefined;
  await dying.kill();
}

/** A TestClient whose requests go over the network to whichever process runs now (its port changes on restart). */
function networkClient(): TestClient {
  return new TestClient({
    async request(url, init) {
      if (!server) throw new TypeError('fetch failed');
      const answer = fetch(url.replace(TEST_ORIGIN, server.url), { ...init, signal: AbortSignal.timeout(20_000) });
      if (killOnPush && url.endsWith('/push')) {
        const { delayMs, killed } = killOnPush;
        killOnPush = null;
        setTimeout(() => void kill().then(killed), delayMs);
        try {
          return await answer;
        } catch (error) {
          cutPushes++;
          throw error;
        }
      }
      return answer;
    },
  });
}

async function signUp(role: 'candidate' | 'employer', email: string) {
  const client = networkClient();
  const sent = mail.mails.length;
  expect((await client.post('/api/auth/send-otp', { email })).status).toBe(200);
  const otp = /\b(\d{6})\b/.exec((await mail.waitFor(email, sent)).text)![1];
  const res = await client.post('/api/auth/register', { firstName: 'Kim', lastName: 'Kill', email, password: TEST_PASSWORD, userType: role, otp });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { client, user: res.json.user as { id: string } };
}

async function signIn(email: string) {
  const client = networkClient();
  const res = await client.post('/api/auth/login', { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return { client, user: res.json.user as { id: string } };
}

it(`SIGKILL mid-push and a restart on the same data, ${KILLS} times: devices converge, no write lost or doubled (SEED=${SEED})`, async () => {
  console.log(`server kill SEED=${SEED} on ${databaseUrl ? 'Postgres' : 'PGlite'}`);
  const random = createSeededRandom(SEED);
  server = await start();
  const acks: { collection: CollectionName; doc: WireDoc }[] = [];
  const observe: RxPushObserver = (_device, collection, rows, answer) => {
    const rejected = new Set([...answer.conflicts.map((d) => d.id), ...answer.refused.map((r) => r.id)]);
    for (const row of rows) if (!rejected.has(row.newDocumentState.id)) acks.push({ collection, doc: row.newDocumentState });
  };
  const employer = await signUp('employer', 'kill-employer@example.com');
  const candidate = await signUp('candidate', 'kill-candidate@example.com');
  expect((await employer.client.push('employers', [insertRow(companyDoc())])).json).toEqual({ conflicts: [], refused: [] });
  expect((await candidate.client.push('candidates', [insertRow(candidateDoc())])).json).toEqual({ conflicts: [], refused: [] });
  const e1 = await RxDevice.open('E1', 'employer', employer.user.id, employer.client, ['jobs', 'applications', 'notifications'], observe);
  const e2 = await RxDevice.open('E2', 'employer', employer.user.id, (await signIn('kill-employer@example.com')).client, ['jobs', 'applications'], observe);
  const c1 = await RxDevice.open('C1', 'candidate', candidate.user.id, candidate.client, ['jobs', 'applications', 'savedJobs'], observe);
  const devices = [e1, e2, c1];
  try {
    // The free plan's active job limit is 3: one job to apply to per kill.
    for (let i = 0; i < KILLS; i++) await e1.write('jobs', jobDoc({ id: random.id(), title: `Opening ${i}` }) as WireDoc);
    await settleDevices(devices);
    const jobIds = [...(await e1.visible('jobs')).keys()];
    expect(jobIds).toHaveLength(KILLS);

    for (let cycle = 0; cycle < KILLS; cycle++) {
      // Writes on every device; the first push to go out is cut by the kill (sent, maybe committed, no answer).
      const killed = new Promise<void>((resolve) => (killOnPush = { delayMs: random.next() * 5, killed: resolve }));
      const [applyTo, saveA, saveB] = [jobIds[cycle]!, random.pick(jobIds)!, random.pick(jobIds)!];
      await c1.write('applications', { id: applicationIdFor(candidate.user.id, applyTo)!, _deleted: false, jobId: applyTo, coverLetter: `Cover ${cycle}` } as WireDoc);
      for (const jobId of new Set([saveA, saveB])) {
        const id = savedJobIdFor(candidate.user.id, jobId);
        const saved = (await c1.visible('savedJobs')).get(id);
        await c1.write('savedJobs', saved ? { ...saved, _deleted: true } : ({ id, jobId, _deleted: false } as WireDoc));
      }
      for (const [d, n] of [[e1, 0], [e2, 1]] as const) {
        const job = (await d.visible('jobs')).get(random.pick(jobIds)!)!;
        await d.write('jobs', { ...job, title: `Title ${cycle}.${n}` });
      }
      // Down a while: the devices' retries fail as fetch does.
      await killed;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const restarted = Date.now();
      server = await start();
      console.log(`server kill SEED=${SEED}: cycle ${cycle}, restarted in ${Date.now() - restarted} ms`);
      await settleDevices(devices);
    }
    // Whether the armed push was cut (or answered just before the signal) is the machine's: told, not asserted.
    console.log(`server kill SEED=${SEED}: ${cutPushes} of ${KILLS} armed pushes cut off by the kill`);

    // Every device holds what the server says its user may see, field by field.
    for (const d of devices) {
      for (const c of d.collections) {
        const expected = Object.fromEntries([...(await d.http.pullAll(c))].map(([id, doc]) => [id, { ...doc, _deleted: false }]));
        expect(Object.fromEntries(await d.visible(c)), `${d.name} ${c}`).toEqual(expected);
      }
    }
    // Every acknowledged write is there, once.
    const lastAck = (collection: CollectionName, id: string) => acks.filter((a) => a.collection === collection && a.doc.id === id).at(-1)?.doc;
    const applications = [...(await candidate.client.pullAll('applications')).values()];
    expect(applications.map((a) => a.id).sort()).toEqual([...new Set(acks.filter((a) => a.collection === 'applications').map((a) => a.doc.id))].sort());
    expect(applications).toHaveLength(KILLS);
    const jobs = await employer.client.pullAll('jobs');
    for (const [id, job] of jobs) {
      expect(job.applicationCount ?? 0, `${id} applicationCount`).toBe(applications.filter((a) => a.jobId === id).length);
      const titled = lastAck('jobs', id);
      expect(job.title, `${id} title`).toBe(titled!.title);
    }
    const notifications = [...(await employer.client.pullAll('notifications')).values()];
    expect(notifications.filter((n) => n.title === 'New Application')).toHaveLength(KILLS);
    const saved = [...(await candidate.client.pullAll('savedJobs')).keys()].sort();
    const savedIds = new Set(acks.filter((a) => a.collection === 'savedJobs').map((a) => a.doc.id));
    expect(saved).toEqual([...savedIds].filter((id) => !lastAck('savedJobs', id)!._deleted).sort());
  } finally {
    for (const d of devices) await d.close().catch(() => undefined);
  }
}, 600_000);
