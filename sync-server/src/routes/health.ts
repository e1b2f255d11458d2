/**
 * Health for load balancers and container platforms: `/live` says the process answers, `/ready` that it can
 * serve (database, migrations, change bus), and `/` is the original check (tests and Playwright wait on it).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ping } from '../db/client.ts';
import { checkReadiness } from '../db/readiness.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { healthResponseSchema, okResponseSchema, readinessResponseSchema } from '@shared/schemas/api-responses.ts';

const TAG = 'System';

/**
 * One database round trip for the checks that arrive while it runs: each answer still waits on a `select 1`
 * that ends after the request came, but a flood of checks (load balancers, monitors, or anyone: the route is
 * public) costs the database one query at a time instead of one each. On PGlite, where the query runs on the
 * server's own thread, that query was four fifths of the check's time.
 */
export function sharedCheck(check: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () =>
    (running ??= (async () => {
      try {
        await check();
      } finally {
        running = undefined;
      }
    })());
}

export function healthRoutes(deps: AppDeps) {
  const databaseAnswers = sharedCheck(() => ping(deps.database.db));
  return new Hono<AppEnv>()
    .get('/', describeRoute({ summary: 'Liveness and database check', tag: TAG, response: healthResponseSchema }), async (c) => {
      await databaseAnswers();
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
