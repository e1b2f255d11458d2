/**
 * GET /api/search: who may search what, the same visibility and projections as replication, the device's
 * filters and scores (the shared rule run over every visible job gives the same list, in the same order),
 * paging by the Link header, and hostile query text.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMatchesSearch, jobSearchText, prepareSearch } from '@shared/rules/search-match.ts';
import type { Job } from '@shared/schemas/job.ts';
import { searchFiltersSchema, toSearchParams, type SearchFiltersInput, type SearchType } from '@shared/schemas/search-filters.ts';
import { createMatchIndex, scorePair, toCandidateFeatures, toJobFeatures } from '@shared/scoring/index.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { buildWorld, postJob, pushOk, signUpCandidate, signUpEmployer, type World } from '../test-support/world.ts';

const DESCRIPTION =
  'A role described at enough length to pass the posting rules of the product: the team, the work, the tools and how we hire.';

let server: TestServer;
let w: World;
/** The candidate who searches the jobs of a small and a large employer, varied in every filtered field. */
let seeker: Awaited<ReturnType<typeof signUpCandidate>>;

const JOB_VARIANTS: Record<string, unknown>[] = [
  { title: 'Kubernetes Platform Engineer', skills: ['k8s', 'Go'], location: 'Munich, Germany', remoteOk: false, jobType: 'full-time', requiredExperience: 7, salaryMin: 90000, salaryMax: 120000 },
  { title: 'Junior Frontend Developer', skills: ['React', 'TypeScript'], location: 'San Francisco, CA', remoteOk: true, jobType: 'part-time', requiredExperience: 1, salaryMin: 40000, salaryMax: 55000, visaSponsorship: false },
  { title: 'Data Analyst', skills: ['SQL', 'Tableau'], location: 'NYC', remoteOk: false, jobType: 'contract', requiredExperience: 4, salaryMin: undefined, salaryMax: 70000, visaSponsorship: true },
  { title: 'Staff Database Engineer', skills: ['PostgreSQL', 'Python'], location: 'New York, NY', remoteOk: false, jobType: 'full-time', requiredExperience: 12, salaryMin: 150000, salaryMax: undefined, visaSponsorship: false },
  { title: 'React Native Developer', skills: ['React Native', 'JavaScript'], location: 'Berlin, Germany', remoteOk: false, jobType: 'full-time', requiredExperience: 3, salaryMin: 60000, salaryMax: 80000 },
  { title: 'Café 🚀 Barista "Lead" 50% off_site', skills: ['Customer Service'], location: 'Zürich, Switzerland', remoteOk: false, jobType: 'part-time', requiredExperience: 0, salaryMin: 30000, salaryMax: 35000 },
  { title: 'Machine Learning Researcher', skills: ['machine learning', 'PyTorch'], location: 'London, UK', remoteOk: true, jobType: 'contract', requiredExperience: 2, salaryMin: undefined, salaryMax: undefined },
];

beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
  const small = await signUpEmployer(server, true, companyDoc({ companyName: 'Tiny Shop', companySize: '1-10' }));
  const large = await signUpEmployer(server, true, companyDoc({ companyName: 'Huge Corp', companySize: '1000+' }));
  // Three employers: the free plan posts 3 jobs a month each.
  const mid = await signUpEmployer(server, true, companyDoc({ companyName: 'Mid Works', companySize: '51-200' }));
  for (const [i, variant] of JOB_VARIANTS.entries()) {
    server.clock.now = new Date(Date.parse('2026-11-02T10:00:00.000Z') + (i + 1) * 60_000);
    await postJob([small, large, mid][i % 3]!.client, { description: DESCRIPTION, ...variant });
  }
  seeker = await signUpCandidate(server, { skills: ['React', 'TypeScript', 'SQL'], location: 'Berlin, Germany', yearsExperience: 4, workAuthorizationStatus: 'visa_required' });
}, 120_000);
afterAll(() => server?.close());

type Res = { status: number; json: any; headers: Headers };
const search = (client: TestClient, type: SearchType, filters: SearchFiltersInput = {}, extra: Record<string, string> = {}) =>
  client.get(`/api/search?${new URLSearchParams({ ...toSearchParams(type, filters), ...extra })}`) as Promise<Res>;
