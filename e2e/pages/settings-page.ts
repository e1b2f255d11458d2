/** /settings as a person uses it. */
import { expect, type Page } from '@playwright/test';
import { toastTitled } from './auth-page.ts';

export class SettingsPage {
  constructor(readonly page: Page) {}

  /** The input labelled `label` (a required field's label ends with a '*'). */
  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label}\\*?$`));
  }

  async open() {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  }

  async changeName(firstName: string, lastName: string) {
    await this.field('First name').fill(firstName);
    await this.field('Last name').fill(lastName);
    await this.page.getByRole('button', { name: 'Save Name' }).click();
    await expect(this.page.getByText('Name Updated', { exact: true })).toBeVisible();
  }

  async changePassword(current: string, next: string) {
    await this.field('Current password').fill(current);
    await this.field('New password').fill(next);
    await this.field('Confirm new password').fill(next);
    await this.page.getByRole('button', { name: 'Change Password' }).click();
    await expect(this.page.getByText('Password Changed', { exact: true })).toBeVisible();
  }

  /** A notification type's checkbox, by its label ('Messages', 'Payments', ...). */
  notification(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async saveNotifications() {
    await this.page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toastTitled(this.page, 'Notification Preferences Saved').first()).toBeVisible();
  }

  /** Download the export; returns the parsed JSON. */
  async exportData(): Promise<Record<string, any>> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download My Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hiresync-data-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, any>;
  }

  async deleteAccount(password: string) {
    await this.page.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel(/^Password\*?$/).fill(password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(this.page).toHaveURL(/\/$/);
  }
}
