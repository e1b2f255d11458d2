/** /api/applications: a candidate's or an employer's applications, applying, and reviewing (spec section 7). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { listVisible, writeDocument } from '../replication/documents.ts';
import { readJson } from './read-json.ts';

export function applicationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/candidate/:candidateId', async (c) =>
      c.json(await listVisible(db, 'applications', c.var.viewer!, sql`doc->>'candidateId' = ${c.req.param('candidateId')}`)),
    )
    .get('/employer/:employerId', async (c) =>
      c.json(await listVisible(db, 'applications', c.var.viewer!, sql`doc->>'employerId' = ${c.req.param('employerId')}`)),
    )
    .post('/', async (c) => {
      // candidateId and appliedAt of the spec's payload are the server's to decide: taken from the session and clock.
      const { jobId, coverLetter } = await readJson(c.req);
      const doc = await writeDocument(db, 'applications', c.var.viewer!, { id: randomUUID(), jobId, coverLetter }, deps.now);
      return c.json(doc, 201);
    })
    .put('/:applicationId', async (c) => {
      const { status, notes } = await readJson(c.req);
      return c.json(await writeDocument(db, 'applications', c.var.viewer!, { id: c.req.param('applicationId'), status, notes }, deps.now));
    });
}
