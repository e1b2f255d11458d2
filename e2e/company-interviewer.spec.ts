/**
 * Company teams, the journey of issue 47: an admin invites a recruiter and an interviewer, who sign up through
 * their links; the admin schedules an interview with one applicant and assigns it to the interviewer; the
 * recruiter moves that application with a note. The interviewer sees that interview and that applicant only (a
 * second applicant to the same job never reaches their device), in the list and on a board they cannot move,
 * adds a note, and opens the call with the candidate (fake camera). The admin sees both steps in the
 * application's activity with their authors' names. Once removed, the interviewer's open screen loses the
 * interview and their device keeps nothing naming the applicant, their notifications included.
 */
import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { uniqueEmail } from './pages/auth-page.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { InterviewPages } from './pages/interview-pages.ts';
import { AppShell } from './pages/app-shell.ts';
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

test('a recruiter and an interviewer work on one applicant, the admin sees who did what, and removal takes it all back', async ({ browser }) => {
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
  const recruiterLink = await new TeamPages(admin.page).invite(uniqueEmail('recruiter'), 'Recruiter');
  const recruiterContext = await browser.newContext();
  const recruiter = await recruiterContext.newPage();
  await new TeamPages(recruiter).acceptAsNewAccount(recruiterLink, 'Sam', 'Lee');

  const adminInterviews = new InterviewPages(admin.page);
  await adminInterviews.open();
  await adminInterviews.schedule({ jobTitle, candidateEmail: assigned.email, at: localDateTimeInMinutes(3), interviewer: 'Tomi Ade · Interviewer' });

  // The recruiter moves the application, with a note.
  const recruiterNote = 'Solid route planning; over to the interview.';
  const recruiting = new EmployerPages(recruiter);
  await recruiting.openApplications();
  await recruiting.moveApplication(`Jonas Weber ${RUN}`, 'Under Consideration', recruiterNote);
  // The company profile is the admins': the recruiter's menu names the company, with no Profile link.
  const recruiterMenu = await new AppShell(recruiter).openAccountMenu();
  await expect(recruiterMenu.getByTestId('account-menu-company')).toHaveText(`${company} · Recruiter`);
  await expect(recruiterMenu.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await recruiter.keyboard.press('Escape');

  // The interviewer's dashboard: their interview, no posting, no company profile to set up.
  await interviewer.goto('/employer-dashboard');
  await expect(interviewer.getByText(`Hiring for ${company} · Interviewer`)).toBeVisible();
  await expect(interviewer.getByRole('link', { name: 'Post a Job' })).toHaveCount(0);
  await expect(interviewer.getByRole('link', { name: 'Set Up Company Profile' })).toHaveCount(0);
  await screenshotBothWidths(interviewer, 'company-interviewer/dashboard');
  const interviewerMenu = await new AppShell(interviewer).openAccountMenu();
  await expect(interviewerMenu.getByTestId('account-menu-company')).toHaveText(`${company} · Interviewer`);
  await expect(interviewerMenu.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await interviewer.keyboard.press('Escape');

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
  // The recruiter's step reached the interviewer too, under their name (the interviewer has no team list).
  await expect(review).toContainText('Under Consideration');
  const interviewerNote = 'Clear about trade-offs in route planning.';
  await review.getByLabel('Add a note').fill(interviewerNote);
  await review.getByRole('button', { name: 'Update Application' }).click();
  await expect(interviewer.getByText('Application Updated').first()).toBeVisible();
  await expect(review).toBeHidden();
  // The board: their applicant only, read and noted on, never moved (no drag, no selection, no stage control).
  const card = await pipeline.openBoard(`Jonas Weber ${RUN}`);
  await screenshotBothWidths(interviewer, 'company-interviewer/board', async () => {
    await expect(card).toBeVisible();
  });
  await expect(interviewer.getByText(`Priya Sharma ${RUN}`)).toHaveCount(0);
  await expect(interviewer.getByRole('checkbox')).toHaveCount(0);
  await expect(interviewer.getByRole('button', { name: /^Drag / })).toHaveCount(0);
  await expect(interviewer.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(interviewer.getByLabel('Stage', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: `Review application from Jonas Weber ${RUN}` }).click();
  await expect(review.getByLabel('Status')).toHaveCount(0);
  await expect(pipeline.activityStep(review, 'Tomi Ade')).toContainText(interviewerNote);
  await review.getByRole('button', { name: 'Cancel' }).click();
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

  // The admin sees both steps in the application's activity, each with its author's name.
  const adminPipeline = new EmployerPages(admin.page);
  await adminPipeline.openApplications();
  const adminReview = await adminPipeline.openReview(`Jonas Weber ${RUN}`);
  const recruiterStep = adminPipeline.activityStep(adminReview, 'Sam Lee');
  await expect(recruiterStep).toContainText('Under Consideration');
  await expect(recruiterStep).toContainText(recruiterNote);
  const interviewerStep = adminPipeline.activityStep(adminReview, 'Tomi Ade');
  await expect(interviewerStep).toContainText('Note added');
  await expect(interviewerStep).toContainText(interviewerNote);
  await screenshotBothWidths(admin.page, 'company-interviewer/admin-activity');
  await adminReview.getByRole('button', { name: 'Cancel' }).click();

  // Removed: the interviewer's open screen loses the interview.
  await interviews.open();
  await expect(interviews.card(jobTitle)).toBeVisible();
  await admin.page.goto('/employer-dashboard');
  await new TeamPages(admin.page).remove('Tomi Ade');
  await expect(interviews.card(jobTitle)).toHaveCount(0, { timeout: 15_000 });
  // The device holds nothing naming the applicant: the company's collections, and their notification of the
  // assignment ("You are interviewing …"), which the server removed with the membership.
  await expect.poll(() => deviceStoresHolding(interviewer, `Jonas Weber ${RUN}`), { timeout: 15_000 }).toEqual([]);
  await pipeline.openApplications();
  await expect(interviewer.getByText(`Jonas Weber ${RUN}`)).toHaveCount(0);

  await Promise.all([admin.context.close(), assigned.context.close(), other.context.close(), interviewerContext.close(), recruiterContext.close()]);
});
