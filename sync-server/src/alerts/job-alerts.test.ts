/**
 * Job alerts end to end on the server: a job published after a saved search exists reaches its instant alert
 * once (not again after a restart, nor from a second instance on the same Postgres), with the score search shows
 * and the bell's notification; daily and weekly digests go at 08:00 in each user's own time zone, on a clock
 * the test moves.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.ts';
import { armJob, runDueJobs } from '../jobs/scheduled-jobs.ts';
import { createCaptureTransport } from '../test-support/capture-transport.ts';
import { grantTrial } from '../test-support/plans.ts';
import { savedSearch, saveSearches } from '../test-support/saved-searches.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { alertChannels, alertJobHandlers, ensureDigestRound } from './alert-jobs.ts';
import { JOB_ALERT_KINDS } from '../rules/job-publications.ts';

const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serverAt(iso: string, databaseUrl?: string) {
  const server = await createTestServer({}, databaseUrl);
  servers.push(server);
  server.clock.now = new Date(iso);
  return server;
}

function handlersOf(server: TestServer) {
  return alertJobHandlers(alertChannels(server.deps));
}

function alertMails(server: TestServer, to: string) {
  return server.outbox.emails.filter((m) => m.to === to && /new jobs? for/i.test(m.subject));
}

describe('instant alerts', () => {
  it('a job published after the search was saved is sent once, with its score, by mail and to the bell', async () => {
    const server = await serverAt('2026-11-02T10:00:00.000Z');
    const candidate = await signUpCandidate(server);
    await saveSearches(candidate.client, candidate.user.id, [savedSearch()]);
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client, { title: 'TypeScript Engineer' });
    await postJob(employer.client, { title: 'Barista', skills: ['Coffee'] });

    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);
    const mails = alertMails(server, candidate.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New job for "TypeScript in Berlin"');
    expect(mails[0]!.text).toContain(`/jobs/${job.id}`);
    expect(mails[0]!.text).toMatch(/TypeScript Engineer at Acme Robotics, Berlin, Germany, .*\(\d+% match\)/);
    expect(mails[0]!.text).not.toContain('Barista');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/alerts\/unsubscribe\?token=.+>$/);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const bell = [...(await candidate.client.pullAll('notifications')).values()];
    expect(bell).toEqual([expect.objectContaining({ title: 'New job for "TypeScript in Berlin"', actionUrl: `/jobs/${job.id}`, read: false })]);

    // A restart: new handlers, and the job's alert claimed again (as after a crash before its done mark).
    await armJob(server.deps.database.db, { id: `job-alert:${job.id}`, kind: JOB_ALERT_KINDS.instant, runAt: server.clock.now, payload: { jobId: job.id } });
    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);
    expect(alertMails(server, candidate.user.email)).toHaveLength(1);
  });

  it('sends nothing for a job posted before the search, a paused search, or an alert that is off', async () => {
    const server = await serverAt('2026-11-02T10:00:00.000Z');
    const employer = await signUpEmployer(server);
    await postJob(employer.client);
    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);
    const candidate = await signUpCandidate(server);
    await saveSearches(candidate.client, candidate.user.id, [savedSearch({ paused: true }), savedSearch({ alert: 'off' })]);
    await postJob(employer.client);
    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);
    expect(alertMails(server, candidate.user.email)).toHaveLength(0);
  });

  it('keeps the bell quiet for a candidate who turned "other" notifications off; the mail still goes', async () => {
    const server = await serverAt('2026-11-02T10:00:00.000Z');
    const quiet = await signUpCandidate(server);
    const loud = await signUpCandidate(server);
    for (const candidate of [quiet, loud]) await saveSearches(candidate.client, candidate.user.id, [savedSearch()]);
    expect((await quiet.client.put('/api/account/notification-prefs', { other: false })).status).toBe(200);
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client, { title: 'TypeScript Engineer' });
    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);

    // The mail is the alert the search asked for; the bell follows the notification settings.
    expect(alertMails(server, quiet.user.email)).toHaveLength(1);
    expect([...(await quiet.client.pullAll('notifications')).values()].filter((n) => n.actionUrl === `/jobs/${job.id}`)).toEqual([]);
    expect([...(await loud.client.pullAll('notifications')).values()].filter((n) => n.actionUrl === `/jobs/${job.id}`)).toHaveLength(1);
  });

  it('a reopened job counts as new', async () => {
    const server = await serverAt('2026-11-02T10:00:00.000Z');
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const own = await seenBy(employer.client, 'jobs', job.id);
    await pushOk(employer.client, 'jobs', [{ assumedMasterState: own, newDocumentState: { ...own, isActive: false } }]);
    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);
    const candidate = await signUpCandidate(server);
    await saveSearches(candidate.client, candidate.user.id, [savedSearch()]);
    const closed = await seenBy(employer.client, 'jobs', job.id);
    await pushOk(employer.client, 'jobs', [{ assumedMasterState: closed, newDocumentState: { ...closed, isActive: true } }]);
    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);
    expect(alertMails(server, candidate.user.email)).toHaveLength(1);
  });
});

describe.runIf(!!process.env.DATABASE_URL)('two instances on one Postgres', () => {
  it('send an instant alert once while both run their due jobs at the same moment', async () => {
    const server = await serverAt('2026-11-02T10:00:00.000Z', process.env.DATABASE_URL);
    const candidate = await signUpCandidate(server);
    await saveSearches(candidate.client, candidate.user.id, [savedSearch()]);
    const employer = await signUpEmployer(server);
    const jobs = [await postJob(employer.client), await postJob(employer.client), await postJob(employer.client)];
    const db = server.deps.database.db;
    // The second instance: its own connection pool on the same schema, its own transport.
    const [{ schema }] = await queryRows<{ schema: string }>(db, sql`select current_schema() as schema`) as [{ schema: string }];
    const second = await openDatabase({ url: process.env.DATABASE_URL!, schema });
    try {
      const outboxB = createCaptureTransport();
      const handlersB = alertJobHandlers(alertChannels({ ...server.deps, database: second, transport: outboxB }));
      // Both claim at once; then B again after A's leases would have run out (a restart of a dead instance).
      await Promise.all([runDueJobs(db, handlersOf(server), server.clock.now), runDueJobs(second.db, handlersB, server.clock.now)]);
      for (const job of jobs) await armJob(second.db, { id: `job-alert:${job.id}`, kind: JOB_ALERT_KINDS.instant, runAt: server.clock.now, payload: { jobId: job.id } });
      await runDueJobs(second.db, handlersB, server.clock.now);
      const mails = [...alertMails(server, candidate.user.email), ...outboxB.emails.filter((m) => m.to === candidate.user.email)];
      expect(mails).toHaveLength(3);
      expect(new Set(mails.map((m) => /\/jobs\/([\w-]+)/.exec(m.text)![1]))).toEqual(new Set(jobs.map((j) => j.id)));
    } finally {
      await second.close();
    }
  });
});

describe('digests at 08:00 local time', () => {
  /** Run the digest round at a UTC instant. */
  async function roundAt(server: TestServer, iso: string) {
    server.clock.now = new Date(iso);
    await runDueJobs(server.deps.database.db, handlersOf(server), server.clock.now);
  }

  it('daily in Tokyo and New York, each at its own 08:00 and once a day, best match first, at most 10', async () => {
    const server = await serverAt('2026-11-02T10:00:00.000Z');
    await ensureDigestRound(server.deps.database.db, server.clock.now);
    const tokyo = await signUpCandidate(server);
    await saveSearches(tokyo.client, tokyo.user.id, [savedSearch({ alert: 'daily', name: 'Tokyo daily' })], 'Asia/Tokyo');
    const newYork = await signUpCandidate(server);
    await saveSearches(newYork.client, newYork.user.id, [savedSearch({ alert: 'daily', name: 'NY daily' })], 'America/New_York');
    const employer = await signUpEmployer(server);
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    // 12 matching jobs, some fitting the profile better (its skills) than others.
    for (let i = 0; i < 12; i++) {
      await postJob(employer.client, { title: `TypeScript Engineer ${i}`, skills: i % 3 === 0 ? ['TypeScript', 'React', 'Node.js', 'SQL'] : ['TypeScript', 'Kubernetes', 'Go', 'Rust'] });
    }
    // The instant alerts' jobs run too: nothing goes out for daily searches.
    await roundAt(server, '2026-11-02T10:01:00.000Z');
    expect(alertMails(server, tokyo.user.email)).toHaveLength(0);

    // 08:00 in New York (EST, UTC-5) is 13:00 UTC; Tokyo (UTC+9) is at 22:00 then.
    await roundAt(server, '2026-11-02T12:45:00.000Z');
    expect(alertMails(server, newYork.user.email)).toHaveLength(0);
    await roundAt(server, '2026-11-02T13:00:00.000Z');
    expect(alertMails(server, newYork.user.email)).toHaveLength(1);
    expect(alertMails(server, tokyo.user.email)).toHaveLength(0);

    // 08:00 in Tokyo is 23:00 UTC.
    await roundAt(server, '2026-11-02T22:45:00.000Z');
    expect(alertMails(server, tokyo.user.email)).toHaveLength(0);
    await roundAt(server, '2026-11-02T23:00:00.000Z');
    const [digest] = alertMails(server, tokyo.user.email);
    expect(digest?.subject).toBe('10 new jobs for "Tokyo daily"');
    const scores = [...digest!.text.matchAll(/\((\d+)% match\)/g)].map((m) => Number(m[1]));
    expect(scores).toHaveLength(10);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(scores[9]!);
    await roundAt(server, '2026-11-02T23:15:00.000Z');
    expect(alertMails(server, tokyo.user.email)).toHaveLength(1);
    expect(alertMails(server, newYork.user.email)).toHaveLength(1);

    // The next day's digests name only what was published since the last one (the two left out were older).
    server.clock.now = new Date('2026-11-03T09:00:00.000Z');
    const fresh = await postJob(employer.client, { title: 'TypeScript Lead' });
    await roundAt(server, '2026-11-03T13:00:00.000Z');
    const ny = alertMails(server, newYork.user.email);
    expect(ny.map((m) => m.subject)).toEqual(['10 new jobs for "NY daily"', 'New job for "NY daily"']);
    expect(ny[1]!.text).toContain(`/jobs/${fresh.id}`);
    await roundAt(server, '2026-11-03T23:00:00.000Z');
    expect(alertMails(server, tokyo.user.email).map((m) => m.subject)).toEqual(['10 new jobs for "Tokyo daily"', 'New job for "Tokyo daily"']);
  });

  it('weekly on Monday at 08:00 in each zone, not on other days', async () => {
    // 2026-11-02 is a Monday.
    const server = await serverAt('2026-10-29T10:00:00.000Z');
    await ensureDigestRound(server.deps.database.db, server.clock.now);
    const berlin = await signUpCandidate(server);
    await saveSearches(berlin.client, berlin.user.id, [savedSearch({ alert: 'weekly', name: 'Weekly' })], 'Europe/Berlin');
    const kolkata = await signUpCandidate(server);
    await saveSearches(kolkata.client, kolkata.user.id, [savedSearch({ alert: 'weekly', name: 'Weekly' })], 'Asia/Kolkata');
    const employer = await signUpEmployer(server);
    await postJob(employer.client);
    // Sunday 08:00 in Berlin: no weekly digest.
    await roundAt(server, '2026-11-01T07:00:00.000Z');
    expect(alertMails(server, berlin.user.email)).toHaveLength(0);
    // Monday 08:00 in Kolkata (UTC+5:30) is Monday 02:30 UTC; Berlin (CET, UTC+1) at 07:00 UTC.
    await roundAt(server, '2026-11-02T02:15:00.000Z');
    expect(alertMails(server, kolkata.user.email)).toHaveLength(0);
    await roundAt(server, '2026-11-02T02:30:00.000Z');
    expect(alertMails(server, kolkata.user.email)).toHaveLength(1);
    expect(alertMails(server, berlin.user.email)).toHaveLength(0);
    await roundAt(server, '2026-11-02T07:00:00.000Z');
    expect(alertMails(server, berlin.user.email)).toHaveLength(1);
    await roundAt(server, '2026-11-02T07:30:00.000Z');
    expect(alertMails(server, berlin.user.email)).toHaveLength(1);
  });
});
