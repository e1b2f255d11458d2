/**
 * What new users tripped over on their first visit (issue 19, items 3 to 7): a protected screen sends a
 * signed-out visitor to the sign-in dialog with a line saying why, and signing in leads to that screen (and
 * never off the site); Back in the join flow keeps the address and the code already received; the landing
 * sign-up asks for a name, so the dashboard greets by it; code boxes take digits only, and on a phone the error
 * toast leaves the code dialog's button free; a reference reads the candidate's profile name.
 */
import { expect, test, type Locator } from '@playwright/test';
import { dashboardOf, logOut, toastTitled, uniqueEmail } from './pages/auth-page.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { useFreshClientAddress } from './pages/client-address.ts';
import { JoinPage } from './pages/join-page.ts';
import { LandingDialogs } from './pages/landing-dialogs.ts';
import { waitForCode, waitForMail } from './pages/mailbox.ts';
import { DESKTOP } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

test.beforeEach(({ context }) => useFreshClientAddress(context));

const PHONE = { width: 390, height: 844 };

/** Where the browser is, as path plus query. */
const whereIs = (url: string) => new URL(url).pathname + new URL(url).search;

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('Find Jobs, signed out: the sign-in dialog says why, and signing in opens Browse Jobs (never another site)', async ({ browser, page }) => {
  const { context: own, email } = await newUser(browser, 'Candidate', 'Priya', 'Raman');
  await own.close();
  await page.setViewportSize(DESKTOP);
  const landing = new LandingDialogs(page);

  // A crafted link cannot send anyone off the site after signing in: it ends on the dashboard.
  await page.goto(`/?auth=signin&next=${encodeURIComponent('//evil.example/browse-jobs')}`);
  await expect(landing.signInDialog.getByRole('status')).toHaveCount(0);
  await landing.signIn(email);
  await expect(page).toHaveURL(dashboardOf('Candidate'));
  await logOut(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Find Jobs' }).first().click();
  await expect.poll(() => whereIs(page.url())).toBe('/?auth=signin&next=%2Fbrowse-jobs');
  await expect(landing.signInDialog).toContainText('Please sign in with a job seeker account to open Browse Jobs.');
  await landing.signIn(email);
  await expect(page).toHaveURL(/\/browse-jobs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Jobs');
  await expect(toastTitled(page, 'Welcome back!')).toBeVisible();

  // The spec's /?auth=signin screens too, with the wanted query kept.
  await logOut(page);
  await page.goto('/checkout?plan=candidate-premium');
  await expect.poll(() => whereIs(page.url())).toBe('/?auth=signin&next=%2Fcheckout%3Fplan%3Dcandidate-premium');
  await expect(landing.signInDialog).toContainText('Please sign in to open checkout.');
  await landing.signIn(email);
  await expect.poll(() => whereIs(page.url())).toBe('/checkout?plan=candidate-premium');
});

test('join flow: Back from the code keeps the address, and the code already received still works', async ({ page }) => {
  const join = new JoinPage(page);
  const email = uniqueEmail('join-back-code');
  await join.open();
  const since = Date.now();
  await join.sendCode({ email });
  const code = await waitForCode(email, since);
  await join.back();

  await join.chooseEmail();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await join.alreadyHaveCode();
  await expect(page.getByText(`We sent a 6-digit code to ${email}.`)).toBeVisible();
  await join.back();

  // Sending to the same address again before the wait is over goes back to the same code, not to an error.
  await join.chooseEmail();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(toastTitled(page, 'Failed to send code')).toHaveCount(0);
  await expect(page.getByText(/^Resend code in \d+s$/)).toBeVisible();
  await join.verify(code);
  await join.fillDetails({ firstName: 'Jonas', lastName: 'Back', role: 'Candidate' });
});

test('the landing sign-up asks for a name, and the dashboard greets by it', async ({ page }) => {
  const landing = new LandingDialogs(page);
  await page.goto('/?auth=signup');
  const code = await landing.requestSignUpCode({ firstName: 'Amara', lastName: 'Okafor', email: uniqueEmail('landing-name'), role: 'Candidate' });
  await landing.enterCode(code);
  await expect(page).toHaveURL(dashboardOf('Candidate'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Amara!');
});

test('code boxes take digits only, typed or pasted', async ({ page }) => {
  const join = new JoinPage(page);
  await join.open();
  await join.sendCode({ email: uniqueEmail('code-box') });
  const box = page.getByRole('textbox', { name: 'Verification code' });
  await box.pressSequentially('a1b2 c3');
  await expect(box).toHaveValue('123');
  await box.fill('');
  await box.pressSequentially('12-34-56-78');
  await expect(box).toHaveValue('123456');
  // A pasted code with a space keeps all six digits (insertText puts it in at once, as a paste does).
  await box.fill('');
  await box.focus();
  await page.keyboard.insertText('654 321');
  await expect(box).toHaveValue('654321');
});

test('on a phone the error toast leaves the code dialog button free', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const landing = new LandingDialogs(page);
  await page.goto('/?auth=signup');
  const code = await landing.requestSignUpCode({ firstName: 'Lena', lastName: 'Vogt', email: uniqueEmail('code-toast'), role: 'Employer' });
  await landing.enterCode(code === '000000' ? '111111' : '000000');
  const toast = toastTitled(page, 'Registration failed');
  await expect(toast).toBeVisible();
  const submit = landing.codeDialog.getByRole('button', { name: 'Verify and Create Account' });
  expect(await overlaps(toast, submit), 'the toast covers the submit button').toBe(false);
  // Pressable while the toast shows: the right code creates the account.
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await submit.click();
  await expect(page).toHaveURL(dashboardOf('Employer'));
});

test('a reference reads the name on the candidate profile, not the account name', async ({ browser }) => {
  const { context, page, email } = await newUser(browser, 'Candidate', 'Emma', 'Tester');
  await new CandidatePages(page).createProfile(email, { firstName: 'Emma', lastName: 'Stone' });
  await page.goto('/id-verification');
  await page.getByRole('tab', { name: 'Reference' }).click();
  const panel = page.getByRole('tabpanel');
  const referenceEmail = uniqueEmail('reference-of-emma');
  await panel.getByRole('textbox', { name: 'Reference name' }).fill('Ines Moreau');
  await panel.getByRole('textbox', { name: 'Reference email' }).fill(referenceEmail);
  await panel.getByRole('textbox', { name: 'Company', exact: true }).fill('Baltic Rail Systems');
  await panel.getByRole('combobox', { name: 'Relationship' }).selectOption('team_lead');
  const since = Date.now();
  await panel.getByRole('button', { name: 'Send Reference Request' }).click();
  await expect(page.getByText('Reference Request Sent', { exact: true })).toBeVisible();

  const mail = await waitForMail(referenceEmail, since);
  expect(mail.subject).toBe('Emma Stone asked you to confirm your work together');
  const link = /https?:\/\/\S+\/reference-check\?token=[\w-]+/.exec(mail.text)![0];
  const referenceContext = await browser.newContext();
  const referencePage = await referenceContext.newPage();
  await referencePage.goto(link);
  await expect(referencePage.getByText('named you as a professional reference')).toContainText('Emma Stone');
  await expect(referencePage.getByText('Emma Tester')).toHaveCount(0);
  await referenceContext.close();
  await context.close();
});

// Issue 17: the landing page loads only what it shows. RxDB's core names its docs site in its errors and Dexie
// defines DexieError: either text in a script means the database code came with it, whatever the chunk is called.
const DATABASE_CODE = /rxdb\.info|DexieError/;

test('/ signed out does not load the database code (RxDB, Dexie), which the service worker still precaches', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find work. Hire talent. Even offline.');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));

  expect(scripts.size, 'the landing page runs scripts').toBeGreaterThan(0);
  const loaded = await Promise.all([...scripts].map(async ([url, text]) => ({ url, hasDatabase: DATABASE_CODE.test(await text) })));
  expect(loaded.filter((script) => script.hasDatabase).map((script) => script.url)).toEqual([]);

  // The markers are real: some precached chunk has them, so signed-in screens still open offline.
  const precached = [...(await (await page.request.get('/sw.js')).text()).matchAll(/url:"(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const withDatabase: string[] = [];
  for (const path of precached) {
    if (DATABASE_CODE.test(await (await page.request.get(`/${path}`)).text())) withDatabase.push(path);
  }
  expect(withDatabase.length, 'a precached chunk holds the database code').toBeGreaterThan(0);
});

test('the first visit, with no reload, opens another screen offline once the app is installed', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find work. Hire talent. Even offline.');
  // The worker takes this page over when it is installed: no reload, or its lazy screens need the network.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready, Boolean(navigator.serviceWorker.controller))), { timeout: 60_000 }).toBe(true);
  await page.context().setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple pricing for both sides of hiring');
  await page.context().setOffline(false);
});

test('a page that loaded past the installed worker (a hard reload) is taken over, and opens another screen offline', async ({ page }) => {
  await page.goto('/');
  const isControlled = () => page.evaluate(async () => (await navigator.serviceWorker.ready, Boolean(navigator.serviceWorker.controller)));
  await expect.poll(isControlled, { timeout: 60_000 }).toBe(true);
  // A reload that bypasses the cache loads the page without the worker, as a load that began while the worker
  // activated does (its claim of the open pages misses it): the page asks the worker to take it over.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find work. Hire talent. Even offline.');
  await expect.poll(isControlled, { timeout: 30_000 }).toBe(true);
  await page.context().setOffline(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple pricing for both sides of hiring');
  await page.context().setOffline(false);
});

// Issue 17: the page's HTML draws the top bar, so it can paint on the stylesheet alone. Every script is held
// back here, as a slow connection would: the paint must not wait for them.
test('the landing page asks for its stylesheet first and paints its top bar before any script has arrived', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.resourceType()));
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { timeout: 15_000 })
    .toBe(1);
  await expect(page.getByRole('banner')).toContainText('HireSync');
  expect(await page.evaluate(() => document.getElementById('root')!.querySelector('h1'))).toBeNull();
  // On a slow connection a request queues behind those asked for before it: the stylesheet must not wait
  // behind the landing page's thirty scripts.
  expect(asked.slice(0, 2)).toEqual(['document', 'stylesheet']);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find work. Hire talent. Even offline.');
});

