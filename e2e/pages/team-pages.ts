/** The Team section of the employer dashboard and the invitation landing page, as a person uses them. */
import { expect, type Page } from '@playwright/test';
import { waitForMail } from './mailbox.ts';

export class TeamPages {
  constructor(private readonly page: Page) {}

  get section() {
    return this.page.getByRole('region', { name: 'Team' });
  }

  /** Invite an address with a role from the dashboard; answers the invitation link from the mail. */
  async invite(email: string, role: 'Admin' | 'Recruiter' | 'Interviewer'): Promise<string> {
    const since = Date.now();
    await this.page.goto('/employer-dashboard');
    const form = this.section.getByRole('form', { name: 'Invite a member' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Role').selectOption({ label: role });
    await form.getByRole('button', { name: 'Invite' }).click();
    await expect(this.page.getByText(`Invitation sent to ${email}`).first()).toBeVisible();
    await expect(this.section.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
    const mail = await waitForMail(email, since);
    const link = /https?:\/\/\S+[?&]token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`No invitation link in the mail "${mail.subject}"`);
    return link;
  }

  /** Open an invitation link signed out and accept it with a new account. */
  async acceptAsNewAccount(link: string, firstName: string, lastName: string) {
    await this.page.goto(link);
    await expect(this.page.getByText('You are invited to hire with')).toBeVisible();
    await this.page.getByLabel('First name').fill(firstName);
    await this.page.getByLabel('Last name').fill(lastName);
    await this.page.getByRole('button', { name: 'Accept' }).click();
    await expect(this.page).toHaveURL(/\/employer-dashboard$/);
  }

  async remove(name: string) {
    const member = this.section.getByRole('list', { name: 'Members' }).getByRole('listitem').filter({ hasText: name });
    await member.getByRole('button', { name: 'Remove' }).click();
    await expect(this.page.getByText(`${name} removed`).first()).toBeVisible();
    await expect(this.section.getByRole('list', { name: 'Members' })).not.toContainText(name);
  }
}
