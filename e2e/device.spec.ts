/**
 * What one device promises: tabs share one replication and all update live; signing out wipes the device's
 * copy; the app is installable (manifest with icons, service worker).
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { postJobsByApi } from './pages/api-seed.ts';
import { AuthPage, uniqueEmail } from './pages/auth-page.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

test('two tabs of one employer: a job posted in one appears live in the other', async ({ browser }) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await new AuthPage(first).signUp({ firstName: 'Tess', lastName: 'Tabs', email: uniqueEmail('tabs'), role: 'Employer' });
  await new EmployerPages(first).createCompanyProfile('Two Tab Studio');
  const second = await context.newPage();
  await second.goto('/employer-dashboard');
  await expect(second.getByText('Two Tab Studio').first()).toBeVisible();

  await new EmployerPages(first).postJob({ title: `Motion Designer ${RUN}`, skills: ['Figma', 'After Effects'] });
  await expect(second.getByRole('listitem').filter({ hasText: `Motion Designer ${RUN}` })).toBeVisible();
  await context.close();
});

test('two tabs of one candidate on Browse Jobs: a job posted for them arrives in both, and leaves both when it closes', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Elif', 'Live');
  await new EmployerPages(employer.page).createCompanyProfile('Live Lists GmbH');
  const candidate = await newUser(browser, 'Candidate', 'Cato', 'Tabs');
  await new CandidatePages(candidate.page).createProfile(candidate.email);
  const tabs = [candidate.page, await candidate.context.newPage()];
  // Each tab keeps its list in memory (read once, then kept current from the database's changes, its own
  // and the other tab's): the job must reach both without a reload.
  for (const tab of tabs) {
    await new CandidatePages(tab).browseJobs();
    await expect(tab.getByTestId('job-results').or(tab.getByText('No jobs yet'))).toBeVisible();
  }
  const title = `Ingénieur·e des tournées 🚚 ${RUN}`;
  await postJobsByApi(employer.page, [title]);
  for (const tab of tabs) {
    await new CandidatePages(tab).search(RUN);
    // In the device's own results, not only among the server's "more results".
    await expect(tab.getByTestId('job-results').getByRole('heading', { name: title, exact: true })).toBeVisible();
  }

  await new EmployerPages(employer.page).closeJob(title);
  for (const tab of tabs) await expect(tab.getByTestId('job-results').getByRole('heading', { name: title, exact: true })).toHaveCount(0);
  await employer.context.close();
  await candidate.context.close();
});

test('signing out ends the session and removes the user’s data from the device', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new AuthPage(page).signUp({ firstName: 'Olga', lastName: 'Out', email: uniqueEmail('out'), role: 'Employer' });
  await new EmployerPages(page).createCompanyProfile('Leaving Ltd');
  await new AppShell(page).expectAllSaved();
  const before = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  expect(before.some((name) => name.includes('hiresync'))).toBe(true);

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes('hiresync'))))
    .toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  await context.close();
});

test('the app is installable: a manifest with icons and a service worker', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: expect.any(String), display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/$/);
});

test('an app the server calls outdated reloads into the new version once, then offers the update', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new AuthPage(page).signUp({ firstName: 'Vera', lastName: 'Version', email: uniqueEmail('version'), role: 'Employer' });
  await new AppShell(page).expectAllSaved();

  await page.route('**/api/replication/**', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'schema_version', message: 'This app is out of date. Reload to update.' } }),
    }),
  );
  let loads = 0;
  page.on('load', () => loads++);
  await page.reload();
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('button', { name: 'Update app' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
  await context.close();
});

test('Browse Jobs opened again on a device holding jobs: a loading state, then the list; never "No jobs yet", and the footer never jumps', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Rhea', 'Revisit');
  await new EmployerPages(employer.page).createCompanyProfile('Second Visit Freight');
  const titles = Array.from({ length: 3 }, (_, i) => `Route Planner ${i + 1} ${RUN} ✈️`);
  await postJobsByApi(employer.page, titles);
  const candidate = await newUser(browser, 'Candidate', 'Remy', 'Revisit');
  const jobs = new CandidatePages(candidate.page);
  await jobs.browseJobs();
  await jobs.search(RUN);
  await expect(candidate.page.getByTestId('job-results').getByRole('heading', { name: titles[2], exact: true })).toBeVisible();
  // A device holding the jobs: its first sync is over, not only its first page drawn (the first cards show from
  // the fetched page before the database has stored it, and a reload then is a first sync again).
  await expect(candidate.page.getByTestId('sync-indicator')).toContainText('Synced');

  // What the next visit draws, change by change: the texts the main area held, and the page's layout shifts.
  await candidate.context.addInitScript(() => {
    const seen = { texts: [] as string[], shifts: [] as { value: number; nodes: string[] }[] };
    (window as unknown as { __visit: typeof seen }).__visit = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        seen.shifts.push({ value: entry.value, nodes: entry.sources.map((s) => s.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Watched from before the first element exists, so no state of the page can come and go unseen.
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? '';
      if (seen.texts.at(-1) !== text) seen.texts.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // A phone-sized CPU makes each step of the visit a frame of its own.
  const cdp = await candidate.context.newCDPSession(candidate.page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await candidate.page.reload();
  await expect(candidate.page.getByTestId('job-results')).toBeVisible();
  await candidate.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const visit = await candidate.page.evaluate(() => (window as unknown as { __visit: { texts: string[]; shifts: { value: number; nodes: string[] }[] } }).__visit);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  expect(visit.texts.some((text) => text.includes('Loading jobs') || text.includes('Opening your data')), 'a loading state was drawn').toBe(true);
  expect(visit.texts.filter((text) => text.includes('No jobs yet') || text.includes('Downloading jobs to this device'))).toEqual([]);
  expect(visit.shifts.filter((shift) => shift.nodes.includes('FOOTER'))).toEqual([]);
  expect(visit.shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.1);
  await employer.context.close();
  await candidate.context.close();
});
