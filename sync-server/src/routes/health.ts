/**
 * Health for load balancers and container platforms: `/live` says the process answers, `/ready` that it can
 * serve (database, migrations, change bus), and `/` is the original check (tests and Playwright wait on it).
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { checkReadiness } from '../db/readiness.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { healthResponseSchema, okResponseSchema, readinessResponseSchema } from '@shared/schemas/api-responses.ts';

const TAG = 'System';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', describeRoute({ summary: 'Liveness and database check', tag: TAG, response: healthResponseSchema }), async (c) => {
      await deps.database.db.execute(sql`select 1`);
      return c.json({ ok: true, database: deps.database.kind });
    })
    .get('/live', describeRoute({ summary: 'The process is up (touches nothing else)', tag: TAG, response: okResponseSchema, answers: { 200: '`{ ok: true }`' } }), (c) => c.json({ ok: true }))
    .get(
      '/ready',
      describeRoute({
        summary: 'Ready to serve: the database answers, its migrations are applied and the change bus is connected',
        tag: TAG, response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
        answers: {
          200: '`{ ok: true, checks }`: every check passed',
          503: '`{ ok: false, checks }`: each failed check as `{ ok: false, reason }`',
        },
      }),
      async (c) => {
        const readiness = await checkReadiness(deps.database);
        return c.json(readiness, readiness.ok ? 200 : 503);
      },
    );
}
