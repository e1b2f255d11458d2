/**
 * Company teams, the interviewer's side (issue 47): an admin invites an interviewer, who signs up through the
 * link; the admin schedules an interview with one applicant and assigns it to them. The interviewer sees that
 * interview and that applicant only (a second applicant to the same job never reaches their device), may add a
 * note but not move the stage, opens the call with the candidate (fake camera); once removed, their open screen
 * loses the interview.
 */
import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { uniqueEmail } from './pages/auth-page.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { InterviewPages } from './pages/interview-pages.ts';
import { deviceStoresHolding, screenshotBothWidths } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { TeamPages } from './pages/team-pages.ts';
import { newUser } from './pages/users.ts';
import { VideoRoomPage, localDateTimeInMinutes, subscribeEmployerProfessional } from './pages/video-room-pages.ts';

const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    args: [...(baseLaunch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('an interviewer sees only the applicant assigned to them, notes but cannot move them, and loses it when removed', async ({ browser }) => {
  test.setTimeout(300_000);
  const company = `Brightline Freight ${RUN}`;
  const jobTitle = `Fleet Analyst ${RUN}`;
  const admin = await newUser(browser, 'Employer', 'Hana', 'Okafor');
  const employer = new EmployerPages(admin.page);
  await employer.createCompanyProfile(company);
  await employer.postJob({ title: jobTitle, skills: ['SQL'] });
  await subscribeEmployerProfessional(admin.page);

  const assigned = await newUser(browser, 'Candidate', 'Jonas', `Weber ${RUN}`);
  await new CandidatePages(assigned.page).createProfile(assigned.email);
  await new CandidatePages(assigned.page).browseJobs();
  await new CandidatePages(assigned.page).apply(jobTitle, 'I plan routes for a living.');
  const other = await newUser(browser, 'Candidate', 'Priya', `Sharma ${RUN}`);
  await new CandidatePages(other.page).createProfile(other.email);
  await new CandidatePages(other.page).browseJobs();
  await new CandidatePages(other.page).apply(jobTitle, 'Numbers and trucks are my thing.');

  const link = await new TeamPages(admin.page).invite(uniqueEmail('interviewer'), 'Interviewer');
  const interviewerContext = await browser.newContext();
  const interviewer = await interviewerContext.newPage();
  await new TeamPages(interviewer).acceptAsNewAccount(link, 'Tomi', 'Ade');
  await expect(interviewer.getByText(`Hiring for ${company} · Interviewer`)).toBeVisible();

  const adminInterviews = new InterviewPages(admin.page);
  await adminInterviews.open();
  await adminInterviews.schedule({ jobTitle, candidateEmail: assigned.email, at: localDateTimeInMinutes(3), interviewer: 'Tomi Ade · Interviewer' });

  // The interviewer's dashboard: their interview, no posting, no company profile to set up.
  await interviewer.goto('/employer-dashboard');
  await expect(interviewer.getByText(`Hiring for ${company} · Interviewer`)).toBeVisible();
  await expect(interviewer.getByRole('link', { name: 'Post a Job' })).toHaveCount(0);
  await expect(interviewer.getByRole('link', { name: 'Set Up Company Profile' })).toHaveCount(0);
  await screenshotBothWidths(interviewer, 'company-interviewer/dashboard');

  const interviews = new InterviewPages(interviewer);
  await interviews.open();
  await expect(interviews.card(jobTitle)).toContainText(`Jonas Weber ${RUN}`, { timeout: 30_000 });
  await expect(interviewer.getByRole('button', { name: 'Schedule Interview' })).toHaveCount(0);
  // Rescheduling and cancelling are the company's admins' and recruiters' (the server refuses them too).
  await expect(interviewer.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(interviewer.getByRole('button', { name: 'Cancel Interview' })).toHaveCount(0);
  await screenshotBothWidths(interviewer, 'company-interviewer/interviews');

  const pipeline = new EmployerPages(interviewer);
  await pipeline.openApplications();
  await expect(pipeline.applicationRow(`Jonas Weber ${RUN}`)).toBeVisible();
  await expect(interviewer.getByText(`Priya Sharma ${RUN}`)).toHaveCount(0);
  const review = await pipeline.openReview(`Jonas Weber ${RUN}`);
  await expect(review.getByLabel('Status')).toHaveCount(0);
  await screenshotBothWidths(interviewer, 'company-interviewer/review');
  await review.getByLabel('Add a note').fill('Clear about trade-offs in route planning.');
  await review.getByRole('button', { name: 'Update Application' }).click();
  await expect(interviewer.getByText('Application Updated').first()).toBeVisible();
  // The other applicant is nowhere on the interviewer's device.
  expect(await deviceStoresHolding(interviewer, `Priya Sharma ${RUN}`)).toEqual([]);
  expect(await deviceStoresHolding(interviewer, `Jonas Weber ${RUN}`)).not.toEqual([]);

  // The call, between the assigned interviewer and the candidate.
  const interviewerRoom = new VideoRoomPage(interviewer);
  await interviewerRoom.openFromCard(jobTitle);
  await interviewerRoom.expectLobbyReady();
  await screenshotBothWidths(interviewer, 'company-interviewer/lobby');
  await interviewerRoom.join();
  const candidateRoom = new VideoRoomPage(assigned.page);
  await candidateRoom.openFromCard(jobTitle);
  await candidateRoom.expectLobbyReady();
  await candidateRoom.join();
  for (const side of [interviewerRoom, candidateRoom]) {
    await expect(side.state).toHaveText('Connected', { timeout: 30_000 });
    await side.expectRemoteVideoPlaying();
  }
  await interviewerRoom.leave();

  // Removed: the interviewer's open screen loses the interview.
  await interviews.open();
  await expect(interviews.card(jobTitle)).toBeVisible();
  await admin.page.goto('/employer-dashboard');
  await new TeamPages(admin.page).remove('Tomi Ade');
  await expect(interviews.card(jobTitle)).toHaveCount(0, { timeout: 15_000 });
  // The company's collections hold nothing of it; the interviewer's own notification (addressed to them) stays.
  const companyStores = async () => (await deviceStoresHolding(interviewer, `Jonas Weber ${RUN}`)).filter((store) => /--(applications|candidates|interviews|jobs|conversations|messages)\//.test(store));
  await expect.poll(companyStores, { timeout: 15_000 }).toEqual([]);
  await pipeline.openApplications();
  await expect(interviewer.getByText(`Jonas Weber ${RUN}`)).toHaveCount(0);

  await Promise.all([admin.context.close(), assigned.context.close(), other.context.close(), interviewerContext.close()]);
});
