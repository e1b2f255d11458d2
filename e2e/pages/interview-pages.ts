/** /video-interviews as a person uses it: the Upcoming and Past tabs, the schedule dialog, a card's actions. */
import { expect, type Page } from '@playwright/test';

export class InterviewPages {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/video-interviews');
    await expect(this.page.getByRole('heading', { name: 'Video Interviews', exact: true })).toBeVisible();
  }

  tab(name: 'Upcoming' | 'Past') {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  card(jobTitle: string) {
    return this.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: jobTitle });
  }

  get premiumBanner() {
    return this.page.getByRole('region', { name: 'Video interviews are a premium feature' });
  }

  /** Schedule through the dialog; `at` is a `datetime-local` value. */
  async schedule(interview: { jobTitle: string; candidateEmail: string; at: string; notes?: string }) {
    await this.page.getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByLabel('Job').selectOption({ label: interview.jobTitle });
    await dialog.getByLabel('Candidate email').fill(interview.candidateEmail);
    await dialog.getByLabel('Date and time').fill(interview.at);
    if (interview.notes) await dialog.getByLabel('Notes').fill(interview.notes);
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(this.page.getByText('Interview Scheduled').first()).toBeVisible();
  }
}

/** A `datetime-local` value `days` from now at 10:30 local time. */
export function localDateTimeInDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:30`;
}
