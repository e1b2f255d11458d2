/**
 * The company's tags (issue 48): at 1280 px the employer creates a tag with an emoji and accents on the dashboard,
 * tags two of three applicants at once from the board's selection bar, filters the board by it, renames it and
 * sees the cards follow, and tags the third from their candidate record with a tag made in the picker. At 360 px
 * the chips show in the phone's one column without sideways scroll. Offline, a bulk tag shows at once and
 * reaches the server once back online. Find Talent shows the chips and filters by tag. axe finds no serious issue on the dashboard, the board and the record.
 */
import { expect, test } from '@playwright/test';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { CandidateRecordPage } from './pages/candidate-record-page.ts';
import { checkedScreenshots, PHONE, DESKTOP } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { TagPages } from './pages/tag-pages.ts';
import { newUser } from './pages/users.ts';

const JOB = `Reefer Stack Coordinator ${RUN}`;
const TAG = `Café ☕ Zürich ${RUN.slice(-4)}`;
const RENAMED = `Shortlist ⭐ ${RUN.slice(-4)}`;
const NIGHT = `Night shift 🌙 ${RUN.slice(-4)}`;
const AINO = `Aino Lehtonen ${RUN}`;
const BASHIR = `Bashir Okafor ${RUN}`;
const CARMEN = `Carmen Duarte ${RUN}`;

test('an employer tags candidates from the board and the record, filters by tag, and tags offline', async ({ browser }) => {
  test.slow();
  const { employer } = await employerWithApplicant(browser, {
    employer: ['Ines', 'Moreau'],
    company: 'Coldchain Quays',
    job: { title: JOB, skills: ['Logistics'] },
    candidate: ['Aino', `Lehtonen ${RUN}`],
    coverLetter: 'I have stacked reefers at a busy container port.',
  });
  for (const [first, last] of [['Bashir', `Okafor ${RUN}`], ['Carmen', `Duarte ${RUN}`]] as const) {
    const candidate = await newUser(browser, 'Candidate', first, last);
    const pages = new CandidatePages(candidate.page);
    await pages.createProfile(candidate.email);
    await pages.browseJobs();
    await pages.apply(JOB, 'Temperature logs and plug-in schedules are my daily work.');
    await candidate.context.close();
  }
  const page = employer.page;
  await page.setViewportSize(DESKTOP);
  const tags = new TagPages(page);

  // The dashboard's Tags section: a tag with accents and an emoji, in green.
  await tags.createTag(TAG, 'Green');
  await expect(tags.row(TAG)).toContainText('0 candidates');
  await checkedScreenshots(page, 'tags/dashboard');

  // The board: two of the three selected and tagged at once.
  await tags.openBoard(JOB);
  await expect(tags.column('Pending Review, 3')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${AINO}` }).click();
  await page.getByRole('checkbox', { name: `Select ${BASHIR}` }).click();
  await expect(tags.bar).toContainText('2 selected');
  await tags.bulkAddTag(TAG, 2);
  await expect(tags.bulkResult).toContainText(`Tagged 2 candidates "${TAG}"`);
  await expect(tags.cardTags(AINO)).toContainText(TAG);
  await expect(tags.cardTags(BASHIR)).toContainText(TAG);
  await expect(tags.cardTags(CARMEN)).toHaveCount(0);
  // The server has both, on the candidates' tags.
  await expect.poll(async () => (await tags.serverTags()).tags.find((t) => t.name === TAG)?.candidateCount, { timeout: 30_000 }).toBe(2);

  // Filter by the tag: the untagged card goes, the count says so.
  await tags.filterByTag(TAG);
  await expect(page.getByText('Showing 2 of 3 candidates')).toBeVisible();
  await expect(tags.card(CARMEN)).toHaveCount(0);
  await checkedScreenshots(page, 'tags/board-filtered');

  // Renamed on the dashboard: the cards follow.
  await tags.renameTag(TAG, RENAMED);
  await tags.openBoard(JOB);
  await expect(tags.cardTags(AINO)).toContainText(RENAMED);
  await expect(tags.cardTags(BASHIR)).toContainText(RENAMED);
  await expect(tags.cardTags(AINO)).not.toContainText(TAG);

  // The record: the third candidate tagged with a tag made in the picker.
  const record = new CandidateRecordPage(page);
  await record.openFromApplication(CARMEN, JOB);
  // The picker's new tag: a name and a colour radio named by its colour (axe checks the picker too).
  await tags.tagOnRecordWithNewTag(NIGHT, 'Purple', () => checkedScreenshots(page, 'tags/new-tag-picker'));
  await record.checkAndScreenshot('tags/record');
  await expect
    .poll(async () => (await tags.serverTags()).tags.find((t) => t.name === NIGHT)?.candidateCount, { timeout: 30_000 })
    .toBe(1);

  // At 360 px: the phone's one column shows the chips, and nothing scrolls sideways.
  await tags.openBoard(JOB);
  await page.setViewportSize(PHONE);
  await expect(tags.cardTags(AINO)).toBeVisible();
  await expect(tags.cardTags(CARMEN)).toContainText(NIGHT);
  expect(await tags.sidewaysOverflow()).toBeLessThanOrEqual(0);
  await checkedScreenshots(page, 'tags/board');
  await page.setViewportSize(DESKTOP);

  // Offline: the bulk tag shows at once, queued; back online the server has it.
  await employer.context.setOffline(true);
  await page.getByRole('checkbox', { name: `Select ${CARMEN}` }).click();
  await tags.bulkAddTag(RENAMED, 1);
  await expect(tags.bulkResult).toContainText(`Tagged 1 candidate "${RENAMED}"`);
  await expect(tags.bulkResult).toContainText('Saved on this device');
  await expect(tags.cardTags(CARMEN)).toContainText(RENAMED);
  await employer.context.setOffline(false);
  await expect
    .poll(async () => (await tags.serverTags()).tags.find((t) => t.name === RENAMED)?.candidateCount, { timeout: 30_000 })
    .toBe(3);
  // A second device of the company (a fresh context signed in as the same employer would do; the server's copy of
  // the application is what it would pull): the application carries both tags.
  const server = await tags.serverTags();
  const carmenTags = Object.values(server.candidateTags).find((ids) => ids.length === 2);
  expect(carmenTags?.sort()).toEqual(server.tags.filter((t) => t.name === RENAMED || t.name === NIGHT).map((t) => t.id).sort());

  // Find Talent: the chips on the cards, and the tag filter keeps only who carries it.
  await page.goto('/find-talent');
  const talentCard = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await expect(talentCard(CARMEN).getByRole('list', { name: 'Tags' })).toContainText(NIGHT);
  await page.getByLabel('Tag', { exact: true }).selectOption({ label: NIGHT });
  await expect(talentCard(CARMEN)).toBeVisible();
  await expect(talentCard(AINO)).toHaveCount(0);
  await checkedScreenshots(page, 'tags/talent');
});