const ids = (list: { id: string }[]) => list.map((d) => d.id);

/** Every page of a search, following Link headers. */
async function allPages(client: TestClient, first: string): Promise<{ items: any[]; pages: number }> {
  const items: any[] = [];
  let next: string | null = first;
  let pages = 0;
  while (next) {
    const res: Res = await client.get(next);
    expect(res.status).toBe(200);
    items.push(...res.json);
    pages++;
    const link = res.headers.get('link');
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
  }
  return { items, pages };
}

/** What the device would list for a candidate: every visible active job through the shared rule, best score then newest. */
async function deviceJobs(client: TestClient, profile: Record<string, unknown> | null, filters: SearchFiltersInput) {
  const jobs = ((await client.get('/api/jobs')).json as Job[]).filter((job) => job.isActive);
  // The employers collection as the device holds it (every company profile), for the company-size filter.
  const employers = new Map([...(await client.pullAll('employers')).values()].map((e) => [e.id as string, e.companySize as string]));
  const prepared = prepareSearch(searchFiltersSchema.parse(filters), server.clock.now);
  const passing = jobs.filter((job) => jobMatchesSearch(prepared, { job, haystack: jobSearchText(job), companySize: employers.get(job.employerId) }));
  const index = createMatchIndex();
  const features = passing.map((job) => toJobFeatures(index, job));
  const own = profile ? toCandidateFeatures(index, profile as never, server.clock.now) : null;
  const scored = passing.map((job, i) => ({ id: job.id, score: own ? scorePair(own, features[i]!) : null, posted: Date.parse(job.postedAt) }));
  scored.sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || b.posted - a.posted || (a.id < b.id ? -1 : 1));
  return scored;
}

