/**
 * /api/insights (issue 49): an employer's hiring analytics, for the company or one of its jobs, computed from
 * the applications it may see (the one audience, through listVisible) by the shared rule. Read-only.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { computeHiringInsights } from '@shared/rules/hiring-insights.ts';
import { insightsResponseSchema } from '@shared/schemas/api-responses.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { insightsQuerySchema } from '@shared/schemas/insights.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { validQuery } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { listVisible } from '../replication/documents.ts';

export function insightRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().use(requireViewer).get(
    '/',
    describeRoute({
      summary: 'Hiring analytics of the caller’s company, or of one of its jobs (employers)',
      tag: 'Insights',
      response: insightsResponseSchema,
      answers: { 403: 'Not an employer' },
    }),
    validQuery(insightsQuerySchema),
    async (c) => {
      const viewer = c.var.viewer!;
      if (viewer.userType !== 'employer') httpError(403, 'forbidden', 'Only employers have hiring insights.');
      const { jobId } = c.req.valid('query');
      const where = jobId ? sql`doc->>'jobId' = ${jobId}` : sql`true`;
      const now = deps.now();
      const applications = (await listVisible(db, 'applications', viewer, where, now)) as unknown as Application[];
      const interviews = (await listVisible(db, 'interviews', viewer, where, now)) as unknown as Interview[];
      return c.json(computeHiringInsights(applications, now, jobId ?? null, interviews));
    },
  );
}
