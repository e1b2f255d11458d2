/**
 * The join flow (/twilio-auth): by e-mail with the 60 s resend countdown (fast-forwarded with page.clock), by
 * phone with the code the server's log transport wrote to its outbox (no SMS provider in tests), the sign-in
 * step, and a back button on every step.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, dashboardOf, input, logOut, toastTitled, uniqueEmail } from './pages/auth-page.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { JoinPage } from './pages/join-page.ts';
import { waitForCode, waitForSmsCode } from './pages/mailbox.ts';

test.beforeEach(({ context }) => useFreshClientAddress(context));

test('join by e-mail: code with countdown and resend, details, account created, then sign in', async ({ page }) => {
  await page.clock.install();
  const join = new JoinPage(page);
  const email = uniqueEmail('join');
  await join.open();
  const since = Date.now();
  // The page's time stands still until the countdown is checked: only fastForward moves it, so a busy machine
  // taking a second to render cannot turn the expected 30s into 29s.
  await page.clock.pauseAt(Date.now() + 1_000);
  await join.sendCode({ email });
  await expect(page.getByText('check the server logs for the code')).toBeVisible();
  await expect(page.getByText('Resend code in 60s')).toBeVisible();
  // Sonner puts a new toast on screen from a timer, which the paused clock holds: a millisecond at a time lets it.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return toastTitled(page, 'Code sent!').isVisible();
    })
    .toBe(true);

  await page.clock.fastForward(30_000);
  await expect(page.getByText('Resend code in 30s')).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page.getByText(/Resend code in/)).toHaveCount(0);
  await page.clock.resume();
  // The browser's clock ran ahead; the server's did not, so it still refuses a new code and the screen says so.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(toastTitled(page, 'Failed to send code')).toContainText('Please wait a minute before asking for another code.');

  const code = await waitForCode(email, since);
  await join.verify(code === '000000' ? '111111' : '000000');
  await expect(toastTitled(page, 'Verification failed')).toBeVisible();
  await join.verify(code);
  await expect(toastTitled(page, 'Verification successful!')).toBeVisible();
  await join.fillDetails({ firstName: 'Jo', lastName: 'Inner', role: 'Candidate' });
  await expect(toastTitled(page, 'Account created!')).toBeVisible();

  await logOut(page);
  await join.open();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await input(page, 'Email').fill(email);
  await input(page, 'Password').fill('Wr0ngPass1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastTitled(page, 'Sign in failed')).toContainText('Invalid email or password');
  await input(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(dashboardOf('Candidate'));
  await expect(toastTitled(page, 'Welcome back!')).toBeVisible();
});

test('join by phone: the code arrives by SMS (the outbox, with no SMS provider configured)', async ({ page }) => {
  const join = new JoinPage(page);
  const phoneNumber = `+1555${String(Date.now()).slice(-7)}`;
  await join.open();
  const since = Date.now();
  await join.sendCode({ phoneNumber });
  await join.verify(await waitForSmsCode(phoneNumber, since));
  await join.fillDetails({ firstName: 'Phil', lastName: 'Phone', role: 'Employer' });
});

test('a correct code for an address that already has an account signs it in', async ({ page }) => {
  const join = new JoinPage(page);
  const email = uniqueEmail('join-again');
  await join.open();
  let since = Date.now();
  await join.sendCode({ email });
  await join.verify(await waitForCode(email, since));
  await join.fillDetails({ firstName: 'Ada', lastName: 'Again', role: 'Employer' });
  await logOut(page);

  await join.open();
  since = Date.now();
  await join.sendCode({ email });
  await join.verify(await waitForCode(email, since));
  await expect(page).toHaveURL(dashboardOf('Employer'));
  await expect(toastTitled(page, 'Welcome back!')).toBeVisible();
});

test('every step has a back button to the choice', async ({ page }) => {
  const join = new JoinPage(page);
  await join.open();
  for (const choice of ['Continue with phone', 'Continue with email', 'Sign In']) {
    await page.getByRole('button', { name: choice }).click();
    await join.back();
  }
  await join.sendCode({ email: uniqueEmail('join-back') });
  await join.back();
});
