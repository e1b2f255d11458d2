/**
 * GET /api/search at a seeded size (issue 53): a few thousand varied jobs and some hundreds of candidate
 * profiles, made by the large marketplace's own generators (demo/large), Unicode in many titles, every search
 * many pages long. Page by page, the server's results are what the device's filter and scorer (shared/src) give
 * on the same data: the same documents, scores and order. The server reads a bounded pool (search-pool.ts: the
 * newest matches, at most SEARCH_POOL_SIZE), so over HTTP a broad search shows the device's list of the matches
 * in that pool: every match newer than the oldest it shows, none missing, none extra; asked directly with a pool
 * as large as the marketplace, it is the device's whole list.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateExperienceYears,
  candidateMatchesSearch,
  candidateSearchText,
  jobMatchesSearch,
  jobSearchText,
  prepareSearch,
} from '@shared/rules/search-match.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { searchFiltersSchema, toSearchParams, type SearchFiltersInput, type SearchType } from '@shared/schemas/search-filters.ts';
import { createMatchIndex, scorePair, toCandidateFeatures, toJobFeatures } from '@shared/scoring/index.ts';
import type { Viewer } from '../auth/sessions.ts';
import { planLargeCandidate, planLargeCompany, planLargeCompanyJobs, UniqueNames } from '../demo/large/plan-large.ts';
import { candidateRow, employerRow, jobRow, type ReplicatedRow } from '../demo/large/row-shapes.ts';
import type { DemoRole } from '../demo/roles.ts';
import { createRankedSnapshots } from '../search/ranked-snapshots.ts';
import { SEARCH_POOL_SIZE, searchMarketplace, type SearchItem } from '../search/search-marketplace.ts';
import { companyDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

const JOBS = 3000;
const CANDIDATES = 400;
const PAGE = 20;

/** Titles written in the scripts and symbols people use, put on every fifth job (the rest stay as generated). */
const UNICODE_TITLES = [
  'Café Manager (m/w/d) ☕',
  'Ärztin / Arzt Innere Medizin',
  'Ingénieur·e logiciel – Zürich',
  'ソフトウェアエンジニア 東京',
  'Инженер-программист',
  'مهندس برمجيات',
  '🚀 Growth Engineer 🚀',
  'Straßenbauer İstanbul Projekt',
  'Développeur React Native — télétravail',
  'Senior Engineer ﬁnance 50% off_site',
  'Cafe\u0301 Barista "Lead"',
  'Kubernetes-Plattform-Ingenieur München',
];

let server: TestServer;
let seeker: { client: TestClient; user: { id: string }; profile: Record<string, unknown> };
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
/** The marketplace as devices hold it: every active job, every profile open to employers (summaries aside). */
let jobs: Job[];
let companySizes: Map<string, string>;
/** The profiles the employer's device would hold, as replication shows them to it, and the employer's active jobs. */
let profiles: Candidate[];
let ownJobs: Job[];

async function insertRows(table: 'employers' | 'jobs' | 'candidates', rows: ReplicatedRow[]): Promise<void> {
  const { db } = server.deps.database;
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((r) => ({
      id: r.id,
      doc: r.doc,
      owner: r.ownerUserId,
      scope: r.publicScope,
      ever: r.everPublicScope,
      at: r.updatedAt.toISOString(),
    }));
    await db.execute(sql`
      insert into ${sql.identifier(table)} (id, doc, owner_user_id, public_scope, ever_public_scope, updated_at)
      select x.id, x.doc, x.owner, x.scope, x.ever, x.at::timestamptz
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(id text, doc jsonb, owner text, scope text, ever text, at text)`);
  }
}

