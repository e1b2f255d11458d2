/**
 * The public site as a signed-out visitor sees it: landing, how it works, pricing, about, support, help center
 * and both versions of the legal pages. Prices, trial and limits must equal the shared catalog; subscribing
 * while signed out asks to sign in instead of navigating. Each page: one h1, no serious accessibility
 * violation, screenshots at 360 and 1280 px in e2e/artifacts/public-site/.
 */
import { expect, test, type Page } from '@playwright/test';
import { FREE_LIMITS, PLANS, SUPPORT_TERMS, TRIAL_DAYS, formatPrice } from '../shared/src/catalog.ts';
import { ERROR_TOASTS } from '../shared/src/messages.ts';
import { toastTitled } from './pages/auth-page.ts';
import { DESKTOP, screenshotBothWidths, seriousA11yViolations } from './pages/page-checks.ts';

const price = (id: keyof typeof PLANS) => formatPrice(PLANS[id].priceCents);

async function checkPage(page: Page, path: string, heading: string | RegExp, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await screenshotBothWidths(page, `public-site/${name}`, async (width) => {
    // Nothing may be wider than a phone screen (tables scroll inside their own region).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the landing page shows the promise, the ways in, the claims and catalog prices', async ({ page }) => {
  await checkPage(page, '/', 'Find work. Hire talent. Even offline.', 'landing');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Get started free' })).toHaveAttribute('href', '/?auth=signup');
  await expect(main.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/?auth=signin');
  await expect(main.getByText(`${TRIAL_DAYS}-day free trial of every paid plan`)).toBeVisible();
  await expect(main.getByText('No credit card required', { exact: true })).toBeVisible();
  // The marketplace's own counts from the server (decisions.md: no statistic nothing measures).
  const figures = page.locator('section[aria-labelledby="landing-title"] dl');
  await expect(figures.locator('dt')).toHaveText([/^open jobs?$/, /^compan(y|ies)$/, /^candidates?$/, /^hires?$/]);
  await expect(figures.locator('dd')).toHaveText([/^\d[\d,]*$/, /^\d[\d,]*$/, /^\d[\d,]*$/, /^\d[\d,]*$/]);
  await expect(main.getByText('A match score you can read: every requirement checked on your device.')).toBeVisible();
  await expect(main).not.toContainText('92%');
  await expect(main.locator('[data-plan="candidate-premium"] [data-testid="plan-price"]')).toHaveText(price('candidate-premium'));
  await expect(main.locator('[data-plan="employer-professional"] [data-testid="plan-price"]')).toHaveText(price('employer-professional'));
  // Compact feature comparison: the first three of six.
  await expect(page.getByRole('heading', { name: 'Why people switch to HireSync' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Built-in video interviews' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Cultural-fit scoring' })).toHaveCount(0);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const href of ['/about', '/pricing', '/support', '/privacy', '/terms']) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
});

test('how it works: five steps per side, all six advantages and the comparison table', async ({ page }) => {
  await checkPage(page, '/how-it-works', 'From first profile to signed offer', 'how-it-works');
  await expect(page.getByRole('heading', { level: 4 })).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'How HireSync compares' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Cultural-fit scoring' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Typical job boards');
});

