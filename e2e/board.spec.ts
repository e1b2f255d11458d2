/**
 * The recruiter's board (issue 48, first cut): the employer switches /application-tracking to the board, picks
 * the job, sees the applicant in Pending Review with its count, moves them with a note and adds a second note
 * without a move; both notes stay in the activity with the author, while the board open on a second device of
 * the same employer follows each move live. The find box and the score filter narrow the cards and say so.
 * axe finds no serious issue at 360 and 1280 px.
 */
import { expect, test } from '@playwright/test';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { AuthPage, dashboardOf } from './pages/auth-page.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { checkedScreenshots } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';

const JOB = `Yard Planning Lead ${RUN}`;
const NAME = `Tomasz Achterberg ${RUN}`;

test('an employer moves an applicant on the board and every note stays in the activity', async ({ browser }) => {
  test.slow();
  const { employer } = await employerWithApplicant(browser, {
    employer: ['Ines', 'Marlow'],
    company: 'Quayside Freight',
    job: { title: JOB, skills: ['TypeScript'] },
    candidate: ['Tomasz', `Achterberg ${RUN}`],
    coverLetter: 'I have planned container yards for four years.',
  });
  const page = employer.page;
  await page.goto('/application-tracking');
  await page.getByRole('button', { name: 'Board' }).click();
  await page.getByLabel('Job').selectOption({ label: JOB });
  const pending = page.getByRole('region', { name: 'Pending Review, 1' });
  await expect(pending).toContainText(NAME);
  await checkedScreenshots(page, 'board/board');

  // The same employer's second device, its board open on the job: it follows the moves made on the first.
  const second = await browser.newContext();
  await useFreshClientAddress(second);
  const other = await second.newPage();
  await new AuthPage(other).signInWithPassword(employer.email);
  await expect(other).toHaveURL(dashboardOf('Employer'));
  await other.goto('/application-tracking');
  await other.getByRole('button', { name: 'Board' }).click();
  await other.getByLabel('Job').selectOption({ label: JOB });
  await expect(other.getByRole('region', { name: 'Pending Review, 1' })).toContainText(NAME);

  // Find and filters: a name not on the board hides the card and says so; clearing brings it back.
  await page.getByLabel('Find a candidate').fill('nobody-here');
  await expect(page.getByText('Showing 0 of 1 candidate')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending Review, 0' })).toBeVisible();
  await page.getByLabel('Find a candidate').fill(NAME.toUpperCase().split(' ')[0]!);
  await expect(page.getByRole('region', { name: 'Pending Review, 1' })).toContainText(NAME);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Find a candidate')).toHaveValue('');

  const dialog = page.getByRole('dialog', { name: 'Review Application' });
  await pending.getByRole('button', { name: `Move ${NAME}` }).click();
  // The select starts on where the application is.
  await expect(dialog.getByLabel('Status')).toHaveValue('pending');
  await dialog.getByLabel('Status').selectOption({ label: 'Under Consideration' });
  await dialog.getByLabel('Add a note').fill('Strong yard planning background.');
  await dialog.getByRole('button', { name: 'Update Application' }).click();
  await expect(dialog).toBeHidden();
  const considered = page.getByRole('region', { name: 'Under Consideration, 1' });
  await expect(considered).toContainText(NAME);
  await expect(page.getByRole('region', { name: 'Pending Review, 0' })).toBeVisible();
  // Live on the second device, no reload: the counts moved with the card.
  await expect(other.getByRole('region', { name: 'Under Consideration, 1' })).toContainText(NAME);
  await expect(other.getByRole('region', { name: 'Pending Review, 0' })).toBeVisible();

  await considered.getByRole('button', { name: `Move ${NAME}` }).click();
  await expect(dialog.getByLabel('Add a note')).toHaveValue('');
  await dialog.getByLabel('Add a note').fill('Call on Monday about the night shift.');
  await dialog.getByRole('button', { name: 'Update Application' }).click();
  await expect(dialog).toBeHidden();
  await considered.getByRole('button', { name: `Move ${NAME}` }).click();
  await expect(dialog).toContainText('Strong yard planning background.');
  await expect(dialog).toContainText('Call on Monday about the night shift.');
  await expect(dialog).toContainText('Note added');
  await expect(dialog).toContainText('Ines Marlow');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Drag with the mouse (desktop): Under Consideration → Interview Scheduled.
  await page.setViewportSize({ width: 1280, height: 900 });
  const handle = page.getByRole('button', { name: `Drag ${NAME}` });
  const target = page.getByRole('region', { name: /^Interview Scheduled, / });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole('region', { name: 'Interview Scheduled, 1' })).toContainText(NAME);
  await expect(other.getByRole('region', { name: 'Interview Scheduled, 1' })).toContainText(NAME);
  await second.close();

  // The keyboard only: space picks the card up, the left arrow goes one stage back, space drops it.
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up once the handle is pressed; the screen reader hears each stage the card is over.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor starts listening for keys in a setTimeout after the pick-up (core's attach()): a
  // timeout set now runs after it, so the arrow is never pressed before anyone listens (a busy machine's flake).
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(`${NAME} is over Under Consideration.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Under Consideration, 1' })).toContainText(NAME);
  await checkedScreenshots(page, 'board/board-moved');
});
