/**
 * GET /api/search's admission (SEARCH_CONCURRENCY): at most that many searches run at once, the rest wait in the
 * order they came, the rest of the API answers meanwhile, and a search whose asker left while it waited is not
 * run. Each search is held at the door of the real search (a gate the test opens), so nothing here depends on timing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toSearchParams } from '@shared/schemas/search-filters.ts';
import type * as SearchModule from '../search/search-marketplace.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

/** Searches that reached the real search, by their query word, each waiting for the test to let it run. */
const held = vi.hoisted(() => ({ entered: [] as string[], gates: [] as (() => void)[], waiters: [] as (() => void)[] }));

vi.mock('../search/search-marketplace.ts', async (importOriginal) => {
  const real = await importOriginal<typeof SearchModule>();
  return {
    ...real,
    searchMarketplace: async (...args: Parameters<typeof real.searchMarketplace>) => {
      held.entered.push(args[3].query);
      await new Promise<void>((open) => held.gates.push(open));
      for (const wake of held.waiters.splice(0)) wake();
      return real.searchMarketplace(...args);
    },
  };
});

const SLOTS = 2;
let server: TestServer;
let seeker: TestClient;

/** Resolves once `count` searches have entered (they enter only when admitted). */
async function enteredCount(count: number): Promise<void> {
  while (held.entered.length < count) await new Promise<void>((wake) => setImmediate(wake));
}

const searchPath = (word: string) => `/api/search?${new URLSearchParams({ ...toSearchParams('jobs', { query: word }), limit: '5' })}`;

beforeAll(async () => {
  server = await createTestServer({ SEARCH_CONCURRENCY: String(SLOTS) });
  const employer = await signUpEmployer(server, true);
  await postJob(employer.client, { title: 'Ölmühle Ingenieur 🚀', skills: ['Maintenance'], location: 'Köln, Germany' });
  seeker = (await signUpCandidate(server, { skills: ['Maintenance'], location: 'Köln, Germany' })).client;
}, 120_000);
afterAll(() => server?.close());

describe('search admission', () => {
  it('runs at most SEARCH_CONCURRENCY searches at once, the others in arrival order, while the rest of the API answers', async () => {
    held.entered.length = 0;
    const words = ['ingenieur', 'ölmühle', 'köln', 'nothing-like-it', '🚀'];
    const answers: Promise<{ status: number; json: any }>[] = [];
    for (const word of words) {
      answers.push(seeker.get(searchPath(word)));
      // Each request is queued before the next is sent, so arrival order is the order of `words`.
      await new Promise<void>((wake) => setImmediate(wake));
    }
    await enteredCount(SLOTS);
    // Let every queued request reach the door: still no more than SLOTS inside.
    for (let i = 0; i < 20; i++) await new Promise<void>((wake) => setImmediate(wake));
    expect(held.entered).toEqual(words.slice(0, SLOTS));

    // Waiting searches hold no database connection and block nothing else.
    expect((await seeker.get('/api/health')).status).toBe(200);
    expect((await seeker.get('/api/notifications')).status).toBeLessThan(500);

    for (let admitted = SLOTS; admitted < words.length; admitted++) {
      held.gates.shift()!();
      await enteredCount(admitted + 1);
      expect(held.entered).toEqual(words.slice(0, admitted + 1));
    }
    for (const open of held.gates.splice(0)) open();
    const results = await Promise.all(answers);
    expect(results.map((r) => r.status)).toEqual(words.map(() => 200));
    // The held searches ran for real: the job is found by its words, accents and emoji included, and not by others.
    expect(results.map((r) => r.json.length)).toEqual([1, 1, 1, 0, 1]);
  });

  it('does not run a search whose asker left while it waited, and the queue moves on', async () => {
    held.entered.length = 0;
    const blockers = [seeker.get(searchPath('ingenieur')), seeker.get(searchPath('köln'))];
    await enteredCount(SLOTS);
    const leaving = new AbortController();
    const abandoned = Promise.resolve(
      server.app.request(`${TEST_ORIGIN}${searchPath('ölmühle')}`, {
        headers: { cookie: seeker.cookie, origin: TEST_ORIGIN, 'x-forwarded-for': seeker.address },
        signal: leaving.signal,
      }),
    ).then((res) => res.status);
    const after = seeker.get(searchPath('🚀'));
    for (let i = 0; i < 20; i++) await new Promise<void>((wake) => setImmediate(wake));
    leaving.abort();

    held.gates.shift()!();
    // The freed place goes past the one who left, to the search after it.
    await enteredCount(SLOTS + 1);
    expect(held.entered).toEqual(['ingenieur', 'köln', '🚀']);
    for (const open of held.gates.splice(0)) open();
    expect((await Promise.all(blockers)).map((r) => r.status)).toEqual([200, 200]);
    expect((await after).status).toBe(200);
    expect(await abandoned).toBe(204);
    expect(held.entered).not.toContain('ölmühle');
  });
});
