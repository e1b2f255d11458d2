/** The /auth screen as a person uses it: e-mail code, 'Complete Your Profile', password and magic link. */
import { expect, type Page } from '@playwright/test';
import { useFreshClientAddress } from './client-address.ts';
import { waitForCode } from './mailbox.ts';

export const PASSWORD = 'Passw0rdX';

export type Role = 'Candidate' | 'Employer';

/** A unique e-mail for a journey's user. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The dashboard a role lands on after signing in. */
export function dashboardOf(role: Role): RegExp {
  return role === 'Candidate' ? /\/candidate-dashboard$/ : /\/employer-dashboard$/;
}

/**
 * The input labelled exactly `label`. On /auth a tab panel is named after its tab ('Email Code', 'Password'),
 * so a bare getByLabel would match the panel too.
 */
export function input(page: Page, label: string) {
  return page.locator('input').and(page.getByLabel(label, { exact: true }));
}

export class AuthPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/auth');
    await expect(this.page.getByRole('tab', { name: 'Magic Link' })).toBeVisible();
  }

  /** Email Code tab: send the code and wait for it in the mailbox; returns the code. */
  async requestCode(email: string): Promise<string> {
    await this.page.getByRole('tab', { name: 'Email Code' }).click();
    await input(this.page, 'Email').fill(email);
    const since = Date.now();
    await this.page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(this.page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    return waitForCode(email, since);
  }

  async enterCode(code: string) {
    await input(this.page, 'Verification code').fill(code);
    await this.page.getByRole('button', { name: 'Verify Code' }).click();
  }

  async completeProfile(user: { firstName: string; lastName: string; role: Role; password?: string }) {
    await expect(this.page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
    await input(this.page, 'First name').fill(user.firstName);
    await input(this.page, 'Last name').fill(user.lastName);
    await input(this.page, 'Password').fill(user.password ?? PASSWORD);
    await this.page.getByRole('radio', { name: user.role }).check();
    await this.page.getByRole('button', { name: 'Create Account' }).click();
    await expect(this.page).toHaveURL(dashboardOf(user.role));
  }

  /**
   * A new account through the UI: e-mail code, then 'Complete Your Profile'; ends on the role's dashboard.
   * Other journeys start here (through users.ts newUser).
   */
  async signUp(user: { firstName: string; lastName: string; email: string; role: Role }) {
    await useFreshClientAddress(this.page.context());
    await this.open();
    await this.enterCode(await this.requestCode(user.email));
    await this.completeProfile(user);
  }

  /** Password tab. */
  async signInWithPassword(email: string, password = PASSWORD) {
    await this.open();
    await this.page.getByRole('tab', { name: 'Password' }).click();
    await input(this.page, 'Email').fill(email);
    await input(this.page, 'Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
}

/** Log out from the account menu (spec section 2): the session ends and the browser is on /. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The toast with this title, in the toast region ('Status updates F8'). While a
 * modal dialog is open the rest of the page, the viewport included, is hidden from assistive tech: hence
 * `includeHidden`. A toast sonner is taking away (`data-removed`, still in the page while it fades) is not
 * one shown: an earlier sign-in's 'Welcome back!' fading out is not the new one.
 */
export function toastTitled(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Status updates/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) })
    .and(page.locator(':not([data-removed="true"])'));
}
