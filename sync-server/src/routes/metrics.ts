/**
 * GET /metrics: the instance's Prometheus metrics (observability/metrics.ts). With METRICS_TOKEN set it needs
 * `Authorization: Bearer <token>` (compared in constant time), else 401. Without it, it answers only a
 * request from a loopback address that came through no proxy (no X-Forwarded-For or Forwarded header: a
 * reverse proxy on the same host would otherwise make every visitor look local), and is a plain 404 to
 * anyone else, as if it were not there.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { describeRoute } from '../openapi/route-docs.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Equal without telling by its timing how much of it was: both sides are hashed to one length first. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function fromLocalMachine(c: Context): boolean {
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  try {
    return isLoopback(getConnInfo(c).remote.address);
  } catch {
    // An in-process request (app.request() in tests) has no socket, so no address to trust.
    return false;
  }
}

export function metricsRoutes(deps: AppDeps) {
  const token = deps.env.METRICS_TOKEN;
  // Due and not claimed: a claim moves run_at a lease ahead (jobs/scheduled-jobs.ts), so one indexed count.
  const readBacklog = async () => {
    const [row] = await queryRows<{ due: number }>(
      deps.database.db,
      sql`select count(*)::int as due from scheduled_jobs where done_at is null and run_at <= ${deps.now().toISOString()}`,
    );
    deps.metrics.jobBacklog.set(row?.due ?? 0);
  };
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary:
        'Prometheus metrics of this instance. With METRICS_TOKEN set: needs `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). ' +
        'Unset: answers only requests from a loopback address with no X-Forwarded-For or Forwarded header (404 to any other)',
      tag: 'System', response: { type: 'text/plain', schema: { type: 'string' } },
      answers: { 200: 'text/plain; version=0.0.4: the Prometheus text format', 401: 'METRICS_TOKEN is set and the bearer token is missing or wrong', 404: 'No METRICS_TOKEN and the request is not from this machine' },
    }),
    async (c) => {
      if (token) {
        const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
        if (!given || !sameToken(given, token)) {
          c.header('www-authenticate', 'Bearer');
          return c.json({ error: { code: 'unauthenticated', message: 'A valid metrics token is required.' } }, 401);
        }
      } else if (!fromLocalMachine(c)) {
        return c.json({ error: { code: 'not_found', message: API_ERROR_MESSAGES.notFound } }, 404);
      }
      const text = await deps.metrics.render(readBacklog);
      return c.body(text, 200, { 'content-type': deps.metrics.contentType, 'cache-control': 'no-store' });
    },
  );
}
