/**
 * The header's sync state says no more than is true (issue 19, item 8): offline with a change waiting, the time
 * of the last sync is history ('Last synced …'), never 'Synced just now'; once the change is sent, it is. A phone
 * shows the time as well (shorter).
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { DESKTOP, PHONE } from './pages/page-checks.ts';
import { newUser } from './pages/users.ts';

test('offline with a change waiting, the header does not say "Synced just now"', async ({ browser }) => {
  const candidate = await newUser(browser, 'Candidate', 'Ines', 'Duarte');
  const candidatePages = new CandidatePages(candidate.page);
  const shell = new AppShell(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await shell.waitUntilOfflineReady();
  await shell.expectAllSaved();
  await expect(shell.syncIndicator).toContainText('Synced just now');

  // Offline, the profile edit is kept on the device and waits.
  await candidate.context.setOffline(true);
  await expect(shell.syncIndicator).toContainText('Offline');
  await candidate.page.getByLabel('Location').fill('Lisbon, Portugal');
  await candidate.page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(shell.syncIndicator).toContainText('1 change waiting');
  await expect(shell.syncIndicator).toContainText('Last synced under a minute ago');
  await expect(shell.syncIndicator).not.toContainText('Synced just now');
  // On phones the toast sits over the header; the pictures are of the header.
  await expect(candidate.page.getByText('Profile Updated!')).toHaveCount(0);
  for (const size of [PHONE, DESKTOP]) {
    await candidate.page.setViewportSize(size);
    await candidate.page.getByRole('banner').screenshot({ path: `e2e/artifacts/layout/header-offline-waiting-${size.width}.png` });
  }

  // Online again: the change is sent, and now everything on the device is in sync.
  await candidate.context.setOffline(false);
  await shell.expectAllSaved();
  await expect(shell.syncIndicator).toContainText('Synced just now');
  // decisions.md: the app always shows when it last synced, on a phone too.
  await candidate.page.setViewportSize(PHONE);
  await expect(shell.syncIndicator.getByText('Synced just now').filter({ visible: true })).toHaveCount(1);
  await candidate.context.setOffline(true);
  await expect(shell.syncIndicator.getByText(/^Last synced (<1m|\d+m) ago$/).filter({ visible: true })).toHaveCount(1);
  await candidate.context.close();
});
