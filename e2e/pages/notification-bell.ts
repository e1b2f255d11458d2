import { expect, type Page } from '@playwright/test';

/** The header's bell and its panel, as a person uses them. */
export class NotificationBell {
  constructor(private readonly page: Page) {}

  get button() {
    return this.page.getByRole('button', { name: /^Notifications/ });
  }

  get badge() {
    return this.page.getByTestId('notification-badge');
  }

  get panel() {
    return this.page.getByRole('region', { name: 'Notifications' });
  }

  item(title: string) {
    return this.panel.getByRole('listitem').filter({ hasText: title });
  }

  async open() {
    await this.button.click();
    await expect(this.panel).toBeVisible();
  }
}
