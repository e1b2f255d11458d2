/**
 * Setting the stage through the same HTTP calls the app makes, with the page's own session cookie, where a
 * journey needs many of a thing (jobs to apply to, applications to reach a daily limit) and the UI path is
 * walked elsewhere. Each call must succeed; a refusal fails the journey with the server's answer.
 */
import { expect, type Page } from '@playwright/test';

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Post jobs as the signed-in employer (with a company profile); returns their ids, in order. */
export async function postJobsByApi(page: Page, titles: readonly string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const title of titles) {
    const job = await post<{ id: string }>(page, '/api/jobs', {
      title,
      description:
        'Plan delivery routes for our warehouses with TypeScript and PostgreSQL, and improve the tools our drivers use every day.',
      location: 'Berlin, Germany',
      jobType: 'full-time',
      skills: ['TypeScript', 'PostgreSQL'],
      salaryMin: 60000,
      salaryMax: 80000,
    });
    ids.push(job.id);
  }
  return ids;
}

/** Apply to jobs as the signed-in candidate (with a profile). */
export async function applyByApi(page: Page, jobIds: readonly string[]): Promise<void> {
  for (const jobId of jobIds) {
    await post(page, '/api/applications', { jobId, coverLetter: 'Routing problems are what I enjoy most.' });
  }
}

/** Upgrade the signed-in employer with the success test card, through the calls the checkout makes. */
export async function upgradeEmployerByApi(page: Page): Promise<void> {
  const intent = await post<{ setupIntentId: string }>(page, '/api/create-employer-subscription', { plan: 'employer-professional' });
  await post(page, '/api/billing/test-card', {
    setupIntentId: intent.setupIntentId,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
}
