/**
 * Device slices (issue 18) through the real app with a small cap: a candidate's device holds the best jobs for
 * them and no more, a better job posted later enters live and pushes the worst out as a removal, a profile edit
 * moves the slice by the difference only, and saved, applied-to and interviewed-for jobs never leave; an
 * employer's device holds the profiles that fit its active jobs plus its applicants. Runs on PGlite and Postgres.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { queryRows } from '../db/client.ts';
import { companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { readSse, changedCollections } from '../test-support/sse.ts';
import { createTestServer, TEST_ORIGIN, TEST_PASSWORD, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { allBackgroundWorkDone } from './background-work.ts';
import { SLICE_REFRESH_JOB } from './slice-refresh-job.ts';

const CAP = 3;
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({}, process.env.DATABASE_URL, { sliceCap: CAP });
}, 60_000);
afterAll(() => server?.close());

/** A device: everything pulled so far by id, and its checkpoint; `pull` applies one more round and returns it. */
class Device {
  readonly docs = new Map<string, Record<string, unknown>>();
  checkpoint: unknown = null;
  constructor(
    readonly client: TestClient,
    readonly collection: string,
  ) {}

  async pull(): Promise<{ arrived: string[]; removed: string[] }> {
    const arrived: string[] = [];
    const removed: string[] = [];
    for (;;) {
      const res = await this.client.pull(this.collection, this.checkpoint, 100);
      expect(res.status).toBe(200);
      for (const doc of res.json.documents as Record<string, unknown>[]) {
        const id = String(doc.id);
        if (doc._deleted) {
          removed.push(id);
          this.docs.delete(id);
        } else {
          arrived.push(id);
          this.docs.set(id, doc);
        }
      }
      this.checkpoint = res.json.checkpoint;
      if (res.json.documents.length < 100) return { arrived, removed };
    }
  }

  titles(): string[] {
    const name = (d: Record<string, unknown>) => (this.collection === 'jobs' ? String(d.title) : `${d.firstName} ${d.lastName}`);
    return [...this.docs.values()].map(name).sort();
  }
}

async function premiumEmployer(name: string) {
  const employer = await signUpEmployer(server, true, companyDoc({ companyName: name }));
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
  return employer;
}

/** Post a job a minute after the last one: equal scores go to the newest, so the order is known. */
async function postLater(employer: TestClient, doc: Record<string, unknown>) {
  server.clock.now = new Date(server.clock.now.getTime() + 60_000);
  return postJob(employer, doc);
}

/** Slice refreshes asked for and not yet done, once the background work under way is. */
async function pendingRefreshes(): Promise<number> {
  await allBackgroundWorkDone();
  const rows = await queryRows<{ n: number }>(
    server.deps.database.db,
    sql`select count(*)::int as n from scheduled_jobs where kind = ${SLICE_REFRESH_JOB} and done_at is null`,
  );
  return Number(rows[0]!.n);
}

const FAIR = { skills: ['TypeScript', 'Go', 'Rust'], location: 'Berlin, Germany', requiredExperience: 3 };
const POOR = { skills: ['COBOL', 'Mainframe'], location: 'Tokyo, Japan', requiredExperience: 15, visaSponsorship: false };
const BEST = { skills: ['TypeScript', 'React', 'Node.js', 'SQL'], location: 'Berlin, Germany', requiredExperience: 0 };

