/**
 * Documentation: the AI matching tab states the scorer's own weights and bands; the API tab lists the endpoints
 * the server publishes, and after one online visit it still shows them offline, with when they were fetched.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';

test('the documentation states the match weights and lists the API, online and offline', async ({ page, context }) => {
  await page.goto('/documentation?tab=ai-matching');
  await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'AI Matching' })).toHaveAttribute('aria-selected', 'true');
  const weights = page.getByRole('table', { name: 'Match score weights' });
  await expect(weights).toContainText('Skills 40%');
  await expect(weights).toContainText('Education 5%');
  await expect(page.getByRole('table', { name: 'Match labels' })).toContainText('90+');
  await expect(page.getByRole('table', { name: 'AI matching filter bands' })).toContainText('60-79');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'e2e/artifacts/documentation-ai-matching-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('tab', { name: 'API' }).click();
  await expect(page).toHaveURL(/\?tab=api$/);
  const apply = page.getByTestId('api-endpoint').filter({ hasText: '/api/applications' }).filter({ hasText: 'POST' }).first();
  await expect(apply).toContainText('Apply to an active job');
  await expect(apply).toContainText('jobId');
  await expect(page.getByTestId('api-reference-status')).toContainText('read from this server just now');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/documentation-api-${width}.png`, fullPage: width === 1280 });
  }

  // Offline after one online visit: the app shell from the service worker, the reference from the device.
  await new AppShell(page).waitUntilOfflineReady();
  await context.setOffline(true);
  await page.reload();
  await expect(apply).toContainText('Apply to an active job');
  await expect(page.getByTestId('api-reference-status')).toContainText('Last updated');
  await page.screenshot({ path: 'e2e/artifacts/documentation-api-offline-360.png' });
  await context.setOffline(false);
});
