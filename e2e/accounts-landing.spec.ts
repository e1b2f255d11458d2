/**
 * The landing page's dialogs (?auth=signup, ?auth=signin): sign up with the mailed code, sign in, the failure
 * toast, and closing a dialog taking the parameter off the URL.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, dashboardOf, input, logOut, toastTitled, uniqueEmail } from './pages/auth-page.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { waitForCode } from './pages/mailbox.ts';

test.beforeEach(({ context }) => useFreshClientAddress(context));

test('sign up with the mailed code, log out, then sign in from the landing dialog', async ({ page }) => {
  const email = uniqueEmail('landing');
  await page.goto('/?auth=signup');
  const signUp = page.getByRole('dialog', { name: 'Create Your Account' });
  await input(page, 'First name').fill('Lucia');
  await input(page, 'Last name').fill('Ferreira');
  await input(page, 'Email').fill(email);
  await input(page, 'Password').fill(PASSWORD);
  await signUp.getByRole('radio', { name: 'Employer' }).check();
  const since = Date.now();
  await signUp.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(toastTitled(page, 'OTP Sent!')).toContainText('Check your email for the verification code');

  const codeDialog = page.getByRole('dialog', { name: 'Verify Your Email' });
  const code = await waitForCode(email, since);
  // The box takes at most 6 characters.
  await input(page, 'Verification code').fill(`${code}99`);
  await expect(input(page, 'Verification code')).toHaveValue(code);
  await codeDialog.getByRole('button', { name: 'Verify and Create Account' }).click();
  await expect(page).toHaveURL(dashboardOf('Employer'));
  await expect(toastTitled(page, 'Success!')).toContainText('Account created successfully!');

  await logOut(page);
  await page.goto('/?auth=signin');
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await input(page, 'Email').fill(email);
  await input(page, 'Password').fill('Wr0ngPass1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastTitled(page, 'Login failed')).toBeVisible();
  await input(page, 'Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(dashboardOf('Employer'));
  await expect(toastTitled(page, 'Welcome back!')).toBeVisible();
});

test('a wrong code is refused, and closing a dialog takes ?auth off the address', async ({ page }) => {
  const email = uniqueEmail('landing-wrong');
  await page.goto('/?auth=signup');
  await input(page, 'First name').fill('Wes');
  await input(page, 'Last name').fill('Wrongcode');
  await input(page, 'Email').fill(email);
  await input(page, 'Password').fill(PASSWORD);
  await page.getByRole('radio', { name: 'Candidate' }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const code = await waitForCode(email, since);
  await input(page, 'Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and Create Account' }).click();
  await expect(toastTitled(page, 'Registration failed')).toBeVisible();

  await page.getByRole('dialog', { name: 'Verify Your Email' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/?auth=signin');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\?auth=signup$/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});
