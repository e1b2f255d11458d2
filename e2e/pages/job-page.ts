/** A job's own page (/jobs/{id}) and Browse Jobs' filters, as a person uses them. */
import { expect, type Page } from '@playwright/test';

export class JobPage {
  constructor(private readonly page: Page) {}

  heading(title: string) {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  get applyButton() {
    return this.page.getByRole('button', { name: 'Apply Now' });
  }

  /** Apply from the job's page with a cover letter. */
  async apply(title: string, coverLetter: string) {
    await this.applyButton.click();
    const dialog = this.page.getByRole('dialog', { name: `Apply to ${title}` });
    await dialog.getByLabel('Cover letter').fill(coverLetter);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(this.page.getByText('Application Submitted').first()).toBeVisible();
  }

  get applyAgainButton() {
    return this.page.getByRole('button', { name: 'Apply Again' });
  }

  /** The apply dialog opened by 'Apply Again' after a withdrawal, with its warning. */
  async openApplyAgain(title: string) {
    await this.applyAgainButton.click();
    const dialog = this.page.getByRole('dialog', { name: `Apply to ${title}` });
    await expect(dialog.getByRole('note')).toHaveText('You withdrew an application to this job before. The employer will see your earlier application and its history.');
    return dialog;
  }
}

export class JobFilters {
  constructor(private readonly page: Page) {}

  async salaryFrom(amount: string) {
    await this.page.getByLabel('Salary from').fill(amount);
  }

  async datePosted(label: 'Any time' | 'Last 24 hours' | 'Last 7 days' | 'Last 30 days') {
    await this.page.getByLabel('Date posted').selectOption({ label });
  }

  async sortBy(label: 'Best match' | 'Newest' | 'Salary') {
    await this.page.getByLabel('Sort by').selectOption({ label });
  }

  /** The titles of the cards on the device's results, in order. */
  resultHeadings() {
    return this.page.getByTestId('job-results').getByRole('heading', { level: 3 });
  }
}
