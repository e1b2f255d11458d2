/**
 * GET /api/search's later pages (search/ranked-snapshots.ts): following the Link header reads the first page's
 * list instead of searching the marketplace again; what changed since is left for the next search, except that a
 * document closed since is left out; the list is the viewer's own, and it lasts SNAPSHOT_TTL_MS.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as PoolModule from '../search/search-pool.ts';
import type * as PoolCacheModule from '../search/pool-cache.ts';
import { SNAPSHOT_TTL_MS } from '../search/ranked-snapshots.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

/**
 * How many times a search read the marketplace (the pool of jobs), and how many searches ran at all, their pool
 * read or kept from an earlier search (search/pool-cache.ts): a later page runs neither.
 */
const reads = vi.hoisted(() => ({ jobs: 0, searches: 0 }));
vi.mock('../search/pool-cache.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PoolCacheModule>();
  return {
    ...real,
    createPoolCache: (...args: Parameters<typeof real.createPoolCache>) => {
      const cache = real.createPoolCache(...args);
      return {
        pool: (...poolArgs: Parameters<typeof cache.pool>) => {
          reads.searches++;
          return cache.pool(...poolArgs);
        },
      };
    },
  };
});
vi.mock('../search/search-pool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PoolModule>();
  return {
    ...real,
    loadJobPool: (...args: Parameters<typeof real.loadJobPool>) => {
      reads.jobs++;
      return real.loadJobPool(...args);
    },
  };
});

const DESCRIPTION =
  'A role described at enough length to pass the posting rules of the product: the team, the work, the tools and how we hire.';
const WORD = 'snapshotpaging';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let seeker: TestClient;
let other: TestClient;
const posted: string[] = [];

function job(i: number, id = `${9_007_199_254_740_993n + BigInt(i)}-${randomUUID()}`) {
  return {
    id,
    _deleted: false,
    title: `Café ${WORD} Rolle ${i} 🚀`,
    description: DESCRIPTION,
    location: i % 2 ? 'Berlin, Germany' : 'Zürich, Switzerland',
    isActive: true,
    skills: i % 3 ? ['TypeScript'] : ['Go', 'SQL'],
    requiredExperience: i % 9,
    remoteOk: i % 4 === 0,
    visaSponsorship: false,
    jobType: 'full-time',
    salaryMin: 50_000 + i * 100,
    salaryMax: 90_000,
  };
}

/** Every page from `first`, following Link headers, with the reads of the marketplace each page made. */
async function pages(client: TestClient, first: string, between?: (page: number, seen: readonly string[]) => Promise<void>) {
  const seen: string[] = [];
  const readsPerPage: number[] = [];
  let next: string | null = first;
  while (next) {
    const before = reads.jobs;
    const res: { status: number; json: any; headers: Headers } = await client.get(next);
    expect(res.status).toBe(200);
    seen.push(...res.json.map((d: { id: string }) => d.id));
    readsPerPage.push(reads.jobs - before);
    await between?.(readsPerPage.length, seen);
    const link = res.headers.get('link');
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
  }
  return { seen, readsPerPage };
}

const firstPage = (limit: number) => `/api/search?${new URLSearchParams({ type: 'jobs', query: WORD, limit: String(limit) })}`;

beforeAll(async () => {
  server = await createTestServer();
  employer = await signUpEmployer(server, true);
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
  const rows = Array.from({ length: 14 }, (_, i) => job(i));
  posted.push(...rows.map((r) => r.id));
  await pushOk(employer.client, 'jobs', rows.map(insertRow));
  seeker = (await signUpCandidate(server, { skills: ['TypeScript', 'SQL'], location: 'Berlin, Germany' })).client;
  other = (await signUpCandidate(server, { skills: ['Go'], location: 'Zürich, Switzerland' })).client;
}, 120_000);
afterAll(() => server?.close());

describe('later pages of a search', () => {
  it('read the first page’s list: no search of the marketplace, nothing new slipped in, a closed job left out', async () => {
    const closing = { id: '' };
    const late = job(99, `late-${randomUUID()}`);
    const walked = await pages(seeker, firstPage(4), async (page, seen) => {
      if (page !== 1) return;
      await pushOk(employer.client, 'jobs', [insertRow(late)]);
      // A job the first page did not show, closed before it is reached.
      const stored = await employer.client.pullAll('jobs');
      closing.id = posted.find((id) => !seen.includes(id))!;
      const doc = stored.get(closing.id)!;
      await pushOk(employer.client, 'jobs', [{ assumedMasterState: doc, newDocumentState: { ...doc, isActive: false } }]);
    });
    expect(walked.readsPerPage).toEqual([1, 0, 0, 0]);
    expect(new Set(walked.seen).size).toBe(walked.seen.length);
    expect(new Set(walked.seen)).toEqual(new Set(posted.filter((id) => id !== closing.id)));

    // The next search starts afresh: the new job in, the closed one still out.
    const again = await pages(seeker, firstPage(4));
    expect(again.readsPerPage[0]).toBe(1);
    expect(new Set(again.seen)).toEqual(new Set([...posted.filter((id) => id !== closing.id), late.id]));
  });

  it('are the viewer’s own: another user following the same link gets a search of their own', async () => {
    const first = await seeker.get(firstPage(5));
    const link = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link')!)![1]!;
    const before = reads.searches;
    const theirs = await other.get(link);
    expect(theirs.status).toBe(200);
    expect(reads.searches - before).toBe(1);
    const mine = await seeker.get(link);
    expect(reads.searches - before).toBe(1);
    expect(mine.status).toBe(200);
  });

  it('last SNAPSHOT_TTL_MS, then a page searches afresh', async () => {
    const first = await seeker.get(firstPage(5));
    const link = /^<([^>]+)>; rel="next"$/.exec(first.headers.get('link')!)![1]!;
    server.clock.now = new Date(server.clock.now.getTime() + SNAPSHOT_TTL_MS - 1000);
    let before = reads.searches;
    expect((await seeker.get(link)).status).toBe(200);
    expect(reads.searches - before).toBe(0);
    server.clock.now = new Date(server.clock.now.getTime() + 2000);
    before = reads.searches;
    expect((await seeker.get(link)).status).toBe(200);
    expect(reads.searches - before).toBe(1);
  });
});
