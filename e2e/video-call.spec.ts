/**
 * A video interview for real (issue 16): an employer on Employer Professional schedules an interview with
 * an applicant a few minutes from now, both check their camera and microphone and join, and each sees and
 * hears the other over WebRTC (Chromium's fake camera and microphone). The candidate drops offline for a few
 * seconds and the call carries on; the signaling that brings the employer's goodbye afterwards proves it
 * resumed. Leaving ends the call on both sides. Around the call, the interview card: the .ics invite, 'Mark
 * Complete' only once started, reschedule (same time rules as scheduling) and cancel with a note.
 */
import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { employerWithApplicant } from './pages/applicant-pair.ts';
import { AppShell } from './pages/app-shell.ts';
import { InterviewPages } from './pages/interview-pages.ts';
import { checkedScreenshots } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { VideoRoomPage, localDateTimeInMinutes, subscribeEmployerProfessional } from './pages/video-room-pages.ts';

const baseLaunch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...baseLaunch,
    // A camera that shows a moving test pattern and a microphone that beeps, allowed without a prompt.
    args: [...(baseLaunch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('employer and candidate see and hear each other, survive a network blip, and leaving ends the call', async ({ browser }) => {
  test.setTimeout(300_000);
  const jobTitle = `Platform Engineer ${RUN}`;
  const { employer, candidate } = await employerWithApplicant(browser, {
    employer: ['Mira', 'Okafor'],
    company: `Lumen Robotics ${RUN}`,
    job: { title: jobTitle, skills: ['Go', 'Kubernetes'] },
    candidate: ['Jonas', `Weber ${RUN}`],
    coverLetter: 'I keep clusters healthy and fast.',
  });
  await subscribeEmployerProfessional(employer.page);

  const interviews = new InterviewPages(employer.page);
  await interviews.open();
  await interviews.schedule({ jobTitle, candidateEmail: candidate.email, at: localDateTimeInMinutes(3) });

  // Before the start: the invite downloads, and 'Mark Complete' waits for the interview to begin.
  const card = interviews.card(jobTitle);
  const calendarLink = card.getByRole('link', { name: 'Add to calendar' });
  await expect(calendarLink).toBeVisible({ timeout: 30_000 });
  const invite = await employer.page.request.get((await calendarLink.getAttribute('href'))!);
  expect(invite.headers()['content-type']).toContain('text/calendar');
  expect(await invite.text()).toContain(`SUMMARY:`);
  await expect(card.getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
  await expect(card).toContainText('An interview can be marked complete only once it has started.');
  await checkedScreenshots(employer.page, 'video-call/interview-card');

  const employerRoom = new VideoRoomPage(employer.page);
  const candidateRoom = new VideoRoomPage(candidate.page);
  await employerRoom.openFromCard(jobTitle);
  await employerRoom.expectLobbyReady();
  await checkedScreenshots(employer.page, 'video-call/lobby');
  await employerRoom.join();
  await expect(employerRoom.state).toHaveText(/^Waiting for Jonas Weber/);

  await candidateRoom.openFromCard(jobTitle);
  await expect(candidate.page.getByRole('heading', { name: jobTitle })).toBeVisible();
  await expect(candidate.page.getByText(`Lumen Robotics ${RUN}`).first()).toBeVisible();
  await candidateRoom.expectLobbyReady();
  await candidateRoom.join();

  for (const side of [employerRoom, candidateRoom]) {
    await expect(side.state).toHaveText('Connected', { timeout: 30_000 });
    await side.expectRemoteVideoPlaying();
    await side.expectRemoteAudio();
  }
  await checkedScreenshots(candidate.page, 'video-call/in-call');

  // Issue 51: muting and turning the camera off show on the other person's tile, and clear again.
  const employerControls = employer.page.getByRole('toolbar', { name: 'Call controls' });
  await employerControls.getByRole('button', { name: 'Mute' }).click();
  await expect(candidate.page.getByTestId('peer-muted')).toHaveText(/is muted$/, { timeout: 15_000 });
  await employerControls.getByRole('button', { name: 'Stop camera' }).click();
  await expect(candidate.page.getByText(/turned their camera off$/)).toBeVisible({ timeout: 15_000 });
  await checkedScreenshots(candidate.page, 'video-call/peer-muted');
  await employerControls.getByRole('button', { name: 'Unmute' }).click();
  await employerControls.getByRole('button', { name: 'Start camera' }).click();
  await expect(candidate.page.getByTestId('peer-muted')).toBeHidden({ timeout: 15_000 });
  await expect(candidate.page.getByText(/turned their camera off$/)).toBeHidden();

  // A network blip on the candidate's side: the call says so and carries on once the network is back.
  await new AppShell(candidate.page).waitUntilOfflineReady();
  await candidate.context.setOffline(true);
  await expect(candidate.page.getByText('You are offline. The call continues when your connection is back.')).toBeVisible();
  await candidate.page.waitForTimeout(5_000);
  await candidate.context.setOffline(false);
  await expect(candidate.page.getByText('You are offline. The call continues when your connection is back.')).toBeHidden();
  for (const side of [candidateRoom, employerRoom]) {
    await expect(side.state).toHaveText('Connected', { timeout: 30_000 });
    await side.expectRemoteVideoPlaying();
  }

  // The employer leaves: the candidate's signaling (resumed after the blip) brings the goodbye.
  await employerRoom.leave();
  await expect(candidateRoom.state).toHaveText('The other person left', { timeout: 30_000 });
  await expect.poll(() => candidateRoom.remoteVideo.evaluate((v: HTMLVideoElement) => v.srcObject)).toBeNull();
  await checkedScreenshots(candidate.page, 'video-call/peer-left');
  // Rejoining (a new session: the old one's signals are ignored) brings the call back for both.
  await employer.page.getByRole('button', { name: 'Rejoin' }).click();
  for (const side of [employerRoom, candidateRoom]) {
    await expect(side.state).toHaveText('Connected', { timeout: 30_000 });
    await side.expectRemoteVideoPlaying();
  }
  await employerRoom.leave();
  await expect(candidateRoom.state).toHaveText('The other person left', { timeout: 30_000 });
  await candidate.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
  await expect(candidateRoom.state).toHaveText('You left the call');

  // A camera that is refused: the lobby says so and offers audio only. Offline: a call needs a connection.
  const roomUrl = candidate.page.url();
  const refused = await candidate.context.newPage();
  await refused.addInitScript(() => {
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) =>
      constraints?.video ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) : original(constraints);
  });
  await refused.goto(roomUrl);
  await expect(refused.getByRole('alert')).toContainText("Access to your camera is blocked. Allow it in your browser's site settings, then try again.");
  await expect(refused.getByRole('alert')).toContainText('You can join with audio only.');
  await expect(refused.getByRole('button', { name: 'Join now' })).toBeEnabled();
  await refused.close();
  await candidate.context.setOffline(true);
  await candidate.page.goto(roomUrl);
  await expect(candidate.page.getByText('You are offline. A video call needs a connection')).toBeVisible();
  await candidate.context.setOffline(false);

  // After the call: the employer moves the interview to tomorrow, then cancels it with a note.
  await interviews.open();
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = employer.page.getByRole('dialog', { name: 'Reschedule Interview' });
  await reschedule.getByLabel('New date and time').fill(localDateTimeInMinutes(-60));
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await expect(reschedule.getByText('Please choose a time in the future')).toBeVisible();
  await reschedule.getByLabel('New date and time').fill(localDateTimeInMinutes(24 * 60));
  await reschedule.getByRole('button', { name: 'Reschedule' }).click();
  await expect(reschedule).toBeHidden();
  await expect(card.getByRole('button', { name: /^Starts at / })).toBeDisabled();

  await card.getByRole('button', { name: 'Cancel Interview' }).click();
  const cancel = employer.page.getByRole('dialog', { name: 'Cancel this interview?' });
  await cancel.getByLabel('Note to the candidate (optional)').fill('The role has been filled, sorry.');
  await cancel.getByRole('button', { name: 'Cancel Interview' }).click();
  await expect(cancel).toBeHidden();
  await interviews.tab('Past').click();
  await expect(interviews.card(jobTitle)).toContainText('Cancelled');
  const candidateList = new InterviewPages(candidate.page);
  await candidateList.open();
  await candidateList.tab('Past').click();
  await expect(candidateList.card(jobTitle)).toContainText('Cancelled');

  await employer.context.close();
  await candidate.context.close();
});
