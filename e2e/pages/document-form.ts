/**
 * A profile form open in one tab or on one device (/employer-profile, /candidate-profile): typing into a
 * field, saving, and the note it shows when a field being edited was saved meanwhile elsewhere.
 */
import { expect, type Page } from '@playwright/test';
import { toastTitled } from './auth-page.ts';

export class DocumentForm {
  constructor(
    readonly page: Page,
    private readonly path: '/employer-profile' | '/candidate-profile',
  ) {}

  async open() {
    await this.page.goto(this.path);
    await expect(this.saveButton).toBeVisible();
  }

  get saveButton() {
    return this.page.getByRole('button', { name: 'Save Profile' });
  }

  /** A text box by its label ('Location' is matched from the start, as the hint follows it). */
  field(label: string) {
    return this.page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  }

  async save(successTitle: string) {
    await this.saveButton.click();
    await expect(toastTitled(this.page, successTitle).first()).toBeVisible();
  }

  get changedElsewhereNote() {
    return this.page.getByRole('status').filter({ hasText: 'Changed on another tab or device' });
  }
}