// Issue 17: what the server sends. Chromium asks for brotli, so every text file over 1 KiB must come as br.
const SMALLEST_COMPRESSED = 1024;

test('the first visit comes compressed, hashed files cached for a year, the page and the service worker revalidated', async ({ page }) => {
  const answers: Promise<{ url: URL; type: string; headers: Record<string, string> }>[] = [];
  page.on('response', (response) =>
    answers.push(response.allHeaders().then((headers) => ({ url: new URL(response.url()), type: response.request().resourceType(), headers }))),
  );
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find work. Hire talent. Even offline.');
  const seen = await Promise.all(answers);

  const html = seen.find((answer) => answer.type === 'document')!;
  expect(html.headers['content-encoding']).toBe('br');
  expect(html.headers['cache-control']).toBe('no-cache');
  expect(html.headers.vary).toMatch(/accept-encoding/i);

  const assets = seen.filter((answer) => answer.url.pathname.startsWith('/assets/'));
  for (const type of ['script', 'stylesheet']) expect(assets.filter((a) => a.type === type).length, `${type}s from /assets/`).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.headers['cache-control'], asset.url.pathname).toBe('public, max-age=31536000, immutable');
    if (/\.(js|css)$/.test(asset.url.pathname) && asset.headers['content-encoding'] !== 'br') {
      expect(Number(asset.headers['content-length']), `${asset.url.pathname} is sent plain, so it must be tiny`).toBeLessThan(SMALLEST_COMPRESSED);
    }
  }
  expect(assets.filter((a) => a.headers['content-encoding'] === 'br').map((a) => a.type)).toEqual(expect.arrayContaining(['script', 'stylesheet']));

  const worker = await page.request.get('/sw.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-encoding']).toBe('br');
  expect(await worker.text()).toContain('precacheAndRoute');
});

