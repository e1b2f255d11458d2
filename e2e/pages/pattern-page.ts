/** The pattern screen (/pattern-auth) as a person uses it. Points are numbered 1-16 as their labels say. */
import { expect, type Page } from '@playwright/test';
import { input } from './auth-page.ts';

export class PatternPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/pattern-auth');
    await expect(this.page.getByRole('group', { name: 'Pattern grid' })).toBeVisible();
  }

  point(n: number) {
    return this.page.getByRole('button', { name: `Point ${n}`, exact: true });
  }

  async draw(points: number[]) {
    for (const n of points) await this.point(n).click();
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }

  async fillEmail(email: string) {
    await input(this.page, 'Email').fill(email);
  }

  /** The points currently chosen, in order, as the screen reports them. */
  selection() {
    return this.page.getByText(/points? selected|No points selected/);
  }
}
