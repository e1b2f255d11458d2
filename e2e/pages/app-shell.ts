/** What every signed-in screen shows: the sync indicator, and waiting for the app to work offline. */
import { expect, type Page } from '@playwright/test';

export class AppShell {
  constructor(private readonly page: Page) {}

  get syncIndicator() {
    return this.page.getByTestId('sync-indicator');
  }

  /** The service worker has precached the app shell, so a reload works offline. */
  async waitUntilOfflineReady() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }

  async expectAllSaved() {
    await expect(this.syncIndicator).toContainText('All changes saved');
  }
}
