/**
 * A candidate's first sync of more jobs than one answer holds (issue 17), on a server of its own with 2,345 active
 * jobs (the journeys' shared server holds a few dozen): the full pages are stored by the put-rows worker, the
 * last by RxDB. Browse Jobs lists every one, in a second tab opened during the sync too, search finds one from
 * the middle, and after the app installs (once the first sync is over) they open offline.
 */
import { expect, test } from '@playwright/test';
import type { Job } from '@shared/schemas/job.ts';
import { NO_FILTERS, orderByNewest, searchJobs, toSearchEntry } from '../pwa/src/features/jobs/job-search.ts';
import { startJobServer, type JobServer } from '../scripts/bench/sync.ts';
import { AppShell } from './pages/app-shell.ts';

const JOBS = 2_345;
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

let server: JobServer;
test.beforeAll(async () => {
  server = await startJobServer(JOBS, STATIC_DIR);
});
test.afterAll(async () => {
  await server?.stop();
});

test('a first sync of 2,345 jobs: stored off the page, listed in full in two tabs, searchable, and there offline', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const user = await server.signUpCandidate(context.request);
  await context.addInitScript((u) => localStorage.setItem('currentUser', JSON.stringify(u)), user);
  const page = await context.newPage();
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  // Answers come late, as on a slow connection: both tabs are open before the first one (and neither has synced
  // before), and the rest of the jobs come well after the first 2,000 are stored.
  await context.route('**/api/replication/jobs/pull', async (route) => {
    const { checkpoint } = route.request().postDataJSON() as { checkpoint: unknown };
    await new Promise((resolve) => setTimeout(resolve, checkpoint ? 4_000 : 2_000));
    await route.continue();
  });
  await page.goto('/browse-jobs');
  // A second tab, opened with the first: one of them (the leader) replicates, the other shows what the leader
  // stores, and both list every job once the sync is over (the other held the first page until a reload).
  const second = await context.newPage();
  second.on('worker', (worker) => workers.push(worker.url()));
  await second.goto('/browse-jobs');

  const total = `of ${JOBS.toLocaleString('en-US')} jobs`;
  await expect(page.getByRole('heading', { name: /^Showing \d+ of/ })).toContainText(total, { timeout: 60_000 });
  await expect(second.getByRole('heading', { name: /^Showing \d+ of/ })).toContainText(total, { timeout: 60_000 });
  expect(workers.some((url) => /put-rows\.worker/.test(url))).toBe(true);

  // The title and city of a job from the middle of the sync find every job that has both (the screen's own rule
  // over the jobs the server holds), that one among them.
  const job = server.jobs[617]!;
  const query = `${job.title} ${job.location.split(',')[0]}`;
  const entries = (server.jobs as unknown as Job[]).map(toSearchEntry);
  const expected = searchJobs(entries, orderByNewest(entries), query, NO_FILTERS, entries.length).total;
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(JOBS);
  await page.getByLabel('Search jobs').fill(query);
  await expect(page.getByRole('heading', { name: /^Showing \d+ of/ })).toContainText(`of ${expected} job`);

  await new AppShell(page).waitUntilOfflineReady();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Showing \d+ of/ })).toContainText(total, { timeout: 30_000 });
  await context.close();
});
