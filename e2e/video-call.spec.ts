/**
 * A video interview for real (issue 16): an employer on Employer Professional schedules an interview with
 * an applicant a few minutes from now, both check their camera and microphone and join, and each sees and
 * hears the other over WebRTC (Chromium's fake camera and microphone). The candidate drops offline for a few
 * seconds and the call carries on; the signaling that brings the employer's goodbye afterwards proves it
 * resumed. Leaving ends the call on both sides.
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
  await candidate.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
  await expect(candidateRoom.state).toHaveText('You left the call');

  await employer.context.close();
  await candidate.context.close();
});
