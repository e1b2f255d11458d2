/**
 * Every route of spec section 2, visited as a signed-out visitor, a candidate and an employer: the right screen
 * or the right redirect; the same again offline after one visit; and on each screen no serious accessibility
 * violation, every control reachable by keyboard, and screenshots at 360 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { DESKTOP, screenshotBothWidths, seriousA11yViolations, unreachableByKeyboard, watchCspViolations } from './pages/page-checks.ts';
import { ROUTE_CASES, routeSlug, type Outcome, type RouteCase, type Visitor } from './pages/route-table.ts';
import { newUser } from './pages/users.ts';

test.describe.configure({ timeout: 600_000 });

/** Where the browser is, as path plus query. */
function whereIs(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

async function expectOutcome(page: Page, route: RouteCase, outcome: Outcome) {
  await page.goto(route.path);
  if (outcome === 'screen') {
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    expect(whereIs(page)).toBe(route.path);
  } else if (outcome === 'not-found') {
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(whereIs(page)).toBe(route.path);
  } else {
    await expect.poll(() => whereIs(page)).toBe(outcome.to);
    // A redirect still ends on a real screen (the sign-in prompt is a dialog over the landing page).
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
}

async function visitorPage(visitor: Visitor, browser: import('@playwright/test').Browser) {
  if (visitor === 'signed-out') {
    const context = await browser.newContext({ viewport: DESKTOP });
    return { context, page: await context.newPage() };
  }
  const user = await newUser(browser, visitor === 'candidate' ? 'Candidate' : 'Employer', 'Rhea', 'Routes');
  await user.page.setViewportSize(DESKTOP);
  return user;
}

for (const visitor of ['signed-out', 'candidate', 'employer'] as const) {
  test(`${visitor}: every route shows its screen or redirects, online and then offline`, async ({ browser }) => {
    const { context, page } = await visitorPage(visitor, browser);
    const cspViolations = watchCspViolations(page);
    const pageLog = recordPageLog(page);
    try {
      await visitEveryRoute(visitor, page, context);
    } catch (error) {
      // What the page said is the first clue when a route misbehaves on a machine we cannot look at.
      const shown = await page.locator('body').innerText({ timeout: 2_000 }).catch(() => '(unreadable)');
      console.log(`Page log of the ${visitor} walk:\n${pageLog.slice(-40).join('\n')}\nThe page showed:\n${shown.slice(0, 2_000)}`);
      throw error;
    }
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
    await context.close();
  });
}

/** Console errors and warnings, uncaught errors and failed requests of a page, one line each. */
function recordPageLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') lines.push(`${m.type()} at ${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => lines.push(`uncaught at ${page.url()}: ${e.message}`));
  // Offline, every API call fails by design; a failed script, style or page load is the interesting kind.
  page.on('requestfailed', (r) => {
    if (!new URL(r.url()).pathname.startsWith('/api/')) lines.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
  });
  return lines;
}

async function visitEveryRoute(visitor: Visitor, page: Page, context: import('@playwright/test').BrowserContext) {
  await page.goto('/');
  await new AppShell(page).waitUntilOfflineReady();

  const a11y: string[] = [];
  const keyboard: string[] = [];
  for (const route of ROUTE_CASES) {
    const outcome = route.outcome[visitor];
    await test.step(`${route.path} online`, async () => {
      await expectOutcome(page, route, outcome);
      if (outcome === 'screen') {
        // Screenshots first: the Tab walk leaves focus rings and on-blur messages behind.
        await screenshotBothWidths(page, `routes/${visitor}-${routeSlug(route.path)}`);
        a11y.push(...(await seriousA11yViolations(page)).map((v) => `${route.path}: ${v}`));
        keyboard.push(...(await unreachableByKeyboard(page)).map((v) => `${route.path}: ${v}`));
      }
    });
  }
  expect(a11y, 'serious or critical axe-core violations').toEqual([]);
  expect(keyboard, 'controls the Tab key never reaches').toEqual([]);

  await context.setOffline(true);
  for (const route of ROUTE_CASES) {
    await test.step(`${route.path} offline`, () => expectOutcome(page, route, route.outcome[visitor]));
  }
}
