/**
 * Structured hiring (issue 49): an employer adds two screening questions, one a knockout; a candidate sees how
 * many a job asks, answers them offline, goes online; the employer sees the 'Does not meet' flag and the answers;
 * the Insights view shows the application in the funnel, at 360 and 1280 px.
 * Not covered yet: scorecards after an interview (not built).
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { ScreeningPages } from './pages/screening-pages.ts';
import { newUser } from './pages/users.ts';

test('screening questions flag a knockout answer written offline, and Insights counts it', async ({ browser }) => {
  const title = `Forklift Driver ${RUN}`;
  const years = 'Years of forklift driving?';
  const weekends = 'Can you work weekends?';

  const employer = await newUser(browser, 'Employer', 'Ines', 'Okafor');
  const employerPages = new EmployerPages(employer.page);
  const employerScreening = new ScreeningPages(employer.page);
  await employerPages.createCompanyProfile('Dockside Freight');
  await employerPages.postJob({ title, skills: ['Forklift', 'Warehouse'] }, () =>
    employerScreening.addQuestions([
      { prompt: years, kind: 'number', unit: 'years', knockout: { min: 2 } },
      { prompt: weekends, kind: 'yesNo' },
    ]),
  );

  const candidate = await newUser(browser, 'Candidate', 'Tom', 'Berger');
  const candidatePages = new CandidatePages(candidate.page);
  const shell = new AppShell(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  await shell.waitUntilOfflineReady();
  const card = candidatePages.jobCard(title);
  await expect(card).toBeVisible();
  await expect(card).toContainText('2 screening questions');

  await candidate.context.setOffline(true);
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await new ScreeningPages(candidate.page).applyWithAnswers(title, { number: { [years]: 1 }, yesNo: { [weekends]: true } });
  await expect(shell.syncIndicator).toContainText('1 change waiting');

  await employerPages.openApplications();
  await candidate.context.setOffline(false);
  await shell.expectAllSaved();
  const row = employerPages.applicationRow('Tom Berger');
  await expect(row).toContainText(`Does not meet: ${years}`);
  await row.getByRole('button', { name: /Review/ }).click();
  const review = employer.page.getByRole('dialog');
  await expect(review).toContainText('Screening answers');
  await expect(review).toContainText('1 years');
  await employer.page.keyboard.press('Escape');

  // The candidate's own copy carries the answers but never the flag.
  await candidatePages.openApplications();
  await expect(candidatePages.application(title)).not.toContainText('Does not meet');

  for (const width of [360, 1280]) {
    await employer.page.setViewportSize({ width, height: 900 });
    await employer.page.goto('/insights');
    await expect(employer.page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    const funnel = employerScreening.insightsTable('Funnel');
    await expect(funnel.getByRole('row', { name: /Pending Review/, includeHidden: true })).toContainText('1');
    await expect(employer.page.getByText('0 of 1 screened')).toBeVisible();
    await employer.page.screenshot({ path: `test-results/insights-${width}.png`, fullPage: true });
  }

  await employer.context.close();
  await candidate.context.close();
});
