/**
 * Video interviews. Scheduling is a premium employer feature (spec section 6) that the server enforces; a
 * free employer sees the Employer Professional banner instead. The scheduling journey needs a premium
 * employer, and this server has no way to become one yet (no payment endpoints, and no test-only back door
 * on purpose): it is written and waits, marked fixme, for the payment flow; sync-server's interview rule
 * tests cover the same rules through real pushes meanwhile.
 */
import { expect, test } from '@playwright/test';
import { PLANS, formatPlanPrice } from '../shared/src/catalog.ts';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { InterviewPages, localDateTimeInDays } from './pages/interview-pages.ts';
import { seriousA11yViolations } from './pages/page-checks.ts';
import { newUser } from './pages/users.ts';

/** Set once an employer can become premium through the app (checkout with a test card, or a free trial). */
const CAN_BECOME_PREMIUM = false;

test('a free employer is offered Employer Professional; a candidate sees their (empty) interviews', async ({ browser }) => {
  const employer = await newUser(browser, 'Employer', 'Avery', 'Stone');
  await new EmployerPages(employer.page).createCompanyProfile('Juniper Works');
  const employerInterviews = new InterviewPages(employer.page);
  await employerInterviews.open();
  const banner = employerInterviews.premiumBanner;
  await expect(banner).toContainText(`${PLANS['employer-professional'].name}, ${formatPlanPrice('employer-professional')}`);
  await expect(banner.getByRole('link', { name: 'Upgrade to Employer Professional' })).toHaveAttribute('href', '/employer-pricing');
  await expect(employer.page.getByRole('button', { name: 'Schedule Interview' })).toHaveCount(0);
  await expect(employerInterviews.tab('Upcoming')).toHaveAttribute('aria-selected', 'true');
  await expect(employer.page.getByText('No upcoming interviews')).toBeVisible();
  await employerInterviews.tab('Past').click();
  await expect(employer.page.getByText('No past interviews')).toBeVisible();
  await employer.page.setViewportSize({ width: 1280, height: 800 });
  await employer.page.screenshot({ path: 'e2e/artifacts/interviews-free-employer-1280.png', fullPage: true });
  await employer.page.setViewportSize({ width: 360, height: 740 });
  await employer.page.screenshot({ path: 'e2e/artifacts/interviews-free-employer-360.png', fullPage: true });
  expect(await seriousA11yViolations(employer.page)).toEqual([]);

  const candidate = await newUser(browser, 'Candidate', 'Rowan', 'Blake');
  const candidateInterviews = new InterviewPages(candidate.page);
  await candidateInterviews.open();
  await expect(candidateInterviews.premiumBanner).toHaveCount(0);
  await expect(candidate.page.getByRole('button', { name: 'Schedule Interview' })).toHaveCount(0);
  await expect(candidate.page.getByText('No upcoming interviews')).toBeVisible();

  await employer.context.close();
  await candidate.context.close();
});

test('an employer schedules an interview, the candidate sees it upcoming, and completing moves it to Past', async ({ browser }) => {
  test.fixme(!CAN_BECOME_PREMIUM, 'Needs a premium employer: no payment flow on the server yet.');
  const { employer, candidate } = await employerWithApplicant(browser, {
    employer: ['Sam', 'Lee'],
    company: 'Orchid Analytics',
    job: { title: 'Data Engineer', skills: ['Python', 'SQL'] },
    candidate: ['Kai', 'Nguyen'],
    coverLetter: 'Pipelines in Python and SQL are my daily work.',
  });

  const employerInterviews = new InterviewPages(employer.page);
  await employerInterviews.open();
  await employer.page.getByRole('button', { name: 'Schedule Interview' }).click();
  const dialog = employer.page.getByRole('dialog', { name: 'Schedule Interview' });
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(employer.page.getByText('Please fill in all required fields.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await employerInterviews.schedule({ jobTitle: 'Data Engineer', candidateEmail: candidate.email, at: localDateTimeInDays(2), notes: 'A chat with our data lead.' });
  const card = employerInterviews.card('Data Engineer');
  await expect(card).toContainText('Kai Nguyen');
  await expect(card.getByRole('button', { name: /^Starts at / })).toBeDisabled();

  const candidateInterviews = new InterviewPages(candidate.page);
  await candidateInterviews.open();
  await expect(candidateInterviews.card('Data Engineer')).toContainText('A chat with our data lead.');
  await expect(candidateInterviews.card('Data Engineer').getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);

  await employerInterviews.markComplete('Data Engineer');
  await expect(employerInterviews.card('Data Engineer')).toHaveCount(0);
  await employerInterviews.tab('Past').click();
  await expect(employerInterviews.card('Data Engineer')).toContainText('Interview completed');
  await candidateInterviews.tab('Past').click();
  await expect(candidateInterviews.card('Data Engineer')).toContainText('Completed');

  await employer.context.close();
  await candidate.context.close();
});
