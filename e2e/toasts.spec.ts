/**
 * Toasts as spec section 9 has them: one at a time (a new one replaces the shown one), gone after 5000 ms,
 * dismissed by a swipe right of 50 px or more, and F8 moves the keyboard focus to them.
 */
import { expect, test, type Page } from '@playwright/test';
import { TOAST_SETTINGS } from '../shared/src/catalog/ui.ts';
import { toastTitled, uniqueEmail } from './pages/auth-page.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { PatternPage } from './pages/pattern-page.ts';

test.beforeEach(({ context }) => useFreshClientAddress(context));

/** Every toast on the screen, whatever it says. */
const shownToasts = (page: Page) => page.getByRole('region', { name: /Status updates/ }).getByRole('listitem');

/** Ask for a pattern login without an e-mail: the screen answers with the 'Missing Information' toast. */
async function missingInformation(pattern: PatternPage) {
  if ((await pattern.selection().textContent()) !== 'No points selected') await pattern.button('Clear').click();
  await pattern.draw([1, 2, 3, 4]);
  await pattern.button('Login').click();
}

test('one toast at a time, F8 focuses it, a swipe right dismisses it, and it leaves after 5000 ms', async ({ page, context }) => {
  await page.clock.install();
  const pattern = new PatternPage(page);
  await pattern.open();
  await page.getByRole('button', { name: 'Already have an account? Login' }).click();

  await missingInformation(pattern);
  await expect(toastTitled(page, 'Missing Information')).toBeVisible();

  // A second toast replaces the first.
  await pattern.fillEmail(uniqueEmail('toasts'));
  await context.setOffline(true);
  await pattern.button('Login').click();
  await expect(toastTitled(page, 'Network Error')).toBeVisible();
  await expect(shownToasts(page)).toHaveCount(1);
  await context.setOffline(false);

  // F8 takes the keyboard to the toasts; Tab reaches the toast, then its close button.
  await page.keyboard.press(TOAST_SETTINGS.hotkey);
  await expect(page.locator(':focus')).toContainText('Network Error');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('data-sonner-toast');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName('Dismiss');
  await page.keyboard.press('Enter');
  await expect(shownToasts(page)).toHaveCount(0);

  // A swipe right past the threshold dismisses; the toast follows the finger, so it is measured from its box.
  await pattern.fillEmail('');
  await missingInformation(pattern);
  const toast = toastTitled(page, 'Missing Information');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let dx = 10; dx <= TOAST_SETTINGS.swipeThresholdPx + 30; dx += 10) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
  await page.mouse.up();
  await expect(shownToasts(page)).toHaveCount(0);

  // Left alone, a toast stays for 5000 ms and then goes.
  await missingInformation(pattern);
  await expect(toastTitled(page, 'Missing Information')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(TOAST_SETTINGS.durationMs - 500);
  await expect(toastTitled(page, 'Missing Information')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(shownToasts(page)).toHaveCount(0);
});
