/**
 * Health for load balancers and container platforms: `/live` says the process answers, `/ready` that it can
 * serve (database, migrations, change bus), asked afresh each time, and `/` is the original check (tests and
 * Playwright wait on it), its database answer shared for up to a second.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { ping } from '../db/client.ts';
import { checkReadiness } from '../db/readiness.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { healthResponseSchema, okResponseSchema, readinessResponseSchema } from '@shared/schemas/api-responses.ts';

const TAG = 'System';

/** How old a database check `GET /api/health` may answer with (README, Production: health). */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

/**
 * One database round trip for the checks that arrive while it runs, and its success answered again for
 * `maxAgeMs` from when it started: a flood of checks (load balancers, monitors, or anyone: the route is public)
 * costs the database one query a second instead of one each. On PGlite, where the query runs on the server's
 * own thread, that query was four fifths of the check's time. A failure is never kept: the check after it asks
 * again, so a database that stops answering shows at most `maxAgeMs` after the last check that passed began.
 */
export function sharedCheck(check: () => Promise<unknown>, maxAgeMs = 0, clock: () => number = () => performance.now()): () => Promise<void> {
  let running: Promise<void> | undefined;
  let passedAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (clock() - passedAt < maxAgeMs) return Promise.resolve();
    return (running ??= (async () => {
      const startedAt = clock();
      try {
        await check();
        passedAt = startedAt;
      } finally {
        running = undefined;
      }
    })());
  };
}

export function healthRoutes(deps: AppDeps) {
  const databaseAnswers = sharedCheck(() => ping(deps.database.db), HEALTH_CHECK_MAX_AGE_MS);
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
