/** A person with their own browser context, signed up through the UI. */
import type { Browser, BrowserContext } from '@playwright/test';
import { AuthPage, uniqueEmail } from './auth-page.ts';

/** `prepare`: what the context needs before its first page (an init script). */
export async function newUser(
  browser: Browser,
  role: 'Candidate' | 'Employer',
  firstName: string,
  lastName: string,
  prepare?: (context: BrowserContext) => Promise<unknown>,
) {
  const context = await browser.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  const email = uniqueEmail(role.toLowerCase());
  await new AuthPage(page).signUp({ firstName, lastName, email, role });
  return { context, page, email };
}
