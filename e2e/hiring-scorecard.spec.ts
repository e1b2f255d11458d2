/**
 * Structured hiring (issue 49), the interview half: after a (fake camera) interview the interviewer fills a
 * scorecard from the call's end screen, offline: the draft survives a reload, the submitted card waits on the
 * device ('Waiting to sync') and reaches the server once online; the application's review shows it, with its
 * author and averages; Insights counts it in the scorecard submission rate; a second member of the company sees
 * no one's card until theirs is in, then both.
 */
import { expect, test } from '@playwright/test';
import { INSIGHTS_TEXTS, SCORECARD_TEXTS } from '../shared/src/messages.ts';
import config from '../playwright.config.ts';
import { AppShell } from './pages/app-shell.ts';
import { uniqueEmail } from './pages/auth-page.ts';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { DraftLine, draftsOnDevice } from './pages/draft-line.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { InterviewPages, interviewsOnServer, pushInterviewByApi } from './pages/interview-pages.ts';
import { RUN } from './pages/run-tag.ts';
import { TeamPages } from './pages/team-pages.ts';
import { VideoRoomPage, localDateTimeInMinutes, subscribeEmployerProfessional } from './pages/video-room-pages.ts';

const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...baseLaunch, args: [...(baseLaunch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

test('the interviewer fills a scorecard offline from the end screen, keeps the draft over a reload, and it is sent once online; a refused one shows under Not sent', async ({ browser }) => {
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

  // The end screen asks the employer, never the candidate; offline, the card is filled in all the same.
  const shell = new AppShell(employer.page);
  await shell.waitUntilOfflineReady();
  await employer.context.setOffline(true);
  await employer.page.getByRole('button', { name: 'Fill in Scorecard' }).click();
  const dialog = employer.page.getByRole('dialog', { name: 'Scorecard' });
  await dialog.getByRole('button', { name: 'Submit Scorecard' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Rate every attribute');
  await dialog.getByLabel('Go', { exact: true }).selectOption('4');
  await dialog.getByLabel('Comment on Go').fill('Idiomatic, tested code.');
  await expect(new DraftLine(dialog).saved).toBeVisible();
  await expect(candidate.page.getByRole('button', { name: 'Fill in Scorecard' })).toHaveCount(0);

  // A reload mid-draft (offline, from the service worker): the interview's card asks again and the draft is back.
  await employer.page.reload();
  await interviews.open();
  const card = interviews.card(jobTitle);
  await card.getByRole('button', { name: 'Fill in Scorecard' }).click();
  await expect(new DraftLine(dialog).restored).toBeVisible();
  await expect(dialog.getByLabel('Go', { exact: true })).toHaveValue('4');
  await expect(dialog.getByLabel('Comment on Go')).toHaveValue('Idiomatic, tested code.');
  await dialog.getByLabel('Kubernetes', { exact: true }).selectOption('5');
  await dialog.getByLabel('Communication', { exact: true }).selectOption('3');
  await dialog.getByLabel('Overall recommendation').selectOption('4');
  await expect(new DraftLine(dialog).saved).toBeVisible();
  await employer.page.reload();
  await card.getByRole('button', { name: 'Fill in Scorecard' }).click();
  await expect(dialog.getByLabel('Kubernetes', { exact: true })).toHaveValue('5');
  await expect(dialog.getByLabel('Overall recommendation')).toHaveValue('4');

  // Submitted offline: saved on the device and waiting; the draft is gone.
  await dialog.getByRole('button', { name: 'Submit Scorecard' }).click();
  await expect(employer.page.getByText('Scorecard saved on this device').first()).toBeVisible();
  await expect(card.getByTestId('scorecard-pending')).toContainText('Your scorecard is saved on this device');
  await expect(card.getByText('Waiting to sync').first()).toBeVisible();
  expect(await draftsOnDevice(employer.page)).not.toContainEqual(expect.stringMatching(/^scorecard:/));
  for (const width of [360, 1280]) {
    await employer.page.setViewportSize({ width, height: 900 });
    await employer.page.screenshot({ path: `test-results/scorecard-pending-${width}.png`, fullPage: true });
  }
  expect((await interviewsOnServer(employer.page)).find((i) => i.jobTitle === jobTitle)?.scorecards ?? []).toEqual([]);

  // Online again: the push delivers it; the server has the card with the member as its author.
  await employer.context.setOffline(false);
  await expect(card.getByText('Your scorecard is in.')).toBeVisible({ timeout: 30_000 });
  await shell.expectAllSaved();
  const stored = (await interviewsOnServer(employer.page)).find((i) => i.jobTitle === jobTitle);
  expect(stored?.scorecards).toEqual([
    expect.objectContaining({
      authorName: 'Sana Idris',
      recommendation: 4,
      ratings: [
        { attribute: 'Go', rating: 4, comment: 'Idiomatic, tested code.' },
        { attribute: 'Kubernetes', rating: 5 },
        { attribute: 'Communication', rating: 3 },
      ],
    }),
  ]);

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

  // Insights counts the interview as held (nobody pressed Mark Complete: it was scored), with its scorecard in.
  for (const width of [360, 1280]) {
    await employer.page.setViewportSize({ width, height: 900 });
    await employer.page.goto('/insights');
    const rate = employer.page.getByLabel('Key figures').locator('div').filter({ hasText: 'Scorecard submission rate' });
    await expect(rate).toContainText('100%');
    await expect(rate).toContainText(INSIGHTS_TEXTS.scorecardNote(1, 1));
    await employer.page.screenshot({ path: `test-results/insights-scorecards-${width}.png`, fullPage: true });
  }

  // A second member of the company (a recruiter, invited from the Team section) sees no one's scorecard before
  // submitting their own; once theirs is in, both show side by side on the application.
  const link = await new TeamPages(employer.page).invite(uniqueEmail('recruiter'), 'Recruiter');
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await new TeamPages(recruiter).acceptAsNewAccount(link, 'Omar', 'Haddad');
  const recruiterPages = new EmployerPages(recruiter);
  await recruiterPages.openApplications();
  await recruiterPages.applicationRow(`Lea Novak ${RUN}`).getByRole('button', { name: /Review/ }).click();
  const review = recruiter.getByRole('dialog', { name: 'Review Application' });
  await expect(review).toContainText(SCORECARD_TEXTS.noneVisible);
  await expect(review.getByRole('table', { name: 'Scorecards' })).toHaveCount(0);
  // Their card goes in through the call the app makes (the card's prompt asks only the member the interview is
  // assigned to); the device then receives the interview with both cards.
  const held = (await interviewsOnServer(recruiter)).find((i) => i.jobTitle === jobTitle)!;
  expect(held.scorecards ?? []).toEqual([]);
  const sent = await recruiter.request.post(`/api/interviews/${held.id}/scorecard`, {
    data: { ratings: [{ attribute: 'Go', rating: 3 }, { attribute: 'Kubernetes', rating: 4 }, { attribute: 'Communication', rating: 5 }], recommendation: 4 },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const both = review.getByRole('table', { name: 'Scorecards' });
  await expect(both).toContainText('Sana Idris', { timeout: 30_000 });
  await expect(both).toContainText('Omar Haddad');
  await expect(both.getByRole('row', { name: /Kubernetes/ })).toContainText('Strong yes');
  await expect(both.getByRole('row', { name: /Kubernetes/ })).toContainText('4.5');
  await recruiter.screenshot({ path: 'test-results/scorecards-second-member-1280.png', fullPage: true });
  await recruiterContext.close();

  // The first round still holds Sana's hour (issue 51: an interviewer's interviews never overlap), and nobody can
  // mark it complete before its planned start; its call is over, so it is cancelled (through the call the card's
  // Cancel makes) to free the time for a second round in the next minutes.
  const freed = await employer.page.request.post(`/api/interviews/${held.id}/cancel`, { data: { note: 'First round done.' } });
  expect(freed.ok(), await freed.text()).toBe(true);

  // A second round, scored offline while another device of the company cancels it: the server refuses the card,
  // and it shows under 'Not sent' with the reason and every rating, never lost silently.
  await interviews.open();
  await interviews.schedule({ jobTitle, candidateEmail: candidate.email, at: localDateTimeInMinutes(5), notes: 'Second round' });
  await shell.expectAllSaved();
  const second = interviews.card(jobTitle).filter({ hasText: 'Second round' });
  await employer.context.setOffline(true);
  await second.getByRole('button', { name: 'Fill in Scorecard' }).click();
  await dialog.getByLabel('Go', { exact: true }).selectOption('2');
  await dialog.getByLabel('Kubernetes', { exact: true }).selectOption('3');
  await dialog.getByLabel('Communication', { exact: true }).selectOption('4');
  await dialog.getByLabel('Overall recommendation').selectOption('2');
  await dialog.getByLabel('Notes').fill('Strong systems sense, thin on Go.');
  await dialog.getByRole('button', { name: 'Submit Scorecard' }).click();
  await expect(second.getByTestId('scorecard-pending')).toBeVisible();
  const onServer = (await interviewsOnServer(employer.page)).find((i) => i.interviewNotes === 'Second round')!;
  await pushInterviewByApi(employer.page, onServer, { ...onServer, status: 'cancelled' });
  await employer.context.setOffline(false);
  const refused = employer.page.getByTestId('refused-draft');
  await expect(employer.page.getByRole('heading', { name: 'Not sent (1)' })).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText('A scorecard follows an interview that took place.');
  await expect(refused).toContainText('Overall recommendation: No');
  await expect(refused).toContainText('Notes: Strong systems sense, thin on Go.');
  await interviews.tab('Past').click();
  await expect(interviews.card(jobTitle).filter({ hasText: 'Second round' })).toContainText('Cancelled');
  await employer.page.setViewportSize({ width: 360, height: 900 });
  await employer.page.screenshot({ path: 'test-results/scorecard-refused-360.png', fullPage: true });
  await employer.context.close();
  await candidate.context.close();
});
