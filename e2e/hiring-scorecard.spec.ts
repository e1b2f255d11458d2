/**
 * Structured hiring (issue 49), the interview half: after a (fake camera) interview the interviewer fills a
 * scorecard from the call's end screen, and the application's review shows it, with its author and averages.
 */
import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { InterviewPages } from './pages/interview-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { VideoRoomPage, localDateTimeInMinutes, subscribeEmployerProfessional } from './pages/video-room-pages.ts';

const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...baseLaunch, args: [...(baseLaunch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

test('the interviewer fills a scorecard from the end screen and sees it on the application', async ({ browser }) => {
  test.setTimeout(240_000);
  const jobTitle = `Cluster Engineer ${RUN}`;
  const { employer, candidate } = await employerWithApplicant(browser, {
    employer: ['Sana', 'Idris'],
    company: `Quay Systems ${RUN}`,
    job: { title: jobTitle, skills: ['Go', 'Kubernetes'] },
    candidate: ['Lea', `Novak ${RUN}`],
    coverLetter: 'I run Go services on Kubernetes.',
  });
  await subscribeEmployerProfessional(employer.page);
  const interviews = new InterviewPages(employer.page);
  await interviews.open();
  await interviews.schedule({ jobTitle, candidateEmail: candidate.email, at: localDateTimeInMinutes(3) });

  const employerRoom = new VideoRoomPage(employer.page);
  const candidateRoom = new VideoRoomPage(candidate.page);
  await employerRoom.openFromCard(jobTitle);
  await employerRoom.expectLobbyReady();
  await employerRoom.join();
  await candidateRoom.openFromCard(jobTitle);
  await candidateRoom.expectLobbyReady();
  await candidateRoom.join();
  await expect(employerRoom.state).toHaveText('Connected', { timeout: 30_000 });
  await employerRoom.leave();

  // The end screen asks the employer, never the candidate.
  await employer.page.getByRole('button', { name: 'Fill in Scorecard' }).click();
  const dialog = employer.page.getByRole('dialog', { name: 'Scorecard' });
  await dialog.getByRole('button', { name: 'Submit Scorecard' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Rate every attribute');
  await dialog.getByLabel('Go', { exact: true }).selectOption('4');
  await dialog.getByLabel('Kubernetes', { exact: true }).selectOption('5');
  await dialog.getByLabel('Communication', { exact: true }).selectOption('3');
  await dialog.getByLabel('Comment on Go').fill('Idiomatic, tested code.');
  await dialog.getByLabel('Overall recommendation').selectOption('4');
  await dialog.getByRole('button', { name: 'Submit Scorecard' }).click();
  await expect(employer.page.getByText('Your scorecard is in.')).toBeVisible();
  await expect(candidate.page.getByRole('button', { name: 'Fill in Scorecard' })).toHaveCount(0);

  // The application's review: the scorecard with its author and the averages.
  const employerPages = new EmployerPages(employer.page);
  await employerPages.openApplications();
  await employerPages.applicationRow(`Lea Novak ${RUN}`).getByRole('button', { name: /Review/ }).click();
  const table = employer.page.getByRole('table', { name: 'Scorecards' });
  await expect(table).toContainText('Sana Idris');
  await expect(table.getByRole('row', { name: /Kubernetes/ })).toContainText('Strong yes');
  for (const width of [360, 1280]) {
    await employer.page.setViewportSize({ width, height: 900 });
    await employer.page.screenshot({ path: `test-results/scorecards-${width}.png`, fullPage: true });
  }
  await employer.context.close();
  await candidate.context.close();
});
