/**
 * A first visit, as Lighthouse (mobile: emulated phone, simulated slow 4G and CPU) sees it on Debian's Chromium,
 * against a bare page served in the same run: the landing page signed out (performance and first contentful
 * paint, median of three runs), and /browse-jobs signed in with the jobs already on the device (median of five).
 * Then the JavaScript the landing page really requests before it is idle, summed as gzip sizes.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { sized } from './mode.ts';
import { CHROMIUM_PATH, STATIC_DIR, startJobServer } from './sync.ts';

const RUNS = sized(3, 1);
/** /browse-jobs' score moves more from run to run than the landing page's: the median of more runs. */
const BROWSE_RUNS = sized(5, 1);
const JOBS_ON_DEVICE = sized(10_000, 200);
const TARGET = { performance: 0.9, fcpMs: 2000, initialJsKb: 120 };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

interface LighthouseNumbers {
  performance: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse's own trace failures (NO_NAVSTART, NO_FCP, …) ask to be run again; a run is tried this many times. */
const LIGHTHOUSE_TRIES = 3;

/** One Lighthouse run of the performance category in the Chrome on `port`. */
async function runLighthouse(url: string, port: number, keepStorage = false): Promise<LighthouseNumbers> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = lhr.runtimeError ? `Lighthouse on ${url}: ${lhr.runtimeError.message}` : undefined;
    if (failure && attempt < LIGHTHOUSE_TRIES) {
      console.log(`  (${failure}; run again, as it asks)`);
      continue;
    }
    if (failure) throw new Error(failure);
    return numbersOf(lhr);
  }
}

function numbersOf(lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']): LighthouseNumbers {
  return {
    performance: lhr.categories.performance?.score ?? 0,
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** The baseline: a bare HTML page with one line of text, from a plain Node server. */
async function startBarePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><h1>Find work. Hire talent.</h1></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

const describe = (n: LighthouseNumbers) =>
  `performance ${n.performance.toFixed(2)}, first contentful paint ${(n.fcpMs / 1000).toFixed(2)} s, total blocking time ${n.tbtMs.toFixed(0)} ms, layout shift ${n.cls.toFixed(3)}`;

/** Gzip sizes of every script `/` requests, signed out, until the page is idle (network quiet, then an idle callback). */
async function measureInitialJs(baseUrl: string): Promise<{ kb: number; files: number; rawKb: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ baseURL: baseUrl });
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    const bodies = await Promise.all(scripts.values());
    const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    const raw = bodies.reduce((sum, body) => sum + body.length, 0);
    return { kb: gzipped / 1024, files: bodies.length, rawKb: raw / 1024 };
  } finally {
    await browser.close();
  }
}

export async function benchFirstVisit(): Promise<void> {
  const jobServer = await startJobServer(JOBS_ON_DEVICE);
  const bare = await startBarePage();
  const profileDir = mkdtempSync(join(tmpdir(), 'hiresync-lighthouse-'));
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, userDataDir: profileDir });

    const baseline = await runLighthouse(bare.url, chrome.port);
    console.log(`baseline, a bare page from a plain Node server: ${describe(baseline)}`);

    const landing: LighthouseNumbers[] = [];
    for (let run = 0; run < RUNS; run++) landing.push(await runLighthouse(`${jobServer.url}/`, chrome.port));
    const landingScore = median(landing.map((n) => n.performance));
    const fcpMs = median(landing.map((n) => n.fcpMs));
    console.log(`Lighthouse mobile on / signed out, median of ${RUNS}: performance ${landingScore.toFixed(2)} (target ≥ ${TARGET.performance}: ${verdict(landingScore >= TARGET.performance)}), first contentful paint ${(fcpMs / 1000).toFixed(2)} s (target ≤ ${TARGET.fcpMs / 1000} s: ${verdict(fcpMs <= TARGET.fcpMs)}); ${(fcpMs / baseline.fcpMs).toFixed(1)}x the bare page's`);
    for (const [i, n] of landing.entries()) console.log(`  run ${i + 1}: ${describe(n)}`);

    // Signed in, with the jobs already on the device: sign in and let the first sync finish in this same Chrome
    // (its profile keeps the session cookie, the local database and the service worker), then measure a visit.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const api = await request.newContext({ baseURL: jobServer.url });
    const user = await jobServer.signUpCandidate(api);
    await context.addCookies((await api.storageState()).cookies);
    await api.dispose();
    await page.goto(`${jobServer.url}/`);
    await page.evaluate((u) => localStorage.setItem('currentUser', JSON.stringify(u)), user);
    await page.goto(`${jobServer.url}/browse-jobs`);
    await page.waitForFunction(() => performance.getEntriesByName('hiresync:initial-sync-done').length > 0, undefined, { timeout: 600_000, polling: 200 });
    await page.getByTestId('job-results').waitFor();
    await page.close();
    await browser.close();
    // Its score moves from run to run with the blocking time, which is most of it.
    const browse: LighthouseNumbers[] = [];
    for (let run = 0; run < BROWSE_RUNS; run++) browse.push(await runLighthouse(`${jobServer.url}/browse-jobs`, chrome.port, true));
    const browseScore = median(browse.map((n) => n.performance));
    console.log(`Lighthouse mobile on /browse-jobs signed in, ${JOBS_ON_DEVICE} jobs on the device, median of ${BROWSE_RUNS}: performance ${browseScore.toFixed(2)} (target ≥ ${TARGET.performance}: ${verdict(browseScore >= TARGET.performance)}), total blocking time ${median(browse.map((n) => n.tbtMs)).toFixed(0)} ms`);
    for (const [i, n] of browse.entries()) console.log(`  run ${i + 1}: ${describe(n)}`);
  } finally {
    await chrome?.kill();
    bare.server.close();
    rmSync(profileDir, { recursive: true, force: true });
  }

  try {
    const js = await measureInitialJs(jobServer.url);
    const assets = join(STATIC_DIR, 'assets');
    const allKb = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length / 1024, 0);
    console.log(`initial JS of / signed out (every script requested before idle, gzip -9): ${js.kb.toFixed(1)} KB in ${js.files} files, ${js.rawKb.toFixed(0)} KB raw (target ≤ ${TARGET.initialJsKb} KB: ${verdict(js.kb <= TARGET.initialJsKb)}); ${((js.kb / allKb) * 100).toFixed(0)}% of the app's ${allKb.toFixed(0)} KB of JS`);
  } finally {
    await jobServer.stop();
  }
}
