import { expect, type Page } from '@playwright/test';

/** Browse Jobs' saved searches, as a candidate uses them: save the search on screen, then the Saved Searches tab. */
export class SavedSearchPages {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: /Save this search|Edit saved search/ });
  }

  get list() {
    return this.page.getByRole('list', { name: 'Saved searches' });
  }

  entry(name: string) {
    return this.list.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name }) });
  }

  /** Type the words into Browse Jobs' search box and save them under `name` with instant alerts. */
  async saveSearch(query: string, name: string) {
    await this.page.goto('/browse-jobs');
    await this.page.getByLabel('Search jobs').fill(query);
    await this.page.getByRole('button', { name: 'Save search' }).click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByLabel('Name')).toHaveValue(query);
    await this.dialog.getByLabel('Name').fill(name);
    await expect(this.dialog.getByLabel('Job alerts')).toHaveValue('instant');
    await this.dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async openTab() {
    await this.page.getByRole('tab', { name: /Saved Searches/ }).click();
    await expect(this.list).toBeVisible();
  }
}
