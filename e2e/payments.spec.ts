/**
 * Paying for a plan in test mode (issue 13), as people do it: a free employer at the monthly posting limit
 * upgrades with Stripe's success test card and goes on to post and schedule an interview; a declined card says
 * so and leaves the plan free; a cancelled plan shows until when it runs and the invoice is in /settings; a
 * candidate at the daily application limit upgrades and sends the 21st. The server's test-mode provider speaks
 * Stripe's API, so every step here is the same call a real payment makes.
 */
import { expect, test } from '@playwright/test';
import { applyByApi, postJobsByApi, upgradeEmployerByApi } from './pages/api-seed.ts';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { InterviewPages, localDateTimeInDays } from './pages/interview-pages.ts';
import { checkedScreenshots } from './pages/page-checks.ts';
import { PaymentPages, SubscriptionPanel, TEST_CARDS, TEST_MODE_NOTICE, formatShortDate } from './pages/payment-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

const TRIAL_DAYS = 14;
/** The end of a trial started now, as the screens write it. */
const trialEnd = () => formatShortDate(new Date(Date.now() + TRIAL_DAYS * 86_400_000));

test('a free employer at 3 postings upgrades with the success card, posts a 4th job and schedules an interview', async ({ browser }) => {
  test.setTimeout(240_000);
  const titles = ['Alpha', 'Beta', 'Gamma', 'Delta'].map((word) => `Dispatch Engineer ${word} ${RUN}`);
  const employer = await newUser(browser, 'Employer', 'Noor', 'Haddad');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile(`Harbor Routes ${RUN}`);
  for (const title of titles.slice(0, 3)) await employerPages.postJob({ title, skills: ['TypeScript', 'PostgreSQL'] });

  // A candidate applies to the first job, so there is someone to interview.
  const candidate = await newUser(browser, 'Candidate', 'Tomas', `Berg ${RUN}`);
  const candidatePages = new CandidatePages(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  await candidatePages.search(titles[0]!);
  await candidatePages.apply(titles[0]!, 'I plan delivery routes in TypeScript every day.');

  await employer.page.goto('/job-posting');
  await expect(employerPages.postingUsage).toContainText('3 of 3 job postings used this month');
  await expect(employerPages.postingUsage).toContainText('You have reached the free limit of 3 job postings this month.');
  await employerPages.postingUsage.getByRole('link', { name: 'Upgrade for unlimited' }).click();
  await expect(employer.page).toHaveURL(/\/employer-pricing$/);

  const payments = new PaymentPages(employer.page);
  await expect(payments.employerCurrentPlan).toContainText('Free');
  const card = await payments.chooseEmployerPlan('Employer Professional');
  await checkedScreenshots(employer.page, 'payments/employer-pricing-card');
  await card.pay(TEST_CARDS.succeeds);
  await payments.expectPlanConfirmed('Employer Professional');
  await expect(employer.page.getByTestId('plan-state')).toContainText(`Free trial until ${trialEnd()}, then $49/month.`);
  await checkedScreenshots(employer.page, 'payments/payment-success');

  await employerPages.postJob({ title: titles[3]!, skills: ['TypeScript'] });
  await employer.page.goto('/job-posting');
  await expect(employer.page.getByLabel('Job title')).toBeVisible();
  await expect(employerPages.postingUsage).toHaveCount(0);

  const interviews = new InterviewPages(employer.page);
  await interviews.open();
  await expect(interviews.premiumBanner).toHaveCount(0);
  await interviews.schedule({ jobTitle: titles[0]!, candidateEmail: candidate.email, at: localDateTimeInDays(3), notes: 'Meet the routing team.' });
  await expect(interviews.card(titles[0]!)).toContainText(`Tomas Berg ${RUN}`);

  await employer.context.close();
  await candidate.context.close();
});

test('a declined card shows Payment Failed with the card’s message, the plan stays free, and checkout waits for a connection', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Employer', 'Lena', 'Vogt');
  const payments = new PaymentPages(page);
  const card = await payments.openCheckout('employer-professional');
  await expect(card.testModeLabel).toBeVisible();
  await expect(page.getByRole('main')).toContainText('4242 4242 4242 4242');
  await checkedScreenshots(page, 'payments/checkout');

  await card.pay(TEST_CARDS.declined);
  await card.expectDeclined('Your card was declined.');
  // The toast fades; the decline stays at the card field (issue 52).
  await expect(card.field('Card number')).toHaveAccessibleDescription(/Your card was declined\./);
  await expect(card.field('Card number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\?plan=employer-professional$/);

  // The link alone claims nothing: the server still says free.
  await page.goto('/payment-success?plan=employer-professional');
  await expect(page.getByTestId('plan-state')).toContainText('Your account still shows the Free plan');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Welcome');
  await page.goto('/employer-pricing');
  await expect(payments.employerCurrentPlan).toContainText('Free');

  // Offline, checkout takes no card (so nothing can be queued to pay later).
  const checkout = await payments.openCheckout('employer-professional');
  await expect(checkout.testModeLabel).toBeVisible();
  await new AppShell(page).waitUntilOfflineReady();
  await context.setOffline(true);
  await expect(page.getByText('Checkout needs a connection', { exact: false })).toBeVisible();
  await expect(checkout.field('Card number')).toHaveCount(0);
  await context.setOffline(false);
  await expect(checkout.field('Card number')).toBeVisible();
  await context.close();
});

test('a cancelled plan shows until when it runs, resumes, and /settings lists the invoice', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Employer', 'Ines', 'Moreau');
  const payments = new PaymentPages(page);
  await page.goto('/subscribe?plan=employer');
  await expect(page).toHaveURL(/\/checkout\?plan=employer-professional$/);
  await payments.checkoutCard.pay(TEST_CARDS.succeeds);
  await payments.expectPlanConfirmed('Employer Professional');
  // Where checkout lands says, like every payment screen, that no card was charged.
  await expect(payments.paymentMode).toHaveText(TEST_MODE_NOTICE);

  const end = trialEnd();
  await page.goto('/employer-pricing');
  const onPricing = SubscriptionPanel.onEmployerPricing(page);
  await expect(onPricing.root).toContainText(`Free trial until ${end}`);
  const cancelled = await onPricing.cancel();
  await expect(cancelled).toContainText(`Your plan stays on until ${end}.`);
  await expect(onPricing.root).toContainText('Cancelled');
  await expect(onPricing.root).toContainText(`Your plan stays on until ${end}`);
  await expect(onPricing.root.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();

  await page.goto('/settings');
  const settings = SubscriptionPanel.inSettings(page);
  await expect(settings.root).toContainText('Employer Professional');
  await expect(settings.root.getByTestId('payment-mode')).toHaveText(TEST_MODE_NOTICE);
  await expect(settings.root).toContainText(`Your plan stays on until ${end}`);
  await expect(settings.invoices).toHaveCount(1);
  await expect(settings.invoices.first()).toContainText(formatShortDate(new Date()));
  await expect(settings.invoices.first()).toContainText('Paid');
  const link = settings.invoices.first().getByRole('link', { name: /^View invoice/ });
  await expect(link).toHaveAttribute('target', '_blank');
  // Test mode's hosted invoice page, on the app's own origin, opens in a new tab.
  await expect(link).toHaveAttribute('href', /^\/api\/billing\/test-invoices\/in_/);
  const [invoicePage] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(invoicePage.getByRole('heading', { level: 1 })).toContainText('Invoice');
  await expect(invoicePage.getByText('Paid', { exact: true })).toBeVisible();
  await invoicePage.close();
  await checkedScreenshots(page, 'payments/settings-subscription');

  await settings.resume();
  await expect(settings.root).toContainText(`Free trial until ${end}`);
  await expect(settings.root.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();

  // Offline the last known plan stays; the invoices need the server.
  await new AppShell(page).waitUntilOfflineReady();
  await context.setOffline(true);
  await expect(settings.root).toContainText('Employer Professional');
  await expect(settings.root).toContainText('Your invoice list needs a connection');
  await expect(settings.root.getByRole('button', { name: 'Cancel Subscription' })).toBeDisabled();
  await context.setOffline(false);
  await expect(settings.invoices).toHaveCount(1);
  await context.close();
});

test('a candidate at 20 applications today upgrades and sends the 21st', async ({ browser }) => {
  // The server takes at most 10 applications a minute (WRITE_RATE_LIMITS), so reaching 20 takes two minutes.
  test.setTimeout(360_000);
  const titles = Array.from({ length: 21 }, (_, n) => `Courier Planner ${RUN} ${String.fromCharCode(65 + n)}`);
  const employer = await newUser(browser, 'Employer', 'Mara', 'Lindqvist');
  await new EmployerPages(employer.page).createCompanyProfile(`Parcel Lane ${RUN}`);
  await upgradeEmployerByApi(employer.page);
  const jobIds = await postJobsByApi(employer.page, titles);

  const candidate = await newUser(browser, 'Candidate', 'Jonas', `Weber ${RUN}`);
  const { page } = candidate;
  const candidatePages = new CandidatePages(page);
  await candidatePages.createProfile(candidate.email);
  await applyByApi(page, jobIds.slice(0, 10));
  await page.waitForTimeout(62_000);
  await applyByApi(page, jobIds.slice(10, 20));
  const twentiethAt = Date.now();

  const last = titles[20]!;
  await candidatePages.browseJobs();
  await candidatePages.search(last);
  await candidatePages.jobCard(last).getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${last}` });
  await expect(dialog).toContainText('You have reached the free limit of 20 applications today.');
  await dialog.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('main').getByRole('link', { name: 'Start 14-day free trial' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=candidate-premium$/);
  const payments = new PaymentPages(page);
  await payments.checkoutCard.pay(TEST_CARDS.succeeds);
  await payments.expectPlanConfirmed('Candidate Premium');

  // Past the rate limit's minute since the 20th, so only the plan decides.
  await page.waitForTimeout(Math.max(0, twentiethAt + 62_000 - Date.now()));
  await candidatePages.browseJobs();
  await candidatePages.search(last);
  await candidatePages.apply(last, 'Route planning is what I do best.');
  await new AppShell(page).expectAllSaved();
  await candidatePages.openApplications();
  await expect(candidatePages.application(last)).toBeVisible();
  await employer.context.close();
  await candidate.context.close();
});
