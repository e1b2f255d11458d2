/**
 * /auth: a magic link opens a page that changes nothing until Continue; an e-mail code proves a new address,
 * which then completes its profile; the Password tab signs in. Wrong codes and spent links are refused.
 */
import { expect, test } from '@playwright/test';
import { AuthPage, PASSWORD, dashboardOf, input, logOut, toastTitled, uniqueEmail } from './pages/auth-page.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { waitForCode, waitForMagicLink } from './pages/mailbox.ts';

test.beforeEach(({ context }) => useFreshClientAddress(context));

test('email code, Complete Your Profile, then the Password tab signs the same person in again', async ({ page }) => {
  const auth = new AuthPage(page);
  const email = uniqueEmail('code');
  await auth.open();
  const code = await auth.requestCode(email);
  await expect(toastTitled(page, 'Verification Code Sent!')).toBeVisible();

  await input(page, 'Verification code').fill('12345');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Verification code must be 6 digits')).toBeVisible();
  const wrong = code === '000000' ? '111111' : '000000';
  await auth.enterCode(wrong);
  await expect(toastTitled(page, 'Invalid Code')).toBeVisible();

  await auth.enterCode(code);
  await expect(toastTitled(page, 'Email Verified!')).toBeVisible();
  await auth.completeProfile({ firstName: 'Cora', lastName: 'Code', role: 'Candidate' });
  await logOut(page);

  await auth.signInWithPassword(email, 'Wr0ngPass');
  await expect(toastTitled(page, 'Sign In Failed')).toBeVisible();
  await input(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(dashboardOf('Candidate'));
  await expect(toastTitled(page, 'Welcome back!')).toBeVisible();
});

test('Check Your Email has a way back to the options, and the footer links to the terms and privacy pages', async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.open();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await auth.requestCode(uniqueEmail('back'));
  await page.getByRole('button', { name: 'Back to sign-in options' }).click();
  await expect(page.getByRole('tab', { name: 'Magic Link' })).toBeVisible();
});

test('a magic link: opening it (or a mail scanner fetching it) uses nothing up; Continue does, once', async ({ page, browser }) => {
  const email = uniqueEmail('magic');
  const auth = new AuthPage(page);
  await auth.open();
  await input(page, 'Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(toastTitled(page, 'Magic Link Sent!')).toBeVisible();
  const link = await waitForMagicLink(email, since);

  // A scanner's GET, and a person opening and reloading the page: still nobody is signed in.
  expect((await page.request.get(link)).status()).toBe(200);
  const reader = await browser.newContext();
  const tab = await reader.newPage();
  await tab.goto(link);
  await expect(tab.getByRole('button', { name: 'Continue' })).toBeVisible();
  await tab.reload();
  await expect(tab.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect((await tab.request.get('/api/auth/me')).status()).toBe(401);

  await tab.getByRole('button', { name: 'Continue' }).click();
  await expect(toastTitled(tab, 'Email Verified!')).toBeVisible();
  await expect(tab).not.toHaveURL(/magic=/);
  await new AuthPage(tab).completeProfile({ firstName: 'Mags', lastName: 'Link', role: 'Employer' });

  // Single use: the same link again is refused.
  await page.goto(link);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toastTitled(page, 'Link Not Valid')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Magic Link' })).toBeVisible();
  await reader.close();
});

test('a magic link for an existing account signs it in with Welcome back!', async ({ page }) => {
  const email = uniqueEmail('magic-back');
  const auth = new AuthPage(page);
  await auth.signUp({ firstName: 'Remy', lastName: 'Return', email, role: 'Employer' });
  await logOut(page);

  await auth.open();
  await input(page, 'Email').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await page.goto(await waitForMagicLink(email, since));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(dashboardOf('Employer'));
  await expect(toastTitled(page, 'Welcome back!')).toBeVisible();
});

test('an e-mail code for an existing account signs it in', async ({ page }) => {
  const email = uniqueEmail('code-back');
  const auth = new AuthPage(page);
  await auth.signUp({ firstName: 'Ivo', lastName: 'Again', email, role: 'Candidate' });
  await logOut(page);
  await auth.open();
  const since = Date.now();
  await page.getByRole('tab', { name: 'Email Code' }).click();
  await input(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await auth.enterCode(await waitForCode(email, since));
  await expect(page).toHaveURL(dashboardOf('Candidate'));
});
