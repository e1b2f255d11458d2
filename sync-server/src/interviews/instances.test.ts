/**
 * Issue 16 across two server instances on one Postgres (Postgres only: PGlite is one process's database): a
 * signal posted through A reaches the candidate's stream served by B over real HTTP, and the reminder goes out
 * exactly once while both instances run their due jobs at the same moment.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { BrokerSettings } from '../bus/broker.ts';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { createChangeBus } from '../live/change-bus.ts';
import { changeBusCases } from '../test-support/change-buses.ts';
import { createCaptureTransport } from '../test-support/capture-transport.ts';
import { candidateDoc, companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { readSse } from '../test-support/sse.ts';
import { openTestDatabase, TestClient } from '../test-support/test-server.ts';
import { pushOk } from '../test-support/world.ts';
import { interviewJobHandlers } from './interview-jobs.ts';

const BUSES = await changeBusCases();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const START = new Date(Date.now() + 10 * 60_000);
START.setUTCSeconds(0, 0);
const env = parseEnv({ DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' });

async function instanceOn(database: Database, outbox = createCaptureTransport(), now = () => new Date()) {
  const bus = await createChangeBus(database);
  cleanups.push(() => bus.close());
  const deps = { database, bus, env, now, transport: outbox };
  return { app: createApp(deps), deps, outbox };
}

async function listen(app: ReturnType<typeof createApp>): Promise<string> {
  const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise<void>((resolve) => (http.listening ? resolve() : http.once('listening', () => resolve())));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  );
  const address = http.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Two instances, an employer on a paid plan and a candidate, and an interview at START scheduled through A. */
async function twoInstances(clock: () => Date = () => new Date(), bus?: BrokerSettings, start = START) {
  const opened = await openTestDatabase(undefined, bus);
  cleanups.push(() => opened.close());
  const a = await instanceOn(opened.database, createCaptureTransport(), clock);
  const databaseB = await openDatabase({ url: opened.url, schema: opened.schema, bus });
  cleanups.push(() => databaseB.close());
  const b = await instanceOn(databaseB, createCaptureTransport(), clock);
  const employer = new TestClient(a.app, a.outbox);
  const employerUser = await employer.signUp('employer');
  await pushOk(employer, 'employers', [insertRow(companyDoc({ companyName: 'Acme Robotics' }))]);
  await grantTrial(opened.database.db, employerUser.id, 'employer-professional', new Date());
  const job = jobDoc({ title: 'Route Planner' });
  await pushOk(employer, 'jobs', [insertRow(job)]);
  const candidate = new TestClient(a.app, a.outbox);
  const candidateUser = await candidate.signUp('candidate');
  const profile = candidateDoc();
  await pushOk(candidate, 'candidates', [insertRow(profile)]);
  const id = randomUUID();
  await pushOk(employer, 'interviews', [
    insertRow({ id, _deleted: false, jobId: job.id, candidateId: profile.id, scheduledDateTime: start.toISOString(), durationMinutes: 30, status: 'scheduled' }),
  ]);
  return { a, b, databaseB, employer, candidate, employerUser, candidateUser, id };
}

describe.runIf(!!process.env.DATABASE_URL)('two instances on one Postgres', () => {
  it.for(BUSES)('a signal posted through A reaches the stream on B, over $name', async (bus, { skip }) => {
    if (bus.skip) skip();
    const { b, employer, candidate, employerUser, id } = await twoInstances(undefined, bus.broker);
    const urlB = await listen(b.app);
    const res = await fetch(`${urlB}/api/interviews/${id}/signals`, { headers: { cookie: candidate.cookie } });
    expect(res.status).toBe(200);
    const events = readSse(res);
    cleanups.push(() => events.close());
    const posted = await employer.post(`/api/interviews/${id}/signals`, { kind: 'description', data: { type: 'offer', sdp: 'v=0' } });
    expect(posted.status).toBe(202);
    const got = await events.waitFor((e) => e.event === 'signal');
    expect(got.id).toBe(posted.json.id);
    expect(JSON.parse(got.data)).toEqual({ kind: 'description', data: { type: 'offer', sdp: 'v=0' }, from: employerUser.id });
  });

  it('the reminder goes out once while both instances run their due jobs together', async () => {
    // Booked 20 minutes ahead: booked less than 15 minutes ahead there would be no separate reminder (issue 51).
    const start = new Date(START.getTime() + 10 * 60_000);
    const { a, b, databaseB, employerUser, candidateUser, id } = await twoInstances(undefined, undefined, start);
    // The invitation goes first (a reminder never overtakes it, issue 51); then, 15 minutes before the start,
    // the reminder.
    await Promise.all([runDueJobs(a.deps.database.db, interviewJobHandlers(a.deps), new Date()), runDueJobs(databaseB.db, interviewJobHandlers(b.deps), new Date())]);
    const due = new Date(start.getTime() - 15 * 60_000);
    const handlersA = interviewJobHandlers(a.deps);
    const handlersB = interviewJobHandlers(b.deps);
    // Several rounds on each, at once: whoever claims a job first does it, the other skips it.
    await Promise.all([
      runDueJobs(a.deps.database.db, handlersA, due),
      runDueJobs(databaseB.db, handlersB, due),
      runDueJobs(a.deps.database.db, handlersA, due),
      runDueJobs(databaseB.db, handlersB, due),
    ]);
    const reminders = [...a.outbox.emails, ...b.outbox.emails].filter((m) => m.subject.startsWith('Starting in '));
    expect(reminders.map((m) => m.to).sort()).toEqual([candidateUser.email, employerUser.email].sort());
    expect(reminders[0]!.subject).toMatch(/^Starting in 15 minutes: interview for Route Planner/);
    const invites = [...a.outbox.emails, ...b.outbox.emails].filter((m) => m.subject.startsWith('Interview invitation'));
    // Both people are invited (issue 51).
    expect(invites.map((m) => m.to).sort()).toEqual([candidateUser.email, employerUser.email].sort());
    const notices = await queryRows<{ owner: string }>(
      a.deps.database.db,
      sql`select owner_user_id as owner from notifications where doc->>'title' = 'Interview Starting Soon'`,
    );
    expect(notices.map((n) => n.owner).sort()).toEqual([candidateUser.id, employerUser.id].sort());
    const [job] = await queryRows<{ done: boolean }>(a.deps.database.db, sql`select done_at is not null as done from scheduled_jobs where id = ${`interview-reminder:${id}`}`);
    expect(job?.done).toBe(true);
  });
});
