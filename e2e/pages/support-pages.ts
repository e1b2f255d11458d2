/** The support chat on /support and the agents' console on /admin-chat, as people use them. */
import { expect, type Browser, type Page } from '@playwright/test';
import { AuthPage, dashboardOf } from './auth-page.ts';
import { useFreshClientAddress } from './client-address.ts';

/**
 * The support agent of this server: an address the e2e server lists in SUPPORT_AGENT_EMAILS (playwright.config.ts).
 * Every journey shares one server, so the first signs the agent up and later ones (or a retry) sign in with a code.
 */
export function agentEmail(): string {
  const port = process.env.E2E_PORT ?? '8788';
  return `support-agent-${port}@example.com`;
}

/** A browser context signed in as the support agent. */
export async function newAgent(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useFreshClientAddress(context);
  const auth = new AuthPage(page);
  await auth.open();
  await auth.enterCode(await auth.requestCode(agentEmail()));
  const profile = page.getByRole('heading', { name: 'Complete Your Profile' });
  // A new account asks for its profile; a known one is signed in and leaves /auth for its dashboard.
  await expect(async () => {
    expect((await profile.isVisible()) || !new URL(page.url()).pathname.startsWith('/auth')).toBe(true);
  }).toPass();
  if (await profile.isVisible()) {
    await auth.completeProfile({ firstName: 'Sam', lastName: 'Helper', role: 'Employer' });
  } else {
    await expect(page).toHaveURL(dashboardOf('Employer'));
  }
  return { context, page, email: agentEmail() };
}

/** The user's chat on /support. */
export class SupportChatPage {
  constructor(private readonly page: Page) {}

  get chat() {
    return this.page.getByTestId('support-chat');
  }

  get status() {
    return this.chat.getByTestId('support-status');
  }

  get log() {
    return this.chat.getByRole('log');
  }

  async open() {
    await this.page.goto('/support');
    await this.page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(this.chat).toBeVisible();
  }

  async send(text: string) {
    await this.chat.getByLabel(/Message to/).fill(text);
    await this.chat.getByRole('button', { name: 'Send' }).click();
    await expect(this.log).toContainText(text);
  }
}

/** The agents' console on /admin-chat. */
export class SupportConsolePage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/admin-chat');
    await expect(this.page.getByRole('heading', { name: 'Support console', level: 1 })).toBeVisible();
  }

  get queue() {
    return this.page.getByRole('navigation', { name: 'Support chats' });
  }

  /** The queue row of the user with this e-mail. */
  rowOf(email: string) {
    return this.queue.getByTestId('support-queue-row').filter({ hasText: email });
  }

  async filter(label: 'All' | 'Waiting' | 'Active' | 'Closed') {
    await this.queue.getByRole('button', { name: label, exact: true }).click();
  }

  get pane() {
    return this.page.getByRole('region', { name: /@/ });
  }

  get log() {
    return this.page.getByRole('log');
  }

  async answer(text: string) {
    await this.page.getByLabel(/Message to/).fill(text);
    await this.page.getByRole('button', { name: 'Send' }).click();
    await expect(this.log).toContainText(text);
  }

  async openIdReviews() {
    await this.page.getByRole('tab', { name: /ID reviews/ }).click();
  }

  /** The pending ID submission of this user. */
  reviewOf(email: string) {
    return this.page.getByTestId('id-review').filter({ hasText: email });
  }
}
