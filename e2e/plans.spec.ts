/**
 * Plans, verification and files as a person meets them: subscribe buttons lead to the right checkout, bad or
 * signed-out checkouts are turned away, the success page names the plan but waits for the server to claim it
 * (payments.spec.ts pays), an employer sees this month's usage and the card form in place,
 * and the verification and file screens show real (empty) state and refuse a file over 10 MB at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { checkedScreenshots as screenshot } from './pages/page-checks.ts';
import { newUser } from './pages/users.ts';

/** The screen's own content, without the header's navigation. */
const main = (page: Page) => page.getByRole('main');


test('checkout turns away an unknown plan and a signed-out visitor', async ({ page }) => {
  await page.goto('/checkout?plan=bogus');
  await expect(page.getByText('Invalid Plan', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select a valid subscription plan.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto('/checkout?plan=candidate-premium');
  await expect.poll(() => visited.some((url) => url.endsWith('/?auth=signin&next=%2Fcheckout%3Fplan%3Dcandidate-premium'))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeHidden();
});

test('an employer subscribes to the professional plan and sees this month’s usage', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Employer', 'Priya', 'Planner');

  await page.goto('/subscribe?plan=employer');
  await expect(page).toHaveURL(/\/checkout\?plan=employer-professional$/);
  await expect(page.getByTestId('checkout-plan-name')).toHaveText('Employer Professional');
  await expect(page.getByTestId('checkout-plan-price')).toHaveText('$49');
  await expect(main(page).getByText('14-day free trial', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Test mode, no card is charged')).toBeVisible();
  await expect(main(page).getByLabel(/^Card number/)).toBeVisible();
  await screenshot(page, 'checkout');

  await page.goto('/checkout?plan=candidate-premium');
  await expect(page.getByRole('heading', { name: 'Candidate Premium is for job seekers' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Choose Employer Enterprise' })).toHaveAttribute(
    'href',
    '/checkout?plan=employer-enterprise',
  );

  await page.goto('/employer-pricing');
  await expect(page.getByTestId('current-plan')).toContainText('Free');
  await expect(page.getByTestId('job-posting-usage')).toContainText('0 of 3 job postings used this month');
  await expect(main(page).getByRole('button', { name: 'Upgrade to Employer Enterprise' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Upgrade to Employer Professional' }).click();
  const payment = main(page).getByRole('region', { name: 'Pay for Employer Professional' });
  await expect(payment.getByText('Test mode, no card is charged')).toBeVisible();
  await screenshot(page, 'employer-pricing');

  await page.goto('/payment-success?plan=employer-professional');
  await expect(main(page).getByRole('link', { name: 'Find Candidates' })).toHaveAttribute('href', '/find-talent');
  await context.close();
});

test('a candidate sees the success page, verification progress and a file refused for size', async ({ browser }) => {
  const { page, context } = await newUser(browser, 'Candidate', 'Vera', 'Checks');

  await page.goto('/payment-success?plan=candidate-premium');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Candidate Premium');
  await expect(page.getByTestId('plan-state')).toContainText('Your account still shows the Free plan');
  await expect(main(page).getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/browse-jobs');
  await expect(main(page).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/candidate-dashboard');
  await screenshot(page, 'payment-success');

  await page.goto('/id-verification');
  await expect(page.getByRole('progressbar', { name: 'Verification progress' })).toHaveAttribute('value', '0');
  await expect(page.getByText('0 of 3 checks verified')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['ID', 'Email', 'Reference']);
  await expect(page.getByRole('heading', { name: 'Government ID' })).toBeVisible();
  await page.getByLabel('First name').focus();
  await page.getByLabel('Last name').focus();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
    /Please fill in all required fields and upload your ID document\./,
  );
  // The three checks send: files.spec.ts submits an ID document, verification.spec.ts walks the other two.
  await expect(page.getByRole('button', { name: 'Submit for Verification' })).toBeEnabled();
  await screenshot(page, 'id-verification');
  await page.getByRole('tab', { name: 'Reference' }).click();
  await expect(page.getByLabel('Relationship')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Reference Request' })).toBeEnabled();

  await page.goto('/file-upload');
  await expect(page.getByRole('tab', { name: 'Upload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload guidelines' })).toBeVisible();
  const fileInput = main(page).locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'portfolio.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(11 * 1024 * 1024, 1),
  });
  await expect(fileInput).toHaveAccessibleDescription(/Please select a file smaller than 10MB\./);
  await expect(page.getByText('File Too Large', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeDisabled();
  await screenshot(page, 'file-upload');
  await page.getByRole('tab', { name: 'Manage Files' }).click();
  await expect(page.getByText('No files yet')).toBeVisible();
  await context.close();
});
