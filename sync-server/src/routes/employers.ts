/** /api/employers: company profiles (spec section 7), through the replication rules. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { listVisible, writeDocument } from '../replication/documents.ts';
import { readJson } from './read-json.ts';

export function employerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/user/:userId', async (c) => {
      const [employer] = await listVisible(db, 'employers', c.var.viewer!, sql`owner_user_id = ${c.req.param('userId')}`);
      return employer ? c.json(employer) : httpError(404, 'not_found', 'No company profile for this user.');
    })
    .post('/', async (c) => {
      const body = await readJson(c.req);
      const doc = await writeDocument(db, 'employers', c.var.viewer!, { ...body, id: randomUUID() }, deps.now);
      return c.json(doc, 201);
    })
    .put('/:id', async (c) => {
      const body = await readJson(c.req);
      return c.json(await writeDocument(db, 'employers', c.var.viewer!, { ...body, id: c.req.param('id') }, deps.now));
    });
}
