/**
 * Writes that mean what the user did: a profile form saves only the fields the user changed, onto the
 * profile as it is stored now, so two tabs or two devices editing different fields both keep their edits; a
 * field edited on both shows what happened; a double click on 'Submit Application' is one application. The
 * same holds for notification settings (toggle by toggle) and for editing a posted job.
 */
import { expect, test, type Browser } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { AuthPage, toastTitled } from './pages/auth-page.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { DocumentForm } from './pages/document-form.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { newUser } from './pages/users.ts';
import { RUN } from './pages/run-tag.ts';

const COMPANY_SAVED = 'Company profile saved successfully';
const PROFILE_SAVED = 'Profile Updated!';

/** Another device of the same person: a new browser context signed in with the password. */
async function signedInElsewhere(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new AuthPage(page).signInWithPassword(email);
  await expect(page).not.toHaveURL(/\/auth/);
  return { context, page };
}

/** Another device of the same person with a profile form open. */
async function secondDevice(browser: Browser, email: string, path: '/employer-profile' | '/candidate-profile') {
  const { context, page } = await signedInElsewhere(browser, email);
  const form = new DocumentForm(page, path);
  await form.open();
  return { context, form };
}

test('two tabs and two devices edit the company profile: every edit of a different field survives', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Tara', 'Tabs');
  await new EmployerPages(employer.page).createCompanyProfile('Northwind Two Tabs');
  const tabA = new DocumentForm(employer.page, '/employer-profile');
  const tabB = new DocumentForm(await employer.context.newPage(), '/employer-profile');
  await tabA.open();
  await tabB.open();

  // Tab B is typing a new website while tab A saves a new location.
  await tabB.field('Website').fill('https://northwind-two.example');
  await tabA.field('Location').fill('Lisbon, Portugal');
  await tabA.save(COMPANY_SAVED);
  await expect(tabB.field('Location')).toHaveValue('Lisbon, Portugal');
  await expect(tabB.field('Website')).toHaveValue('https://northwind-two.example');
  await tabB.save(COMPANY_SAVED);
  await expect(tabA.field('Website')).toHaveValue('https://northwind-two.example');
  await expect(tabA.field('Location')).toHaveValue('Lisbon, Portugal');

  // The same field on both tabs: the later save wins, and the tab still editing is told.
  await tabA.field('Location').fill('Porto, Portugal');
  await tabB.field('Location').fill('Madrid, Spain');
  await tabB.save(COMPANY_SAVED);
  await expect(tabA.changedElsewhereNote).toContainText('Location');
  await expect(tabA.field('Location')).toHaveValue('Porto, Portugal');
  await tabA.save(COMPANY_SAVED);
  await expect(tabA.changedElsewhereNote).toBeHidden();
  await expect(tabB.field('Location')).toHaveValue('Porto, Portugal');
  await new AppShell(tabA.page).expectAllSaved();

  // A second device edits offline while the first changes another field; both reach the server.
  const device = await secondDevice(browser, employer.email, '/employer-profile');
  await expect(device.form.field('Location')).toHaveValue('Porto, Portugal');
  await new AppShell(device.form.page).waitUntilOfflineReady();
  await device.context.setOffline(true);
  await device.form.field('Contact name').fill('Dana Device');
  await device.form.save(COMPANY_SAVED);
  await tabA.field('Website').fill('https://northwind-three.example');
  await tabA.save(COMPANY_SAVED);
  await new AppShell(tabA.page).expectAllSaved();
  await device.context.setOffline(false);
  await new AppShell(device.form.page).expectAllSaved();
  await expect(device.form.field('Website')).toHaveValue('https://northwind-three.example');
  await expect(tabA.field('Contact name')).toHaveValue('Dana Device');
  await expect(tabB.field('Contact name')).toHaveValue('Dana Device');

  // What the server holds, read by a device that starts from nothing.
  const fresh = await secondDevice(browser, employer.email, '/employer-profile');
  await expect(fresh.form.field('Location')).toHaveValue('Porto, Portugal');
  await expect(fresh.form.field('Website')).toHaveValue('https://northwind-three.example');
  await expect(fresh.form.field('Contact name')).toHaveValue('Dana Device');
  await Promise.all([employer.context.close(), device.context.close(), fresh.context.close()]);
});

