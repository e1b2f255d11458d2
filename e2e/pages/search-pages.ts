/**
 * Searching beyond the device (issue 18): the local results of /advanced-search, /browse-jobs and /find-talent,
 * the server's 'more results' section below them, and the offline scope line. The words come from the app's
 * own constants, so a journey and the screen cannot drift apart.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { SEARCH_COPY } from '../../pwa/src/features/search/search-copy.ts';

export { SEARCH_COPY };

export class SearchPages {
  constructor(private readonly page: Page) {}

  async openAdvancedSearch(type: 'jobs' | 'candidates') {
    await this.page.goto(`/advanced-search?type=${type}`);
  }

  async searchKeywords(text: string) {
    await this.page.getByLabel('Keywords').fill(text);
  }

  /** The local results section (advanced search), labelled as this device's. */
  get localResults() {
    return this.page.getByTestId('search-results');
  }

  get moreResults() {
    return this.page.getByTestId('more-results');
  }

  get scopeLine() {
    return this.page.getByTestId('search-scope');
  }

  /** A card whose heading is exactly this title or name, within a section. */
  card(section: ReturnType<Page['getByTestId']>, heading: string) {
    return section.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: heading, exact: true }) });
  }

  async showMoreResults() {
    await this.moreResults.getByRole('button', { name: SEARCH_COPY.showMore }).click();
  }
}

/** Every GET /api/search the browser sends, counted (the offline step asserts none is sent). */
export function countSearchRequests(context: BrowserContext): { urls: string[] } {
  const seen = { urls: [] as string[] };
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') seen.urls.push(request.url());
  });
  return seen;
}

/**
 * Stands in for pages of GET /api/search: the real server's answer for the first page (so results the device
 * holds come back as they would), with `extra` appended and a Link to a second page that holds `secondPage`.
 * Used where the test marketplace is too small for the device to lack anything (every active job fits the slice).
 */
export async function extendSearchAnswers(
  context: BrowserContext,
  extra: Record<string, unknown>[],
  secondPage: Record<string, unknown>[],
): Promise<void> {
  await context.route(
    (url) => url.pathname === '/api/search',
    async (route: Route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('cursor') === 'e2e-second') {
        await route.fulfill({ json: secondPage });
        return;
      }
      const real = await route.fetch();
      const body: unknown = real.ok() ? await real.json() : [];
      url.searchParams.set('cursor', 'e2e-second');
      await route.fulfill({
        json: [...(Array.isArray(body) ? body : []), ...extra],
        headers: { link: `<${url.pathname}${url.search}>; rel="next"` },
      });
    },
  );
}

/** A job document as GET /api/search sends it (projected job, id, matchScore). */
export function serverJob(id: string, title: string, companyName: string, matchScore: number | null) {
  const at = new Date().toISOString();
  return {
    id,
    employerId: `employer-${id}`,
    title,
    description: 'Own the routing service end to end: TypeScript APIs on Node.js, PostgreSQL, and calm on-call.',
    location: 'Hamburg, Germany',
    isActive: true,
    skills: ['TypeScript', 'Node.js', 'PostgreSQL'],
    requiredExperience: 2,
    remoteOk: true,
    visaSponsorship: false,
    jobType: 'full-time',
    salaryMin: 70000,
    salaryMax: 90000,
    postedAt: at,
    companyName,
    companyVerified: false,
    applicationCount: 0,
    updatedAt: at,
    matchScore,
  };
}
