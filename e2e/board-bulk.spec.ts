/**
 * The board's bulk actions (issue 48): three applicants to one job; the employer selects them with a click and a
 * shift-click and moves all three at once; rejects one with a reason from the selection bar; then selects the
 * two left in Under Consideration (Select all) and the rejected one and moves them to Interview Scheduled: two
 * move, the rejected one is refused with the pipeline's reason, as the server answers. axe finds no serious
 * issue with the selection bar shown, at 360 and 1280 px. Offline, a bulk move is queued card by card.
 */
import { expect, test, type Page } from '@playwright/test';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { checkedScreenshots } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

const JOB = `Berth Scheduling Analyst ${RUN}`;

/** The board's parts the journey uses, by role and accessible name. */
class BoardPage {
  constructor(readonly page: Page) {}
  column(name: string | RegExp) {
    return this.page.getByRole('region', { name });
  }
  /** A column's card checkboxes, in the order shown. */
  cardBoxes(column: string | RegExp) {
    return this.column(column).getByRole('listitem').getByRole('checkbox');
  }
  bar() {
    return this.page.getByRole('region', { name: 'Selected applications' });
  }
  result() {
    return this.page.getByRole('status').filter({ hasText: /\d+ (moved|rejected)/ });
  }
  async moveSelectedTo(stage: string) {
    await this.bar().getByLabel('Move to').selectOption({ label: stage });
    await this.bar().getByRole('button', { name: 'Move', exact: true }).click();
  }
}

test('an employer moves three applicants at once and sees which move was refused and why', async ({ browser }) => {
  test.slow();
  const { employer } = await employerWithApplicant(browser, {
    employer: ['Odile', 'Brandt'],
    company: 'Harbourline Terminals',
    job: { title: JOB, skills: ['TypeScript'] },
    candidate: ['Aino', `Lehtonen ${RUN}`],
    coverLetter: 'I have scheduled berths at a busy container port.',
  });
  for (const [first, last] of [['Bashir', `Okafor ${RUN}`], ['Carmen', `Duarte ${RUN}`]] as const) {
    const candidate = await newUser(browser, 'Candidate', first, last);
    const pages = new CandidatePages(candidate.page);
    await pages.createProfile(candidate.email);
    await pages.browseJobs();
    await pages.apply(JOB, 'Berth windows and tide tables are my daily work.');
    await candidate.context.close();
  }
  const page = employer.page;
  const board = new BoardPage(page);
  await page.goto('/application-tracking');
  await page.getByRole('button', { name: 'Board' }).click();
  await page.getByLabel('Job').selectOption({ label: JOB });
  await expect(board.column('Pending Review, 3')).toBeVisible();

  // A click on the first card and a shift-click on the third select the three.
  const pending = board.cardBoxes('Pending Review, 3');
  await pending.nth(0).click();
  await expect(board.bar()).toContainText('1 selected');
  await pending.nth(2).click({ modifiers: ['Shift'] });
  await expect(board.bar()).toContainText('3 selected');
  await expect(pending.nth(1)).toBeChecked();
  await board.moveSelectedTo('Under Consideration');
  await expect(board.result()).toContainText('3 moved');
  await expect(board.column('Under Consideration, 3')).toBeVisible();
  await expect(board.column('Pending Review, 0')).toBeVisible();
  await expect(board.bar()).toBeHidden();

  // Reject one from the bar: a reason is required, from the same list as a single rejection.
  const considered = board.cardBoxes('Under Consideration, 3');
  const rejectedName = ((await considered.nth(0).getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  await considered.nth(0).click();
  await board.bar().getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject application' });
  await dialog.getByRole('button', { name: 'Reject 1' }).click();
  await expect(dialog).toContainText('Choose a reason for the rejection.');
  await dialog.getByLabel('Reason', { exact: true }).selectOption({ label: 'Skills' });
  await dialog.getByRole('button', { name: 'Reject 1' }).click();
  await expect(dialog).toBeHidden();
  await expect(board.result()).toContainText('1 rejected');
  await expect(board.column('Not Selected, 1')).toContainText(rejectedName);

  // Select all of Under Consideration, and the rejected card: the server moves two and refuses the rejected one.
  await page.getByRole('checkbox', { name: 'Select all in Under Consideration' }).check();
  await board.cardBoxes('Not Selected, 1').nth(0).click();
  await expect(board.bar()).toContainText('3 selected');
  await checkedScreenshots(page, 'board/bulk-selected');
  await board.moveSelectedTo('Interview Scheduled');
  await expect(board.result()).toContainText('2 moved');
  await expect(board.result()).toContainText('1 could not be changed:');
  await expect(board.result()).toContainText(`${rejectedName}: A rejected application can only be reopened as Under Consideration.`);
  await expect(board.column('Interview Scheduled, 2')).toBeVisible();
  await expect(board.column('Not Selected, 1')).toContainText(rejectedName);
  await checkedScreenshots(page, 'board/bulk-result');

  // Offline: the move goes through the outbox card by card, and reaches the server once back online.
  await employer.context.setOffline(true);
  await page.getByRole('checkbox', { name: 'Select all in Interview Scheduled' }).check();
  await board.moveSelectedTo('On Hold');
  await expect(board.result()).toContainText('2 moved');
  await expect(board.result()).toContainText('You are offline: the changes are queued');
  await expect(board.column('On Hold, 2')).toBeVisible();
  await employer.context.setOffline(false);
  // The server's copy, asked directly: the two queued moves arrived.
  const jobs = (await (await page.request.get('/api/jobs')).json()) as { title: string; employerId: string }[];
  const employerId = jobs.find((job) => job.title === JOB)!.employerId;
  await expect
    .poll(async () => {
      const stored = (await (await page.request.get(`/api/applications/employer/${employerId}`)).json()) as { status: string }[];
      return stored.map((application) => application.status).sort();
    }, { timeout: 30_000 })
    .toEqual(['on_hold', 'on_hold', 'rejected']);
});
