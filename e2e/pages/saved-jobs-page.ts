/** The candidate's saved jobs: 'Save Job' on a card in Browse Jobs, and the Saved Jobs tab that lists them. */
import { expect, type Page } from '@playwright/test';

export class SavedJobsPage {
  constructor(private readonly page: Page) {}

  /** The card whose heading is exactly this title, on whichever Browse Jobs tab is open. */
  card(title: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async save(title: string) {
    await this.page.goto('/browse-jobs');
    const button = this.card(title).getByRole('button', { name: 'Save Job' });
    await button.click();
    await expect(this.card(title).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  }

  tab(name: 'All Jobs' | 'Saved Jobs') {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  /** Opens the Saved Jobs tab from the Browse Jobs screen, as a person would. */
  async open() {
    await this.page.goto('/browse-jobs');
    await this.tab('Saved Jobs').click();
    await expect(this.tab('Saved Jobs')).toHaveAttribute('aria-selected', 'true');
  }

  get list() {
    return this.page.getByTestId('saved-jobs');
  }

  async remove(title: string) {
    await this.card(title).getByRole('button', { name: 'Remove' }).click();
  }
}
