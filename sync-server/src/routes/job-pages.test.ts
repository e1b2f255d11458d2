/**
 * /jobs/{id}: the server's page of a job carries the job in its head (title, previews, JobPosting data), and is
 * a 404 for a closed or unknown job; /api/job-pages/{id} answers the job to anyone while it is active.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobSchema } from '@shared/schemas/job.ts';
import { PAGE_NOT_FOUND } from '@shared/messages.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { postJob, pushOk, seenBy, signUpEmployer } from '../test-support/world.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Find jobs and hire talent, online or offline." />
    <title>HireSync — jobs and talent</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>
`;

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return found?.[1];
}

describe('the page of a job', () => {
  let server: TestServer;
  beforeAll(async () => {
    const staticDir = await mkdtemp(join(tmpdir(), 'hiresync-shell-'));
    await writeFile(join(staticDir, 'index.html'), SHELL);
    server = await createTestServer({ STATIC_DIR: staticDir });
  }, 60_000);
  afterAll(() => server?.close());

  // A new employer for each job: the free plan posts 3 a month.
  const post = async (overrides: Record<string, unknown> = {}) => {
    const { client } = await signUpEmployer(server);
    return { job: await postJob(client, overrides), employer: client };
  };
  const page = async (id: string) => {
    const res = await server.app.request(`/jobs/${id}`, { headers: { accept: 'text/html' } });
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  it('an active job: its title in the head, previews, and valid JobPosting data', async () => {
    const { job } = await post({ title: 'Staff Robotics Engineer', salaryMin: 90_000, salaryMax: 120_000, jobType: 'contract' });
    const { status, type, html } = await page(String(job.id));
    expect(status).toBe(200);
    expect(type).toMatch(/text\/html/);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toMatch(/^Staff Robotics Engineer at .+ \| HireSync$/);
    // The shell's own title and description are replaced, not doubled.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('HireSync — jobs and talent');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'description')).toBe(String(job.description));
    expect(metaOf(html, 'og:url')).toBe(`${server.deps.env.publicOrigin}/jobs/${job.id}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    // The app still loads.
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');

    const [data] = jsonLdOf(html) as Record<string, any>[];
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Staff Robotics Engineer',
      description: job.description,
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin, Germany' } },
      employmentType: 'CONTRACTOR',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { '@type': 'QuantitativeValue', minValue: 90_000, maxValue: 120_000, unitText: 'YEAR' } },
      url: `${server.deps.env.publicOrigin}/jobs/${job.id}`,
    });
    expect(typeof data!.hiringOrganization.name).toBe('string');
    expect(data!.hiringOrganization.name.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(data!.datePosted))).toBe(false);
    expect(data!.jobLocationType).toBeUndefined();
  });

  it('a remote job is TELECOMMUTE; a job without a salary has no baseSalary', async () => {
    const { job } = await post({ location: 'Remote', remoteOk: true, salaryMin: undefined, salaryMax: undefined });
    const [data] = jsonLdOf((await page(String(job.id))).html) as Record<string, unknown>[];
    expect(data!.jobLocationType).toBe('TELECOMMUTE');
    expect(data!.jobLocation).toBeUndefined();
    expect(data!.baseSalary).toBeUndefined();
    expect(data!.employmentType).toBe('FULL_TIME');
  });

  it('a hostile title and description cannot end the script or break out of an attribute', async () => {
    const hostile = `</script><script>alert(1)</script>" onload="x' <!-- &amp;`;
    // Descriptions are at least 100 characters.
    const description = `${hostile} and\u2028more ${'x'.repeat(100)}`;
    const { job } = await post({ title: hostile, description });
    const { status, html } = await page(String(job.id));
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    // One JSON-LD block and the app's own script, nothing else opened.
    expect(html.match(/<script/g)).toHaveLength(2);
    const [data] = jsonLdOf(html) as Record<string, unknown>[];
    expect(data!.title).toBe(hostile);
    expect(data!.description).toBe(description);
    const title = /<title>([^<]*)<\/title>/.exec(html)![1]!;
    expect(title).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; onload=&quot;x&#39; &lt;!-- &amp;amp;');
    expect(metaOf(html, 'og:title')).toBe(title);
  });

  it('a Unicode title comes through whole', async () => {
    const { job } = await post({ title: 'Ingénieure logiciel 👩‍💻 東京' });
    const [data] = jsonLdOf((await page(String(job.id))).html) as Record<string, unknown>[];
    expect(data!.title).toBe('Ingénieure logiciel 👩‍💻 東京');
  });

  it('a closed job and an unknown one are 404 with the Page Not Found title and no job data', async () => {
    const { job, employer } = await post({ title: 'Soon closed' });
    expect((await page(String(job.id))).status).toBe(200);
    const own = (await seenBy(employer, 'jobs', String(job.id)))!;
    await pushOk(employer, 'jobs', [{ assumedMasterState: own, newDocumentState: { ...own, isActive: false } }]);
    for (const id of [String(job.id), 'no-such-job', 'x'.repeat(65), '%E2%80%AE']) {
      const { status, html } = await page(id);
      expect(status, id).toBe(404);
      expect(html).toContain(`<title>${PAGE_NOT_FOUND} | HireSync</title>`);
      expect(html).not.toContain('Soon closed');
      expect(jsonLdOf(html)).toEqual([]);
    }
  });

  it('GET /api/job-pages/{id}: the active job without a session, 404 when closed or unknown', async () => {
    const { job } = await post({ title: 'Open to all' });
    const anonymous = server.client();
    const res = await anonymous.get(`/api/job-pages/${job.id}`);
    expect(res.status).toBe(200);
    expect(jobSchema.parse(res.json).title).toBe('Open to all');
    const missing = await anonymous.get('/api/job-pages/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('not_found');
  });
});

