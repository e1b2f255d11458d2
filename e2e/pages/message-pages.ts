/** /messages as a person uses it: the conversation list with search, a conversation, the message box. */
import { expect, type Page } from '@playwright/test';

export class MessagePages {
  constructor(private readonly page: Page) {}

  /** The signed-in user's id, from the cached current user (what 'Contact' buttons put in `?to=`). */
  async myUserId(): Promise<string> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').id as string);
  }

  async open() {
    await this.page.goto('/messages');
    await expect(this.page.getByRole('heading', { name: 'Messages' })).toBeAttached();
  }

  async contact(userOrCandidateId: string) {
    await this.page.goto(`/messages?to=${encodeURIComponent(userOrCandidateId)}`);
  }

  get list() {
    return this.page.getByRole('navigation', { name: 'Conversations' });
  }

  conversation(name: string) {
    return this.list.getByRole('button', { name: new RegExp(name) });
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search conversations' }).fill(text);
  }

  get thread() {
    return this.page.getByRole('log');
  }

  get box() {
    return this.page.getByRole('textbox', { name: /^Message to / });
  }

  /** Types lines joined with Shift+Enter, then sends with Enter. */
  async send(...lines: string[]) {
    await this.box.click();
    for (const [index, line] of lines.entries()) {
      if (index > 0) await this.box.press('Shift+Enter');
      await this.box.pressSequentially(line);
    }
    await this.box.press('Enter');
  }

  message(text: string | RegExp) {
    return this.thread.getByRole('listitem').filter({ hasText: text });
  }
}
