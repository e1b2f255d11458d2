/**
 * Video interviews. Scheduling is a premium employer feature (spec section 6) that the server enforces; a
 * free employer sees the Employer Professional banner instead, and becomes premium the way a person does:
 * checkout with Stripe's success test card (the server's test mode). 'Mark Complete' waits for the start
 * (the server refuses it earlier); completing a started interview is covered by the server's rule tests, so
 * no journey sits waiting for a clock it does not control.
 */
import { expect, test } from '@playwright/test';
import { PLANS, formatPlanPrice } from '../shared/src/catalog.ts';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { InterviewPages, localDateTimeInDays } from './pages/interview-pages.ts';
import { seriousA11yViolations } from './pages/page-checks.ts';
import { TalentPages } from './pages/talent-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';
import { subscribeEmployerProfessional } from './pages/video-room-pages.ts';

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

test('a subscribed employer schedules an interview, the candidate sees it upcoming, and cancelling moves it to Past', async ({ browser }) => {
  const jobTitle = `Data Engineer ${RUN}`;
  const { employer, candidate } = await employerWithApplicant(browser, {
    employer: ['Sam', 'Lee'],
    company: `Orchid Analytics ${RUN}`,
    job: { title: jobTitle, skills: ['Python', 'SQL'] },
    candidate: ['Kai', 'Nguyen'],
    coverLetter: 'Pipelines in Python and SQL are my daily work.',
  });
  await subscribeEmployerProfessional(employer.page);

  const employerInterviews = new InterviewPages(employer.page);
  await employerInterviews.open();
  await expect(employerInterviews.premiumBanner).toHaveCount(0);
  await employer.page.getByRole('button', { name: 'Schedule Interview' }).click();
  const dialog = employer.page.getByRole('dialog', { name: 'Schedule Interview' });
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(employer.page.getByText('Please fill in all required fields.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await employerInterviews.schedule({ jobTitle, candidateEmail: candidate.email, at: localDateTimeInDays(2), notes: 'A chat with our data lead.' });
  const card = employerInterviews.card(jobTitle);
  await expect(card).toContainText('Kai Nguyen');
  await expect(card.getByRole('button', { name: /^Starts at / })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();

  const candidateInterviews = new InterviewPages(candidate.page);
  await candidateInterviews.open();
  await expect(candidateInterviews.card(jobTitle)).toContainText('A chat with our data lead.');
  await expect(candidateInterviews.card(jobTitle).getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await expect(candidateInterviews.card(jobTitle).getByRole('button', { name: 'Cancel Interview' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Cancel Interview' }).click();
  const cancel = employer.page.getByRole('dialog', { name: 'Cancel this interview?' });
  await cancel.getByRole('button', { name: 'Cancel Interview' }).click();
  await expect(cancel).toBeHidden();
  await expect(employerInterviews.card(jobTitle)).toHaveCount(0);
  await employerInterviews.tab('Past').click();
  await expect(employerInterviews.card(jobTitle)).toContainText('Cancelled');
  await candidateInterviews.tab('Past').click();
  await expect(candidateInterviews.card(jobTitle)).toContainText('Cancelled');

  await employer.context.close();
  await candidate.context.close();
});

test('an employer interviews a candidate found in Find Talent who never applied, without learning their e-mail', async ({ browser }) => {
  const jobTitle = `Ledger Analyst ${RUN}`;
  const employer = await newUser(browser, 'Employer', 'Noor', 'Haddad');
  await new EmployerPages(employer.page).createCompanyProfile(`Tidewater Ledger ${RUN}`);
  await new EmployerPages(employer.page).postJob({ title: jobTitle, skills: ['SQL', 'Excel', 'Python'] });
  await subscribeEmployerProfessional(employer.page);

  const candidate = await newUser(browser, 'Candidate', 'Ilse', `Varga ${RUN}`);
  await new CandidatePages(candidate.page).createProfile(candidate.email);
  await new TalentPages(candidate.page).addSkillsAndYears(['SQL', 'Excel', 'Python'], 3);

  const talent = new TalentPages(employer.page);
  await talent.openFindTalent();
  const card = talent.card(`Ilse Varga ${RUN}`);
  await card.getByRole('link', { name: /Interview/ }).click();
  const dialog = employer.page.getByRole('dialog', { name: 'Schedule Interview' });
  await expect(dialog).toContainText(`Ilse Varga ${RUN}`);
  await expect(dialog.getByLabel('Candidate email')).toHaveCount(0);
  await expect(dialog).not.toContainText(candidate.email);
  await dialog.getByLabel('Job').selectOption({ label: jobTitle });
  await dialog.getByLabel('Date and time').fill(localDateTimeInDays(3));
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(employer.page.getByText('Interview Scheduled').first()).toBeVisible();
  const employerInterviews = new InterviewPages(employer.page);
  await expect(employerInterviews.card(jobTitle)).toContainText(`Ilse Varga ${RUN}`);
  // The server fills in the meeting link; the e-mail stays private (the candidate neither applied nor replied).
  await expect(employerInterviews.card(jobTitle).getByRole('button', { name: /^Starts at / })).toBeVisible({ timeout: 30_000 });
  await expect(employerInterviews.card(jobTitle)).not.toContainText(candidate.email);

  const candidateInterviews = new InterviewPages(candidate.page);
  await candidateInterviews.open();
  await expect(candidateInterviews.card(jobTitle)).toContainText(`Tidewater Ledger ${RUN}`);

  // Accepting the invitation is applying (issue 51): the employer then has the application and the address.
  const invitation = candidateInterviews.card(jobTitle).getByTestId('interview-invitation');
  await invitation.getByRole('button', { name: 'Accept Invitation' }).click();
  const apply = candidate.page.getByRole('dialog', { name: `Apply to ${jobTitle}` });
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(candidate.page.getByText('Application Submitted').first()).toBeVisible();
  await expect(invitation).toHaveCount(0);
  await expect(employerInterviews.card(jobTitle)).toContainText(candidate.email, { timeout: 30_000 });

  await employer.context.close();
  await candidate.context.close();
});
