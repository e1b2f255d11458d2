/** What every signed-in screen shows: the sync indicator, and waiting for the app to work offline. */
import { expect, type Page } from '@playwright/test';

export class AppShell {
  constructor(private readonly page: Page) {}

  get syncIndicator() {
    return this.page.getByTestId('sync-indicator');
  }

  /** The service worker has precached the app and controls this page, so it and a reload work offline. */
  async waitUntilOfflineReady() {
    // Installed is not enough: this page must be one the worker controls, or its lazy chunks load from the network.
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });
  }

  /** Open the account menu; answers the menu (its header and entries). */
  async openAccountMenu() {
    await this.page.getByRole('button', { name: 'Account menu' }).click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    return menu;
  }

  async expectAllSaved() {
    await expect(this.syncIndicator).toContainText('All changes saved');
  }
}
