/**
 * The free limit of 10 full candidate profiles a month (decisions.md): a free employer's devices hold summaries
 * of open profiles, opening one is a counted grant after which the full profile replicates to that employer;
 * readers' profiles and paid plans are never counted. On PGlite, and on Postgres when DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { checkProfileViewLimit } from '@shared/rules/usage-limits.ts';
import { scoreMatchReference } from '@shared/scoring/index.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { queryRows } from '../db/client.ts';
import { readSse } from '../test-support/sse.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
/** Open profiles, made once: enough to pass the limit. */
const profiles: { id: string; userId: string; client: TestClient }[] = [];
const LIMIT_MESSAGE = checkProfileViewLimit({ plan: 'free', actionTimes: Array(10).fill('2026-11-02T00:00:00Z'), now: new Date('2026-11-02T10:00:00Z') }).message;

const DETAILED = {
  experience: [
    { id: randomUUID(), companyName: 'Acme', position: 'Engineer', startDate: '2019-01', endDate: '2022-06', isCurrent: false, description: 'Built things.', location: 'Berlin', skills: ['Go'], achievements: ['Shipped'] },
    { id: randomUUID(), companyName: 'Globex', position: 'Lead', startDate: '2022-07', isCurrent: true, description: 'Leads a team.', location: 'Remote', skills: [], achievements: [] },
  ],
  education: [{ id: randomUUID(), institutionName: 'TU Berlin', degree: 'BSc', fieldOfStudy: 'CS', startDate: '2014-10', endDate: '2018-09', isOngoing: false, location: 'Berlin' }],
  linkedinUrl: 'https://www.linkedin.com/in/casey',
  interviewAvailability: 'Weekday mornings',
};

beforeAll(async () => {
  server = await createTestServer();
  for (let i = 0; i < 13; i++) {
    const c = await signUpCandidate(server, { title: `Developer ${i}`, ...(i === 0 ? DETAILED : {}) });
    profiles.push({ id: c.profile.id, userId: c.user.id, client: c.client });
  }
});
afterAll(() => server.close());

const open = (client: TestClient, id: string) => client.post(`/api/candidates/${id}/view`);
const viewCount = async (employerUserId: string) =>
  (await queryRows<{ n: number }>(server.deps.database.db, sql`select count(*)::int as n from profile_views where employer_user_id = ${employerUserId}`))[0]!.n;

/** A device's copy of a collection: pulls from its checkpoint and applies the changes. */
function device(client: TestClient, collection = 'candidates') {
  const docs = new Map<string, Record<string, unknown>>();
  let checkpoint: unknown = null;
  return {
    docs,
    async sync() {
      for (;;) {
        const res = await client.pull(collection, checkpoint, 500);
        expect(res.status).toBe(200);
        for (const d of res.json.documents) {
          if (d._deleted) docs.delete(d.id);
          else docs.set(d.id, d);
        }
        checkpoint = res.json.checkpoint;
        if (res.json.documents.length < 500) return docs;
      }
    },
  };
}