test('two tabs edit different fields of the candidate profile: both edits survive, on both tabs and on the server', async ({ browser }) => {
  const candidate = await newUser(browser, 'Candidate', 'Cai', 'Tabs');
  await new CandidatePages(candidate.page).createProfile(candidate.email);
  const tabA = new DocumentForm(candidate.page, '/candidate-profile');
  const tabB = new DocumentForm(await candidate.context.newPage(), '/candidate-profile');
  await tabA.open();
  await tabB.open();

  await tabB.field('Phone').fill('+4930123456');
  await tabA.field('Title').fill('Staff backend developer');
  await tabA.save(PROFILE_SAVED);
  await expect(tabB.field('Title')).toHaveValue('Staff backend developer');
  await tabB.save(PROFILE_SAVED);
  await expect(tabA.field('Phone')).toHaveValue('+4930123456');
  await new AppShell(tabB.page).expectAllSaved();

  const fresh = await secondDevice(browser, candidate.email, '/candidate-profile');
  await expect(fresh.form.field('Title')).toHaveValue('Staff backend developer');
  await expect(fresh.form.field('Phone')).toHaveValue('+4930123456');
  await Promise.all([candidate.context.close(), fresh.context.close()]);
});

test('a double click, or two quick clicks, on Submit Application sends one application and shows no error', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Ines', 'Impatient');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Quick Click Logistics');
  await employerPages.postJob({ title: `Route Planner ${RUN}`, skills: ['TypeScript'] });
  await employerPages.postJob({ title: `Fleet Analyst ${RUN}`, skills: ['SQL'] });

  const candidate = await newUser(browser, 'Candidate', 'Dora', 'Doubleclick');
  const candidatePages = new CandidatePages(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  const page = candidate.page;

  const openDialog = async (title: string) => {
    await candidatePages.jobCard(title).getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
    await dialog.getByLabel('Cover letter').fill('I plan routes for a living and would love to do it for you.');
    // The draft line appears a moment after typing and moves the button down: measure it after that.
    await expect(dialog.getByText('Draft saved on this device')).toBeVisible();
    return dialog.getByRole('button', { name: 'Submit Application' });
  };
  await (await openDialog(`Route Planner ${RUN}`)).dblclick();
  await expect(toastTitled(page, 'Application Submitted').first()).toBeVisible();
  const submit = await openDialog(`Fleet Analyst ${RUN}`);
  const box = (await submit.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('dialog')).toBeHidden();

  const shell = new AppShell(page);
  await shell.expectAllSaved();
  await expect(shell.syncIndicator).not.toContainText('not sent');
  await expect(toastTitled(page, 'Your application was not sent')).toHaveCount(0);
  await candidatePages.openApplications();
  await expect(candidatePages.application(`Route Planner ${RUN}`)).toHaveCount(1);
  await expect(candidatePages.application(`Fleet Analyst ${RUN}`)).toHaveCount(1);

  // The employer, from the server, has one application per job.
  await employerPages.openApplications();
  await expect(employer.page.getByRole('listitem').filter({ hasText: 'Dora Doubleclick' })).toHaveCount(2);
  await Promise.all([employer.context.close(), candidate.context.close()]);
});

