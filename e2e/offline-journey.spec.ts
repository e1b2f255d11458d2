/**
 * The foundation's whole journey: an employer posts a job; a candidate sees it live, goes offline, reloads,
 * searches, sees match scores and applies; online again, the application reaches the employer live, and the
 * employer's review reaches the candidate live. Then the refused write: a job closed while the candidate
 * applies offline is refused on reconnect with the reason, and the cover letter is kept.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { newUser } from './pages/users.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { RUN } from './pages/run-tag.ts';

test('an application written offline reaches the employer, and the review comes back live', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Erin', 'Hart');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Northwind Logistics');

  const candidate = await newUser(browser, 'Candidate', 'Casey', 'Moreno');
  const candidatePages = new CandidatePages(candidate.page);
  const shell = new AppShell(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  await shell.waitUntilOfflineReady();

  // The employer posts; the candidate's open screen shows the job without a reload.
  await employerPages.postJob({ title: `Platform Engineer ${RUN}`, skills: ['TypeScript', 'Node.js', 'PostgreSQL'] });
  await expect(candidatePages.jobCard(`Platform Engineer ${RUN}`)).toBeVisible();
  await shell.expectAllSaved();

  // Offline: the app shell comes from the service worker and the data from the device.
  await candidate.context.setOffline(true);
  await candidate.page.reload();
  await expect(shell.syncIndicator).toContainText('Offline');
  await candidatePages.search('platform');
  const card = candidatePages.jobCard(`Platform Engineer ${RUN}`);
  await expect(card).toBeVisible();
  await expect(card.getByText(/\d+% match/)).toBeVisible();
  await expect(card.getByText(/(Excellent|Great|Good|Fair) Match/)).toBeVisible();
  await candidatePages.apply(`Platform Engineer ${RUN}`, 'I have run Node.js services on PostgreSQL for five years.');
  await expect(shell.syncIndicator).toContainText('1 change waiting');
  await candidate.page.screenshot({ path: 'test-results/offline-applied.png', fullPage: true });

  // Online again: the application is sent and appears on the employer's open tracking screen.
  await employerPages.openApplications();
  await candidate.context.setOffline(false);
  await shell.expectAllSaved();
  const row = employerPages.applicationRow('Casey Moreno');
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Platform Engineer ${RUN}`);

  // The employer moves it on; the candidate's open list shows the new status live.
  await candidatePages.openApplications();
  await expect(candidatePages.application(`Platform Engineer ${RUN}`)).toContainText('Pending Review');
  await employerPages.moveApplication('Casey Moreno', 'Under Consideration');
  await expect(candidatePages.application(`Platform Engineer ${RUN}`)).toContainText('Under Consideration');
  await expect(candidatePages.application(`Platform Engineer ${RUN}`)).not.toContainText('invite to interview');
  await candidate.page.screenshot({ path: 'test-results/status-live.png', fullPage: true });

  await employer.context.close();
  await candidate.context.close();
});

test('an application to a job closed while the candidate was offline is refused with the reason, and kept', async ({
  browser,
}) => {
  const employer = await newUser(browser, 'Employer', 'Noor', 'Haddad');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Harbor Health');
  await employerPages.postJob({ title: `Data Analyst ${RUN}`, skills: ['SQL', 'Python'] });

  const candidate = await newUser(browser, 'Candidate', 'Riley', 'Chen');
  const candidatePages = new CandidatePages(candidate.page);
  const shell = new AppShell(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  await expect(candidatePages.jobCard(`Data Analyst ${RUN}`)).toBeVisible();
  await shell.expectAllSaved();
  // The screen opened offline below comes from the service worker: wait until it holds the app.
  await shell.waitUntilOfflineReady();

  await candidate.context.setOffline(true);
  const coverLetter = 'SQL is my daily bread; I would love to help your clinics see their data clearly.';
  await candidatePages.apply(`Data Analyst ${RUN}`, coverLetter);
  await expect(shell.syncIndicator).toContainText('1 change waiting');

  await employerPages.closeJob(`Data Analyst ${RUN}`);

  await candidatePages.openApplications();
  await candidate.context.setOffline(false);
  await expect(candidate.page.getByText('This job is no longer accepting applications.').first()).toBeVisible();
  const draft = candidate.page.getByTestId('refused-draft');
  await expect(draft).toContainText('This job is no longer accepting applications.');
  await expect(draft).toContainText(coverLetter);
  await shell.expectAllSaved();
  await candidate.page.screenshot({ path: 'test-results/refused-draft.png', fullPage: true });

  await employer.context.close();
  await candidate.context.close();
});