test('a pull page comes compressed: gzip for a client without brotli, nothing for one that asks for none', async ({ browser }) => {
  const { context, page } = await newUser(browser, 'Employer', 'Nadia', 'Okafor');
  const employer = new EmployerPages(page);
  await employer.createCompanyProfile(`Northwind ${RUN}`);
  // Two jobs make a page well over 1 KiB.
  const pulled = page.waitForRequest(/\/api\/replication\/jobs\/pull$/);
  await employer.postJob({ title: `Route planner ${RUN}`, skills: ['TypeScript'] });
  await employer.postJob({ title: `Warehouse data engineer ${RUN}`, skills: ['PostgreSQL'] });
  const schemaVersion = (await (await pulled).headerValue('x-schema-version'))!;

  const pullPage = (acceptEncoding: string) =>
    page.request.post('/api/replication/jobs/pull', {
      headers: { 'x-schema-version': schemaVersion, 'accept-encoding': acceptEncoding },
      data: { checkpoint: null, limit: 100 },
    });
  for (const [asked, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
    const res = await pullPage(asked);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding'], asked).toBe(encoding);
    expect(res.headers().vary).toMatch(/accept-encoding/i);
    const titles = ((await res.json()) as { documents: { title?: string }[] }).documents.map((doc) => doc.title);
    expect(titles).toEqual(expect.arrayContaining([`Route planner ${RUN}`, `Warehouse data engineer ${RUN}`]));
  }
  await context.close();
});
