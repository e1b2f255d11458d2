/** GET /api/health: the server is up and its database answers. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { describeRoute } from '../openapi/route-docs.ts';

export function healthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', describeRoute({ summary: 'Liveness and database check', tag: 'System' }), async (c) => {
    await deps.database.db.execute(sql`select 1`);
    return c.json({ ok: true, database: deps.database.kind });
  });
}
