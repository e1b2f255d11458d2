/**
 * What new users tripped over (issue 52): the landing page's figures are the server's own counts, shown offline
 * too from the device's copy, instead of statistics nothing measures.
 */
import { expect, test } from '@playwright/test';

test("the landing page shows the server's counts, and the same counts offline", async ({ page }) => {
  await page.goto('/');
  const strip = page.locator('section[aria-labelledby="landing-title"] dl');
  await expect(strip.locator('dt')).toHaveText([/^open jobs?$/, /^compan(y|ies)$/, /^candidates?$/, /^hires?$/]);
  // The counts shown are the server's answer as the device kept it.
  const kept = await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hiresync:figures')))
    .not.toBeNull()
    .then(() => page.evaluate(() => JSON.parse(localStorage.getItem('hiresync:figures')!) as Record<string, number>));
  const counts = [kept.openJobs, kept.companies, kept.candidates, kept.hires].map((n) => n.toLocaleString('en-US'));
  await expect(strip.locator('dd')).toHaveText(counts);
  await expect(page.getByRole('main')).not.toContainText('92%');

  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready, Boolean(navigator.serviceWorker.controller))), { timeout: 60_000 }).toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect(strip.locator('dd')).toHaveText(counts);
  await page.context().setOffline(false);
});

test('on a phone every footer link is a tap target at least 44 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(links).toHaveCount(5);
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!;
    expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(44);
  }
});