describe('who may search', () => {
  it('answers 401 without a session', async () => {
    const res = await search(server.client(), 'jobs');
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('unauthenticated');
  });

  it('answers 403 to a candidate searching candidates', async () => {
    const res = await search(w.actors.applicant.client, 'candidates');
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('forbidden');
  });

  it.each([
    ['no type', ''],
    ['an unknown type', 'type=people'],
    ['limit 0', 'type=jobs&limit=0'],
    ['limit 51', 'type=jobs&limit=51'],
    ['a limit that is no number', 'type=jobs&limit=ten'],
    ['a salary range that is no JSON', 'type=jobs&salaryRange=50000-60000'],
    ['a salary range upside down', `type=jobs&salaryRange=${encodeURIComponent('[90000,10000]')}`],
    ['an unknown experience level', 'type=jobs&experienceLevel=guru'],
    ['remote neither true nor false', 'type=jobs&remote=yes'],
    ['a cursor this server did not make', 'type=jobs&cursor=bm90LWEtY3Vyc29y'],
    ['a NUL in the query', 'type=jobs&query=a%00b'],
    ['a query over 200 characters', `type=jobs&query=${'a'.repeat(201)}`],
    ['an unknown order', 'type=jobs&sort=cheapest'],
  ])('answers 400 for %s', async (_name, query) => {
    const res: Res = await w.actors.applicant.client.get(`/api/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.stringMatching(/\w/) }));
  });
});

describe('visibility, as replication', () => {
  it('lists active jobs only: never a closed one, not even to its owner', async () => {
    for (const role of ['bystander', 'employerA', 'employerB'] as const) {
      const found = ids((await allPages(w.actors[role].client, '/api/search?type=jobs&limit=50')).items);
      expect(found).toContain(w.activeJob.id);
      expect(found).toContain(w.jobB.id);
      expect(found).not.toContain(w.closedJob.id);
    }
  });

  it('gives each result whole, its long text included (the pool reads it without)', async () => {
    const page = (await search(w.actors.bystander.client, 'jobs', {}, { limit: '50' })).json as any[];
    const active = page.find((d) => d.id === w.activeJob.id);
    expect(active.description).toBe(w.activeJob.description);
    // A profile as this employer's device holds it (here a free plan's summary), but for contact details.
    const profiles = (await search(w.actors.employerB.client, 'candidates', {}, { limit: '50' })).json as any[];
    const held = (await w.actors.employerB.client.pullAll('candidates')).get(w.profiles.bystander.id)!;
    const { matchScore, ...found } = profiles.find((d) => d.id === w.profiles.bystander.id);
    expect(typeof matchScore === 'number' || matchScore === null).toBe(true);
    expect(found).toEqual(Object.fromEntries(Object.entries(held).filter(([k]) => !['_deleted', 'email', 'phone', 'resumeUrl'].includes(k))));
  });

  it('lists profiles open to employers, without contact details or documents, even to an employer the candidate applied to', async () => {
    const res = await search(w.actors.employerA.client, 'candidates', {}, { limit: '50' });
    expect(res.status).toBe(200);
    const found = new Map(res.json.map((d: any) => [d.id, d]));
    expect(found.has(w.profiles.applicant.id)).toBe(true);
    expect(found.has(w.profiles.bystander.id)).toBe(true);
    expect(found.has(w.profiles.private.id)).toBe(false);
    for (const doc of found.values() as Iterable<any>) {
      for (const field of ['email', 'phone', 'resumeUrl', 'profilePhoto', 'videoIntroUrl']) expect(doc).not.toHaveProperty(field);
    }
    // Employer A is on a paid trial: full profiles.
    expect((found.get(w.profiles.bystander.id) as any).isSummary).toBeUndefined();
    expect((found.get(w.profiles.bystander.id) as any).bio).toMatch(/\w/);
  });

  it('gives a free-plan employer summaries (isSummary), as its devices hold them', async () => {
    const res = await search(w.actors.employerB.client, 'candidates', {}, { limit: '50' });
    const bystander = res.json.find((d: any) => d.id === w.profiles.bystander.id);
    expect(bystander).toMatchObject({ isSummary: true, bio: '', firstName: 'Casey' });
    expect(bystander).not.toHaveProperty('salaryExpectation');
    expect(bystander).not.toHaveProperty('email');
    // A summary states no salary: a salary filter cannot probe what the employer may not see.
    const bySalary = await search(w.actors.employerB.client, 'candidates', { salaryRange: [0, 10_000_000] });
    expect(ids(bySalary.json)).not.toContain(w.profiles.bystander.id);
    const paid = await search(w.actors.employerA.client, 'candidates', { salaryRange: [0, 10_000_000] });
    expect(ids(paid.json)).toContain(w.profiles.bystander.id);
  });

  it('drops a job the moment it closes, and a profile the moment it stops being open', async () => {
    const job = await postJob(w.actors.employerB.client, { title: 'Short-lived Zebra Keeper' });
    expect(ids((await search(seeker.client, 'jobs', { query: 'zebra' })).json)).toEqual([job.id]);
    const stored = (await w.actors.employerB.client.pullAll('jobs')).get(job.id)!;
    await pushOk(w.actors.employerB.client, 'jobs', [{ assumedMasterState: stored, newDocumentState: { ...stored, isActive: false } }]);
    expect((await search(seeker.client, 'jobs', { query: 'zebra' })).json).toEqual([]);
  });
});

describe('filters and scores, as the device', () => {
  const FILTER_SETS: SearchFiltersInput[] = [
    {},
    { query: 'engineer' },
    { query: 'kubernetes' },
    { query: 'K8S' },
    { query: 'developer react' },
    { query: 'script' },
    { location: 'New York' },
    { location: 'munich' },
    { location: 'San Francisco, California' },
    { skills: ['SQL'] },
    { skills: ['PostgreSQL'] },
    { skills: ['Kubernetes'] },
    { skills: ['React'] },
    { skills: ['React Native'] },
    { skills: ['ML'] },
    { salaryRange: [50000, 65000] },
    { salaryRange: [125000, 200000] },
    { experienceLevel: 'entry' },
    { experienceLevel: 'mid' },
    { experienceLevel: 'senior' },
    { experienceLevel: 'lead' },
    { visaStatus: 'h1b' },
    { visaStatus: 'citizen' },
    { remote: true },
    { companySize: '1-10' },
    { companySize: '1000+' },
    { jobType: 'part-time' },
    { jobType: 'contract' },
    { query: 'developer', location: 'Berlin', salaryRange: [50000, 90000], skills: ['react'], jobType: 'full-time' },
  ];

  it.each([
    ['24h', 3],
    ['7d', JOB_VARIANTS.length],
  ] as const)('posted within %s, a day after the fourth variant: the same jobs as the device (%i of the variants)', async (postedWithin, variants) => {
    const before = server.clock.now;
    // A day and 30 s after the fourth variant was posted: the last three are inside 24 hours.
    server.clock.now = new Date(Date.parse('2026-11-02T10:04:30.000Z') + 24 * 3_600_000);
    try {
      const expected = await deviceJobs(seeker.client, seeker.profile, { postedWithin });
      const { items } = await allPages(seeker.client, `/api/search?${new URLSearchParams({ ...toSearchParams('jobs', { postedWithin }), limit: '3' })}`);
      expect(items.map((d) => [d.id, d.matchScore])).toEqual(expected.map((e) => [e.id, e.score]));
      const titles = new Set(items.map((d) => d.title));
      expect(JOB_VARIANTS.filter((v) => titles.has(v.title))).toHaveLength(variants);
    } finally {
      server.clock.now = before;
    }
  });

  it.each(FILTER_SETS.map((f) => [JSON.stringify(f), f] as const))('%s: the same jobs, scores and order', async (_name, filters) => {
    const expected = await deviceJobs(seeker.client, seeker.profile, filters);
    const { items } = await allPages(seeker.client, `/api/search?${new URLSearchParams({ ...toSearchParams('jobs', filters), limit: '3' })}`);
    expect(items.map((d) => [d.id, d.matchScore])).toEqual(expected.map((e) => [e.id, e.score]));
  });

  it('shows an employer no job scores, newest first', async () => {
    // An employer's device holds only its own jobs (store/audience.ts); the market's active jobs are what a
    // candidate's device lists, unscored here.
    const expected = await deviceJobs(w.actors.bystander.client, null, {});
    const { items } = await allPages(w.actors.employerB.client, '/api/search?type=jobs&limit=50');
    expect(items.map((d) => [d.id, d.matchScore])).toEqual(expected.map((e) => [e.id, null]));
  });

  it('scores candidates by their best match with the employer’s active jobs; without active jobs, none', async () => {
    const res = await search(w.actors.employerA.client, 'candidates', {}, { limit: '50' });
    const jobs = [...(await w.actors.employerA.client.pullAll('jobs')).values()].filter((j) => j.employerId === w.companyA.id && j.isActive);
    expect(jobs.length).toBeGreaterThan(0);
    for (const doc of res.json) {
      const index = createMatchIndex();
      const features = jobs.map((job) => toJobFeatures(index, job as never));
      const own = toCandidateFeatures(index, doc, server.clock.now);
      expect(doc.matchScore).toBe(Math.max(...features.map((f) => scorePair(own, f))));
    }
    const scores = res.json.map((d: any) => d.matchScore);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const none = await search(w.actors.noCompany.client, 'candidates', {}, { limit: '50' });
    expect(none.json.length).toBeGreaterThan(0);
    expect(none.json.every((d: any) => d.matchScore === null)).toBe(true);
    const names = none.json.map((d: any) => `${d.firstName} ${d.lastName}`.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('filters candidates by the device’s reading (skills through the taxonomy, location, salary, work authorization)', async () => {
    const emp = w.actors.employerA.client;
    const sre = await signUpCandidate(server, { firstName: 'Noor', lastName: 'Haddad', title: 'SRE', skills: ['Kubernetes'], location: 'NYC', salaryExpectation: 130000, workAuthorizationStatus: 'visa_required' });
    expect(ids((await search(emp, 'candidates', { skills: ['k8s'] })).json)).toEqual([sre.profile.id]);
    expect(ids((await search(emp, 'candidates', { query: 'noor' })).json)).toEqual([sre.profile.id]);
    expect(ids((await search(emp, 'candidates', { location: 'New York', salaryRange: [100000, 150000] })).json)).toEqual([sre.profile.id]);
    expect(ids((await search(emp, 'candidates', { visaStatus: 'sponsorship', query: 'sre' })).json)).toEqual([sre.profile.id]);
    expect(ids((await search(emp, 'candidates', { visaStatus: 'citizen', query: 'sre' })).json)).toEqual([]);
    expect(ids((await search(emp, 'candidates', { experienceLevel: 'lead', query: 'noor' })).json)).toEqual([]);
  });
});

describe('query text', () => {
  it.each([
    ['🚀', 1],
    ['café', 1],
    ['cafe\u0301', 0],
    ['"lead"', 1],
    ['50%', 1],
    ['5%0', 0],
    ['off_site', 1],
    ['off_s', 1],
    ['of__site', 0],
    ['zürich', 1],
    ['ZÜRICH', 1],
  ])('%s finds what the device finds', async (query, count) => {
    const res = await search(seeker.client, 'jobs', { query });
    expect(res.status).toBe(200);
    expect(res.json.filter((d: any) => d.title.startsWith('Café')).length).toBe(count);
    const expected = await deviceJobs(seeker.client, seeker.profile, { query });
    expect(ids(res.json)).toEqual(expected.map((e) => e.id).slice(0, 20));
  });

  it.each(['a & b', 'a | b', '!a', '(a)', 'a:*', "o'brien", '\\', '%', '_', '\\%', 'é\u0301\u0301\u0301', '👩‍👩‍👧‍👦', 'İstanbul', 'ǅ', 'ß', 'ﬁ', '\u200b'])(
    '%j answers 200 with the device’s reading',
    async (query) => {
      const res = await search(seeker.client, 'jobs', { query });
      expect(res.status).toBe(200);
      const expected = await deviceJobs(seeker.client, seeker.profile, { query });
      expect(ids(res.json)).toEqual(expected.map((e) => e.id).slice(0, 20));
    },
  );
});

describe('locations and skills of every kind', () => {
  it.each([
    'zurich', 'ZÜRICH', 'Zu\u0308rich', 'münchen', 'MUNICH', 'nyc', 'New   York', 'new york city', 'ny', 'ca', 'sf', 'İstanbul', '東京', '🌍',
    ' , ; | ( ', 'Berlin·Germany', 'ﬁnland', 'K\u212Aln', 'x'.repeat(200),
  ])('location %j answers 200 with the device’s reading', async (location) => {
    const res = await search(seeker.client, 'jobs', { location });
    expect(res.status).toBe(200);
    const expected = await deviceJobs(seeker.client, seeker.profile, { location });
    expect(ids(res.json)).toEqual(expected.map((e) => e.id).slice(0, 20));
  });

  it.each([['C'], ['c++', 'C#'], ['.NET'], ['Java-Script'], ['java   script'], ['ǅ'], ['👩‍👩‍👧‍👦'], ['k8s', 'go'], ['Customer-Service'], ['reactjs'], ['ML'], ['a']])(
    'skills %j answer 200 with the device’s reading',
    async (...skills) => {
      const res = await search(seeker.client, 'jobs', { skills });
      expect(res.status).toBe(200);
      const expected = await deviceJobs(seeker.client, seeker.profile, { skills });
      expect(ids(res.json)).toEqual(expected.map((e) => e.id).slice(0, 20));
    },
  );
});

describe('orders other than best match', () => {
  // The variants' salary tops: 150k, 120k, 80k, 70k, 55k, 35k, then the researcher with no salary last.
  const BY_SALARY = ['Staff Database Engineer', 'Kubernetes Platform Engineer', 'React Native Developer', 'Data Analyst', 'Junior Frontend Developer', JOB_VARIANTS[5]!.title, 'Machine Learning Researcher'];
  // Posted a minute apart in the listed order: newest is the list backwards.
  const BY_NEWEST = JOB_VARIANTS.map((v) => v.title as string).reverse();

  it.each([
    ['salary', BY_SALARY],
    ['newest', BY_NEWEST],
  ] as const)('sort=%s pages the whole list in that order, two at a time, scores kept', async (sort, titles) => {
    const first = `/api/search?${new URLSearchParams({ type: 'jobs', limit: '2', sort })}`;
    const { items, pages } = await allPages(seeker.client, first);
    expect(pages).toBeGreaterThan(3);
    expect(new Set(ids(items)).size).toBe(items.length);
    const variantTitles = new Set(titles);
    expect(items.map((d) => d.title).filter((t) => variantTitles.has(t))).toEqual(titles);
    // The order changes, not the scores the candidate sees.
    const byMatch = new Map((await allPages(seeker.client, '/api/search?type=jobs&limit=50')).items.map((d) => [d.id, d.matchScore]));
    for (const item of items) expect(item.matchScore).toBe(byMatch.get(item.id));
    if (sort === 'salary') {
      const tops = items.map((d) => d.salaryMax ?? d.salaryMin ?? -1);
      expect(tops).toEqual([...tops].sort((a, b) => b - a));
    } else {
      const posted = items.map((d) => Date.parse(d.postedAt));
      expect(posted).toEqual([...posted].sort((a, b) => b - a));
    }
  });

  it('keeps each order’s pages apart: a salary cursor read with another order does not mix the lists', async () => {
    const res: Res = await seeker.client.get('/api/search?type=jobs&limit=1&sort=salary');
    const next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get('link')!)![1]!;
    expect(new URL(next, 'http://x').searchParams.get('sort')).toBe('salary');
    const second: Res = await seeker.client.get(next);
    expect(second.json[0].title).toBe('Kubernetes Platform Engineer');
  });

  it('orders candidates by match whatever is asked', async () => {
    const byMatch: Res = await search(w.actors.employerA.client, 'candidates', {}, { limit: '50' });
    const bySalary: Res = await search(w.actors.employerA.client, 'candidates', {}, { limit: '50', sort: 'salary' });
    expect(bySalary.status).toBe(200);
    expect(ids(bySalary.json)).toEqual(ids(byMatch.json));
  });
});

describe('paging', () => {
  it('walks many pages by the Link header with no result twice and none missing, while jobs are added', async () => {
    const employer = await signUpEmployer(server, true, companyDoc({ companyName: 'Paging Works' }));
    // Sixty postings in a month need a paid plan.
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    const made: string[] = [];
    // Ids longer than any number and growing: text order differs from numeric order ('…9' > '…10').
    const rows = Array.from({ length: 60 }, (_, i) => {
      const id = `9007199254740993${i}-${randomUUID()}`;
      made.push(id);
      return insertRow({ ...jobFixture(i), id });
    });
    for (let i = 0; i < rows.length; i += 20) await pushOk(employer.client, 'jobs', rows.slice(i, i + 20));
    const first = `/api/search?${new URLSearchParams({ type: 'jobs', query: 'pagingtest', limit: '7' })}`;
    const seen: string[] = [];
    let next: string | null = first;
    let pages = 0;
    while (next) {
      const res: Res = await seeker.client.get(next);
      expect(res.status).toBe(200);
      seen.push(...ids(res.json));
      pages++;
      // A job posted between two pages sorts before the cursor (newer): it does not shift what follows.
      if (pages === 3) await pushOk(employer.client, 'jobs', [insertRow({ ...jobFixture(99), id: `late-${randomUUID()}` })]);
      const link = res.headers.get('link');
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    }
    expect(pages).toBeGreaterThanOrEqual(9);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of made) expect(seen).toContain(id);
  });
});

function jobFixture(i: number) {
  return {
    _deleted: false,
    title: `PagingTest Role ${i}`,
    description: DESCRIPTION,
    location: 'Berlin, Germany',
    isActive: true,
    skills: ['TypeScript'],
    requiredExperience: i % 12,
    remoteOk: false,
    visaSponsorship: i % 2 === 0,
    jobType: 'full-time',
    salaryMin: 50000 + i * 100,
    salaryMax: 90000,
  };
}
