/** The employer's screens: company profile, job posting, dashboard, applicant review. */
import { expect, type Locator, type Page } from '@playwright/test';

export class EmployerPages {
  constructor(private readonly page: Page) {}

  async createCompanyProfile(companyName: string) {
    await this.page.goto('/employer-profile');
    await this.page.getByLabel('Company name').fill(companyName);
    await this.page.getByLabel('Industry').selectOption('Technology');
    await this.page.getByLabel('Company size').selectOption('51-200');
    await this.page.getByRole('textbox', { name: /^Location/ }).fill('Berlin, Germany');
    await this.page.getByLabel('Website').fill('https://northwind.example');
    await this.page
      .getByLabel('Company description')
      .fill('Northwind builds logistics software for warehouses across Europe. We value calm, careful engineering and kind teams.');
    await this.page.getByLabel('Contact email').fill('talent@northwind.example');
    await this.page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(this.page.getByText('Company profile saved successfully').first()).toBeVisible();
    await expect(this.page).toHaveURL(/\/employer-dashboard$/);
  }

  /** `beforePost` fills more of the form (screening questions) before 'Post Job'. */
  async postJob(job: { title: string; skills: string[]; salaryMin?: number; salaryMax?: number }, beforePost?: () => Promise<void>) {
    await this.page.goto('/job-posting');
    await this.page.getByLabel('Job title').fill(job.title);
    await this.page
      .getByLabel('Job description')
      .fill(
        'Join our platform team to build route planning services. You will design APIs in TypeScript and Node.js, run them on PostgreSQL, and mentor others.',
      );
    await this.page.getByRole('textbox', { name: /^Location/ }).fill('Berlin, Germany');
    await this.page.getByLabel('Minimum salary').fill(String(job.salaryMin ?? 70000));
    await this.page.getByLabel('Maximum salary').fill(String(job.salaryMax ?? 95000));
    await this.page.getByLabel('Job type').selectOption('full-time');
    const skills = this.page.getByRole('textbox', { name: /^Skills/ });
    for (const skill of job.skills) {
      await skills.fill(skill);
      await skills.press('Enter');
    }
    await beforePost?.();
    await this.page.getByRole('button', { name: 'Post Job' }).click();
    await expect(this.page.getByText('Job posted successfully').first()).toBeVisible();
    await expect(this.page).toHaveURL(/\/employer-dashboard$/);
  }

  /** The address of a posted job's own page, from the dashboard's link on its title. */
  async jobPagePath(title: string): Promise<string> {
    await this.page.goto('/employer-dashboard');
    const link = this.page.getByRole('link', { name: title, exact: true });
    await expect(link).toBeVisible();
    return (await link.getAttribute('href'))!;
  }

  /** The job form's fields, as a person fills them in; skills are added one by one. */
  get jobForm() {
    const page = this.page;
    return {
      title: page.getByLabel('Job title'),
      description: page.getByLabel('Job description'),
      location: page.getByRole('textbox', { name: /^Location/ }),
      salaryMin: page.getByLabel('Minimum salary'),
      skills: page.getByRole('textbox', { name: /^Skills/ }),
      skillChip: (skill: string) => page.getByRole('button', { name: `Remove ${skill}` }),
      submit: page.getByRole('button', { name: /^(Post Job|Save Changes)$/ }),
    };
  }

  async addSkills(skills: string[]) {
    for (const skill of skills) {
      await this.jobForm.skills.fill(skill);
      await this.jobForm.skills.press('Enter');
    }
  }

  /** 'N of 3 job postings used this month' on the dashboard. */
  get postingUsage() {
    return this.page.getByTestId('job-posting-usage');
  }

  jobRow(title: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async openJobAction(title: string, action: 'Edit' | 'Duplicate') {
    await this.page.goto('/employer-dashboard');
    await this.jobRow(title).getByRole('link', { name: new RegExp(`^${action}\\b`) }).click();
  }

  /**
   * Close a job and wait until the server has it: the screen shows 'Closed' from the device at once, and a
   * journey that goes on (a candidate sending an application to it) must meet the job closed on the server.
   */
  async closeJob(title: string) {
    await this.page.goto('/employer-dashboard');
    const job = this.page.getByRole('listitem').filter({ hasText: title });
    const pushed = this.page.context().waitForEvent('response', {
      predicate: (response) =>
        response.url().includes('/api/replication/jobs/push') && response.ok() && (response.request().postData() ?? '').includes('"isActive":false'),
      timeout: 30_000,
    });
    await job.getByRole('button', { name: 'Close job' }).click();
    await expect(job.getByText('Closed')).toBeVisible();
    await pushed;
  }

  async openApplications() {
    await this.page.goto('/application-tracking');
  }

  applicationRow(candidateName: string) {
    return this.page.getByRole('listitem').filter({ hasText: candidateName });
  }

  async moveApplication(candidateName: string, statusLabel: string, note = 'Strong TypeScript background; invite to interview.') {
    await this.applicationRow(candidateName).getByRole('button', { name: 'Review' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Review Application' });
    await dialog.getByLabel('Status').selectOption({ label: statusLabel });
    await dialog.getByLabel('Add a note').fill(note);
    await dialog.getByRole('button', { name: 'Update Application' }).click();
    await expect(this.page.getByText('Application Updated').first()).toBeVisible();
  }

  /** The review dialog of an application, opened from its row on /application-tracking. */
  async openReview(candidateName: string) {
    await this.applicationRow(candidateName).getByRole('button', { name: 'Review' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Review Application' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** A step of the open review dialog's activity made by `author` (the name it shows), with its note. */
  activityStep(dialog: Locator, author: string) {
    return dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem').filter({ hasText: author });
  }

  /** Switch /application-tracking to the board; answers the card of an applicant on it. */
  async openBoard(candidateName: string) {
    await this.page.getByRole('button', { name: 'Board' }).click();
    return this.page.getByRole('region', { name: /, \d+$/ }).getByRole('listitem').filter({ hasText: candidateName });
  }

  /** Add a note to an application without touching its stage (all an interviewer may do). */
  async addNote(candidateName: string, note: string) {
    const dialog = await this.openReview(candidateName);
    await dialog.getByLabel('Add a note').fill(note);
    await dialog.getByRole('button', { name: 'Update Application' }).click();
    await expect(this.page.getByText('Application Updated').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
}
