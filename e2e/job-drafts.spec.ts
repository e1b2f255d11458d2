/**
 * Drafts that survive and jobs that can be edited. An employer half-writes a job, reloads, goes offline and
 * online again, and finds every word still there until 'Post Job' sends it. A candidate's cover letter survives
 * a reload. An employer fixes a posted job and the candidate's open Browse Jobs shows the change live; the
 * edit uses up no free posting, a duplicate does. A message being typed survives a reload until it is sent.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { DraftLine, draftsOnDevice } from './pages/draft-line.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { MessagePages } from './pages/message-pages.ts';
import { newUser } from './pages/users.ts';

const DESCRIPTION =
  'Build the software that steers warehouse robots. You will write planning services in Python, test them on real robots, and work closely with our hardware team.';

test('a half-written job posting survives a reload and a spell offline, and posting it clears the draft', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Erin', 'Hart');
  const { page, context } = employer;
  const pages = new EmployerPages(page);
  const shell = new AppShell(page);
  const draft = new DraftLine(page);
  const form = pages.jobForm;
  await pages.createCompanyProfile('Northwind Logistics');

  await page.goto('/job-posting');
  await shell.waitUntilOfflineReady();
  await form.title.fill('Warehouse Robotics Engineer');
  await form.description.fill(DESCRIPTION);
  await expect(draft.saved).toBeVisible();

  await page.reload();
  await expect(draft.restored).toBeVisible();
  await expect(form.title).toHaveValue('Warehouse Robotics Engineer');
  await expect(form.description).toHaveValue(DESCRIPTION);

  // Offline: the form opens from the service worker and the draft from the device; writing goes on.
  await context.setOffline(true);
  await page.reload();
  await expect(shell.syncIndicator).toContainText('Offline');
  await expect(form.title).toHaveValue('Warehouse Robotics Engineer');
  await form.location.fill('Berlin, Germany');
  await pages.addSkills(['Python', 'Robotics']);
  await expect(draft.saved).toBeVisible();
  await page.reload();
  await expect(form.location).toHaveValue('Berlin, Germany');
  await expect(form.skillChip('Robotics')).toBeVisible();
  await page.screenshot({ path: 'test-results/job-draft-offline.png', fullPage: true });

  // Online again: still all there; posting sends it and the draft is gone.
  await context.setOffline(false);
  await page.reload();
  await expect(draft.restored).toBeVisible();
  await expect(form.description).toHaveValue(DESCRIPTION);
  await expect(form.skillChip('Python')).toBeVisible();
  await form.submit.click();
  await expect(page.getByText('Job posted successfully').first()).toBeVisible();
  await expect(page).toHaveURL(/\/employer-dashboard$/);
  await shell.expectAllSaved();
  await expect(pages.jobRow('Warehouse Robotics Engineer')).toBeVisible();
  expect(await draftsOnDevice(page)).toEqual([]);
  await page.goto('/job-posting');
  await expect(pages.postingUsage).toContainText('1 of 3 job postings used this month');
  await expect(form.title).toHaveValue('');
  await expect(draft.restored).toHaveCount(0);

  await context.close();
});

test('a cover letter and a message survive a reload; an edited job reaches the open Browse Jobs live without using a free posting', async ({ browser }) => {
  // Every journey shares one server, and a retried one meets its first try's jobs: the title is this run's own.
  const JOB = `Dock Scheduling Engineer ${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const employer = await newUser(browser, 'Employer', 'Erin', 'Hart');
  const employerPages = new EmployerPages(employer.page);
  const employerShell = new AppShell(employer.page);
  await employerPages.createCompanyProfile('Northwind Logistics');
  await employerPages.postJob({ title: JOB, skills: ['TypeScript', 'Node.js', 'PostgreSQL'] });
  await employerShell.expectAllSaved();
  await expect(employerPages.postingUsage).toContainText('1 of 3 job postings used this month');

  const candidate = await newUser(browser, 'Candidate', 'Casey', 'Moreno');
  const candidatePages = new CandidatePages(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();

  // The candidate starts a cover letter, reloads, and finds it again behind 'Apply Now'.
  const letter = 'I have run Node.js services on PostgreSQL for five years and would love to grow your platform.';
  const dialog = candidate.page.getByRole('dialog', { name: `Apply to ${JOB}` });
  await candidatePages.jobCard(JOB).getByRole('button', { name: 'Apply Now' }).click();
  await dialog.getByLabel('Cover letter').fill(letter);
  await expect(new DraftLine(dialog).saved).toBeVisible();
  await candidate.page.reload();
  await candidatePages.jobCard(JOB).getByRole('button', { name: 'Apply Now' }).click();
  await expect(dialog.getByLabel('Cover letter')).toHaveValue(letter);
  await expect(new DraftLine(dialog).restored).toBeVisible();
  await candidate.page.screenshot({ path: 'test-results/cover-letter-restored.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The employer fixes the title; the candidate's open list shows it without a reload.
  await employerPages.openJobAction(JOB, 'Edit');
  await expect(employer.page.getByRole('heading', { name: 'Edit Job' })).toBeVisible();
  await expect(employerPages.jobForm.title).toHaveValue(JOB);
  await expect(employerPages.jobForm.skillChip('PostgreSQL')).toBeVisible();
  await employerPages.jobForm.title.fill(`Senior ${JOB}`);
  await employerPages.jobForm.submit.click();
  await expect(employer.page.getByText('Job updated').first()).toBeVisible();
  await expect(candidatePages.jobCard(`Senior ${JOB}`)).toBeVisible();

  // The edit used no posting, on the device and (after a reload from the server) for good.
  await employerShell.expectAllSaved();
  await expect(employerPages.jobRow(`Senior ${JOB}`)).toBeVisible();
  await employer.page.reload();
  await expect(employerPages.postingUsage).toContainText('1 of 3 job postings used this month');

  // A duplicate starts from the job and is a new posting.
  await employerPages.openJobAction(`Senior ${JOB}`, 'Duplicate');
  await expect(employer.page.getByRole('heading', { name: 'Post a Copy' })).toBeVisible();
  await expect(employerPages.jobForm.title).toHaveValue(`Senior ${JOB}`);
  await employerPages.jobForm.title.fill(`${JOB}, Night Shift`);
  await employerPages.jobForm.submit.click();
  await expect(employer.page.getByText('Job posted successfully').first()).toBeVisible();
  await expect(employerPages.postingUsage).toContainText('2 of 3 job postings used this month');
  await expect(candidatePages.jobCard(`${JOB}, Night Shift`)).toBeVisible();

  // Sending the application removes the cover letter's draft.
  await candidatePages.jobCard(`Senior ${JOB}`).getByRole('button', { name: 'Apply Now' }).click();
  const editedDialog = candidate.page.getByRole('dialog', { name: `Apply to Senior ${JOB}` });
  await expect(editedDialog.getByLabel('Cover letter')).toHaveValue(letter);
  await editedDialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(candidate.page.getByText('Application Submitted').first()).toBeVisible();
  await expect.poll(() => draftsOnDevice(candidate.page)).toEqual([]);

  // A message being typed to the applicant survives a reload too, and sending it removes the draft.
  const messages = new MessagePages(employer.page);
  await messages.contact(await new MessagePages(candidate.page).myUserId());
  await messages.box.fill('Hi Casey, thanks for applying! Are you free for a call on');
  await expect.poll(() => draftsOnDevice(employer.page)).toEqual([expect.stringMatching(/^message-to:/)]);
  await employer.page.reload();
  await expect(messages.box).toHaveValue('Hi Casey, thanks for applying! Are you free for a call on');
  await expect(new DraftLine(employer.page).restored).toBeVisible();
  await messages.box.pressSequentially(' Thursday?');
  await messages.box.press('Enter');
  await expect(messages.message('Are you free for a call on Thursday?')).toBeVisible();
  await expect.poll(() => draftsOnDevice(employer.page)).toEqual([]);
  await expect(messages.box).toHaveValue('');

  await employer.context.close();
  await candidate.context.close();
});
