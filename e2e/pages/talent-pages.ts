/** The talent side of the marketplace: find talent, advanced search and AI matching, and the candidate's skills. */
import { expect, type Page } from '@playwright/test';
import { checkedScreenshots } from './page-checks.ts';

export class TalentPages {
  constructor(private readonly page: Page) {}

  /** A candidate lists skills and years of experience on their profile (after CandidatePages.createProfile). */
  async addSkillsAndYears(skills: string[], years: number) {
    await this.page.goto('/candidate-profile');
    await this.page.getByLabel('Years of experience').fill(String(years));
    await this.page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(this.page.getByText('Profile Updated!').first()).toBeVisible();
    await this.page.goto('/candidate-profile?tab=skills');
    const input = this.page.getByRole('textbox', { name: /^Skills/ });
    for (const skill of skills) {
      await input.fill(skill);
      await input.press('Enter');
    }
    await this.page.getByRole('button', { name: 'Save Skills' }).click();
    await expect(this.page.getByText('Profile Updated!').first()).toBeVisible();
  }

  async openFindTalent() {
    await this.page.goto('/find-talent');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Find Talent' })).toBeVisible();
  }

  async openAdvancedSearch(query = '') {
    await this.page.goto(`/advanced-search${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
  }

  async openAiMatching() {
    await this.page.goto('/ai-matching');
    await expect(this.page.getByRole('heading', { level: 1, name: 'AI Matching' })).toBeVisible();
  }

  /** A card in any of the three lists, by the name or title in its heading. */
  card(heading: string) {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name: heading, exact: true }) });
  }

  results() {
    return this.page.getByTestId(/^(talent|search|match)-results$/);
  }

  mode(label: 'Find Candidates' | 'Find Jobs') {
    return this.page.getByRole('group', { name: 'Search for' }).getByRole('button', { name: label });
  }

  /** Opens the filters panel where it folds away (small screens); a no-op where it is always shown. */
  async showFilters() {
    const toggle = this.page.getByRole('button', { name: 'Show', exact: true });
    if (await toggle.isVisible()) await toggle.click();
  }

  /** What a free employer sees in place of candidate results on /advanced-search. */
  get upgradePrompt() {
    return this.page.getByRole('region', { name: 'Advanced candidate search is a premium feature' });
  }

  async clearAllFilters() {
    await this.results().getByRole('button', { name: 'Clear All Filters' }).click();
  }

  /** Screenshots at phone and desktop width, each checked with axe-core first (no serious or critical issue). */
  async checkAndScreenshot(name: string) {
    await checkedScreenshots(this.page, name);
  }
}
