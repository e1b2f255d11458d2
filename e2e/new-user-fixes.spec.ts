/**
 * What new users tripped over (issue 19, items 9-14): a candidate finds the jobs they saved in a list that
 * works offline and removes one; an employer gets skill suggestions on the first click, sees a preview that
 * never shows a salary range the form refuses, sees the 3 most recent jobs on the dashboard with a way to all;
 * Find Talent reads 'k8s' as Kubernetes; advanced candidate search asks a free employer to upgrade.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PLANS, TRIAL_DAYS, formatPlanPrice } from '../shared/src/catalog.ts';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { screenshotBothWidths } from './pages/page-checks.ts';
import { SavedJobsPage } from './pages/saved-jobs-page.ts';
import { TalentPages } from './pages/talent-pages.ts';
import { newUser } from './pages/users.ts';
import { RUN } from './pages/run-tag.ts';

/** A click as a person makes it: press, let what the press sets off happen (`whilePressed`), release. */
async function clickHeldUntil(page: Page, target: Locator, whilePressed: () => Promise<void>) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('the control to click is not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await whilePressed();
  await page.mouse.up();
}

test('a candidate lists the jobs they saved, offline too, and removes one', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Marguerite', 'Okonkwo-Lindqvist');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Harbourlight Analytics');
  await employerPages.postJob({ title: `Saved Search Platform Engineer ${RUN}`, skills: ['TypeScript', 'Node.js'] });
  await employerPages.postJob({ title: `Unsaved Warehouse Data Analyst ${RUN}`, skills: ['SQL', 'Python'] });

  const candidate = await newUser(browser, 'Candidate', 'Anneliese', 'Fairweather-Castellanos');
  await new CandidatePages(candidate.page).createProfile(candidate.email);
  const saved = new SavedJobsPage(candidate.page);
  await saved.save(`Saved Search Platform Engineer ${RUN}`);

  await saved.open();
  await expect(saved.tab('Saved Jobs')).toContainText('1');
  await expect(saved.list.getByRole('heading', { level: 3 })).toHaveText([`Saved Search Platform Engineer ${RUN}`]);
  await expect(saved.card(`Saved Search Platform Engineer ${RUN}`)).toContainText('Harbourlight Analytics');
  await expect(saved.card(`Unsaved Warehouse Data Analyst ${RUN}`)).toHaveCount(0);
  // The tab is in the address, so a reload (and the dashboard's link) lands on it.
  await expect(candidate.page).toHaveURL(/\/browse-jobs\?tab=saved$/);
  await screenshotBothWidths(candidate.page, 'saved-jobs/list', async () => {
    const overflow = await candidate.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  });

  // Offline: the list comes from the device, and removing works there too.
  const shell = new AppShell(candidate.page);
  await shell.waitUntilOfflineReady();
  await shell.expectAllSaved();
  await candidate.context.setOffline(true);
  await candidate.page.reload();
  await expect(shell.syncIndicator).toContainText('Offline');
  await expect(saved.card(`Saved Search Platform Engineer ${RUN}`)).toBeVisible();
  await saved.remove(`Saved Search Platform Engineer ${RUN}`);
  await expect(saved.card(`Saved Search Platform Engineer ${RUN}`)).toHaveCount(0);
  await expect(candidate.page.getByText('No saved jobs yet')).toBeVisible();
  await screenshotBothWidths(candidate.page, 'saved-jobs/empty');
  await saved.tab('All Jobs').click();
  await expect(saved.card(`Saved Search Platform Engineer ${RUN}`).getByRole('button', { name: 'Save Job' })).toHaveAttribute('aria-pressed', 'false');

  await employer.context.close();
  await candidate.context.close();
});

/** An employer with a company profile, signed in on their own browser context. */
async function employerWithCompany(browser: Browser, name: readonly [string, string], company: string) {
  const employer = await newUser(browser, 'Employer', ...name);
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile(company);
  return { ...employer, employerPages };
}

