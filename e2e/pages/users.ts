/** A person with their own browser context, signed up through the UI. */
import type { Browser } from '@playwright/test';
import { AuthPage, uniqueEmail } from './auth-page.ts';

export async function newUser(browser: Browser, role: 'Candidate' | 'Employer', firstName: string, lastName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(role.toLowerCase());
  await new AuthPage(page).signUp({ firstName, lastName, email, role });
  return { context, page, email };
}