describe('what a free employer holds', () => {
  it('summaries of open profiles: card and scorer fields, no details, marked as summaries', async () => {
    const employer = await signUpEmployer(server);
    const docs = await device(employer.client).sync();
    const summary = docs.get(profiles[0]!.id)!;
    expect(summary).toMatchObject({ isSummary: true, firstName: 'Casey', title: 'Developer 0', location: 'Berlin, Germany', bio: '' });
    expect(summary.skills).toEqual(['TypeScript', 'React', 'Node.js', 'SQL']);
    for (const field of ['email', 'phone', 'salaryExpectation', 'linkedinUrl', 'interviewAvailability']) expect(summary).not.toHaveProperty(field);
    const experience = summary.experience as Record<string, unknown>[];
    expect(experience.map((e) => [e.startDate, e.endDate, e.isCurrent])).toEqual([['2019-01', '2022-06', false], ['2022-07', undefined, true]]);
    expect(experience.map((e) => [e.companyName, e.position, e.description])).toEqual([['', '', ''], ['', '', '']]);
    expect((summary.education as Record<string, unknown>[]).map((e) => e.institutionName)).toEqual(['']);
    // The device's match scores stay those of the full profile.
    const owner = (await profiles[0]!.client.pullAll('candidates')).get(profiles[0]!.id)!;
    const job = { skills: ['TypeScript', 'Go'], requiredExperience: 3, location: 'Berlin', remoteOk: false, visaSponsorship: false };
    const at = new Date('2026-11-02T10:00:00Z');
    expect(scoreMatchReference(summary as unknown as Candidate, job, at)).toEqual(scoreMatchReference(owner as unknown as Candidate, job, at));
    expect(owner.bio).not.toBe('');
  });

  it('opening a profile is counted once and its full copy arrives live, contact fields still withheld', async () => {
    const employer = await signUpEmployer(server);
    const d = device(employer.client);
    await d.sync();
    const stream = readSse(await server.app.request(`${TEST_ORIGIN}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: employer.client.cookie } }));
    await stream.waitFor((e) => e.event === 'resync');
    const first = await open(employer.client, profiles[0]!.id);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ counted: true, usage: { used: 1, limit: 10, remaining: 9, isUnlimited: false } });
    await stream.waitFor((e) => e.event === 'change' && JSON.parse(e.data).includes('candidates'));
    await stream.close();
    await d.sync();
    const full = d.docs.get(profiles[0]!.id)!;
    expect(full).not.toHaveProperty('isSummary');
    expect(full).toMatchObject({ linkedinUrl: DETAILED.linkedinUrl, salaryExpectation: 80000 });
    expect((full.experience as { companyName: string }[])[0]!.companyName).toBe('Acme');
    expect(full).not.toHaveProperty('email');
    expect(d.docs.get(profiles[1]!.id)!.isSummary).toBe(true);
    // Opening it again costs nothing.
    expect((await open(employer.client, profiles[0]!.id)).json).toMatchObject({ counted: false, usage: { used: 1 } });
    expect((await employer.client.get('/api/candidates/profile-views')).json).toMatchObject({ used: 1, remaining: 9 });
    expect((await employer.client.get(`/api/candidates/user/${profiles[1]!.userId}`)).json.isSummary).toBe(true);
  });

  it('the 11th distinct profile in a month is refused with the limit message, and nothing is stored', async () => {
    const employer = await signUpEmployer(server);
    for (const p of profiles.slice(0, 10)) expect((await open(employer.client, p.id)).status).toBe(200);
    const refused = await open(employer.client, profiles[10]!.id);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: 'limit', message: LIMIT_MESSAGE });
    expect(LIMIT_MESSAGE).toContain('10 candidate profile views this month');
    expect(await viewCount(employer.user.id)).toBe(10);
    expect((await device(employer.client).sync()).get(profiles[10]!.id)!.isSummary).toBe(true);
    // Opened ones still open free of charge.
    expect((await open(employer.client, profiles[3]!.id)).json.counted).toBe(false);
  });

  it('12 parallel opens at 8 used grant exactly 2', async () => {
    const employer = await signUpEmployer(server);
    for (const p of profiles.slice(0, 8)) expect((await open(employer.client, p.id)).status).toBe(200);
    // 5 distinct profiles, some asked for more than once at the same moment: the limit, not the repeat, decides.
    const extra = await Promise.all(Array.from({ length: 12 }, (_, i) => open(employer.client, profiles[8 + (i % 5)]!.id)));
    const granted = new Set(extra.filter((r) => r.status === 200 && r.json.counted).map((r) => r.json.candidateId));
    expect(granted.size).toBe(2);
    expect(extra.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(await viewCount(employer.user.id)).toBe(10);
  });

  it('the count starts again with the UTC month', async () => {
    const saved = server.clock.now;
    try {
      server.clock.now = new Date('2026-11-30T23:59:00.000Z');
      const employer = await signUpEmployer(server);
      for (const p of profiles.slice(0, 10)) expect((await open(employer.client, p.id)).status).toBe(200);
      expect((await open(employer.client, profiles[10]!.id)).status).toBe(429);
      server.clock.now = new Date('2026-12-01T00:00:00.000Z');
      const next = await open(employer.client, profiles[10]!.id);
      expect(next.json).toMatchObject({ counted: true, usage: { used: 1, remaining: 9, resetsAt: '2027-01-01T00:00:00.000Z' } });
      // November's openings stay open.
      const docs = await device(employer.client).sync();
      expect(profiles.slice(0, 11).every((p) => !docs.get(p.id)!.isSummary)).toBe(true);
    } finally {
      server.clock.now = saved;
    }
  });

  it('an unknown id, a user id, a closed profile, or a candidate asking answers 404 and stores nothing', async () => {
    const employer = await signUpEmployer(server);
    const closed = await signUpCandidate(server, { isOpenToEmployers: false });
    for (const id of [randomUUID(), profiles[0]!.userId, closed.profile.id]) {
      const res = await open(employer.client, id);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
    expect((await open(profiles[0]!.client, profiles[0]!.id)).status).toBe(404);
    expect((await open(profiles[0]!.client, profiles[1]!.id)).status).toBe(404);
    expect((await profiles[0]!.client.get('/api/candidates/profile-views')).status).toBe(404);
    expect(await viewCount(employer.user.id)).toBe(0);
  });
});

describe('deleting an account', () => {
  it("removes the employer's openings, and everyone's openings of a deleted candidate's profile", async () => {
    const employer = await signUpEmployer(server);
    const other = await signUpEmployer(server);
    const leaving = await signUpCandidate(server);
    expect((await open(employer.client, leaving.profile.id)).status).toBe(200);
    expect((await open(other.client, leaving.profile.id)).status).toBe(200);
    expect((await open(other.client, profiles[0]!.id)).status).toBe(200);
    await deleteAccount(server.deps.database.db, leaving.user.id, server.clock.now);
    expect([await viewCount(employer.user.id), await viewCount(other.user.id)]).toEqual([0, 1]);
    await deleteAccount(server.deps.database.db, other.user.id, server.clock.now);
    expect(await viewCount(other.user.id)).toBe(0);
  });
});

describe('never counted', () => {
  it("an applicant's profile is full for the employer it applied to", async () => {
    const employer = await signUpEmployer(server);
    const job = await postJob(employer.client);
    const applicant = await signUpCandidate(server);
    await applyTo(applicant.client, job.id as string);
    const doc = (await device(employer.client).sync()).get(applicant.profile.id)!;
    expect(doc).not.toHaveProperty('isSummary');
    expect(doc.email).toBe('casey@example.com');
    expect((await open(employer.client, applicant.profile.id)).json).toMatchObject({ counted: false, usage: { used: 0 } });
    expect(await viewCount(employer.user.id)).toBe(0);
  });

  it('a paid plan sees every profile in full without counting; upgrade and lapse re-project the device', async () => {
    const employer = await signUpEmployer(server);
    const d = device(employer.client);
    expect((await open(employer.client, profiles[1]!.id)).json.counted).toBe(true);
    await d.sync();
    expect(d.docs.get(profiles[2]!.id)!.isSummary).toBe(true);

    const stream = readSse(await server.app.request(`${TEST_ORIGIN}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: employer.client.cookie } }));
    await stream.waitFor((e) => e.event === 'resync');
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    // The account change tells the device to pull candidates too; from its old checkpoint it gets every profile again.
    await stream.waitFor((e) => e.event === 'change' && JSON.parse(e.data).includes('candidates'));
    await stream.close();
    await d.sync();
    expect(profiles.every((p) => !d.docs.get(p.id)!.isSummary)).toBe(true);
    expect(d.docs.get(profiles[2]!.id)!.salaryExpectation).toBe(80000);
    expect(d.docs.get(profiles[2]!.id)).not.toHaveProperty('email');
    expect((await open(employer.client, profiles[3]!.id)).json).toMatchObject({ counted: false, usage: { isUnlimited: true, limit: null } });
    expect(await viewCount(employer.user.id)).toBe(1);

    // The trial ends without a card: back to summaries, except the profile opened on the free plan.
    const saved = server.clock.now;
    try {
      server.clock.now = new Date(saved.getTime() + 15 * 86_400_000);
      await d.sync();
      expect(d.docs.get(profiles[1]!.id)).not.toHaveProperty('isSummary');
      expect(d.docs.get(profiles[3]!.id)!.isSummary).toBe(true);
      expect(d.docs.get(profiles[2]!.id)!.isSummary).toBe(true);
    } finally {
      server.clock.now = saved;
    }
  });
});