/** Companies with their jobs until JOBS, then CANDIDATES profiles, as `npm run demo:large` plans them. */
async function seed(now: Date): Promise<void> {
  const names = new UniqueNames();
  const employers: ReplicatedRow[] = [];
  const jobRows: ReplicatedRow[] = [];
  const roles: DemoRole[] = [];
  for (let company = 0; jobRows.length < JOBS; company++) {
    const plan = planLargeCompany(company, now, names);
    const owner = randomUUID();
    const profile = employerRow(owner, plan);
    employers.push(profile);
    for (const job of planLargeCompanyJobs(plan, company, now).slice(0, JOBS - jobRows.length)) {
      if (jobRows.length % 5 === 0) job.posting.title = UNICODE_TITLES[(jobRows.length / 5) % UNICODE_TITLES.length]!;
      const row = jobRow(owner, profile, job);
      // A third edited since posting: the pool's order (last change) and the device's tie-break (posted) differ.
      if (jobRows.length % 3 === 1) {
        const edited = new Date(Math.min(now.getTime(), row.updatedAt.getTime() + (jobRows.length % 97) * 3_600_000));
        row.updatedAt = edited;
        row.doc = { ...row.doc, updatedAt: edited.toISOString() };
      }
      jobRows.push(row);
      roles.push(job.role);
    }
  }
  const candidates = Array.from({ length: CANDIDATES }, (_, i) => candidateRow(randomUUID(), planLargeCandidate(i, roles, now, names)));
  await insertRows('employers', employers);
  await insertRows('jobs', jobRows);
  await insertRows('candidates', candidates);
}

beforeAll(async () => {
  server = await createTestServer();
  await seed(server.clock.now);
  seeker = await signUpCandidate(server, {
    title: 'Software Engineer',
    skills: ['TypeScript', 'React', 'PostgreSQL', 'Kubernetes'],
    location: 'Berlin, Germany',
    yearsExperience: 5,
    workAuthorizationStatus: 'visa_required',
  });
  employer = await signUpEmployer(server, true, companyDoc({ companyName: 'Scale Search Works', companySize: '51-200' }));
  await postJob(employer.client, { title: 'Backend Engineer', skills: ['Python', 'PostgreSQL', 'AWS'], location: 'New York, NY' });
  await postJob(employer.client, { title: 'Registered Nurse', skills: ['Patient Care'], location: 'Chicago, IL', requiredExperience: 2 });
  // The profile as stored (the device scores with the one it holds, the server's answer to its push).
  seeker.profile = (await seeker.client.get('/api/candidates/me')).json;
  jobs = ((await seeker.client.get('/api/jobs')).json as Job[]).filter((job) => job.isActive);
  const held = await seeker.client.pullAll('employers');
  companySizes = new Map([...held.values()].map((e) => [e.id as string, e.companySize as string]));
  profiles = ((await employer.client.get('/api/candidates')).json as Candidate[]).filter((c) => c.isOpenToEmployers);
  ownJobs = ((await employer.client.get('/api/jobs')).json as Job[]).filter((j) => j.isActive && j.employerId === employer.company.id);
}, 300_000);
afterAll(() => server?.close());

interface Expected {
  id: string;
  score: number | null;
  updatedAt: number;
}

/** What a candidate's device lists: every active job through the shared rule, best score first, then newest. */
function deviceJobs(profile: Record<string, unknown> | null, filters: SearchFiltersInput): Expected[] {
  const now = server.clock.now;
  const prepared = prepareSearch(searchFiltersSchema.parse(filters), now);
  const passing = jobs.filter((job) => jobMatchesSearch(prepared, { job, haystack: jobSearchText(job), companySize: companySizes.get(job.employerId) }));
  const index = createMatchIndex();
  const features = passing.map((job) => toJobFeatures(index, job));
  const own = profile ? toCandidateFeatures(index, profile as unknown as Candidate, now) : null;
  const scored = passing.map((job, i) => ({
    id: job.id,
    score: own ? scorePair(own, features[i]!) : null,
    posted: Date.parse(job.postedAt),
    updatedAt: Date.parse(job.updatedAt),
  }));
  scored.sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || b.posted - a.posted || (a.id < b.id ? -1 : 1));
  return scored.map(({ id, score, updatedAt }) => ({ id, score, updatedAt }));
}

