/** The join flow (/twilio-auth) as a person uses it. */
import { expect, type Page } from '@playwright/test';
import { PASSWORD, dashboardOf, input, type Role } from './auth-page.ts';

export class JoinPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/twilio-auth');
    await expect(this.page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  }

  /** Choice -> email or phone entry -> 'Send code'; returns when the code step shows. */
  async sendCode(to: { email: string } | { phoneNumber: string }) {
    if ('email' in to) {
      await this.page.getByRole('button', { name: 'Continue with email' }).click();
      await input(this.page, 'Email').fill(to.email);
    } else {
      await this.page.getByRole('button', { name: 'Continue with phone' }).click();
      await input(this.page, 'Phone number').fill(to.phoneNumber);
    }
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  }

  async verify(code: string) {
    await input(this.page, 'Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Verify' }).click();
  }

  async fillDetails(user: { firstName: string; lastName: string; role: Role }) {
    await expect(this.page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
    await input(this.page, 'First name').fill(user.firstName);
    await input(this.page, 'Last name').fill(user.lastName);
    await this.page.getByRole('radio', { name: user.role }).check();
    await input(this.page, 'Password').fill(PASSWORD);
    await this.page.getByRole('button', { name: 'Create Account' }).click();
    await expect(this.page.getByRole('heading', { name: 'Account created!' })).toBeVisible();
    await expect(this.page).toHaveURL(dashboardOf(user.role));
  }

  /** The e-mail entry step (from the choice). */
  async chooseEmail() {
    await this.page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(this.page.getByRole('heading', { name: 'Continue with email' })).toBeVisible();
  }

  /** From the entry step back to the code box, for a code already received. */
  async alreadyHaveCode() {
    await this.page.getByRole('button', { name: 'I already have a code' }).click();
    await expect(this.page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  }

  async back() {
    await this.page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(this.page.getByRole('button', { name: 'Continue with phone' })).toBeVisible();
  }
}
