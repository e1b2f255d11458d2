/**
 * A device whose session ends elsewhere learns it at once, with the screen open and no reload (issue 44): its
 * live stream says why, it stops saying 'All changes saved', opens the sign-in dialog saying why, and keeps what
 * it had not sent as a draft of that user, sent once they sign in again. A deleted account leaves no data on
 * the device. A device whose IndexedDB fails says so once and keeps working in memory.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { PASSWORD } from './pages/auth-page.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { LandingDialogs } from './pages/landing-dialogs.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { SignedOutDevice } from './pages/signed-out-device.ts';
import { screenshotBothWidths } from './pages/page-checks.ts';
import { newUser } from './pages/users.ts';

/** Event driven: the stream's word arrives within a round trip; 5 s is the promise, not a guess at timing. */
const AT_ONCE = { timeout: 5_000 };

/** A candidate with a profile on a phone, and the same account signed in on a laptop with its profile open. */
async function twoDevices(browser: Browser) {
  const phone = await newUser(browser, 'Candidate', 'Dana', 'Devices');
  await new CandidatePages(phone.page).createProfile(phone.email);
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await laptop.goto('/?auth=signin');
  await new LandingDialogs(laptop).signIn(phone.email);
  await expect(laptop).toHaveURL(/candidate-dashboard/);
  await laptop.goto('/candidate-profile');
  await expect(laptop.getByLabel('Location')).toHaveValue('Berlin, Germany');
  await new AppShell(laptop).expectAllSaved();
  return { phone, laptop, laptopContext };
}

const PUSHES = '**/api/replication/*/push';

/** The laptop edits its profile with pushes blocked (in every tab): the edit waits, unsent, while the stream stays open. */
async function editUnsent(laptop: Page, location: string) {
  await laptop.context().route(PUSHES, (route) => route.abort());
  await laptop.getByLabel('Location').fill(location);
  await laptop.getByRole('button', { name: 'Save Profile' }).click();
  await expect(new AppShell(laptop).syncIndicator).toContainText('1 change waiting');
}

test('password changed on one device: the other is signed out at once and sends its unsent edit after signing in again', async ({ browser }) => {
  const { phone, laptop, laptopContext } = await twoDevices(browser);
  // A second tab on the laptop: it hears of the sign-out from the tab that holds the stream.
  const laptopTab = await laptopContext.newPage();
  await laptopTab.goto('/candidate-dashboard');
  await expect(new AppShell(laptopTab).syncIndicator).toBeVisible();
  await editUnsent(laptop, 'Porto, Portugal');

  const settings = new SettingsPage(phone.page);
  await settings.open();
  await settings.changePassword(PASSWORD, 'Lantern77');

  const signedOut = new SignedOutDevice(laptop);
  await expect(signedOut.notice).toContainText('your password was changed on another device', AT_ONCE);
  await expect(signedOut.notice).toContainText('Not sent: you were signed out', AT_ONCE);
  await expect(new AppShell(laptop).syncIndicator).toHaveCount(0, AT_ONCE);
  await expect(new SignedOutDevice(laptopTab).notice).toContainText('your password was changed on another device', AT_ONCE);
  await expect(new AppShell(laptopTab).syncIndicator).toHaveCount(0, AT_ONCE);
  // The synced data went as a logout removes it; only the kept draft stays, in a database of that user's.
  await expect.poll(() => signedOut.databaseNames(), AT_ONCE).toEqual([expect.stringMatching(/^hiresync-unsent-/)]);
  await screenshotBothWidths(laptop, 'session-end/signed-out-with-draft');

  await laptopContext.unroute(PUSHES);
  await new LandingDialogs(laptop).signIn(phone.email, 'Lantern77');
  await expect(laptop).toHaveURL(/candidate-dashboard/);
  await new AppShell(laptop).expectAllSaved();
  // Stored on the server: the phone (on its fresh session) reads it.
  await expect
    .poll(async () => ((await (await phone.page.request.get('/api/candidates/me')).json()) as { location?: string }).location)
    .toBe('Porto, Portugal');
  expect(await signedOut.databaseNames()).not.toContainEqual(expect.stringMatching(/^hiresync-unsent-/));
  await phone.context.close();
  await laptopContext.close();
});

test('account deleted on one device: the other says so at once and keeps no data of that user', async ({ browser }) => {
  const { phone, laptop, laptopContext } = await twoDevices(browser);
  const signedOut = new SignedOutDevice(laptop);
  const userId = await signedOut.userId();
  await editUnsent(laptop, 'Faro, Portugal');
  expect(await signedOut.recordsOf(userId, phone.email)).toBeGreaterThan(0);

  const settings = new SettingsPage(phone.page);
  await settings.open();
  await settings.deleteAccount(PASSWORD);

  await expect(signedOut.notice).toContainText('your account was deleted', AT_ONCE);
  await expect(signedOut.notice).toContainText('1 change not sent yet was discarded with the account.', AT_ONCE);
  await expect.poll(() => signedOut.databasesOf(userId), AT_ONCE).toEqual([]);
  expect(await signedOut.recordsOf(userId, phone.email)).toBe(0);
  await phone.context.close();
  await laptopContext.close();
});

test('IndexedDB refusing to store: the user is told once, and the app works in memory', async ({ browser }) => {
  // Every IndexedDB open and write fails, as on a full disk or a browser that allows no storage.
  const candidate = await newUser(browser, 'Candidate', 'Mia', 'Memory', (context) =>
    context.addInitScript(() => {
      const full = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      IDBFactory.prototype.open = full;
      IDBObjectStore.prototype.put = full;
      IDBObjectStore.prototype.add = full;
    }),
  );
  const shell = new AppShell(candidate.page);
  const banner = candidate.page.getByTestId('storage-banner');
  await expect(banner).toContainText('Storage unavailable.');
  await expect(banner).toContainText('Offline use is off until storage works again.');
  await expect(shell.syncIndicator).toContainText('Offline use off');
  await screenshotBothWidths(candidate.page, 'session-end/storage-unavailable');
  await new CandidatePages(candidate.page).createProfile(candidate.email);
  await shell.expectAllSaved();
  const stored = await candidate.page.request.get('/api/candidates/me');
  expect(((await stored.json()) as { location?: string }).location).toBe('Berlin, Germany');
  // Told once: dismissed, it stays away on the next screens.
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await candidate.page.getByRole('link', { name: 'Browse Jobs' }).first().click();
  await expect(candidate.page).toHaveURL(/browse-jobs/);
  await expect(banner).toHaveCount(0);
  await expect(shell.syncIndicator).toContainText('Offline use off');
  await candidate.context.close();
});
