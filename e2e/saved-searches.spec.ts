/**
 * Saved searches and their job alerts, as a candidate and an employer use them: a search saved from Browse Jobs
 * with instant alerts, paused offline and resumed (queued writes of the account), then a matching job posted by
 * an employer reaches the candidate's bell and mailbox once, and "Show jobs" reopens the search; a search saved
 * from Advanced Search (a location) reopens there.
 */
import { expect, test } from '@playwright/test';
import { EmployerPages } from './pages/employer-pages.ts';
import { waitForMail } from './pages/mailbox.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { screenshotBothWidths } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { SavedSearchPages } from './pages/saved-search-pages.ts';
import { newUser } from './pages/users.ts';

test('a saved search alerts its candidate when a matching job is posted', async ({ browser }) => {
  // Two people and the alert poller (every 15 s) between them.
  test.setTimeout(240_000);
  const word = `Cartographer${RUN}`;
  const name = `Maps ${RUN} 🗺️`;
  const candidate = await newUser(browser, 'Candidate', 'Zoë', 'Ngata');
  const searches = new SavedSearchPages(candidate.page);
  await searches.saveSearch(word, name);
  await expect(candidate.page.getByText('Search saved').first()).toBeVisible();

  await searches.openTab();
  const entry = searches.entry(name);
  await expect(entry).toContainText(`“${word}”`);
  await expect(entry).toContainText('Alerts: As jobs are posted');

  // Offline, the pause is queued; back online it reaches the server, and so does the resume.
  await candidate.context.setOffline(true);
  await entry.getByRole('button', { name: 'Pause alerts' }).click();
  await expect(entry.getByText('Paused')).toBeVisible();
  await candidate.context.setOffline(false);
  await expect(candidate.page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  await entry.getByRole('button', { name: 'Resume alerts' }).click();
  await expect(entry.getByText('Paused')).toBeHidden();
  await expect(candidate.page.getByText('All changes saved')).toBeVisible({ timeout: 30_000 });
  await screenshotBothWidths(candidate.page, 'saved-searches/list');

  const employer = await newUser(browser, 'Employer', 'Tomás', 'Herrera');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile(`Atlas Works ${RUN}`);
  const since = Date.now();
  const title = `Senior ${word}`;
  await employerPages.postJob({ title, skills: ['GIS', 'Python'] });

  // The instant alert: the bell, then the mail with its one-click unsubscribe link.
  const bell = new NotificationBell(candidate.page);
  await expect(bell.badge).toBeVisible({ timeout: 90_000 });
  await bell.open();
  await expect(bell.item(`New job for "${name}"`)).toContainText(title);
  const mail = await waitForMail(candidate.email, since);
  expect(mail.text).toContain(title);
  expect(mail.text).toMatch(/Stop these alerts: http\S+\/api\/alerts\/unsubscribe\?token=/);

  // "Show jobs" reopens the saved search on All Jobs.
  await candidate.page.keyboard.press('Escape');
  await searches.openTab();
  await entry.getByRole('button', { name: 'Show jobs' }).click();
  await expect(candidate.page.getByLabel('Search jobs')).toHaveValue(word);
  await expect(candidate.page.getByTestId('job-results').getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });

  // A search saved from Advanced Search keeps filters Browse Jobs has no control for, and reopens there, whole.
  await candidate.page.goto(`/advanced-search?type=jobs&query=${word}&location=Berlin`);
  await candidate.page.getByRole('button', { name: 'Save search' }).click();
  await expect(searches.dialog.getByLabel('Name')).toHaveValue(`${word} in Berlin`);
  await searches.dialog.getByLabel('Job alerts').selectOption('weekly');
  await searches.dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(searches.dialog).toBeHidden();
  await candidate.page.goto('/browse-jobs?tab=searches');
  const berlin = searches.entry(`${word} in Berlin`);
  await expect(berlin).toContainText(`“${word}” · Berlin`);
  await expect(berlin).toContainText('Alerts: Weekly, Mondays at 08:00');
  await berlin.getByRole('button', { name: 'Show jobs' }).click();
  await expect(candidate.page).toHaveURL(/\/advanced-search\?.*location=Berlin/);
  await expect(candidate.page.getByLabel('Location')).toHaveValue('Berlin');

  await employer.context.close();
  await candidate.context.close();
});
