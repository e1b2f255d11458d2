/**
 * Every route of the route table at 360 and 1280 px, as a signed-out visitor, a candidate and an employer whose
 * data is as long as real people make it: 60-character names with combining marks and emoji, a message holding
 * a long unbroken URL, 30 skills, a job with a long title, and a refused write showing '1 not sent' in the
 * header. No page may scroll sideways, and every header control must lie inside the viewport, unclipped.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { MessagePages } from './pages/message-pages.ts';
import { DESKTOP, PHONE, screenshotBothWidths } from './pages/page-checks.ts';
import { ROUTE_CASES, type Outcome, type Visitor } from './pages/route-table.ts';
import { RUN } from './pages/run-tag.ts';
import { newUser } from './pages/users.ts';

test.describe.configure({ timeout: 300_000 });

// 60 characters each, written with combining marks (e + U+0308, u + U+0301) and a multi-code-point emoji.
const CANDIDATE_NAME = ['Zoe\u0308-Rene\u0301e 👩🏽‍💻', 'Wolfeschlegelsteinhausenbergerdorff-Nu\u0301n\u0303ez'] as const;
const EMPLOYER_NAME = ['Þórdís Ása 🌋', 'Guðmundsdóttir-Nakamura-O\u0301lafsdóttir-Ngô-Thảo'] as const;
const COMPANY = 'Northwind Logistics & Supply-Chain Automation International GmbH & Co. KGaA';
const LONG_TITLE =
  `Senior Staff Platform Engineer, Distributed Offline-First Logistics Infrastructure (TypeScript/Node.js/PostgreSQL/Kubernetes), Europe-Remote ${RUN}`;
const CLOSING_TITLE = `Warehouse Systems Integration Engineer (Fixed-Term Contract, Rotterdam Distribution Centre) ${RUN}`;
const LONG_URL =
  'https://portfolio.example.com/projects/2026/distributed-offline-first-logistics-platform-with-realtime-replication-and-conflict-resolution?ref=hiresync&utm_source=application&utm_campaign=platform-engineering-roles';
// The link comes first, so the notification's 120-character preview is one unbroken word.
const MESSAGE = `${LONG_URL} is the case study we would like you to walk us through when we talk.`;
const SKILLS = [
  'TypeScript', 'JavaScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'Docker', 'React', 'GraphQL',
  'Amazon Web Services (AWS)', 'Google Cloud Platform', 'Terraform', 'Continuous Integration/Continuous Deployment',
  'Distributed Systems', 'Event-Driven Architecture', 'Apache Kafka', 'Redis', 'Elasticsearch', 'Python', 'Go',
  'Rust', 'Site Reliability Engineering', 'Observability (OpenTelemetry)', 'gRPC', 'REST API Design',
  'Domain-Driven Design', 'Test-Driven Development', 'Linux', 'Nginx', 'Prometheus', 'Technical Leadership',
];

/** What is wrong with the page's layout at its current width: a sideways scroll, or a header control out of view. */
async function layoutProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = window.innerWidth;
    const describe = (el: Element) => {
      const text = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className.slice(0, 60)}"` : ''}> "${text.slice(0, 40)}"`;
    };
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > viewport) {
      // The innermost elements reaching past the right edge say what pushed the page.
      // What a scroll container holds scrolls inside it and does not widen the page, so it is left out.
      const isInScroller = (el: Element) => {
        for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > viewport + 1 && !isInScroller(el));
      const outer = new Set<Element | null>(wide.map((el) => el.parentElement));
      const innermost = wide.filter((el) => !outer.has(el));
      problems.push(`scrolls sideways: ${scrollWidth} px wide in ${viewport} px, pushed by ${innermost.slice(0, 3).map(describe).join(', ')}`);
    }
    // The page's banner: the header outside <main> (screens have headers of their own).
    const header = [...document.querySelectorAll('header')].find((el) => !el.closest('main'));
    if (!header) return problems;
    const controls = header.querySelectorAll<HTMLElement>('a[href], button, [role="status"]');
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || !control.checkVisibility({ visibilityProperty: true })) continue;
      if (box.left < -0.5 || box.right > viewport + 0.5 || box.top < -0.5) {
        problems.push(`header control outside the viewport: ${describe(control)} at ${Math.round(box.left)}–${Math.round(box.right)} px`);
        continue;
      }
      // A box inside the viewport can still be cut by an ancestor that hides its overflow.
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5) {
          problems.push(`header control cut by its container: ${describe(control)}`);
          break;
        }
      }
    }
    return problems;
  });
}

