/**
 * Message templates (issue 48): the employer edits the default rejection on the dashboard, its preview filled
 * with one of the company's real applicants (an unknown merge field is refused at save); then bulk-rejects
 * three applicants on the board with a reason and that template. The result says three were rejected and three
 * messages sent; the Message action then sends the Offer template to the three. Each candidate, in their own
 * browser, finds both rendered texts in Messages, from the company and signed by the member.
 */
import { expect, test } from '@playwright/test';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { MessagePages } from './pages/message-pages.ts';
import { checkedScreenshots } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

const JOB = `Quay Crane Planner ${RUN}`;
const COMPANY = 'Tidewater Ports';

test('a bulk rejection with a template reaches each candidate in Messages', async ({ browser }) => {
  test.slow();
  const first = await employerWithApplicant(browser, {
    employer: ['Maren', 'Holt'],
    company: COMPANY,
    job: { title: JOB, skills: ['Planning'] },
    candidate: ['Aino', `Lehtonen ${RUN}`],
    coverLetter: 'I have planned crane moves at a busy container port.',
  });
  const candidates = [{ first: 'Aino', page: first.candidate.page }];
  for (const [firstName, lastName] of [['Bashir', `Okafor ${RUN}`], ['Carmen', `Duarte ${RUN}`]] as const) {
    const candidate = await newUser(browser, 'Candidate', firstName, lastName);
    const pages = new CandidatePages(candidate.page);
    await pages.createProfile(candidate.email);
    await pages.browseJobs();
    await pages.apply(JOB, 'Crane sequencing is my daily work.');
    candidates.push({ first: firstName, page: candidate.page });
  }
  const page = first.employer.page;

  // The dashboard's templates: edit the default rejection, previewed with a real applicant.
  await page.goto('/employer-dashboard');
  const section = page.getByRole('region', { name: 'Message templates' });
  await section.getByRole('button', { name: 'Edit Rejection' }).click();
  const editor = page.getByRole('dialog', { name: 'Rejection' });
  const body = editor.getByLabel('Text');
  await body.fill('Dear {{nickname}}, thanks.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toContainText('Unknown merge field: {{nickname}}. Use only the fields listed.');
  await body.fill('Dear {{candidateFirstName}},\n\nthank you for applying for {{jobTitle}}. We chose another candidate this time.\n\n{{senderName}}');
  await expect(editor.getByTestId('template-preview-body')).toContainText(`thank you for applying for ${JOB}.`);
  await expect(editor.getByTestId('template-preview-body')).toContainText(/^Dear (Aino|Bashir|Carmen),/);
  await expect(editor.getByTestId('template-preview-body')).toContainText(`Maren Holt, ${COMPANY}`);
  await checkedScreenshots(page, 'templates/editor');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(section).toContainText('Edited');

  // The board: all three rejected at once with a reason and the template.
  await page.goto('/application-tracking');
  await page.getByRole('button', { name: 'Board' }).click();
  await page.getByLabel('Job').selectOption({ label: JOB });
  await expect(page.getByRole('region', { name: 'Pending Review, 3' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all in Pending Review' }).check();
  const bar = page.getByRole('region', { name: 'Selected applications' });
  await expect(bar).toContainText('3 selected');
  await bar.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 3 applications' });
  await dialog.getByLabel('Reason', { exact: true }).selectOption({ label: 'Skills' });
  await dialog.getByLabel('Message template').selectOption({ label: 'Rejection (Rejection)' });
  await checkedScreenshots(page, 'templates/bulk-reject');
  await dialog.getByRole('button', { name: 'Reject 3' }).click();
  await expect(dialog).toBeHidden();
  const result = page.getByRole('status').filter({ hasText: /rejected/ });
  await expect(result).toContainText('3 rejected');
  await expect(result).toContainText('3 messages sent');
  await expect(page.getByRole('region', { name: 'Not Selected, 3' })).toBeVisible();

  // The Message action sends a template to the selected without moving them.
  await page.getByRole('checkbox', { name: 'Select all in Not Selected' }).check();
  await bar.getByRole('button', { name: 'Message' }).click();
  const messageDialog = page.getByRole('dialog', { name: 'Message 3 candidates' });
  await messageDialog.getByLabel('Message template').selectOption({ label: 'Offer (Offer)' });
  await messageDialog.getByRole('button', { name: 'Send' }).click();
  await expect(messageDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /messages sent/ })).toContainText('3 messages sent');
  await expect(page.getByRole('region', { name: 'Not Selected, 3' })).toBeVisible();

  // Each candidate, in their own browser, reads it in Messages: from the company, signed by the member.
  for (const candidate of candidates) {
    const messages = new MessagePages(candidate.page);
    await messages.open();
    await messages.conversation(COMPANY).click();
    const message = messages.message(`thank you for applying for ${JOB}.`);
    await expect(message).toContainText(`Dear ${candidate.first},`);
    await expect(message).toContainText(`Maren Holt, ${COMPANY}`);
    await expect(messages.message(`we would like to offer you the position of ${JOB} at ${COMPANY}`)).toContainText(`Dear ${candidate.first},`);
  }
});
