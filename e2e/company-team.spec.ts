/**
 * Company teams journey (issue 47, the part built so far): an admin invites a recruiter from the Team section;
 * the invitation link opens a page that uses nothing until Accept; the recruiter signs up through it and lands
 * on the company's dashboard with the company's jobs; the admin removes them and their open dashboard loses the
 * company's data.
 */
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './pages/auth-page.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { screenshotBothWidths } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { TeamPages } from './pages/team-pages.ts';
import { newUser } from './pages/users.ts';

test('an admin invites a recruiter, who works on the company’s jobs until removed', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await newUser(browser, 'Employer', 'Hana', 'Okafor');
  const employer = new EmployerPages(admin.page);
  await employer.createCompanyProfile(`HireSync Ltd ${RUN}`);
  const jobTitle = `Dispatch Coordinator ${RUN}`;
  await employer.postJob({ title: jobTitle, skills: ['TypeScript'] });
  const team = new TeamPages(admin.page);
  const recruiterEmail = uniqueEmail('recruiter');
  const link = await team.invite(recruiterEmail, 'Recruiter');
  await screenshotBothWidths(admin.page, 'company-team/team-section');

  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  const recruiterTeam = new TeamPages(recruiter);
  await recruiter.goto(link);
  await expect(recruiter.getByText(`HireSync Ltd ${RUN}`)).toBeVisible();
  await screenshotBothWidths(recruiter, 'company-team/invitation');
  await recruiterTeam.acceptAsNewAccount(link, 'Sam', 'Lee');
  await expect(recruiter.getByText(`Hiring for HireSync Ltd ${RUN} · Recruiter`)).toBeVisible();
  await expect(recruiter.getByText(jobTitle).first()).toBeVisible();
  // The plan is the company's: in a second tab the recruiter reads it but finds nothing to change.
  const pricing = await recruiterContext.newPage();
  await pricing.goto('/employer-pricing');
  await expect(pricing.getByTestId('admins-only-billing')).toHaveText('Only an admin of the company can manage the plan and billing.');
  await expect(pricing.getByRole('button', { name: /Upgrade to/ })).toHaveCount(0);
  await pricing.close();
  // The link worked once.
  const again = await browser.newContext();
  const spent = await again.newPage();
  await spent.goto(link);
  await expect(spent.getByText('This invitation link has expired or was already used.')).toBeVisible();

  await admin.page.reload();
  await expect(team.section.getByRole('list', { name: 'Members' })).toContainText('Sam Lee');
  await team.remove('Sam Lee');
  // The recruiter's open screen loses the company's jobs: their device receives the removals.
  await expect(recruiter.getByText(jobTitle)).toHaveCount(0, { timeout: 15_000 });
  await Promise.all([admin.context.close(), recruiterContext.close(), again.close()]);
});