test('pricing: catalog plans, limits and a sign-in prompt instead of checkout when signed out', async ({ page }) => {
  await checkPage(page, '/pricing', 'Simple pricing for both sides of hiring', 'pricing');
  for (const id of ['candidate-premium', 'employer-professional', 'employer-enterprise'] as const) {
    const card = page.locator(`li[data-plan="${id}"]`);
    await expect(card.getByTestId('plan-price')).toHaveText(price(id));
    await expect(card).toContainText(`${TRIAL_DAYS}-day free trial`);
  }
  const candidates = page.getByRole('table', { name: 'Job seeker plans' });
  await expect(candidates).toContainText(`Up to ${FREE_LIMITS.applicationsPerDay} a day`);
  const employers = page.getByRole('table', { name: 'Employer plans' });
  await expect(employers).toContainText(`${FREE_LIMITS.jobPostingsPerMonth} a month`);
  await expect(employers).toContainText(`${FREE_LIMITS.profileViewsPerMonth} a month`);
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/browse-jobs');
  await expect(page.getByRole('main').getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/find-talent');

  await page.locator('li[data-plan="candidate-premium"]').getByRole('button', { name: /free trial/ }).click();
  const toast = toastTitled(page, ERROR_TOASTS.authenticationRequired.title);
  await expect(toast).toContainText(ERROR_TOASTS.authenticationRequired.description!);
  expect(new URL(page.url()).pathname).toBe('/pricing');
  // Sign In opens the sign-in dialog and remembers the checkout the visitor was starting.
  await toast.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('auth')).toBe('signin');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/checkout?plan=candidate-premium');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('about: the detailed platform advantages and where each side starts', async ({ page }) => {
  await checkPage(page, '/about', 'Hiring that is fair, fast and honest on both sides', 'about');
  await expect(page.getByRole('heading', { level: 2, name: 'Platform Advantages' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Key features' })).toHaveCount(6);
  await expect(page.locator('main dl dt')).toHaveText([/^open jobs?$/, /^compan(y|ies)$/, /^candidates?$/, /^hires?$/]);
  await expect(page.getByRole('main')).not.toContainText('4.2/5');
  await expect(page.getByRole('link', { name: 'Build your candidate profile' })).toHaveAttribute('href', '/candidate-profile');
  await expect(page.getByRole('link', { name: 'Set up your company profile' })).toHaveAttribute('href', '/employer-profile');
});

test('support: address, hours and response times from the catalog', async ({ page }) => {
  await checkPage(page, '/support', 'We’re here to help', 'support');
  await expect(page.getByTestId('support-hours')).toHaveText(SUPPORT_TERMS.hours);
  await expect(page.getByRole('link', { name: SUPPORT_TERMS.email })).toHaveAttribute('href', `mailto:${SUPPORT_TERMS.email}`);
  const { critical, general, featureRequest } = SUPPORT_TERMS.responseHours;
  await expect(page.getByTestId('response-time')).toHaveText([`Under ${critical} hours`, `Under ${general} hours`, `Under ${featureRequest} hours`]);
});

test('help center: articles can be searched and link to the right pages', async ({ page }) => {
  await checkPage(page, '/help-center', 'How can we help?', 'help-center');
  for (const href of ['/id-verification', '/ai-matching', '/video-interviews', '/how-it-works', '/pricing', '/documentation', '/support', '/candidate-profile', '/job-posting']) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
  }
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('visa');
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toContainText('“visa”');
  await expect(page.locator('[data-article]').first()).toHaveAttribute('data-article', 'visa');
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzzz');
  await expect(page.getByText('No articles match your search')).toBeVisible();
});

test('legal pages: a summary and a full text of each, linked both ways', async ({ page }) => {
  const pages = [
    { path: '/privacy', heading: 'Privacy at HireSync', other: '/privacy-policy', name: 'privacy' },
    { path: '/privacy-policy', heading: 'Privacy Policy', other: '/privacy', name: 'privacy-policy' },
    { path: '/terms', heading: 'Terms in plain language', other: '/terms-of-service', name: 'terms' },
    { path: '/terms-of-service', heading: 'Terms of Service', other: '/terms', name: 'terms-of-service' },
  ];
  for (const legal of pages) {
    await checkPage(page, legal.path, legal.heading, legal.name);
    await expect(page.locator(`main a[href="${legal.other}"]`)).toBeVisible();
  }
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).toContainText('never stored on your devices');
  await expect(page.getByRole('main')).toContainText('IndexedDB');
  await page.goto('/terms-of-service');
  await expect(page.getByRole('main')).toContainText('within 14 days of payment');
  await expect(page.getByRole('main')).toContainText('at least 18 years old');
});
