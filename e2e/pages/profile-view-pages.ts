/**
 * The free employer's full-profile views: candidates seeded through the HTTP calls the app makes (sign-up with
 * the mailed code, then the profile), and the summary's 'View full profile' action in the review dialog.
 */
import { expect, request, type Page } from '@playwright/test';
import { uniqueEmail } from './auth-page.ts';
import { waitForCode } from './mailbox.ts';

const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 8788)}`;
let seeded = 0;

/** Sign up open candidates with profiles through the API, each from an address of its own (code sends are throttled). */
export async function seedCandidatesByApi(lastNames: readonly string[], title: string): Promise<void> {
  for (const lastName of lastNames) {
    seeded += 1;
    const api = await request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${200 + (process.pid % 50)}.${Math.floor(seeded / 250) % 250}.${(seeded % 250) + 1}, 127.0.0.1` },
    });
    const email = uniqueEmail('viewed');
    const since = Date.now();
    const ok = async (response: Awaited<ReturnType<typeof api.post>>) => {
      expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
    };
    await ok(await api.post('/api/auth/send-otp', { data: { email } }));
    const otp = await waitForCode(email, since);
    await ok(await api.post('/api/auth/register', { data: { firstName: 'Rowan', lastName, email, password: 'Harb0ur-42', userType: 'candidate', otp } }));
    await ok(
      await api.put('/api/candidates/me', {
        data: {
          firstName: 'Rowan',
          lastName,
          title,
          bio: `Rowan ${lastName} plans delivery routes and keeps warehouse systems running, mostly in TypeScript.`,
          location: 'Berlin, Germany',
          skills: ['TypeScript', 'PostgreSQL'],
          workAuthorizationStatus: 'citizen',
          salaryExpectation: 70000,
          isOpenToEmployers: true,
        },
      }),
    );
    await api.dispose();
  }
}

export class ProfileViewPages {
  constructor(private readonly page: Page) {}

  /** Open a candidate's review dialog from /find-talent, searching by name. */
  async review(name: string) {
    await this.page.goto('/find-talent');
    await this.page.getByRole('searchbox').first().fill(name);
    // The search applied: clicked while the list still showed every candidate, the button could move away from
    // under the pointer as the list narrowed, and the click opened nothing.
    await expect(this.page.getByTestId('talent-results').getByRole('heading', { level: 3 })).toHaveText([name]);
    const card = this.page.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
    await card.getByRole('button', { name: 'Review Profile' }).click();
    return this.page.getByRole('dialog', { name });
  }

  /** The id of a candidate profile the employer's device holds, by name (as the server sees it). */
  async candidateIdOf(name: string): Promise<string> {
    const response = await this.page.request.get('/api/candidates');
    const profiles = (await response.json()) as { id: string; firstName: string; lastName: string }[];
    const found = profiles.find((p) => `${p.firstName} ${p.lastName}` === name);
    if (!found) throw new Error(`No visible profile of ${name}`);
    return found.id;
  }

  /** Screenshots at 360 px and 1280 px when SCREENSHOTS=1. */
  async screenshot(name: string) {
    if (!process.env.SCREENSHOTS) return;
    for (const width of [360, 1280]) {
      await this.page.setViewportSize({ width, height: 900 });
      await this.page.screenshot({ path: `/tmp/views-shots/${name}-${width}.png` });
    }
    await this.page.setViewportSize({ width: 1280, height: 900 });
  }

  /** Ask for the full profile in an open review dialog. */
  async viewFullProfile(dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByTestId('profile-summary').getByRole('button', { name: 'View full profile' }).click();
  }
}
