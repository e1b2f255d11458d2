/**
 * Who may open the sign-in screens and the protected ones (spec sections 2 and 6): a signed-in user on /, /auth,
 * /twilio-auth or /pattern-auth goes to their dashboard; signed-out visitors of protected screens go to / with
 * the sign-in dialog open. A session survives a reload, offline too.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { dashboardOf, logOut } from './pages/auth-page.ts';
import { newUser } from './pages/users.ts';

const GUEST_ONLY = ['/', '/auth', '/twilio-auth', '/pattern-auth', '/?auth=signin', '/auth?magic=not-a-real-token-but-long'];

for (const role of ['Candidate', 'Employer'] as const) {
  test(`a signed-in ${role.toLowerCase()} on a sign-in screen goes to their dashboard`, async ({ browser }) => {
    const { context, page } = await newUser(browser, role, 'Rita', 'Redirect');
    for (const path of GUEST_ONLY) {
      await page.goto(path);
      await expect(page).toHaveURL(dashboardOf(role));
    }
    await context.close();
  });
}

const SIGNED_OUT = [
  '/candidate-dashboard',
  '/employer-dashboard',
  '/messages',
  '/application-tracking',
  '/browse-jobs',
  '/job-posting',
  '/video-interviews',
  '/advanced-search',
];

test('signed-out visitors of protected screens land on / with the sign-in dialog open', async ({ page }) => {
  for (const path of SIGNED_OUT) {
    await page.goto(path);
    const to = `/?auth=signin&next=${encodeURIComponent(path)}`;
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { message: path }).toBe(to);
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toContainText(/Please sign in( with an? (job seeker|employer) account)? to open /);
  }
});

test('the session survives a reload, online and offline, until Log out', async ({ browser }) => {
  const { context, page } = await newUser(browser, 'Employer', 'Stella', 'Stay');
  await new AppShell(page).waitUntilOfflineReady();
  await page.reload();
  await expect(page).toHaveURL(dashboardOf('Employer'));
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(dashboardOf('Employer'));
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await context.setOffline(false);
  await logOut(page);
  await page.goto('/employer-dashboard');
  await expect(page).toHaveURL(/\/\?auth=signin&next=%2Femployer-dashboard$/);
  await context.close();
});
