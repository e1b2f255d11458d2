/**
 * /pattern-auth: the create and confirm rules (too short, wrong length, wrong order), registration finished
 * with the mailed code, login, a failed login clearing the pattern, logout and login again, and the keyboard.
 */
import { expect, test } from '@playwright/test';
import { dashboardOf, input, logOut, toastTitled, uniqueEmail } from './pages/auth-page.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { waitForCode } from './pages/mailbox.ts';
import { PatternPage } from './pages/pattern-page.ts';

test.beforeEach(({ context }) => useFreshClientAddress(context));

const PATTERN = [1, 2, 3, 7, 11];

test('create a pattern: the confirm rules, the mailed code, then login, logout and login again', async ({ page }) => {
  const pattern = new PatternPage(page);
  const email = uniqueEmail('pattern');
  await pattern.open();
  await expect(pattern.point(1)).toBeDisabled();
  await pattern.button('Complete Registration').waitFor({ state: 'detached' });

  await pattern.button('Start Creating Pattern').click();
  await pattern.draw([1, 2, 3]);
  await pattern.button('Next: Confirm Pattern').click();
  await expect(toastTitled(page, 'Pattern Too Short')).toContainText('Please create a pattern with at least 4 points');
  await pattern.button('Clear').click();
  await expect(pattern.selection()).toHaveText('No points selected');
  await pattern.draw(PATTERN);
  await expect(pattern.point(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(pattern.point(3)).toHaveText('3');
  await pattern.button('Next: Confirm Pattern').click();

  await pattern.fillEmail(email);
  await page.getByRole('radio', { name: 'Job Seeker' }).check();
  await pattern.draw([1, 2, 3, 7]);
  await pattern.button('Complete Registration').click();
  await expect(toastTitled(page, 'Pattern Length Mismatch')).toContainText('Please match the exact pattern length');
  await expect(pattern.selection()).toHaveText('No points selected');
  await pattern.draw([1, 2, 3, 11, 7]);
  await pattern.button('Complete Registration').click();
  await expect(toastTitled(page, "Patterns Don't Match")).toContainText('Please try again with the same pattern');
  await expect(pattern.selection()).toHaveText('No points selected');

  await pattern.draw(PATTERN);
  const since = Date.now();
  await pattern.button('Complete Registration').click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Email' })).toBeVisible();
  await input(page, 'Verification code').fill(await waitForCode(email, since));
  await page.getByRole('button', { name: 'Verify and Register' }).click();
  await expect(page).toHaveURL(dashboardOf('Candidate'));
  await expect(toastTitled(page, 'Registration Successful!')).toBeVisible();

  await logOut(page);
  await pattern.open();
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await expect(page.getByRole('button', { name: 'New user? Create pattern' })).toBeVisible();
  await pattern.fillEmail(email);
  await pattern.draw([1, 2, 3, 4]);
  await pattern.button('Login').click();
  await expect(toastTitled(page, 'Login Failed')).toContainText('Invalid email or pattern');
  await expect(pattern.selection()).toHaveText('No points selected');

  await pattern.draw(PATTERN);
  await pattern.button('Login').click();
  await expect(page).toHaveURL(dashboardOf('Candidate'));
  await expect(toastTitled(page, 'Login Successful!')).toBeVisible();
  await logOut(page);

  await pattern.open();
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await pattern.fillEmail(email);
  // The keyboard alone: Tab into the grid, arrows to move, Enter or Space to pick.
  await pattern.point(1).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pattern.selection()).toHaveText('5 points selected: 1, 2, 3, 7, 11');
  await pattern.button('Login').click();
  await expect(page).toHaveURL(dashboardOf('Candidate'));
});

test('five wrong patterns lock pattern sign-in and say how to unlock it', async ({ page }) => {
  const pattern = new PatternPage(page);
  await pattern.open();
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await pattern.fillEmail(uniqueEmail('locked'));
  for (let i = 0; i < 5; i++) {
    await pattern.draw([16, 15, 14, 13]);
    await pattern.button('Login').click();
    await expect(pattern.selection()).toHaveText('No points selected');
  }
  await expect(page.getByRole('alert')).toContainText('Pattern locked');
  await expect(page.getByRole('link', { name: 'Sign in with an email code or password' })).toHaveAttribute('href', '/auth');
});

test('Missing Information without an e-mail, and Network Error when offline', async ({ page, context }) => {
  const pattern = new PatternPage(page);
  await pattern.open();
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();
  await pattern.draw([1, 2, 3, 4]);
  await pattern.button('Login').click();
  await expect(toastTitled(page, 'Missing Information')).toContainText('Please provide email and create a pattern');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await pattern.fillEmail(uniqueEmail('offline'));
  await context.setOffline(true);
  await pattern.button('Login').click();
  await expect(toastTitled(page, 'Network Error')).toContainText('Please check your connection and try again');
  await context.setOffline(false);
});
