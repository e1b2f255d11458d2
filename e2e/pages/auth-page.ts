/** The sign-in screen as a person uses it. */
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Passw0rdX';

/** A unique e-mail for a journey's user. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export class AuthPage {
  constructor(private readonly page: Page) {}

  async signUp(user: { firstName: string; lastName: string; email: string; role: 'Candidate' | 'Employer' }) {
    await this.page.goto('/auth?tab=signup');
    await this.page.getByLabel('First name').fill(user.firstName);
    await this.page.getByLabel('Last name').fill(user.lastName);
    await this.page.getByLabel('Email').fill(user.email);
    await this.page.getByLabel('Password').fill(PASSWORD);
    await this.page.getByText(user.role, { exact: true }).click();
    await this.page.getByRole('button', { name: 'Create Account' }).click();
    const dashboard = user.role === 'Candidate' ? '/candidate-dashboard' : '/employer-dashboard';
    await expect(this.page).toHaveURL(new RegExp(`${dashboard}$`));
  }
}