describe("a candidate's slice of jobs", () => {
  it('holds the best jobs up to the cap, takes a better job live, and moves by the difference after a profile edit', async () => {
    const employer = await premiumEmployer('Slice Works 🚀');
    const fair = [];
    for (const i of [1, 2, 3, 4]) fair.push(await postLater(employer.client, jobDoc({ ...FAIR, title: `Fair ${i}` })));
    const poor = [];
    for (const i of [1, 2, 3]) poor.push(await postLater(employer.client, jobDoc({ ...POOR, title: `Poor ${i}` })));

    const seeker = await signUpCandidate(server, { skills: ['TypeScript', 'React', 'Node.js', 'SQL'], location: 'Berlin, Germany' });
    const device = new Device(seeker.client, 'jobs');
    await device.pull();
    // Six active jobs, a cap of three: the three best (equal scores go to the newest).
    expect(device.titles()).toEqual(['Fair 2', 'Fair 3', 'Fair 4']);

    // Saved and applied-to jobs are pinned: they stay whatever the slice does.
    const saved = fair[3]!;
    await pushOk(seeker.client, 'savedJobs', [insertRow({ id: `${seeker.user.id}:${saved.id}`, _deleted: false, jobId: saved.id })]);
    await applyTo(seeker.client, fair[2]!.id);
    await device.pull();

    // A better job posted now enters the full slice while the device listens, and the worst one leaves.
    const stream = readSse(
      await server.app.request(`${TEST_ORIGIN}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: seeker.client.cookie } }),
    );
    let bestId = '';
    try {
      await stream.waitFor((e) => e.event === 'resync');
      const heard = stream.events.length;
      const best = await postLater(employer.client, jobDoc({ ...BEST, title: 'Best' }));
      await stream.waitFor((e, i) => i >= heard && changedCollections(e).includes('jobs'));
      bestId = best.id;
      const live = await device.pull();
      expect(live.arrived).toEqual([best.id]);
      // Fair 2 is the worst unpinned one (Fair 3 is applied to, Fair 4 saved).
      expect(live.removed).toEqual([fair[1]!.id]);
      expect(device.titles()).toEqual(['Best', 'Fair 3', 'Fair 4']);
    } finally {
      await stream.close();
    }

    // The candidate turns to mainframes in Tokyo: after the refresh the device gets only what moved.
    const profile = (await seeker.client.pullAll('candidates')).get(seeker.profile.id)!;
    await pushOk(seeker.client, 'candidates', [
      { assumedMasterState: profile, newDocumentState: { ...profile, skills: ['COBOL', 'Mainframe'], location: 'Tokyo, Japan' } },
    ]);
    // The refresh starts as the push ends, not at the job poller's next round: the next pull waits for it.
    const moved = await device.pull();
    expect(new Set(moved.arrived)).toEqual(new Set(poor.map((j) => j.id)));
    // Best leaves; Fair 3 (applied to) and Fair 4 (saved) stay though no longer among the best.
    expect(moved.removed).toEqual([bestId]);
    expect(device.titles()).toEqual(['Fair 3', 'Fair 4', 'Poor 1', 'Poor 2', 'Poor 3']);
    // Nothing else is sent again: a second pull is empty, and a refresh with nothing changed moves nothing.
    expect(await device.pull()).toEqual({ arrived: [], removed: [] });
    expect(await pendingRefreshes()).toBe(0);

    // A fresh device of the same user gets the same slice, pinned jobs included.
    const second = new Device(seeker.client, 'jobs');
    await second.pull();
    expect(second.titles()).toEqual(device.titles());
  });

  it('keeps the job of an interview on the candidate’s device after it falls out of the slice', async () => {
    const employer = await premiumEmployer('Interview Slice Co');
    const job = await postLater(employer.client, jobDoc({ ...FAIR, title: 'Interviewed Role' }));
    const seeker = await signUpCandidate(server, { skills: ['TypeScript'], location: 'Berlin, Germany' });
    const device = new Device(seeker.client, 'jobs');
    await device.pull();
    expect(device.docs.has(job.id)).toBe(true);
    const interviewAt = new Date(server.clock.now.getTime() + 3 * 86_400_000).toISOString();
    await pushOk(employer.client, 'interviews', [
      insertRow({ id: crypto.randomUUID(), _deleted: false, jobId: job.id, candidateId: seeker.profile.id, scheduledDateTime: interviewAt, durationMinutes: 30, status: 'scheduled' }),
    ]);
    // Jobs for mainframers in Tokyo, then the candidate becomes one: the refresh leaves the interviewed job out
    // of the slice, the pin keeps it on the device.
    const mainframe = [];
    for (const i of [1, 2, 3]) mainframe.push(await postLater(employer.client, jobDoc({ ...POOR, title: `Mainframe ${i}` })));
    const profile = (await seeker.client.pullAll('candidates')).get(seeker.profile.id)!;
    await pushOk(seeker.client, 'candidates', [
      { assumedMasterState: profile, newDocumentState: { ...profile, skills: ['COBOL', 'Mainframe'], location: 'Tokyo, Japan' } },
    ]);
    // The refresh runs as the push ends; the pull waits for it.
    await device.pull();
    for (const j of mainframe) expect(device.docs.has(j.id)).toBe(true);
    expect(device.docs.has(job.id)).toBe(true);
    const fresh = new Device(seeker.client, 'jobs');
    await fresh.pull();
    expect(fresh.docs.has(job.id)).toBe(true);
    expect(fresh.docs.size).toBe(CAP + 1);
  });

  it('sends a job that closes as a removal, and one that reopens back', async () => {
    const employer = await premiumEmployer('Reopen Inc');
    const job = await postJob(employer.client, jobDoc({ ...BEST, title: 'Reopening Role' }));
    const seeker = await signUpCandidate(server, { skills: ['TypeScript', 'React'], location: 'Berlin, Germany' });
    const device = new Device(seeker.client, 'jobs');
    await device.pull();
    expect(device.docs.has(job.id)).toBe(true);
    const stored = (await employer.client.pullAll('jobs')).get(job.id)!;
    await pushOk(employer.client, 'jobs', [{ assumedMasterState: stored, newDocumentState: { ...stored, isActive: false } }]);
    expect(await device.pull()).toMatchObject({ removed: [job.id] });
    const closed = (await employer.client.pullAll('jobs')).get(job.id)!;
    await pushOk(employer.client, 'jobs', [{ assumedMasterState: closed, newDocumentState: { ...closed, isActive: true } }]);
    expect((await device.pull()).arrived).toContain(job.id);
  });
});

describe('a first sync while another transaction runs', () => {
  it.runIf(!!process.env.DATABASE_URL)('still brings the slice it has just computed (Postgres: the horizon is the whole server’s)', async () => {
    const employer = await premiumEmployer('Horizon Works');
    await postLater(employer.client, jobDoc({ ...BEST, title: 'Horizon role' }));
    const seeker = await signUpCandidate(server, { skills: ['TypeScript'], location: 'Berlin, Germany' });
    // Another connection holds a transaction with an id open while the device's first pull computes its slice.
    const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const held = other.begin(async (tx) => {
        await tx`select pg_current_xact_id()`;
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      const first = await seeker.client.pull('jobs', null, 100);
      await held;
      expect(first.status).toBe(200);
      expect(first.json.documents.map((d: { title: string }) => d.title)).toContain('Horizon role');
    } finally {
      await other.end();
    }
  });
});

describe('a deleted account', () => {
  it('takes its slice with it, so no new job is offered to it any more', async () => {
    const employer = await premiumEmployer('Afterlife Ltd');
    await postLater(employer.client, jobDoc({ ...BEST, title: 'Before deletion' }));
    const seeker = await signUpCandidate(server, { skills: ['TypeScript'], location: 'Berlin, Germany' });
    await new Device(seeker.client, 'jobs').pull();
    const rowsOf = async () =>
      Number(
        (await queryRows<{ n: number }>(
          server.deps.database.db,
          sql`select (select count(*) from slice_members where user_id = ${seeker.user.id}) + (select count(*) from slice_owners where user_id = ${seeker.user.id}) as n`,
        ))[0]!.n,
      );
    expect(await rowsOf()).toBeGreaterThan(0);
    const res = await seeker.client.request('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await rowsOf()).toBe(0);
    await postLater(employer.client, jobDoc({ ...BEST, title: 'After deletion' }));
    expect(await rowsOf()).toBe(0);
  });
});

describe('a slice made when the profile is first saved', () => {
  it('is made before the first pull and by that profile, for each of several new candidates at once', async () => {
    const employer = await premiumEmployer('Reykjavík Zig 🦎');
    // Two jobs only these candidates fit, then three newer ones that a blank profile would take (the newest).
    const fits = [];
    for (const i of [1, 2]) fits.push(await postLater(employer.client, jobDoc({ skills: ['Zig', 'Elixir'], location: 'Reykjavík, Iceland', requiredExperience: 0, title: `Zig ${i} 🦎` })));
    for (const i of [1, 2, 3]) await postLater(employer.client, jobDoc({ ...POOR, title: `Newer ${i}` }));
    // Saving the profile starts making the slice in the background, after the push.
    const seekers = await Promise.all(
      Array.from({ length: 4 }, () => signUpCandidate(server, { skills: ['Zig', 'Elixir'], location: 'Reykjavík, Iceland', experience: [] })),
    );
    await allBackgroundWorkDone();
    for (const seeker of seekers) {
      const [owner] = await queryRows<{ at: string }>(
        server.deps.database.db,
        sql`select computed_at::text as at from slice_owners where user_id = ${seeker.user.id} and collection = 'jobs'`,
      );
      expect(owner, 'the slice exists before any pull').toBeDefined();
      const device = new Device(seeker.client, 'jobs');
      await device.pull();
      expect(device.titles().filter((t) => t.startsWith('Zig')).sort()).toEqual(['Zig 1 🦎', 'Zig 2 🦎']);
      expect(device.docs.size).toBe(CAP);
    }
    // Nothing left for the job poller: each refresh marked the job it was asked for done.
    expect(await pendingRefreshes()).toBe(0);
  });

  it('is not made for a user deleted while it was under way', async () => {
    const seeker = await signUpCandidate(server, { skills: ['TypeScript'], location: 'Berlin, Germany' });
    const res = await seeker.client.request('DELETE', '/api/account', { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    await allBackgroundWorkDone();
    const rows = await queryRows<{ n: number }>(
      server.deps.database.db,
      sql`select (select count(*) from slice_members where user_id = ${seeker.user.id}) + (select count(*) from slice_owners where user_id = ${seeker.user.id}) as n`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe("an employer's slice of profiles", () => {
  it('holds the profiles that fit its active jobs up to the cap, plus its applicants, and takes a better one live', async () => {
    const employer = await premiumEmployer('Talent Slice GmbH');
    const job = await postJob(employer.client, jobDoc({ ...BEST, title: 'Frontend in Berlin' }));
    const fitting = [];
    for (const name of ['Ada', 'Grace', 'Linus', 'Margaret']) {
      fitting.push(await signUpCandidate(server, { firstName: name, lastName: 'Fit', skills: ['TypeScript', 'React'], location: 'Berlin, Germany' }));
    }
    const misfit = await signUpCandidate(server, { firstName: 'Otto', lastName: 'Misfit', skills: ['COBOL'], location: 'Tokyo, Japan' });
    await applyTo(misfit.client, job.id);

    const device = new Device(employer.client, 'candidates');
    await device.pull();
    const names = device.titles();
    // The applicant, whatever the fit, and the cap's worth of the best profiles (every other open profile in
    // this test's marketplace fits this job worse than the four fitting ones or the same).
    expect(names).toContain('Otto Misfit');
    expect(names).toHaveLength(CAP + 1);
    expect(names.filter((n) => n.endsWith(' Fit')).length).toBeGreaterThanOrEqual(2);

    const star = await signUpCandidate(server, {
      firstName: 'Zoë',
      lastName: 'Star',
      skills: ['TypeScript', 'React', 'Node.js', 'SQL'],
      location: 'Berlin, Germany',
    });
    const live = await device.pull();
    expect(live.arrived).toContain(star.profile.id);
    expect(device.docs.has(star.profile.id)).toBe(true);
    expect(device.docs.size).toBe(CAP + 1);
    expect(device.titles()).toContain('Otto Misfit');
  });
});
