/** The employer's candidate record (/application-tracking?candidate=<id>) and the ways into it. */
import { expect, type Page } from '@playwright/test';
import { checkedScreenshots } from './page-checks.ts';

export class CandidateRecordPage {
  constructor(private readonly page: Page) {}

  /** From /application-tracking: the review dialog of one application, then its 'Open Candidate Record'. */
  async openFromApplication(candidateName: string, jobTitle: string) {
    await this.page.goto('/application-tracking');
    const row = this.page.getByRole('listitem').filter({ hasText: candidateName }).filter({ hasText: jobTitle });
    await row.getByRole('button', { name: /^Review/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Review Application' });
    await dialog.getByRole('link', { name: 'Open Candidate Record' }).click();
    await this.expectOpen(candidateName);
  }

  /** From /find-talent: the card's 'Review Profile' dialog, then 'Open Full Record'. */
  async openFromFindTalent(candidateName: string) {
    await this.page.goto('/find-talent');
    const card = this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name: candidateName, exact: true }) });
    await card.getByRole('button', { name: 'Review Profile' }).click();
    await this.page.getByRole('dialog', { name: candidateName }).getByRole('link', { name: 'Open Full Record' }).click();
    await this.expectOpen(candidateName);
  }

  /** From /ai-matching: 'View Full Profile' on the card pairing the candidate with this job. */
  async openFromAiMatching(candidateName: string, jobTitle: string) {
    await this.page.goto('/ai-matching');
    const card = this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 3, name: candidateName, exact: true }) })
      .filter({ hasText: `for ${jobTitle}` });
    await card.getByRole('link', { name: 'View Full Profile' }).click();
    await this.expectOpen(candidateName);
  }

  async expectOpen(candidateName: string) {
    await expect(this.page).toHaveURL(/\/application-tracking\?candidate=/);
    await expect(this.page.getByRole('heading', { level: 1, name: candidateName })).toBeVisible();
  }

  get profile() {
    return this.page.getByRole('region', { name: 'Profile' });
  }

  matchHeading(jobTitle: string) {
    return this.page.getByRole('heading', { level: 2, name: new RegExp(`^Match with ${jobTitle}: \\d+%$`) });
  }

  get applications() {
    return this.page.getByRole('region', { name: /^Applications/ });
  }

  application(jobTitle: string) {
    return this.applications.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name: jobTitle, exact: true }) });
  }

  async filterByJob(label: string) {
    await this.applications.getByLabel('Filter by job').selectOption({ label });
  }

  async moveStatus(jobTitle: string, statusLabel: string, notes: string) {
    await this.application(jobTitle).getByRole('button', { name: /^Move Status/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Review Application' });
    await expect(dialog.getByRole('link', { name: 'Open Candidate Record' })).toHaveCount(0);
    await dialog.getByLabel('Status').selectOption({ label: statusLabel });
    await dialog.getByLabel('Add a note').fill(notes);
    await dialog.getByRole('button', { name: 'Update Application' }).click();
    await expect(this.page.getByText('Application Updated').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  messages(candidateName: string) {
    return this.page.getByRole('log', { name: `Messages with ${candidateName}` });
  }

  async sendMessage(candidateName: string, text: string) {
    await this.page.getByRole('button', { name: 'Message', exact: true }).click();
    const box = this.page.getByRole('textbox', { name: `Message to ${candidateName}` });
    await expect(box).toBeFocused();
    await box.fill(text);
    await box.press('Enter');
    await expect(this.messages(candidateName)).toContainText(text);
  }

  /** Screenshots at 360 and 1280 px with axe-core, failing if the page scrolls sideways at either width. */
  async checkAndScreenshot(name: string) {
    // From the top, with nothing focused: a full-page shot taken scrolled down paints the sticky header mid-page.
    await this.page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await checkedScreenshots(this.page, name);
    for (const width of [360, 1280]) {
      await this.page.setViewportSize({ width, height: 800 });
      const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
}