test('Get Suggestions works on the first click after typing a short description', async ({ browser }) => {
  const { page, context, employerPages } = await employerWithCompany(browser, ['Bartholomew', 'Achterberg'], 'Fjordline Robotics');
  // The form fits the window without scrolling, as on a large screen: scrolled, the browser's scroll anchoring
  // would keep the button under the pointer and hide what goes wrong.
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/job-posting');
  const form = employerPages.jobForm;
  await form.title.fill('Senior DevOps Engineer');
  await form.description.fill('We run Kubernetes and Terraform on AWS.');
  // Pressing the button blurs the description, whose check fails (under 100 characters). The press is held
  // until that check has run, as a person's click lasts long enough for it, and only then released.
  await clickHeldUntil(page, page.getByRole('button', { name: 'Get Suggestions' }), async () => {
    await expect(form.description).toHaveAttribute('aria-invalid', 'true');
  });
  await expect(page.getByRole('heading', { name: 'Suggested skills: select one to add it' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kubernetes', exact: true })).toBeVisible();
  await context.close();
});

test('the job preview shows only a salary range the form accepts', async ({ browser }) => {
  const { page, context, employerPages } = await employerWithCompany(browser, ['Henrietta', 'Mbeki-Larsen'], 'Saltmarsh Instruments');
  await page.goto('/job-posting');
  const form = employerPages.jobForm;
  const preview = page.getByTestId('job-preview');
  const salaryMax = page.getByLabel('Maximum salary');
  await form.salaryMin.fill('90000');
  await salaryMax.fill('60000');
  await salaryMax.blur();
  await expect(page.getByText('Maximum salary must be at least the minimum salary')).toBeVisible();
  await expect(preview).not.toContainText('$90k');
  await expect(preview).not.toContainText('$60k');
  await salaryMax.fill('120000');
  await expect(preview).toContainText('$90k - $120k');
  await context.close();
});

test('the employer dashboard shows the 3 most recent jobs, with a way to all of them', async ({ browser }) => {
  const { page, context, employerPages } = await employerWithCompany(browser, ['Cornelius', 'Abernathy-Osei'], 'Quillfeather Freight');
  // Three jobs this month, online.
  for (const title of [`Quillfeather Job One ${RUN}`, `Quillfeather Job Two ${RUN}`, `Quillfeather Job Three ${RUN}`]) {
    await employerPages.postJob({ title, skills: ['Python'] });
  }
  const shell = new AppShell(page);
  await shell.expectAllSaved();
  await shell.waitUntilOfflineReady();
  // A fourth, written offline early next month (the free plan allows 3 a calendar month): four jobs on the device.
  await context.setOffline(true);
  const now = new Date();
  await page.clock.setFixedTime(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 12)));
  await employerPages.postJob({ title: `Quillfeather Job Four ${RUN}`, skills: ['Python'] });

  const jobList = page.getByRole('region', { name: 'Your jobs' });
  const titles = jobList.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText([`Quillfeather Job Four ${RUN}`, `Quillfeather Job Three ${RUN}`, `Quillfeather Job Two ${RUN}`]);
  await jobList.getByRole('button', { name: 'View all 4 jobs' }).click();
  await expect(titles).toHaveText([`Quillfeather Job Four ${RUN}`, `Quillfeather Job Three ${RUN}`, `Quillfeather Job Two ${RUN}`, `Quillfeather Job One ${RUN}`]);
  await jobList.getByRole('button', { name: 'Show the 3 most recent' }).click();
  await expect(titles).toHaveCount(3);
  await context.close();
});

test('Find Talent reads k8s as Kubernetes', async ({ browser }) => {
  const candidate = await newUser(browser, 'Candidate', 'Oluwaseun', 'Kubrick-Haddad');
  await new CandidatePages(candidate.page).createProfile(candidate.email);
  // One year: outside the bands the talent journey filters on, as journeys share the server.
  await new TalentPages(candidate.page).addSkillsAndYears(['Kubernetes', 'Go', 'Terraform'], 1);

  const employer = await employerWithCompany(browser, ['Ingrid', 'Vasquez'], 'Tidewater Cloudworks');
  const talent = new TalentPages(employer.page);
  const search = employer.page.getByLabel('Search candidates');
  await talent.openFindTalent();
  await search.fill('kubernetes');
  await expect(talent.card('Oluwaseun Kubrick-Haddad')).toBeVisible();
  await search.fill('k8s');
  await expect(talent.card('Oluwaseun Kubrick-Haddad')).toBeVisible();
  await search.fill('k8s nobody-matches-this');
  await expect(talent.card('Oluwaseun Kubrick-Haddad')).toHaveCount(0);

  await employer.context.close();
  await candidate.context.close();
});

test('advanced candidate search asks a free employer to upgrade; searching jobs stays free', async ({ browser }) => {
  const employer = await employerWithCompany(browser, ['Lorcan', 'Featherstonehaugh'], 'Brightwater Assay');
  const talent = new TalentPages(employer.page);
  // 'Advanced candidate search' is sold with the employer plans; a free employer is asked to upgrade.
  const plan = PLANS['employer-professional'];
  await talent.openAdvancedSearch('?type=candidates&query=kubrick');
  const prompt = talent.upgradePrompt;
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(`${plan.name}, ${formatPlanPrice('employer-professional')} with a ${TRIAL_DAYS}-day free trial`);
  await expect(prompt.getByRole('link', { name: `Upgrade to ${plan.name}` })).toHaveAttribute('href', '/employer-pricing');
  const filters = employer.page.getByRole('search', { name: 'Filters' });
  await expect(filters).toHaveCount(0);
  // Searching jobs stays free.
  await talent.mode('Find Jobs').click();
  await expect(prompt).toHaveCount(0);
  await expect(filters).toBeVisible();

  await employer.context.close();
});
