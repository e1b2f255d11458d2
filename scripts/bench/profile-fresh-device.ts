/**
 * `node --import tsx scripts/bench/profile-fresh-device.ts`: a CPU profile (CDP Profiler, CPU slowed 4×) of a
 * fresh device's sign-in to the first job cards of /browse-jobs, and of its warm reload, with the main thread's
 * time by chunk and the top functions: where the fresh-device bench's time goes (issue 52).
 */
import { chromium, request as playwrightRequest } from '@playwright/test';
import { CHROMIUM_PATH, startJobServer } from './sync.ts';

const RATE = Number(process.env.RATE ?? 4);
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

function breakdown(label: string, profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const url = node.callFrame.url.split('/').pop()?.replace(/-[\w-]{8}\.js$/, '.js') || node.callFrame.functionName || '(native)';
    byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anon)'} ${url}:${node.callFrame.lineNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  });
  const total = [...byUrl.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${label}: ${total.toFixed(0)} ms sampled`);
  for (const [url, ms] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${url}`);
  console.log('  top functions (self):');
  for (const [fn, ms] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
}

const server = await startJobServer(5000);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
try {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const { email } = (await server.signUpCandidate(api)) as { email: string };
  await api.dispose();
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto(`/?auth=signin&next=${encodeURIComponent('/browse-jobs')}`);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Passw0rdX');
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const start = Date.now();
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await page.locator('[data-testid="job-results"] ul > li h3').first().waitFor({ timeout: 60_000 });
  const cardsMs = Date.now() - start;
  const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.name}@${m.startTime.toFixed(0)}`).join(' '));
  breakdown(`sign-in to first cards (${cardsMs} ms wall, CPU ${RATE}x; marks ${marks})`, (await cdp.send('Profiler.stop')).profile as unknown as Profile);
  await page.waitForFunction(() => performance.getEntriesByName('hiresync:initial-sync-done').length > 0, undefined, { timeout: 300_000 });
  await page.waitForTimeout(500);
  await cdp.send('Profiler.start');
  const reloadStart = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await page.locator('[data-testid="job-results"] ul > li h3').first().waitFor({ timeout: 60_000 });
  const reloadMs = Date.now() - reloadStart;
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => `${r.name.split('/').pop()}@${r.startTime.toFixed(0)}-${(r as PerformanceResourceTiming).responseEnd.toFixed(0)}`)
      .join(' '),
  );
  breakdown(`warm reload to first card (${reloadMs} ms wall)`, (await cdp.send('Profiler.stop')).profile as unknown as Profile);
  console.log(`  scripts: ${resources}`);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(0);