/** What an employer's device lists of the profiles it holds: the shared rule, best match with its active jobs first, then by name. */
function deviceCandidates(filters: SearchFiltersInput): Expected[] {
  const now = server.clock.now;
  const own = ownJobs;
  const prepared = prepareSearch(searchFiltersSchema.parse(filters), now);
  const index = createMatchIndex();
  const jobFeatures = own.map((job) => toJobFeatures(index, job));
  const passing = profiles.filter((candidate) =>
    candidateMatchesSearch(prepared, { candidate, haystack: candidateSearchText(candidate), years: candidateExperienceYears(candidate, now) }),
  );
  const scored = passing.map((candidate) => {
    const features = toCandidateFeatures(index, candidate, now);
    const score = jobFeatures.length ? Math.max(...jobFeatures.map((job) => scorePair(features, job))) : null;
    return { id: candidate.id, score, name: `${candidate.firstName} ${candidate.lastName}`.toLowerCase(), updatedAt: Date.parse(candidate.updatedAt) };
  });
  scored.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1));
  return scored.map(({ id, score, updatedAt }) => ({ id, score, updatedAt }));
}

/** Every page of a search over HTTP, following Link headers: each page's [id, matchScore] pairs. */
async function httpPages(client: TestClient, type: SearchType, filters: SearchFiltersInput): Promise<[string, number | null][][]> {
  const pages: [string, number | null][][] = [];
  let next: string | null = `/api/search?${new URLSearchParams({ ...toSearchParams(type, filters), limit: String(PAGE) })}`;
  while (next) {
    const res: { status: number; json: SearchItem[]; headers: Headers } = await client.get(next);
    expect(res.status).toBe(200);
    pages.push(res.json.map((d) => [d.id, d.matchScore]));
    const link = res.headers.get('link');
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

/**
 * The pages the server must give, from the device's list (`device`, of the `held` documents) and what it showed:
 * its pool is the newest documents its indexes let through (a superset of the rule's matches, search-pool.ts),
 * so it shows every match newer than the oldest it shows, and at least every match among the newest
 * SEARCH_POOL_SIZE documents of all, in the device's order and pages.
 */
function expectedPages(device: Expected[], held: readonly { updatedAt: string }[], shown: ReadonlySet<string>): [string, number | null][][] {
  const times = held.map((d) => Date.parse(d.updatedAt)).sort((a, b) => b - a);
  // A match this new is in any pool: fewer than SEARCH_POOL_SIZE documents are as new.
  const surely = times.length > SEARCH_POOL_SIZE ? times[SEARCH_POOL_SIZE]! : -Infinity;
  const oldest = Math.min(...device.filter((e) => shown.has(e.id)).map((e) => e.updatedAt));
  const inPool = device.filter((e) => e.updatedAt > oldest || e.updatedAt > surely || shown.has(e.id));
  const pages: [string, number | null][][] = [];
  for (let i = 0; i < inPool.length; i += PAGE) pages.push(inPool.slice(i, i + PAGE).map((e) => [e.id, e.score]));
  return pages.length ? pages : [[]];
}

const JOB_SEARCHES: SearchFiltersInput[] = [
  {},
  { query: 'engineer' },
  { query: 'manager' },
  { query: 'nurse' },
  { query: 'café' },
  { query: 'CAFÉ' },
  { query: 'ärztin' },
  { query: '東京' },
  { query: 'инженер' },
  { query: '🚀' },
  { query: 'ﬁnance' },
  { query: '50%' },
  { query: 'off_site' },
  { query: 'istanbul' },
  { query: 'zürich' },
  { query: 'react native' },
  { query: 'senior developer' },
  { location: 'New York' },
  { location: 'berlin' },
  { location: 'München' },
  { location: 'San Francisco, California' },
  { location: 'London, UK', remote: true },
  { skills: ['Python'] },
  { skills: ['React'] },
  { skills: ['Kubernetes'] },
  { skills: ['SQL', 'Excel'] },
  { skills: ['Patient Care'] },
  { salaryRange: [120_000, 200_000] },
  { salaryRange: [30_000, 45_000], jobType: 'part-time' },
  { experienceLevel: 'entry' },
  { experienceLevel: 'lead' },
  { visaStatus: 'h1b' },
  { visaStatus: 'citizen', query: 'analyst' },
  { remote: true },
  { companySize: '1-10' },
  { companySize: '1000+', query: 'engineer' },
  { jobType: 'contract' },
  { postedWithin: '7d' },
  { postedWithin: '24h' },
  { query: 'engineer', location: 'Berlin', skills: ['TypeScript'] },
  { query: 'developer', location: 'Chicago', salaryRange: [60_000, 150_000], jobType: 'full-time' },
];

const CANDIDATE_SEARCHES: SearchFiltersInput[] = [
  {},
  { query: 'engineer' },
  { query: 'nurse' },
  { location: 'London' },
  { skills: ['Python'] },
  { experienceLevel: 'senior' },
  { salaryRange: [50_000, 120_000] },
  { visaStatus: 'sponsorship' },
];

describe(`search over ${JOBS.toLocaleString('en-US')} jobs and ${CANDIDATES} profiles, as the device`, () => {
  it('has a marketplace that makes many pages, Unicode titles in it', () => {
    expect(jobs.length).toBeGreaterThan(JOBS / 2);
    expect(jobs.filter((j) => UNICODE_TITLES.includes(j.title)).length).toBeGreaterThan(300);
    expect(deviceJobs(seeker.profile, {}).length).toBeGreaterThan(SEARCH_POOL_SIZE);
  });

  it.each(JOB_SEARCHES.map((f) => [JSON.stringify(f), f] as const))('jobs %s: page by page the device’s jobs, scores and order', async (_name, filters) => {
    const device = deviceJobs(seeker.profile, filters);
    const pages = await httpPages(seeker.client, 'jobs', filters);
    const shown = pages.flat().map(([id]) => id);
    expect(new Set(shown).size).toBe(shown.length);
    // A search the device finds something for finds it here too, as deep as the pool goes.
    expect(shown.length).toBe(Math.min(device.length, shown.length));
    if (device.length > 0) expect(shown.length).toBeGreaterThanOrEqual(Math.min(device.length, SEARCH_POOL_SIZE / 4));
    expect(pages).toEqual(expectedPages(device, jobs, new Set(shown)));
    // Again, its pool kept from the search before (search/pool-cache.ts): the same pages.
    expect(await httpPages(seeker.client, 'jobs', filters)).toEqual(pages);
  });

  it.each(CANDIDATE_SEARCHES.map((f) => [JSON.stringify(f), f] as const))('candidates %s: page by page the device’s profiles, scores and order', async (_name, filters) => {
    const device = deviceCandidates(filters);
    const pages = await httpPages(employer.client, 'candidates', filters);
    const shown = pages.flat().map(([id]) => id);
    expect(new Set(shown).size).toBe(shown.length);
    if (device.length > 0) expect(shown.length).toBeGreaterThan(0);
    expect(pages).toEqual(expectedPages(device, profiles, new Set(shown)));
    expect(await httpPages(employer.client, 'candidates', filters)).toEqual(pages);
  });

  it.each([{}, { query: 'engineer' }, { location: 'New York' }, { remote: true, skills: ['Python'] }, { query: 'café' }].map((f) => [JSON.stringify(f), f] as const))(
    'jobs %s with a pool as large as the marketplace: the device’s whole list, page by page',
    async (_name, filters) => {
      const viewer: Viewer = { userId: seeker.user.id, userType: 'candidate', email: String(seeker.profile.email), isSupportAgent: false };
      const snapshots = createRankedSnapshots(() => server.clock.now.getTime());
      const parsed = searchFiltersSchema.parse(filters);
      const pages: [string, number | null][][] = [];
      let cursor: string | undefined;
      do {
        const page = await searchMarketplace(server.deps.database.db, viewer, 'jobs', parsed, { limit: PAGE, cursor, poolSize: JOBS * 2, snapshots }, server.clock.now);
        pages.push(page.items.map((d) => [d.id, d.matchScore]));
        cursor = page.next ?? undefined;
      } while (cursor);
      const device = deviceJobs(seeker.profile, filters);
      const expected: [string, number | null][][] = [];
      for (let i = 0; i < device.length; i += PAGE) expected.push(device.slice(i, i + PAGE).map((e) => [e.id, e.score]));
      expect(pages).toEqual(expected.length ? expected : [[]]);
    },
  );
});
