import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfileFormSchema } from '@shared/schemas/candidate-profile-form.ts';
import { companyProfileFormSchema } from '@shared/schemas/company-profile-form.ts';
import { certificationFormSchema, educationFormSchema } from '@shared/schemas/education-form.ts';
import { experienceFormSchema } from '@shared/schemas/experience-form.ts';
import { jobPostingFormSchema } from '@shared/schemas/job-posting-form.ts';
import { computeProfileCompleteness } from '@shared/rules/profile-completeness.ts';
import { findSkill } from '@shared/scoring/taxonomy.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { queryRows } from '../db/client.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { DEMO_CANDIDATE_EMAIL, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from './demo-accounts.ts';
import { planMarketplace } from './plan.ts';
import { seedIfEmpty } from './seed.ts';

const TABLES = [
  'users', 'employers', 'jobs', 'candidates', 'applications', 'conversations', 'messages', 'interviews', 'notifications',
];

let server: TestServer;
const lines: string[] = [];

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(server.deps.database.db, query);
  return Number(row!.n);
}

async function countAll(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = await count(sql`select count(*) as n from ${sql.identifier(table)}`);
  return counts;
}

async function docs(table: string): Promise<Record<string, unknown>[]> {
  const query = sql`select doc from ${sql.identifier(table)} where not deleted`;
  const rows = await queryRows<{ doc: Record<string, unknown> }>(server.deps.database.db, query);
  return rows.map((r) => r.doc);
}

