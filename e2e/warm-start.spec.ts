/**
 * A warm start of Browse Jobs (issue 52): the first cards the candidate was shown last, with their saved state,
 * are drawn before the local database has opened (from the snapshot kept for that user), then the live list
 * takes their place without a loading screen between; logging out forgets the snapshot.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { postJobsByApi } from './pages/api-seed.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

test('Browse Jobs on a warm start: the last first cards before the database opens, then the live list; gone at log-out', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Wanda', 'Warm');
  await new EmployerPages(employer.page).createCompanyProfile('Warm Start Bakery');
  await postJobsByApi(employer.page, [`Night Baker ${RUN}`, `Pastry Chef ${RUN}`]);
  const candidate = await newUser(browser, 'Candidate', 'Wes', 'Warm');
  const pages = new CandidatePages(candidate.page);
  await pages.createProfile(candidate.email);
  await pages.browseJobs();
  const firstCard = candidate.page.getByTestId('job-results').locator('ul > li').first();
  await expect(firstCard.getByRole('heading')).toBeVisible();
  const firstTitle = (await firstCard.getByRole('heading').first().textContent())!;
  await firstCard.getByRole('button', { name: 'Save Job' }).click();
  await expect(firstCard.getByRole('button', { name: 'Saved' })).toBeVisible();
  await new AppShell(candidate.page).expectAllSaved();
  const userId = await candidate.page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser')!) as { id: string }).id);
  await expect.poll(() => candidate.page.evaluate((id) => localStorage.getItem(`earlyDocs:${id}`) !== null, userId)).toBe(true);

  // What the reload draws: the first card's title and saved state, and whether the database had opened by then
  // (the sync engine marks its start once it has).
  await candidate.context.addInitScript(() => {
    const w = window as unknown as { __first?: { title: string; saved: boolean; dbOpen: boolean }; __texts: string[] };
    w.__texts = [];
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? '';
      if (w.__texts.at(-1) !== text) w.__texts.push(text);
      const card = document.querySelector('[data-testid="job-results"] ul > li');
      if (!w.__first && card?.querySelector('h3')) {
        w.__first = {
          title: card.querySelector('h3')!.textContent ?? '',
          saved: [...card.querySelectorAll('button')].some((b) => b.textContent === 'Saved'),
          dbOpen: performance.getEntriesByName('hiresync:sync-start').length > 0,
        };
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await candidate.page.reload();
  await expect(candidate.page.getByRole('heading', { name: /^Showing \d+ of/ })).toBeVisible();
  await expect.poll(() => candidate.page.evaluate(() => performance.getEntriesByName('hiresync:sync-start').length)).toBe(1);
  const first = await candidate.page.evaluate(() => (window as unknown as { __first: { title: string; saved: boolean; dbOpen: boolean } }).__first);
  expect(first).toEqual({ title: firstTitle, saved: true, dbOpen: false });
  // The live list took over in place: the same first card, still saved, and no loading screen came between.
  await expect(firstCard.getByRole('heading').first()).toHaveText(firstTitle);
  await expect(firstCard.getByRole('button', { name: 'Saved' })).toBeVisible();
  const texts = await candidate.page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
  const drawn = texts.findIndex((text) => text.includes(firstTitle));
  expect(texts.slice(drawn).filter((text) => text.includes('Opening your data') || text.includes('Loading jobs'))).toEqual([]);

  // Logging out forgets what the next start would draw.
  await (await new AppShell(candidate.page).openAccountMenu()).getByRole('menuitem', { name: 'Log out' }).click();
  await expect(candidate.page).toHaveURL(/\/$/);
  const left = await candidate.page.evaluate((id) => Object.keys(localStorage).filter((key) => key.includes(id)), userId);
  expect(left).toEqual([]);
  await employer.context.close();
  await candidate.context.close();
});
