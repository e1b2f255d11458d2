/** The company's tags (issue 48): the dashboard's Tags section, the board's tag chips, filter and bulk tag, the record's tags. */
import { expect, type Page } from '@playwright/test';

export class TagPages {
  constructor(readonly page: Page) {}

  get section() {
    return this.page.getByRole('region', { name: 'Tags', exact: true });
  }

  /** On the dashboard: a new tag with a name and a colour (by its accessible name). */
  async createTag(name: string, colour: string) {
    await this.page.goto('/employer-dashboard');
    await this.section.getByRole('button', { name: 'New tag' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New tag' });
    await dialog.getByLabel('Tag name').fill(name);
    await dialog.getByRole('radio', { name: colour }).check();
    await dialog.getByRole('button', { name: 'Create tag' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.section.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  }

  async renameTag(from: string, to: string) {
    await this.page.goto('/employer-dashboard');
    await this.section.getByRole('button', { name: `Edit ${from}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Edit tag ${from}` });
    await dialog.getByLabel('Tag name').fill(to);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.section.getByRole('listitem').filter({ hasText: to })).toBeVisible();
  }

  /** The section's line of one tag, with its candidate count. */
  row(name: string) {
    return this.section.getByRole('listitem').filter({ hasText: name });
  }

  async openBoard(jobTitle: string) {
    await this.page.goto('/application-tracking');
    await this.page.getByRole('button', { name: 'Board' }).click();
    await this.page.getByLabel('Job').selectOption({ label: jobTitle });
  }

  column(name: string | RegExp) {
    return this.page.getByRole('region', { name });
  }

  /** A board card by the candidate's name. */
  card(candidateName: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('checkbox', { name: `Select ${candidateName}` }) });
  }

  cardTags(candidateName: string) {
    return this.card(candidateName).getByRole('list', { name: 'Tags' });
  }

  get bar() {
    return this.page.getByRole('region', { name: 'Selected applications' });
  }

  /** From the selection bar: one of the company's tags onto the selected cards. */
  async bulkAddTag(tagName: string, count: number) {
    await this.bar.getByRole('button', { name: 'Add tag' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Add a tag to ${count} ${count === 1 ? 'candidate' : 'candidates'}` });
    await dialog.getByLabel('Tag', { exact: true }).selectOption({ label: tagName });
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await expect(dialog).toBeHidden();
  }

  get bulkResult() {
    return this.page.getByRole('status').filter({ hasText: /^Tagged|Removed/ });
  }

  async filterByTag(label: string) {
    await this.page.getByLabel('Tag', { exact: true }).selectOption({ label });
  }

  /** On the candidate record: a new tag made in the picker (name and colour) put on the candidate. */
  async tagOnRecordWithNewTag(name: string, colour: string, beforeConfirm: () => Promise<void> = async () => {}) {
    const region = this.page.getByRole('region', { name: 'Tags', exact: true });
    await region.getByRole('button', { name: 'Add tag' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a tag to 1 candidate' });
    await dialog.getByLabel('Tag', { exact: true }).selectOption({ label: 'New tag…' });
    await dialog.getByLabel('New tag name').fill(name);
    await dialog.getByRole('radio', { name: colour }).check();
    await beforeConfirm();
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await expect(dialog).toBeHidden();
    await expect(region.getByRole('list', { name: 'Tags' })).toContainText(name);
  }

  /** The server's list, asked with the page's session. */
  async serverTags(): Promise<{ tags: { id: string; name: string; colour: string; candidateCount: number }[]; candidateTags: Record<string, string[]> }> {
    const response = await this.page.request.get('/api/company/tags');
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  }

  async sidewaysOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}
