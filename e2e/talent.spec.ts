/**
 * Talent journeys: an employer with an open job finds a matching candidate on /find-talent, opens the full
 * profile (a counted view on the free plan) and filters,
 * sees the pair in the right band on /ai-matching, and is asked to upgrade for 'Find Candidates' on
 * /advanced-search (a paid feature); the candidate searches jobs with filters kept in the URL and clears
 * them; offline, every screen still shows results.
 */
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.ts';
import { CandidatePages } from './pages/candidate-pages.ts';
import { EmployerPages } from './pages/employer-pages.ts';
import { TalentPages } from './pages/talent-pages.ts';
import { newUser } from './pages/users.ts';
import { RUN } from './pages/run-tag.ts';

test('an employer finds, matches and searches a candidate; the candidate searches jobs; both offline too', async ({ browser }) => {
  // Two people sign up, post, fill a profile and visit six screens online and offline: near 2 minutes on a busy
  // two-core machine, where CI once ran past the default timeout.
  test.slow();
  const employer = await newUser(browser, 'Employer', 'Tobias', 'Wren');
  await new EmployerPages(employer.page).createCompanyProfile('Quayside Freight');
  await new EmployerPages(employer.page).postJob({ title: `Ledger Systems Engineer ${RUN}`, skills: ['TypeScript', 'Node.js', 'PostgreSQL'] });

  const candidate = await newUser(browser, 'Candidate', 'Imogen', `Castellano ${RUN}`);
  await new CandidatePages(candidate.page).createProfile(candidate.email);
  const candidateTalent = new TalentPages(candidate.page);
  await candidateTalent.addSkillsAndYears(['TypeScript', 'Node.js', 'PostgreSQL', 'Docker', 'Kubernetes', 'React'], 4);

  // Find Talent: the card, the best match with the employer's job, and the filters.
  const talent = new TalentPages(employer.page);
  await talent.openFindTalent();
  const card = talent.card(`Imogen Castellano ${RUN}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Backend developer');
  await expect(card).toContainText('4 years experience');
  await expect(card).toContainText('+1 more');
  await expect(card).toContainText(/\d+% match/);
  await expect(card).toContainText('Excellent Match');
  // A free employer holds a summary (no salary, no bio) until it opens the full profile, a counted view.
  await expect(card).not.toContainText('Expects');
  await card.getByRole('button', { name: 'Review Profile' }).click();
  const review = employer.page.getByRole('dialog', { name: `Imogen Castellano ${RUN}` });
  await expect(review.getByTestId('profile-summary')).toContainText('10 of 10 free profile views left this month');
  await review.getByRole('button', { name: 'View full profile' }).click();
  await expect(review).toContainText('I design and run backend services');
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(card).toContainText('Expects $80k');
  await employer.page.getByLabel('Salary range').selectOption({ label: '$80k - $120k' });
  await employer.page.getByLabel('Experience').selectOption({ label: '3-5 years' });
  await expect(card).toBeVisible();
  await employer.page.getByLabel('Experience').selectOption({ label: '6-10 years' });
  // Other journeys share this server, so the check is about this candidate, not the whole list.
  await expect(card).toHaveCount(0);
  await employer.page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /Interview/ })).toHaveAttribute('href', /^\/video-interviews\?schedule=/);
  await expect(card.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', /^\/messages\?to=/);
  await talent.checkAndScreenshot('find-talent');

  await card.getByRole('button', { name: 'Review Profile' }).click();
  const dialog = employer.page.getByRole('dialog', { name: `Imogen Castellano ${RUN}` });
  await expect(dialog).toContainText('I design and run backend services');
  await expect(dialog.getByRole('heading', { name: new RegExp(`Match with Ledger Systems Engineer ${RUN}: \\d+%`) })).toBeVisible();
  await expect(dialog).toContainText('Has all 3 listed skills.');
  await talent.checkAndScreenshot('find-talent-review');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // AI Matching: the pair is in the high band and not in the low one; sorting keeps it.
  await talent.openAiMatching();
  await expect(employer.page.getByRole('heading', { name: /^\d+ match(es)? found$/ })).toBeVisible();
  await employer.page.getByRole('radio', { name: /High \(80%\+\)/ }).check();
  const match = talent.card(`Imogen Castellano ${RUN}`);
  await expect(match).toContainText('High Match');
  await expect(match).toContainText('Skills analysis');
  await expect(match.getByRole('link', { name: 'Schedule Interview' })).toHaveAttribute('href', /schedule=.+&job=/);
  await employer.page.getByLabel('Sort by').selectOption({ label: 'Skills' });
  await expect(match).toBeVisible();
  await employer.page.getByRole('radio', { name: /Low \(under 60%\)/ }).check();
  await expect(match).toHaveCount(0);
  await employer.page.getByRole('radio', { name: /High \(80%\+\)/ }).check();
  await talent.checkAndScreenshot('ai-matching-employer');

  // Advanced Search: 'Find Candidates' is the employer's default, and 'Advanced candidate search' is sold with
  // the paid employer plans, so this free employer is asked to upgrade instead of seeing candidates.
  await talent.openAdvancedSearch();
  await expect(talent.mode('Find Candidates')).toHaveAttribute('aria-pressed', 'true');
  await expect(talent.upgradePrompt).toBeVisible();
  await expect(talent.card(`Imogen Castellano ${RUN}`)).toHaveCount(0);
  await talent.checkAndScreenshot('advanced-search-employer');

  // The candidate: 'Find Jobs' only; filters in the URL survive a reload; Clear All Filters.
  await candidateTalent.openAdvancedSearch();
  await expect(candidateTalent.mode('Find Candidates')).toBeDisabled();
  await expect(candidateTalent.mode('Find Jobs')).toHaveAttribute('aria-pressed', 'true');
  await expect(candidateTalent.card(`Ledger Systems Engineer ${RUN}`)).toBeVisible();
  await candidateTalent.showFilters();
  await candidate.page.getByLabel('Keywords').fill('ledger');
  await candidate.page.getByRole('checkbox', { name: 'TypeScript' }).check();
  await expect(candidate.page).toHaveURL(/query=ledger/);
  await candidate.page.reload();
  await expect(candidateTalent.card(`Ledger Systems Engineer ${RUN}`)).toBeVisible();
  await candidateTalent.showFilters();
  await expect(candidate.page.getByLabel('Keywords')).toHaveValue('ledger');
  await candidate.page.getByRole('checkbox', { name: 'Python' }).check();
  await expect(candidate.page.getByText('No jobs match these filters')).toBeVisible();
  await candidateTalent.checkAndScreenshot('advanced-search-empty');
  await candidateTalent.clearAllFilters();
  await expect(candidateTalent.card(`Ledger Systems Engineer ${RUN}`)).toBeVisible();
  await expect(candidate.page).toHaveURL(/\/advanced-search\?type=jobs$/);
  await candidateTalent.checkAndScreenshot('advanced-search-candidate');

  await candidateTalent.openAiMatching();
  const jobMatch = candidateTalent.card(`Ledger Systems Engineer ${RUN}`);
  await expect(jobMatch).toContainText('High Match');
  await expect(jobMatch.getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await candidateTalent.checkAndScreenshot('ai-matching-candidate');

  // Offline: the screens open from the service worker and show results from the device.
  for (const person of [employer, candidate]) {
    await new AppShell(person.page).waitUntilOfflineReady();
    await person.context.setOffline(true);
  }
  await talent.openFindTalent();
  await expect(new AppShell(employer.page).syncIndicator).toContainText('Offline');
  await expect(talent.card(`Imogen Castellano ${RUN}`)).toBeVisible();
  await talent.openAiMatching();
  await expect(talent.card(`Imogen Castellano ${RUN}`)).toContainText('High Match');
  await talent.openAdvancedSearch('?type=candidates&query=castellano');
  await expect(talent.upgradePrompt).toBeVisible();
  await candidateTalent.openAdvancedSearch('?type=jobs&skills=Node.js');
  await expect(candidateTalent.card(`Ledger Systems Engineer ${RUN}`)).toBeVisible();

  await employer.context.close();
  await candidate.context.close();
});