function whereIs(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Opens the route and waits until it has settled on its screen or left for its redirect. Where a redirect goes is
 * the routes journey's business (route-table.ts); here it only has to have happened.
 */
async function openRoute(page: Page, path: string, outcome: Outcome) {
  // As a link in the app does: the router hears pushState. A reload per route would reopen the database each time.
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const pathname = (at: string) => new URL(at, 'http://localhost').pathname;
  // Polled often: over a hundred routes, the default back-off would add minutes.
  const intervals = [50];
  if (typeof outcome === 'object') await expect.poll(() => pathname(page.url()) !== pathname(path), { intervals }).toBe(true);
  else await expect.poll(() => whereIs(page), { intervals }).toBe(path);
  // By CSS, not by role: behind the sign-in dialog a redirect opens, the screen is inert but still laid out.
  await expect(page.locator('h1').first()).toBeVisible();
}

/** Content that has to be on screen before a route is measured, so the long data is really laid out. */
function longContentOf(visitor: Visitor, path: string): string | undefined {
  if (visitor === 'candidate') {
    if (path === '/candidate-dashboard') return LONG_URL.slice(0, 40);
    if (path === '/application-tracking') return LONG_TITLE.slice(0, 40);
    if (path === '/messages') return EMPLOYER_NAME[1];
    if (path === '/browse-jobs') return LONG_TITLE;
  }
  if (visitor === 'employer') {
    if (path === '/employer-dashboard') return LONG_TITLE;
    if (path === '/application-tracking' || path === '/messages') return CANDIDATE_NAME[1];
  }
  return undefined;
}

async function walkEveryRoute(visitor: Visitor, page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.goto('/');
  for (const [index, route] of ROUTE_CASES.entries()) {
    const outcome = route.outcome[visitor];
    await test.step(route.path, async () => {
      await openRoute(page, route.path, outcome);
      const content = outcome === 'screen' ? longContentOf(visitor, route.path) : undefined;
      if (content) await expect(page.getByText(content, { exact: false }).first()).toBeAttached();
      // Alternate the order of the widths so each route costs one resize.
      const widths = index % 2 === 0 ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
      for (const size of widths) {
        if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
        for (const problem of await layoutProblems(page)) problems.push(`${visitor} ${route.path} at ${size.width} px: ${problem}`);
      }
    });
  }
  return problems;
}

/** The candidate and employer with long data, the candidate with a refused application ('1 not sent'). */
async function peopleWithLongContent(browser: Browser) {
  const employer = await newUser(browser, 'Employer', ...EMPLOYER_NAME);
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile(COMPANY);
  await employerPages.postJob({ title: LONG_TITLE, skills: SKILLS });
  await employerPages.postJob({ title: CLOSING_TITLE, skills: ['SQL', 'Python'] });

  const candidate = await newUser(browser, 'Candidate', ...CANDIDATE_NAME);
  const candidatePages = new CandidatePages(candidate.page);
  const shell = new AppShell(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidate.page.goto('/candidate-profile?tab=skills');
  const skillBox = candidate.page.getByRole('textbox', { name: /^Skills/ });
  for (const skill of SKILLS) {
    await skillBox.fill(skill);
    await skillBox.press('Enter');
  }
  await candidate.page.getByRole('button', { name: 'Save Skills' }).click();
  await expect(candidate.page.getByText('Profile Updated!').first()).toBeVisible();
  await candidatePages.browseJobs();
  await candidatePages.apply(LONG_TITLE, `I have shipped offline-first platforms for years; my write-up is at ${LONG_URL}`);

  // The employer answers with a long unbroken link; it reaches the candidate's Recent Activity.
  const candidateUserId = await new MessagePages(candidate.page).myUserId();
  const employerMessages = new MessagePages(employer.page);
  await employerMessages.contact(candidateUserId);
  await employerMessages.box.fill(MESSAGE);
  await employerMessages.box.press('Enter');
  await expect(employerMessages.message(MESSAGE.slice(0, 30))).toBeVisible();

  // An application sent offline to a job closed meanwhile is refused: the header shows '1 not sent'.
  await candidatePages.browseJobs();
  await shell.waitUntilOfflineReady();
  await expect(candidatePages.jobCard(CLOSING_TITLE)).toBeVisible();
  await shell.expectAllSaved();
  await candidate.context.setOffline(true);
  await candidatePages.apply(CLOSING_TITLE, 'Rotterdam is a short train ride away; I can start next month.');
  await employerPages.closeJob(CLOSING_TITLE);
  await candidate.context.setOffline(false);
  await expect(shell.syncIndicator).toContainText('1 not sent');
  await shell.expectAllSaved();
  return { employer, candidate };
}

test('no route scrolls sideways or pushes a header control out of view, at 360 and 1280 px, with long real data', async ({
  browser,
}) => {
  const { employer, candidate } = await peopleWithLongContent(browser);
  const signedOut: BrowserContext = await browser.newContext();
  const pages: Record<Visitor, Page> = { 'signed-out': await signedOut.newPage(), candidate: candidate.page, employer: employer.page };

  // Looked at by a person once: the dashboard with the long message, and the header with its badge.
  await candidate.page.goto('/candidate-dashboard');
  await expect(candidate.page.getByRole('region', { name: 'Recent Activity' })).toContainText(LONG_URL.slice(0, 40));
  await screenshotBothWidths(candidate.page, 'layout/candidate-dashboard', async (width) => {
    await candidate.page.getByRole('banner').screenshot({ path: `e2e/artifacts/layout/header-not-sent-${width}.png` });
  });

  const problems: string[] = [];
  for (const visitor of ['signed-out', 'candidate', 'employer'] as const) {
    problems.push(...(await walkEveryRoute(visitor, pages[visitor])));
  }
  // The badge was there the whole walk: the header was measured with it.
  await expect(new AppShell(candidate.page).syncIndicator).toContainText('1 not sent');
  expect(problems, 'pages that scroll sideways or push header controls out of view').toEqual([]);

  await Promise.all([signedOut.close(), employer.context.close(), candidate.context.close()]);
});