test('two tabs and two devices toggle different notification settings: every toggle survives', async ({ browser }) => {
  const candidate = await newUser(browser, 'Candidate', 'Tove', 'Toggles');
  const tabA = new SettingsPage(candidate.page);
  const tabB = new SettingsPage(await candidate.context.newPage());
  await tabA.open();
  await tabB.open();

  // Tab B is unticking Payments while tab A saves Messages off.
  await tabB.notification('Payments').uncheck();
  await tabA.notification('Messages').uncheck();
  await tabA.saveNotifications();
  await expect(tabB.notification('Messages')).not.toBeChecked();
  await expect(tabB.notification('Payments')).not.toBeChecked();
  await tabB.saveNotifications();
  await expect(tabA.notification('Payments')).not.toBeChecked();
  await expect(tabA.notification('Messages')).not.toBeChecked();
  await new AppShell(tabA.page).expectAllSaved();

  // Another device turns Interviews off offline while the first turns the other updates off; both reach the server.
  const device = await signedInElsewhere(browser, candidate.email);
  const deviceSettings = new SettingsPage(device.page);
  await deviceSettings.open();
  await expect(deviceSettings.notification('Payments')).not.toBeChecked();
  await new AppShell(device.page).waitUntilOfflineReady();
  await device.context.setOffline(true);
  await deviceSettings.notification('Interviews').uncheck();
  await deviceSettings.saveNotifications();
  await tabA.notification('Verification and other updates').uncheck();
  await tabA.saveNotifications();
  await new AppShell(tabA.page).expectAllSaved();
  await device.context.setOffline(false);
  await new AppShell(device.page).expectAllSaved();
  await expect(deviceSettings.notification('Verification and other updates')).not.toBeChecked();
  await expect(tabA.notification('Interviews')).not.toBeChecked();

  // What the server holds, read by a device that starts from nothing.
  const fresh = await signedInElsewhere(browser, candidate.email);
  const freshSettings = new SettingsPage(fresh.page);
  await freshSettings.open();
  for (const off of ['Messages', 'Payments', 'Interviews', 'Verification and other updates']) {
    await expect(freshSettings.notification(off)).not.toBeChecked();
  }
  await expect(freshSettings.notification('Applications')).toBeChecked();
  await Promise.all([candidate.context.close(), device.context.close(), fresh.context.close()]);
});

test('two tabs edit different fields of a posted job: the title from one and the salary from the other both survive', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Edda', 'Editor');
  const pagesA = new EmployerPages(employer.page);
  await pagesA.createCompanyProfile('Two Tab Freight');
  await pagesA.postJob({ title: `Yard Planner ${RUN}`, skills: ['SQL'] });
  const pageB = await employer.context.newPage();
  const pagesB = new EmployerPages(pageB);
  await pagesA.openJobAction(`Yard Planner ${RUN}`, 'Edit');
  await pagesB.openJobAction(`Yard Planner ${RUN}`, 'Edit');
  await expect(pagesA.jobForm.title).toHaveValue(`Yard Planner ${RUN}`);
  await expect(pagesB.jobForm.title).toHaveValue(`Yard Planner ${RUN}`);

  // Tab B is changing the salary while tab A saves a new title.
  await pagesB.jobForm.salaryMin.fill('82000');
  await pagesA.jobForm.title.fill(`Senior Yard Planner ${RUN}`);
  await pagesA.jobForm.submit.click();
  await expect(toastTitled(employer.page, 'Job updated').first()).toBeVisible();
  await expect(pagesB.jobForm.title).toHaveValue(`Senior Yard Planner ${RUN}`);
  await expect(pagesB.jobForm.salaryMin).toHaveValue('82000');
  await pagesB.jobForm.submit.click();
  await expect(toastTitled(pageB, 'Job updated').first()).toBeVisible();
  await new AppShell(employer.page).expectAllSaved();

  // Both edits are on the server, and neither was a new posting.
  const fresh = await signedInElsewhere(browser, employer.email);
  const freshPages = new EmployerPages(fresh.page);
  await freshPages.openJobAction(`Senior Yard Planner ${RUN}`, 'Edit');
  await expect(freshPages.jobForm.title).toHaveValue(`Senior Yard Planner ${RUN}`);
  await expect(freshPages.jobForm.salaryMin).toHaveValue('82000');
  await fresh.page.goto('/employer-dashboard');
  await expect(freshPages.postingUsage).toContainText('1 of 3 job postings used this month');
  await Promise.all([employer.context.close(), fresh.context.close()]);
});
