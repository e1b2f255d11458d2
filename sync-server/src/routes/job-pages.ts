/**
 * A page for every job (decisions.md): GET /jobs/{id} answers the app shell with the job's head (link previews,
 * JobPosting data), 404 for a closed or unknown job; GET /api/job-pages/{id} is the job as that page shows it,
 * to anyone, signed in or not, while it is active.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { keptUntilResponseSchema } from '@shared/schemas/api-responses.ts';
import { jobSchema } from '@shared/schemas/job.ts';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { renderJobPage, renderMissingJobPage } from '../job-pages/job-page-html.ts';
import { readPublicJob } from '../job-pages/read-public-job.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { keepViewedJob } from '../slices/viewed-pins.ts';

/** The shell when no PWA is built (a server run on its own, tests): enough for a crawler's head. */
const BARE_SHELL = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>HireSync</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

/** The built index.html, read on each page: a new build is served without a restart, and it is small. */
async function readShell(staticDir: string): Promise<string> {
  try {
    return await readFile(join(staticDir, 'index.html'), 'utf8');
  } catch {
    return BARE_SHELL;
  }
}

/** The job's page address, on the public origin (never the request's Host: a preview must not be steered). */
export function jobPageUrl(origin: string, id: string): string {
  return `${origin.replace(/\/$/, '')}/jobs/${encodeURIComponent(id)}`;
}

/** GET /jobs/:id, mounted at the root before the static files. */
export function jobPageHtmlRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/jobs/:id', async (c) => {
    const shell = await readShell(deps.env.STATIC_DIR);
    const job = await readPublicJob(db, c.req.param('id'));
    // The page changes when the job does; a cached copy must be checked first.
    c.header('cache-control', 'no-cache');
    if (!job) return c.html(renderMissingJobPage(shell), 404);
    return c.html(renderJobPage(shell, job, jobPageUrl(deps.env.publicOrigin, job.id)));
  });
}

/**
 * GET /api/job-pages/:id, under /api (session read, error shape); POST /api/job-pages/:id/keep, a signed-in
 * candidate's look at a job not on their device: it stays there for a day (slices/viewed-pins.ts).
 */
export function jobPageRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
  .post(
    '/:id/keep',
    describeRoute({
      summary: 'Keep an active job on the signed-in candidate’s devices for 24 hours (a job opened from search or a link)',
      tag: 'Jobs',
      response: keptUntilResponseSchema,
      answers: { 200: '`{ keptUntil }`: the end of the pin, null when the job is pinned for good (saved, applied to)', 403: 'Not a candidate: `forbidden`', 404: 'Closed or unknown: `not_found`' },
    }),
    requireViewer,
    async (c) => {
      const viewer = c.var.viewer!;
      if (viewer.userType !== 'candidate') httpError(403, 'forbidden', 'Only candidates keep jobs on their devices.');
      const job = await readPublicJob(db, c.req.param('id'));
      if (!job) httpError(404, 'not_found', API_ERROR_MESSAGES.notFound);
      const until = await db.transaction((tx) => keepViewedJob(tx, viewer.userId, job.id, deps.now()));
      return c.json({ keptUntil: until?.toISOString() ?? null });
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'An active job as its page shows it, to anyone (no session needed)',
      tag: 'Jobs',
      response: jobSchema,
      answers: { 200: 'The job', 404: 'Closed or unknown: `not_found`' },
    }),
    async (c) => {
      const job = await readPublicJob(db, c.req.param('id'));
      if (!job) return c.json({ error: { code: 'not_found', message: API_ERROR_MESSAGES.notFound } }, 404);
      return c.json(job);
    },
  );
}
