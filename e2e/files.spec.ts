/**
 * Files as people meet them: a résumé uploaded on a slow connection with its progress moving, listed,
 * downloaded byte for byte and deleted; a résumé chosen offline waiting on the device and uploading once back
 * online; an employer reading an applicant's résumé but not a stranger's; an ID document submitted and pending.
 */
import { expect, test } from '@playwright/test';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { AppShell } from './pages/app-shell.ts';
import { CandidateRecordPage } from './pages/candidate-record-page.ts';
import { FilePages, IdVerificationPage, TINY_PNG, cachedApiFileUrls, fetchFromPage, makePdf, throttleUploads } from './pages/file-pages.ts';
import { checkedScreenshots, screenshotBothWidths } from './pages/page-checks.ts';
import { newUser } from './pages/users.ts';

// Names unique to this try: journeys share one server, and a retried journey must not meet its first try's files.
const TRY = Math.random().toString(36).slice(2, 8);

test('a candidate uploads a résumé on a slow connection, then downloads and deletes it', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Candidate', 'Priya', 'Raman');
  const files = new FilePages(page);
  const resume = makePdf(3 * 1024 * 1024, `priya-${TRY}`);
  const name = `priya-raman-${TRY}.pdf`;
  await files.open();

  // About 6 s for 3 MB: the browser reports progress many times on the way.
  const unthrottle = await throttleUploads(context, page, 512 * 1024);
  await files.choose('resume', { name, mimeType: 'application/pdf', buffer: resume });
  await files.recordProgress();
  await files.upload();
  const bar = page.getByRole('progressbar', { name: `Uploading ${name}` });
  await expect(bar).toBeVisible();
  await expect(files.pendingCount).toHaveText('1 file waiting to upload');
  await screenshotBothWidths(page, 'files/uploading');
  await expect(page.getByText('File Uploaded', { exact: true })).toBeVisible({ timeout: 60_000 });
  await unthrottle();
  const values = await files.progressValues();
  expect(new Set(values).size, `progress values seen: ${values.join(', ')}`).toBeGreaterThan(3);
  const percents = values.map(Number);
  expect(percents).toEqual(percents.toSorted((a, b) => a - b));
  await expect(files.pendingCount).toBeHidden();

  await files.openManage();
  const row = files.fileRow(name);
  await expect(row).toContainText('Resume');
  await expect(row).toContainText('3.0 MB');
  const url = await files.contentUrl(name);
  expect(await fetchFromPage(page, url)).toEqual({ status: 200, length: resume.length });
  // Private bytes never land in the service worker's caches.
  expect(await cachedApiFileUrls(page)).toEqual([]);
  await checkedScreenshots(page, 'files/manage');

  // Deleting needs the server: offline the button waits and says so.
  await context.setOffline(true);
  await expect(row.getByRole('button', { name: /^Delete/ })).toBeDisabled();
  await expect(page.getByText('Downloading or deleting a file needs a connection', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await checkedScreenshots(page, 'files/delete-confirm');
  await page.getByRole('button', { name: 'Keep File' }).click();
  await expect(row).toBeVisible();
  await files.delete(name);
  await expect(page.getByText('File Deleted', { exact: true })).toBeVisible();
  await expect(row).toBeHidden();
  expect((await fetchFromPage(page, url)).status).toBe(404);
  await context.close();
});

test('a résumé chosen offline waits on the device and uploads when the connection returns', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Candidate', 'Tomas', 'Lindqvist');
  const files = new FilePages(page);
  const shell = new AppShell(page);
  const name = `tomas-lindqvist-${TRY}.pdf`;
  const resume = makePdf(200 * 1024, `tomas-${TRY}`);
  await files.open();
  await shell.waitUntilOfflineReady();

  await context.setOffline(true);
  await files.choose('resume', { name, mimeType: 'application/pdf', buffer: resume });
  await files.upload();
  await expect(files.pendingCount).toHaveText('1 file waiting to upload');
  await expect(page.getByText('Waiting for a connection', { exact: false })).toBeVisible();
  // Counted with the other writes waiting to be sent.
  await expect(shell.syncIndicator).toContainText('1 change waiting');
  // Kept on the device: a reload offline still has it.
  await page.reload();
  await expect(files.pendingCount).toHaveText('1 file waiting to upload');
  await screenshotBothWidths(page, 'files/offline-pending');

  await context.setOffline(false);
  await expect(page.getByText('File Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(files.pendingCount).toBeHidden();
  await shell.expectAllSaved();
  await files.openManage();
  const url = await files.contentUrl(name);
  expect(await fetchFromPage(page, url)).toEqual({ status: 200, length: resume.length });
  await context.close();
});

test('an upload cut off by a lost connection finishes on its own once back online', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Candidate', 'Amara', 'Diallo');
  const files = new FilePages(page);
  const name = `amara-diallo-${TRY}.pdf`;
  const resume = makePdf(2 * 1024 * 1024, `amara-${TRY}`);
  await files.open();
  await throttleUploads(context, page, 256 * 1024);
  await files.choose('resume', { name, mimeType: 'application/pdf', buffer: resume });
  await files.upload();
  const bar = page.getByRole('progressbar', { name: `Uploading ${name}` });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(5);

  await context.setOffline(true);
  await expect(page.getByText('Waiting for a connection', { exact: false })).toBeVisible();
  await expect(files.pendingCount).toHaveText('1 file waiting to upload');
  // Back online (Playwright's setOffline also lifts the throttle): the file goes again, not chosen again.
  await context.setOffline(false);
  await expect(page.getByText('File Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  await files.openManage();
  expect(await fetchFromPage(page, await files.contentUrl(name))).toEqual({ status: 200, length: resume.length });
  await context.close();
});

test("an employer reads an applicant's résumé, not a stranger's", async ({ browser }) => {
  test.slow();
  const job = `Freight Data Engineer ${TRY}`;
  const { employer, employerPages, candidate, candidatePages } = await employerWithApplicant(browser, {
    employer: ['Helga', 'Sorensen'],
    company: `Northwind Freight ${TRY}`,
    job: { title: job, skills: ['TypeScript', 'PostgreSQL'] },
    candidate: ['Kofi', 'Mensah'],
    coverLetter: 'Freight data pipelines are what I have built for the last five years.',
  });
  const resume = makePdf(300 * 1024, `kofi-${TRY}`);
  const applicantFiles = new FilePages(candidate.page);
  await applicantFiles.open();
  await applicantFiles.choose('resume', { name: `kofi-mensah-${TRY}.pdf`, mimeType: 'application/pdf', buffer: resume });
  await applicantFiles.upload();
  await expect(candidate.page.getByText('File Uploaded', { exact: true })).toBeVisible();
  await applicantFiles.openManage();
  const applicantUrl = await applicantFiles.contentUrl(`kofi-mensah-${TRY}.pdf`);
  // The candidate's own profile shows it too.
  await candidate.page.goto('/candidate-profile');
  await expect(candidate.page.getByRole('link', { name: 'Open resume' })).toHaveAttribute('href', applicantUrl);
  // A photo becomes the avatar of the account menu, loaded from the server.
  await applicantFiles.open();
  await applicantFiles.choose('photo', { name: `kofi-${TRY}.png`, mimeType: 'image/png', buffer: TINY_PNG });
  await applicantFiles.upload();
  const avatar = candidate.page.getByRole('button', { name: 'Account menu' }).getByTestId('avatar-photo');
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const stranger = await newUser(browser, 'Candidate', 'Lena', 'Vogt');
  const strangerFiles = new FilePages(stranger.page);
  await strangerFiles.open();
  await strangerFiles.choose('resume', { name: `lena-vogt-${TRY}.pdf`, mimeType: 'application/pdf', buffer: makePdf(100 * 1024, `lena-${TRY}`) });
  await strangerFiles.upload();
  await expect(stranger.page.getByText('File Uploaded', { exact: true })).toBeVisible();
  await strangerFiles.openManage();
  const strangerUrl = await strangerFiles.contentUrl(`lena-vogt-${TRY}.pdf`);

  const record = new CandidateRecordPage(employer.page);
  await record.openFromApplication('Kofi Mensah', job);
  const open = employer.page.getByRole('link', { name: 'Open resume' });
  await expect(open).toHaveAttribute('href', applicantUrl);
  expect(await fetchFromPage(employer.page, applicantUrl)).toEqual({ status: 200, length: resume.length });
  expect((await fetchFromPage(employer.page, strangerUrl)).status).toBe(404);
  await checkedScreenshots(employer.page, 'files/employer-record');

  // A second job: the apply dialog offers the candidate's résumés, the latest chosen, and the employer's review
  // of that application opens the one sent.
  const second = `Freight Analyst ${TRY}`;
  await employerPages.postJob({ title: second, skills: ['PostgreSQL'] });
  await candidatePages.browseJobs();
  await candidatePages.jobCard(second).getByRole('button', { name: 'Apply Now' }).click();
  const apply = candidate.page.getByRole('dialog', { name: `Apply to ${second}` });
  await expect(apply.getByLabel('Resume').locator('option:checked')).toHaveText(`kofi-mensah-${TRY}.pdf`);
  await checkedScreenshots(candidate.page, 'files/apply-with-resume');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(candidate.page.getByText('Application Submitted').first()).toBeVisible();
  await employerPages.openApplications();
  await employerPages.applicationRow('Kofi Mensah').filter({ hasText: second }).getByRole('button', { name: /^Review/ }).click();
  const review = employer.page.getByRole('dialog', { name: 'Review Application' });
  await expect(review.getByRole('link', { name: `Open kofi-mensah-${TRY}.pdf` })).toHaveAttribute('href', applicantUrl);
  await Promise.all([employer.context.close(), candidate.context.close(), stranger.context.close()]);
});

test('an ID document is sent with the form and the check shows pending', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Candidate', 'Ines', 'Moreau');
  const id = new IdVerificationPage(page);
  const panel = page.getByRole('tabpanel');

  // ID documents are never kept on the device: offline the form waits for a connection.
  await page.goto('/id-verification');
  await expect(panel.getByRole('heading', { name: 'Government ID' })).toBeVisible();
  await context.setOffline(true);
  await expect(panel.getByRole('button', { name: 'Submit for Verification' })).toBeDisabled();
  await expect(panel.getByText('Sending an ID document needs a connection', { exact: false })).toBeVisible();
  await context.setOffline(false);
  await panel.getByRole('button', { name: 'Submit for Verification' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  const documentInput = panel.getByLabel('ID document');
  await documentInput.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: makePdf(5 * 1024 * 1024 + 1024, `ines-${TRY}`) });
  await expect(page.getByText('File Too Large', { exact: true })).toBeVisible();
  await expect(documentInput).toHaveAccessibleDescription(/Please select a file smaller than 5MB\./);
  await panel.getByLabel('Date of birth').fill(`${new Date().getUTCFullYear() - 17}-01-01`);
  await panel.getByLabel('Date of birth').blur();
  await expect(panel.getByLabel('Date of birth')).toHaveAccessibleDescription(/You must be at least 18 years old/);

  await id.submit({ firstName: 'Ines', lastName: 'Moreau', dateOfBirth: '1990-04-12' }, { name: 'passport.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('ID Submitted', { exact: true })).toBeVisible();
  await expect(panel.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(panel.getByText('A reviewer checks your document within 24-48 hours.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Submit for Verification' })).toBeHidden();
  await checkedScreenshots(page, 'files/id-pending');
  await context.close();
});
