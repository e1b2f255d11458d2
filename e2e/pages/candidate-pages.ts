/** The candidate's screens: profile, browsing and applying, tracking applications. */
import { expect, type Page } from '@playwright/test';

export class CandidatePages {
  constructor(private readonly page: Page) {}

  /** `name`: the profile's own name, when it differs from the account's (it starts as the account's). */
  async createProfile(email: string, name?: { firstName: string; lastName: string }) {
    await this.page.goto('/candidate-profile');
    if (name) {
      await this.page.getByLabel('First name').fill(name.firstName);
      await this.page.getByLabel('Last name').fill(name.lastName);
    }
    await this.page.getByLabel('Title').fill('Backend developer');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Location').fill('Berlin, Germany');
    await this.page
      .getByLabel('Bio')
      .fill('I design and run backend services in TypeScript and Node.js, with a soft spot for PostgreSQL.');
    await this.page.getByLabel('Work authorization').selectOption('citizen');
    await this.page.getByLabel('Salary expectation').fill('80000');
    await this.page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(this.page.getByText('Profile Updated!').first()).toBeVisible();
  }

  async browseJobs() {
    await this.page.goto('/browse-jobs');
  }

  /** The card whose heading is exactly this title (other journeys share the server and post similar titles). */
  jobCard(title: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async search(text: string) {
    await this.page.getByLabel('Search jobs').fill(text);
  }

  async apply(title: string, coverLetter: string) {
    await this.jobCard(title).getByRole('button', { name: 'Apply Now' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Apply to ${title}` });
    await dialog.getByLabel('Cover letter').fill(coverLetter);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(this.page.getByText('Application Submitted').first()).toBeVisible();
  }

  async openApplications() {
    await this.page.goto('/application-tracking');
  }

  application(title: string) {
    return this.page.getByRole('listitem').filter({ hasText: title });
  }

  /** Withdraw the application to `title` from the applications screen, without a reason. */
  async withdraw(title: string) {
    await this.openApplications();
    await this.application(title).getByRole('button', { name: 'Withdraw' }).click();
    await this.page.getByRole('dialog', { name: 'Withdraw your application?' }).getByRole('button', { name: 'Withdraw Application' }).click();
    await expect(this.application(title).getByText('Withdrawn', { exact: true })).toBeVisible();
  }
}
