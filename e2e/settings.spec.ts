/**
 * Settings: a candidate renames themselves and sees the new name in the account menu, downloads their data,
 * saves notification preferences offline while the server-only actions wait for a connection, changes the
 * password and signs in with it, and finally deletes the account, after which the old credentials fail.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { AuthPage, PASSWORD, dashboardOf, logOut } from './pages/auth-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { newUser } from './pages/users.ts';

const NEW_PASSWORD = 'Harbor2Go';

test('a candidate manages their account from Settings, then deletes it', async ({ browser }) => {
  const { context, page, email } = await newUser(browser, 'Candidate', 'Dana', 'Whitfield');
  const settings = new SettingsPage(page);
  const shell = new AppShell(page);
  await settings.open();
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('sign-in-methods')).toContainText('Password');

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/settings-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // A new name reaches the account menu and survives a reload.
  await settings.changeName('Danielle', 'Whitfield');
  await page.getByRole('button', { name: /account menu/i }).click();
  await expect(page.getByTestId('account-menu-name')).toHaveText('Danielle Whitfield');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(settings.field('First name')).toHaveValue('Danielle');

  // The export is the user's own data, as JSON.
  const data = await settings.exportData();
  expect(data.user.email).toBe(email);
  expect(data.account).toMatchObject({ firstName: 'Danielle', email });

  // Offline: preferences still save (queued); the server-only actions say they need a connection.
  await shell.waitUntilOfflineReady();
  await context.setOffline(true);
  await expect(page.getByText('Exporting your data needs a connection', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download My Data' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete My Account' })).toBeDisabled();
  await page.getByLabel('Messages', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Notification Preferences Saved', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/settings-offline-1280.png', fullPage: false });
  await context.setOffline(false);
  await shell.expectAllSaved();
  await page.reload();
  await expect(page.getByLabel('Messages', { exact: true })).not.toBeChecked();

  // A new password; then it is the one that signs in.
  await settings.changePassword(PASSWORD, NEW_PASSWORD);
  await logOut(page);
  const auth = new AuthPage(page);
  await auth.signInWithPassword(email, NEW_PASSWORD);
  await expect(page).toHaveURL(dashboardOf('Candidate'));

  // Deleting signs out; the credentials no longer work.
  await settings.open();
  await settings.deleteAccount(NEW_PASSWORD);
  await expect(page.getByText('Account Deleted', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await auth.signInWithPassword(email, NEW_PASSWORD);
  await expect(page.getByText('Sign In Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await context.close();
});
