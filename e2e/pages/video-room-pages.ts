/**
 * The interview room as a person uses it: joining from the interview card through the camera check, the call's
 * state line and controls, and what the other person's <video> is really doing (frames arriving, sound).
 */
import { expect, type Page } from '@playwright/test';

/** A `datetime-local` value `minutes` from now (the schedule dialog's input), in the browser's time zone. */
export function localDateTimeInMinutes(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Employer Professional through /checkout with Stripe's success test card (the server's test mode). */
export async function subscribeEmployerProfessional(page: Page) {
  await page.goto('/checkout?plan=employer-professional');
  const payment = page.getByRole('region', { name: 'Payment', exact: true });
  await payment.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
  await payment.getByLabel(/^Expiry \(MM\/YY\)/).fill('12/34');
  await payment.getByLabel(/^CVC/).fill('123');
  await payment.getByRole('button', { name: /^Start \d+-day free trial$/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Employer Professional!', { timeout: 30_000 });
}

interface VideoSample {
  width: number;
  time: number;
  frames: number;
}

export class VideoRoomPage {
  constructor(readonly page: Page) {}

  get state() {
    return this.page.getByTestId('call-state');
  }

  get remoteVideo() {
    return this.page.getByTestId('remote-video');
  }

  /** From /video-interviews: the card's 'Join Interview' (once the server gave the link), then the lobby. */
  async openFromCard(jobTitle: string) {
    await this.page.goto('/video-interviews');
    const card = this.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: jobTitle });
    await card.getByRole('link', { name: 'Join Interview' }).click({ timeout: 30_000 });
    await expect(this.page.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible();
  }

  /** The camera check works: a picture in the preview and a microphone to choose. */
  async expectLobbyReady() {
    await expect.poll(() => this.page.getByTestId('lobby-preview').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await expect(this.page.getByLabel('Microphone', { exact: true })).not.toHaveValue('');
    await expect(this.page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  }

  async join() {
    await this.page.getByRole('button', { name: 'Join now' }).click();
    await expect(this.page.getByRole('region', { name: 'Video call' })).toBeVisible();
  }

  async leave() {
    await this.page.getByRole('toolbar', { name: 'Call controls' }).getByRole('button', { name: 'Leave' }).click();
    await expect(this.state).toHaveText('You left the call');
  }

  private sample(): Promise<VideoSample> {
    return this.remoteVideo.evaluate((v: HTMLVideoElement) => ({
      width: v.videoWidth,
      time: v.currentTime,
      frames: v.getVideoPlaybackQuality().totalVideoFrames,
    }));
  }

  /** The other person's video has a size and its frames and time keep advancing. */
  async expectRemoteVideoPlaying() {
    await expect.poll(async () => (await this.sample()).width, { timeout: 30_000 }).toBeGreaterThan(0);
    const first = await this.sample();
    await expect
      .poll(async () => {
        const now = await this.sample();
        return now.frames >= first.frames + 10 && now.time > first.time + 0.3;
      }, { timeout: 15_000 })
      .toBe(true);
  }

  /** The other person's stream carries a live, unmuted audio track with sound in it (WebAudio analyser). */
  async expectRemoteAudio() {
    const tracks = () =>
      this.remoteVideo.evaluate((v: HTMLVideoElement) =>
        ((v.srcObject as MediaStream | null)?.getAudioTracks() ?? []).map((t) => `${t.readyState}${t.muted ? ' muted' : ''}`),
      );
    await expect.poll(tracks, { timeout: 15_000 }).toContain('live');
    const loudest = () =>
      this.remoteVideo.evaluate(async (v: HTMLVideoElement) => {
        const context = new AudioContext();
        await context.resume();
        const analyser = context.createAnalyser();
        context.createMediaStreamSource(v.srcObject as MediaStream).connect(analyser);
        const samples = new Uint8Array(analyser.fftSize);
        let max = 0;
        for (let i = 0; i < 30; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          analyser.getByteTimeDomainData(samples);
          for (const s of samples) max = Math.max(max, Math.abs(s - 128));
        }
        await context.close();
        return max;
      });
    await expect.poll(loudest, { timeout: 15_000 }).toBeGreaterThan(2);
  }
}
