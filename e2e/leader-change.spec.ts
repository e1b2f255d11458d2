/**
 * Two live tabs of one candidate, and the leader changing mid-push: only the leader tab replicates (RxDB's leader
 * election); a job saved in the other tab reaches the server through the leader. The leader's push is stored by
 * the server but its answer is lost, and the leader tab closes: the other tab takes over, pushes the saved job
 * again from the shared storage, and the server holds it once, with the tab saying 'All changes saved'.
 */
import { expect, test } from '@playwright/test';
import { startJobServer, type JobServer } from '../scripts/bench/sync.ts';
import { AppShell } from './pages/app-shell.ts';
import { SavedJobsPage } from './pages/saved-jobs-page.ts';

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

let server: JobServer;
test.beforeAll(async () => {
  server = await startJobServer(3, STATIC_DIR);
});
test.afterAll(async () => {
  await server?.stop();
});

test('a job saved in one tab while the other leads survives the leader closing mid-push, stored once', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const user = await server.signUpCandidate(context.request);
  await context.addInitScript((u) => localStorage.setItem('currentUser', JSON.stringify(u)), user);
  const leader = await context.newPage();
  await leader.goto('/browse-jobs');
  await expect(leader.getByRole('heading', { name: /^Showing \d+ of/ })).toContainText('of 3 jobs', { timeout: 60_000 });
  const other = await context.newPage();
  await other.goto('/browse-jobs');
  await expect(other.getByRole('heading', { name: /^Showing \d+ of/ })).toContainText('of 3 jobs', { timeout: 60_000 });

  // The first push of the saved job reaches the server, which stores it; its answer never comes back.
  let pushes = 0;
  const storedNoAnswer = new Promise<void>((resolve) => {
    void context.route('**/api/replication/savedJobs/push', async (route) => {
      if (++pushes > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
      resolve();
    });
  });
  // A title only one job has (the generated titles may repeat), so its card is that job's.
  const job = server.jobs.find((j) => server.jobs.filter((k) => k.title === j.title).length === 1)!;
  const title = job.title;
  await new SavedJobsPage(other).save(title);
  await storedNoAnswer;
  await leader.close();

  // The other tab leads now: it pushes the write again, the server answers, and the tab says so.
  await new AppShell(other).expectAllSaved();
  expect(pushes).toBeGreaterThan(1);
  await expect(new SavedJobsPage(other).card(title).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  const pulled = await context.request.post('/api/replication/savedJobs/pull', { headers: { 'x-schema-version': '1' }, data: { checkpoint: null, limit: 100 } });
  const { documents } = (await pulled.json()) as { documents: { jobId: string; _deleted?: boolean }[] };
  expect(documents.filter((d) => !d._deleted).map((d) => d.jobId)).toEqual([job.id]);
  await context.close();
});
