/**
 * Profile views journey (decisions.md: 10 full candidate profiles a month on the free plan): a free employer's
 * device holds summaries; it opens full profiles one by one, the usage counts down, offline the action says it
 * needs a connection, and the 11th profile of the month is refused with the limit message and a way to upgrade.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { ProfileViewPages, seedCandidatesByApi } from './pages/profile-view-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

const TREES = ['Ash', 'Birch', 'Cedar', 'Elm', 'Fir', 'Hazel', 'Larch', 'Maple', 'Oak', 'Pine', 'Yew'];
const LAST_NAMES = TREES.map((tree) => `${tree} ${RUN}`);
const LIMIT_MESSAGE = /You have reached the free limit of 10 candidate profile views this month\. Upgrade to .+ for unlimited candidate profile views\./;

test('a free employer opens 10 full profiles in a month; the 11th is refused with an upgrade path', async ({ browser }) => {
  test.setTimeout(180_000);
  await seedCandidatesByApi(LAST_NAMES, `Route planner ${RUN}`);
  const employer = await newUser(browser, 'Employer', 'Hana', 'Okafor');
  await new EmployerPages(employer.page).createCompanyProfile('Harbour Freight');
  const views = new ProfileViewPages(employer.page);

  // A summary: name, title, skills; no bio until the full profile is opened.
  const first = await views.review(`Rowan ${LAST_NAMES[0]}`);
  const summary = first.getByTestId('profile-summary');
  await expect(summary).toContainText("You are seeing a summary of Rowan's profile.");
  await expect(summary).toContainText('10 of 10 free profile views left this month');
  await expect(first).toContainText('TypeScript');
  await expect(first).not.toContainText('plans delivery routes');
  await views.viewFullProfile(first);
  await expect(first).toContainText(`Rowan ${LAST_NAMES[0]} plans delivery routes`);
  await expect(first).toContainText('$70k');
  await expect(summary).toHaveCount(0);
  await views.screenshot('profile-views-full');
  await first.getByRole('button', { name: 'Close' }).click();

  for (const lastName of LAST_NAMES.slice(1, 9)) {
    const dialog = await views.review(`Rowan ${lastName}`);
    await views.viewFullProfile(dialog);
    await expect(dialog).toContainText(`Rowan ${lastName} plans delivery routes`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }

  // Offline, with one view left: the action pre-checks and says it needs a connection; back online it opens.
  await new AppShell(employer.page).waitUntilOfflineReady();
  const tenth = await views.review(`Rowan ${LAST_NAMES[9]}`);
  await expect(tenth.getByTestId('profile-summary')).toContainText('1 of 10 free profile views left this month');
  await employer.context.setOffline(true);
  await views.viewFullProfile(tenth);
  await expect(tenth.getByRole('alert')).toContainText('Opening a full profile needs a connection.');
  await employer.context.setOffline(false);
  await views.viewFullProfile(tenth);
  await expect(tenth).toContainText(`Rowan ${LAST_NAMES[9]} plans delivery routes`);
  await tenth.getByRole('button', { name: 'Close' }).click();

  // The 11th: the action is off at 0 left and the limit message shows at once, with the way to the employer plans.
  const eleventh = await views.review(`Rowan ${LAST_NAMES[10]}`);
  await expect(eleventh.getByTestId('profile-summary')).toContainText('0 of 10 free profile views left this month');
  await expect(eleventh.getByTestId('profile-summary').getByRole('button', { name: 'View full profile' })).toBeDisabled();
  await expect(eleventh.getByRole('alert')).toContainText(LIMIT_MESSAGE);
  await expect(eleventh).not.toContainText('plans delivery routes');
  await views.screenshot('profile-views-limit');
  // The server refuses too, whatever the device says.
  const refused = await employer.page.request.post(`/api/candidates/${await views.candidateIdOf(`Rowan ${LAST_NAMES[10]}`)}/view`, { data: {} });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).error.message).toMatch(LIMIT_MESSAGE);
  await eleventh.getByRole('link', { name: 'See employer plans' }).click();
  await expect(employer.page).toHaveURL(/\/employer-pricing$/);
  // The plans screen shows the month's profile views beside the job postings.
  await expect(employer.page.getByTestId('profile-view-usage')).toContainText('0 of 10 free profile views left this month');

  // The dashboard shows the month's usage next to job postings.
  await employer.page.goto('/employer-dashboard');
  await expect(employer.page.getByTestId('profile-view-usage')).toContainText('0 of 10 free profile views left this month');
  await expect(employer.page.getByTestId('profile-view-usage')).toContainText(LIMIT_MESSAGE);
  await employer.context.close();
});
