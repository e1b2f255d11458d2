/**
 * GET /api/figures: the counts the landing page shows, for anyone signed in or not, counted from the stored
 * documents and shared for a minute. Runs on PGlite and Postgres.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformFiguresSchema } from '@shared/schemas/platform-figures.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { FIGURES_TTL_MS } from './figures.ts';

describe('GET /api/figures', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(() => server?.close());

  const figures = async () => {
    const res = await server.client().get('/api/figures');
    expect(res.status).toBe(200);
    return platformFiguresSchema.parse(res.json);
  };

  it('counts open jobs, companies, candidates and hires, without a session', async () => {
    server.clock.now = new Date('2026-11-02T10:00:00.000Z');
    expect(await figures()).toEqual({ openJobs: 0, companies: 0, candidates: 0, hires: 0, computedAt: '2026-11-02T10:00:00.000Z' });

    const { client: employer } = await signUpEmployer(server);
    await signUpEmployer(server, false);
    const open = await postJob(employer, { title: 'Open role' });
    await postJob(employer, { title: 'Closed role', isActive: false });
    const { client: candidate } = await signUpCandidate(server);
    await signUpCandidate(server);
    const applicationId = await applyTo(candidate, String(open.id));
    await server.deps.database.db.execute(sql`update applications set doc = jsonb_set(doc, '{status}', '"hired"') where id = ${applicationId}`);

    // Within the minute the first count still answers: one count serves every visitor.
    server.clock.now = new Date(server.clock.now.getTime() + FIGURES_TTL_MS - 1);
    expect((await figures()).openJobs).toBe(0);

    server.clock.now = new Date(server.clock.now.getTime() + 1);
    expect(await figures()).toEqual({ openJobs: 1, companies: 1, candidates: 2, hires: 1, computedAt: server.clock.now.toISOString() });
  });
});
