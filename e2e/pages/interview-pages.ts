/** /video-interviews as a person uses it: the Upcoming and Past tabs, the schedule dialog, a card's actions. */
import { expect, type Page } from '@playwright/test';
import { SCHEMA_VERSION } from '../../shared/src/schemas/collections.ts';
import { SCHEMA_VERSION_HEADER } from '../../shared/src/schemas/replication.ts';

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
  /** `interviewer`: the team member who runs it, as the Interviewer select names them ("Name · Role"). */
  async schedule(interview: { jobTitle: string; candidateEmail: string; at: string; notes?: string; interviewer?: string }) {
    await this.page.getByRole('button', { name: 'Schedule Interview' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Schedule Interview' });
    await dialog.getByLabel('Job').selectOption({ label: interview.jobTitle });
    await dialog.getByLabel('Candidate email').fill(interview.candidateEmail);
    await dialog.getByLabel('Date and time').fill(interview.at);
    if (interview.interviewer) await dialog.getByLabel('Interviewer').selectOption({ label: interview.interviewer });
    if (interview.notes) await dialog.getByLabel('Notes').fill(interview.notes);
    await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
    await expect(this.page.getByText('Interview Scheduled').first()).toBeVisible();
  }
}

/** The schedule dialog's offer of several times (issue 51); `times` are `datetime-local` values, at most three. */
export async function offerTimes(page: Page, offer: { jobTitle: string; candidateEmail: string; times: string[] }) {
  await page.getByRole('button', { name: 'Schedule Interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
  await dialog.getByLabel('Job').selectOption({ label: offer.jobTitle });
  await dialog.getByLabel('Candidate email').fill(offer.candidateEmail);
  const [first, ...more] = offer.times;
  await dialog.getByLabel('Date and time').fill(first!);
  for (const [i, at] of more.entries()) await dialog.getByLabel(`Or offer another time (${i + 2})`).fill(at);
  await dialog.getByRole('button', { name: 'Schedule Interview' }).click();
  await expect(dialog).toBeHidden();
}

/** The offered times on a card, as buttons (the candidate's) to pick from. */
export function offeredTime(card: ReturnType<InterviewPages['card']>, index: number) {
  return card.getByRole('list', { name: 'Offered times' }).getByRole('button').nth(index);
}

/** The instant a card's 'When' shows. */
export async function shownStart(card: ReturnType<InterviewPages['card']>): Promise<string | null> {
  return card.locator('time').first().getAttribute('datetime');
}

/** A `datetime-local` value as the ISO instant the app stores (read in the browser's zone, which is the runner's). */
export function isoOf(local: string): string {
  return new Date(local).toISOString();
}

/** A `datetime-local` value `days` from now at 10:30 local time. */
export function localDateTimeInDays(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:30`;
}

/** An interview as the server's pull gives it (the fields a journey reads, and the rest to send back). */
export type ServerInterview = Record<string, unknown> & { id: string; jobTitle: string; interviewNotes?: string; scorecards?: Array<Record<string, unknown>> };

/**
 * The signed-in user's interviews as the server holds them (its replication pull, with the page's session
 * cookie): what reached the server, not what the device shows.
 */
export async function interviewsOnServer(page: Page): Promise<Array<ServerInterview>> {
  const response = await page.request.post('/api/replication/interviews/pull', {
    data: { checkpoint: null, limit: 100 },
    headers: { [SCHEMA_VERSION_HEADER]: String(SCHEMA_VERSION) },
  });
  expect(response.ok(), `pull: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { documents: ServerInterview[] }).documents;
}

/**
 * Change an interview on the server as another device of the same user would (the replication push, with the
 * page's session cookie), while this page may be offline; fails unless the server stored it.
 */
export async function pushInterviewByApi(page: Page, assumed: Record<string, unknown>, next: Record<string, unknown>): Promise<void> {
  const response = await page.request.post('/api/replication/interviews/push', {
    data: [{ assumedMasterState: assumed, newDocumentState: next }],
    headers: { [SCHEMA_VERSION_HEADER]: String(SCHEMA_VERSION) },
  });
  expect(response.ok(), `push: ${response.status()} ${await response.text()}`).toBe(true);
  const answer = (await response.json()) as { conflicts: unknown[]; refused: unknown[] };
  expect(answer, 'push answer').toMatchObject({ conflicts: [], refused: [] });
}
