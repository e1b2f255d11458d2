/**
 * A job's own page: a shared link opened signed out shows the job (the server's HTML carries it for previews
 * and search engines), Apply leads through sign-up back to the job, the application is sent, and the job opens
 * again offline from the device. Then Browse Jobs' salary and date filters narrow the device's jobs offline.
 * Back online, the candidate withdraws (the employer's open board shows it live) and applies again from the
 * job's page, warned first.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { uniqueEmail } from './pages/auth-page.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { JobFilters, JobPage } from './pages/job-page.ts';
import { LandingDialogs } from './pages/landing-dialogs.ts';
import { screenshotBothWidths } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

test('a shared job link opened signed out leads to an application, and the job opens offline', async ({ browser, request }) => {
  // Two people, sign-up, an application and an offline round: longer than one screen's journey.
  test.setTimeout(300_000);
  const employer = await newUser(browser, 'Employer', 'Ines', 'Okafor');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Tidewater Robotics');
  const planner = `Route Planner ${RUN}`;
  const lead = `Fleet Lead ${RUN}`;
  await employerPages.postJob({ title: planner, skills: ['TypeScript', 'Node.js'] });
  await employerPages.postJob({ title: lead, skills: ['TypeScript', 'PostgreSQL'], salaryMin: 130000, salaryMax: 160000 });
  const path = await employerPages.jobPagePath(planner);
  expect(path).toMatch(/^\/jobs\/[^/]+$/);

  // What a link preview or a search engine reads: the job in the server's HTML.
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<title>${planner} at Tidewater Robotics | HireSync</title>`);
  expect(html).toContain('"@type":"JobPosting"');

  // Someone opens the shared link, signed out.
  const context = await browser.newContext();
  const page = await context.newPage();
  const job = new JobPage(page);
  await page.goto(path);
  await expect(job.heading(planner)).toBeVisible();
  await expect(page.getByText('Tidewater Robotics')).toBeVisible();
  await expect(page.getByText('$70K - $95K')).toBeVisible();
  await screenshotBothWidths(page, 'job-page/signed-out');

  // Apply asks them to sign in; they create an account instead and come back to the job.
  await job.applyButton.click();
  const dialogs = new LandingDialogs(page);
  await expect(dialogs.signInDialog).toBeVisible();
  await dialogs.signInDialog.getByRole('button', { name: 'Create an account' }).click();
  const email = uniqueEmail('candidate');
  const code = await dialogs.requestSignUpCode({ firstName: 'Priya', lastName: 'Raman', email, role: 'Candidate' });
  await dialogs.enterCode(code);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(job.heading(planner)).toBeVisible();

  // A profile first (Apply asks for one), then the application from the job's page.
  const candidatePages = new CandidatePages(page);
  await candidatePages.createProfile(email);
  await page.goto(path);
  await expect(page.getByTestId('job-match')).toContainText(/\d+% match/);
  await job.apply(planner, 'I have built route planning services in TypeScript for four years.');
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  const shell = new AppShell(page);
  await shell.expectAllSaved();
  await shell.waitUntilOfflineReady();
  await screenshotBothWidths(page, 'job-page/applied');

  // An hour later and offline, the link opens the job from the device.
  await context.setOffline(true);
  await page.clock.setSystemTime(Date.now() + 3_600_000);
  await page.goto('/browse-jobs');
  await page.goto(path);
  await expect(shell.syncIndicator).toContainText('Offline');
  await expect(job.heading(planner)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeVisible();

  // Browse Jobs, still offline: the salary filter keeps the job paying 110K or more.
  await page.goto('/browse-jobs');
  const filters = new JobFilters(page);
  await expect(candidatePages.jobCard(planner)).toBeVisible();
  await expect(candidatePages.jobCard(lead)).toBeVisible();
  await filters.salaryFrom('110000');
  await expect(candidatePages.jobCard(lead)).toBeVisible();
  await expect(candidatePages.jobCard(planner)).toBeHidden();
  await filters.salaryFrom('');
  await filters.sortBy('Salary');
  await expect(filters.resultHeadings().first()).toHaveText(lead);

  // Two days on, 'Last 24 hours' no longer holds them; 'Last 7 days' does.
  await page.clock.setSystemTime(Date.now() + 2 * 24 * 3_600_000);
  await filters.datePosted('Last 24 hours');
  await expect(candidatePages.jobCard(planner)).toBeHidden();
  await expect(candidatePages.jobCard(lead)).toBeHidden();
  await filters.datePosted('Last 7 days');
  await expect(candidatePages.jobCard(planner)).toBeVisible();
  await expect(candidatePages.jobCard(lead)).toBeVisible();
  await screenshotBothWidths(page, 'job-page/browse-filters');

  // The employer watches the job's board while the candidate, back online, withdraws.
  await employer.page.goto('/application-tracking');
  await employer.page.getByRole('button', { name: 'Board' }).click();
  await employer.page.getByLabel('Job').selectOption({ label: planner });
  await expect(employer.page.getByRole('region', { name: 'Pending Review, 1' })).toContainText('Priya Raman');

  // Back online: withdrawn, then sent again from the job's page (the card links there), warned first.
  await context.setOffline(false);
  await candidatePages.withdraw(planner);
  await shell.expectAllSaved();
  // The board shows it live, below the stages and out of them, with no way to move it.
  const withdrawnList = employer.page.getByRole('region', { name: 'Withdrawn, 1' });
  await expect(withdrawnList).toContainText('Priya Raman');
  await expect(withdrawnList).toContainText('Withdrew today');
  await expect(employer.page.getByRole('region', { name: 'Pending Review, 0' })).toBeVisible();
  await expect(withdrawnList.getByRole('button')).toHaveCount(0);
  await screenshotBothWidths(employer.page, 'job-page/board-withdrawn');
  await candidatePages.application(planner).getByRole('link', { name: 'Apply Again' }).click();
  await expect(job.heading(planner)).toBeVisible();
  const again = await job.openApplyAgain(planner);
  await screenshotBothWidths(page, 'job-page/apply-again');
  await again.getByLabel('Cover letter').fill('Still keen: my route planner now runs in production.');
  await again.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await shell.expectAllSaved();
  await candidatePages.openApplications();
  await expect(candidatePages.application(planner).getByText('Pending Review', { exact: true })).toBeVisible();

  await context.close();
  await employer.context.close();
});
