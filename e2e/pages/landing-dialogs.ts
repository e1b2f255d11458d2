/** The landing page's dialogs (?auth=signup, ?auth=signin) as a person uses them. */
import { expect, type Page } from '@playwright/test';
import { PASSWORD, input, type Role } from './auth-page.ts';
import { waitForCode } from './mailbox.ts';

export class LandingDialogs {
  constructor(private readonly page: Page) {}

  get signInDialog() {
    return this.page.getByRole('dialog', { name: 'Sign In' });
  }

  get signUpDialog() {
    return this.page.getByRole('dialog', { name: 'Create Your Account' });
  }

  get codeDialog() {
    return this.page.getByRole('dialog', { name: 'Verify Your Email' });
  }

  /** The open sign-in dialog: e-mail and password, then 'Sign In'. */
  async signIn(email: string, password = PASSWORD) {
    await expect(this.signInDialog).toBeVisible();
    await input(this.page, 'Email').fill(email);
    await input(this.page, 'Password').fill(password);
    await this.signInDialog.getByRole('button', { name: 'Sign In' }).click();
  }

  /** The open sign-up dialog filled in and sent; returns the mailed code once the code dialog shows. */
  async requestSignUpCode(user: { firstName: string; lastName: string; email: string; role: Role }): Promise<string> {
    await expect(this.signUpDialog).toBeVisible();
    await input(this.page, 'First name').fill(user.firstName);
    await input(this.page, 'Last name').fill(user.lastName);
    await input(this.page, 'Email').fill(user.email);
    await input(this.page, 'Password').fill(PASSWORD);
    await this.signUpDialog.getByRole('radio', { name: user.role }).check();
    const since = Date.now();
    await this.signUpDialog.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(this.codeDialog).toBeVisible();
    return waitForCode(user.email, since);
  }

  async enterCode(code: string) {
    await input(this.page, 'Verification code').fill(code);
    await this.codeDialog.getByRole('button', { name: 'Verify and Create Account' }).click();
  }
}
