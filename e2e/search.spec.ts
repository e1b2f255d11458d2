/**
 * Searching past the device (issue 18): a candidate's search answers at once from the jobs on the device, then,
 * online, the same search on the server adds the marketplace's other jobs below, marked as such and paged;
 * offline the search says it covers only this device and asks the server nothing. An employer's device holds
 * only its own jobs, so its 'Find Jobs' shows the rest of the market from the real endpoint.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { screenshotBothWidths } from './pages/page-checks.ts';
import { RUN } from './pages/run-tag.ts';
import { SEARCH_COPY, SearchPages, countSearchRequests, extendSearchAnswers, serverJob } from './pages/search-pages.ts';
import { newUser } from './pages/users.ts';

test('a candidate sees the jobs on the device first, then more from the whole marketplace; offline the search says its scope', async ({
  browser,
}) => {
  const employer = await newUser(browser, 'Employer', 'Greta', 'Lindqvist');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Fjord Routing');
  await employerPages.postJob({ title: `Routing Engineer ${RUN}`, skills: ['TypeScript', 'Node.js', 'PostgreSQL'] });

  const candidate = await newUser(browser, 'Candidate', 'Tomás', 'Okafor');
  const candidatePages = new CandidatePages(candidate.page);
  await candidatePages.createProfile(candidate.email);
  await candidatePages.browseJobs();
  await expect(candidatePages.jobCard(`Routing Engineer ${RUN}`)).toBeVisible();
  const shell = new AppShell(candidate.page);
  await shell.waitUntilOfflineReady();

  // The test marketplace fits on the device, so the jobs it lacks are stood in for (pages/search-pages.ts):
  // the real answer (which repeats the device's job), plus one job the device lacks, and a second page.
  const requests = countSearchRequests(candidate.context);
  await extendSearchAnswers(
    candidate.context,
    [serverJob(`e2e-${RUN}-hamburg`, `Routing Engineer ${RUN} Hamburg`, 'Elbe Freight', 91)],
    [serverJob(`e2e-${RUN}-lead`, `Routing Lead ${RUN}`, 'Alster Logistics', null)],
  );

  const search = new SearchPages(candidate.page);
  await search.openAdvancedSearch('jobs');
  await search.searchKeywords(`routing ${RUN}`);

  // First the device's own result, labelled as such.
  await expect(search.localResults).toContainText(SEARCH_COPY.localHeading);
  await expect(search.card(search.localResults, `Routing Engineer ${RUN}`)).toBeVisible();

  // Below it, the server's results for the same search, without the job already shown above.
  await expect(search.moreResults.getByRole('heading', { name: SEARCH_COPY.moreHeading('jobs') })).toBeVisible();
  const hamburg = search.card(search.moreResults, `Routing Engineer ${RUN} Hamburg`);
  await expect(hamburg).toBeVisible();
  await expect(hamburg).toContainText('91% match');
  await expect(search.card(search.moreResults, `Routing Engineer ${RUN}`)).toHaveCount(0);
  expect(requests.urls).toHaveLength(1);
  expect(new URL(requests.urls[0]).searchParams.get('query')).toBe(`routing ${RUN}`);

  // A server-only job takes applications like any other: the dialog opens for it.
  await hamburg.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = candidate.page.getByRole('dialog', { name: `Apply to Routing Engineer ${RUN} Hamburg` });
  await expect(dialog.getByLabel('Cover letter')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The next page, through the Link header.
  await search.showMoreResults();
  await expect(search.card(search.moreResults, `Routing Lead ${RUN}`)).toBeVisible();
  await expect(search.moreResults.getByRole('button', { name: SEARCH_COPY.showMore })).toHaveCount(0);
  expect(requests.urls).toHaveLength(2);
  await screenshotBothWidths(candidate.page, 'search/more-results');

  // The search box of Browse Jobs does the same.
  await candidatePages.browseJobs();
  await candidatePages.search(`routing ${RUN}`);
  await expect(candidate.page.getByTestId('job-results')).toContainText(SEARCH_COPY.localHeading);
  await expect(search.card(candidate.page.getByTestId('job-results'), `Routing Engineer ${RUN}`)).toBeVisible();
  await expect(search.card(search.moreResults, `Routing Engineer ${RUN} Hamburg`)).toBeVisible();
  await expect(search.card(search.moreResults, `Routing Engineer ${RUN}`)).toHaveCount(0);
  expect(requests.urls).toHaveLength(3);
  await search.openAdvancedSearch('jobs');
  await search.searchKeywords(`routing ${RUN}`);
  await expect(search.card(search.moreResults, `Routing Engineer ${RUN} Hamburg`)).toBeVisible();
  expect(requests.urls).toHaveLength(4);

  // Offline: the device's results stay, the server's go, and a line says what the search covers.
  await candidate.context.setOffline(true);
  await expect(search.scopeLine).toHaveText(SEARCH_COPY.offline('jobs'));
  await expect(search.moreResults).toHaveCount(0);
  await search.searchKeywords(`engineer ${RUN}`);
  await expect(search.card(search.localResults, `Routing Engineer ${RUN}`)).toBeVisible();
  await expect(search.scopeLine).toBeVisible();
  // Nothing may be sent; a request would leave a little after the debounce, so allow it twice that to show up.
  await candidate.page.waitForTimeout(600);
  expect(requests.urls).toHaveLength(4);
  await screenshotBothWidths(candidate.page, 'search/offline-scope');

  // Online again, the open search asks the server at once.
  await candidate.context.setOffline(false);
  await expect(search.card(search.moreResults, `Routing Engineer ${RUN} Hamburg`)).toBeVisible();
  await expect(search.scopeLine).toHaveCount(0);
  expect(requests.urls).toHaveLength(5);
  expect(new URL(requests.urls[4]).searchParams.get('query')).toBe(`engineer ${RUN}`);

  await employer.context.close();
  await candidate.context.close();
});

test("an employer's 'Find Jobs' shows its own jobs from the device and other companies' from the server", async ({
  browser,
}) => {
  const other = await newUser(browser, 'Employer', 'Priya', 'Raman');
  await new EmployerPages(other.page).createCompanyProfile('Harbour Dispatch');
  await new EmployerPages(other.page).postJob({ title: `Dispatch Analyst ${RUN}`, skills: ['SQL', 'Python'] });

  const employer = await newUser(browser, 'Employer', 'Jonas', 'Weber');
  const employerPages = new EmployerPages(employer.page);
  await employerPages.createCompanyProfile('Canal Freight');
  await employerPages.postJob({ title: `Dispatch Planner ${RUN}`, skills: ['Excel', 'SQL'] });

  const search = new SearchPages(employer.page);
  await search.openAdvancedSearch('jobs');
  await search.searchKeywords(`dispatch ${RUN}`);
  await expect(search.card(search.localResults, `Dispatch Planner ${RUN}`)).toBeVisible();
  await expect(search.card(search.localResults, `Dispatch Analyst ${RUN}`)).toHaveCount(0);
  await expect(search.card(search.moreResults, `Dispatch Analyst ${RUN}`)).toBeVisible();
  await expect(search.card(search.moreResults, `Dispatch Planner ${RUN}`)).toHaveCount(0);

  await other.context.close();
  await employer.context.close();
});