// The seed takes ~10 s of CPU; a busy test machine can stretch that well past the default hook timeout.
beforeAll(async () => {
  server = await createTestServer();
  await seedIfEmpty(server.deps, { log: (line) => lines.push(line) });
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('the demo marketplace', () => {
  it('loads a marketplace of the promised size', async () => {
    expect(await count(sql`select count(*) as n from users where user_type = 'employer'`)).toBeGreaterThanOrEqual(30);
    expect(await count(sql`select count(*) as n from employers`)).toBeGreaterThanOrEqual(30);
    // Teams: a few companies have two or three members (company-members.ts).
    expect(await count(sql`select count(*) as n from (select company_id from company_members group by company_id having count(*) between 2 and 3) t`)).toBe(4);
    expect(await count(sql`select count(*) as n from users where user_type = 'candidate'`)).toBeGreaterThanOrEqual(100);
    expect(await count(sql`select count(*) as n from candidates`)).toBeGreaterThanOrEqual(100);
    expect(await count(sql`select count(*) as n from jobs`)).toBeGreaterThanOrEqual(200);
    expect(await count(sql`select count(*) as n from jobs where not (doc->>'isActive')::boolean`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from applications`)).toBeGreaterThanOrEqual(150);
    expect(await count(sql`select count(*) as n from messages`)).toBeGreaterThanOrEqual(50);
    expect(await count(sql`select count(*) as n from interviews`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from notifications where not (doc->>'read')::boolean`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from notifications where (doc->>'read')::boolean`)).toBeGreaterThan(0);
  });

  it('spreads companies over every industry and size, and applications over the pipeline', async () => {
    const companies = await docs('employers');
    expect(new Set(companies.map((c) => c.industry)).size).toBeGreaterThanOrEqual(11);
    expect(new Set(companies.map((c) => c.companySize)).size).toBe(6);
    const statuses = new Set((await docs('applications')).map((a) => a.status));
    expect([...statuses].sort()).toEqual(['considered', 'hired', 'interview', 'on_hold', 'pending', 'rejected', 'viewed']);
    const candidates = (await docs('candidates')) as Candidate[];
    expect(candidates.some((c) => c.workAuthorizationStatus === 'visa_required')).toBe(true);
    const jobs = await docs('jobs');
    expect(jobs.some((j) => j.remoteOk)).toBe(true);
    expect(jobs.some((j) => j.visaSponsorship)).toBe(true);
  });

  it('prints both demo sign-ins, and adds nothing when called again', async () => {
    const signIns = lines.find((l) => l.startsWith('Demo sign-ins'));
    expect(signIns).toContain(DEMO_CANDIDATE_EMAIL);
    expect(signIns).toContain(DEMO_EMPLOYER_EMAIL);
    expect(signIns).toContain(DEMO_PASSWORD);
    const before = await countAll();
    const again: string[] = [];
    await seedIfEmpty(server.deps, { log: (line) => again.push(line) });
    expect(await countAll()).toEqual(before);
    expect(again).toEqual([signIns]);
  });

  it('writes documents the app’s own forms accept, with skills from the taxonomy', async () => {
    for (const company of await docs('employers')) expect(companyProfileFormSchema.safeParse(company).error).toBeUndefined();
    for (const job of await docs('jobs')) {
      expect(jobPostingFormSchema.safeParse(job).error).toBeUndefined();
      for (const skill of job.skills as string[]) expect(findSkill(skill)?.name).toBe(skill);
    }
    for (const candidate of (await docs('candidates')) as Candidate[]) {
      // The form sends '' for links left empty; the stored profile leaves them out.
      const formInput = { linkedinUrl: '', githubUrl: '', portfolioUrl: '', ...candidate };
      expect(candidateProfileFormSchema.safeParse(formInput).error).toBeUndefined();
      expect(candidate.skills.length).toBeGreaterThanOrEqual(3);
      expect(candidate.skills.length).toBeLessThanOrEqual(12);
      expect(candidate.experience.length).toBeLessThanOrEqual(4);
      expect(candidate.education.length).toBeLessThanOrEqual(2);
      for (const entry of candidate.experience) expect(experienceFormSchema.safeParse(entry).error).toBeUndefined();
      for (const entry of candidate.education) expect(educationFormSchema.safeParse(entry).error).toBeUndefined();
      for (const entry of candidate.certifications) expect(certificationFormSchema.safeParse(entry).error).toBeUndefined();
    }
  });

  it('lets the demo employer sign in and pull its applicants', async () => {
    const client = server.client();
    expect((await client.post('/api/auth/login', { email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    const jobs = [...(await client.pullAll('jobs')).values()];
    const own = jobs.filter((j) => j.companyName === 'Brightwave Software');
    expect(own.length).toBeGreaterThanOrEqual(5);
    const applications = [...(await client.pullAll('applications')).values()];
    expect(applications.length).toBeGreaterThanOrEqual(10);
    expect(new Set(applications.map((a) => a.status)).size).toBeGreaterThanOrEqual(3);
    // Applying shared the applicants' contact details with this employer.
    const candidates = await client.pullAll('candidates');
    expect(candidates.get(applications[0]!.candidateId as string)).toHaveProperty('email');
    expect((await client.pullAll('conversations')).size).toBeGreaterThan(0);
    // Some applicants carry the company's tags (issue 48), the same on each of their applications to it.
    const tagged = applications.filter((a) => Array.isArray(a.tags) && a.tags.length);
    expect(tagged.length).toBeGreaterThanOrEqual(3);
    const list = (await client.get('/api/company/tags')).json as { tags: { name: string; candidateCount: number }[]; candidateTags: Record<string, string[]> };
    expect(list.tags.map((t) => t.name).sort()).toEqual(['Follow up', 'Referral', 'Relocation needed', 'Strong portfolio']);
    expect(list.tags.every((t) => t.candidateCount > 0)).toBe(true);
    for (const a of applications) expect(((a.tags ?? []) as { id: string }[]).map((t) => t.id).sort()).toEqual([...(list.candidateTags[a.candidateId as string] ?? [])].sort());
  });

  it('lets the demo candidate sign in to a complete profile, applications and messages', async () => {
    const client = server.client();
    expect((await client.post('/api/auth/login', { email: DEMO_CANDIDATE_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    const [profile] = [...(await client.pullAll('candidates')).values()].filter((c) => c.email === DEMO_CANDIDATE_EMAIL);
    expect(computeProfileCompleteness(profile as unknown as Candidate).percentage).toBe(100);
    const applications = [...(await client.pullAll('applications')).values()];
    expect(applications.length).toBeGreaterThanOrEqual(3);
    expect(applications.some((a) => a.companyName === 'Brightwave Software')).toBe(true);
    expect((await client.pullAll('messages')).size).toBeGreaterThan(0);
    expect((await client.pullAll('notifications')).size).toBeGreaterThan(0);
  });

  it('is the same marketplace on every fresh start, whatever the date', () => {
    const summary = (now: string) => {
      const plan = planMarketplace(new Date(now));
      return {
        companies: plan.companies.map((c) => c.profile.companyName),
        jobs: plan.jobs.map((j) => j.posting.title),
        candidates: plan.candidates.map((c) => `${c.profile.firstName} ${c.profile.lastName}, ${c.profile.title}`),
      };
    };
    expect(summary('2026-03-01T00:10:00Z')).toEqual(summary('2027-07-19T15:00:00Z'));
  });
});
