/** /api/jobs: the jobs the viewer may see, an employer's jobs, and posting (spec section 7). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { listVisible, writeDocument } from '../replication/documents.ts';
import { readJson } from './read-json.ts';

export function jobRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await listVisible(db, 'jobs', c.var.viewer!)))
    .get('/employer/:employerId', async (c) =>
      c.json(await listVisible(db, 'jobs', c.var.viewer!, sql`doc->>'employerId' = ${c.req.param('employerId')}`)),
    )
    .post('/', async (c) => {
      const { employerId: _fromSession, ...body } = await readJson(c.req);
      const doc = await writeDocument(db, 'jobs', c.var.viewer!, { isActive: true, ...body, id: randomUUID() }, deps.now);
      return c.json(doc, 201);
    });
}
