/** /api/candidates: profiles the viewer may see, one's own profile, and counts for the dashboard (spec section 7). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { getVisible, listVisible, writeDocument } from '../replication/documents.ts';
import { countPotentialMatches } from '../replication/potential-matches.ts';
import { readJson } from './read-json.ts';

export function candidateRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/', async (c) => c.json(await listVisible(db, 'candidates', c.var.viewer!)))
    .get('/me', async (c) => {
      const [profile] = await listVisible(db, 'candidates', c.var.viewer!, sql`owner_user_id = ${c.var.viewer!.userId}`);
      return profile ? c.json(profile) : httpError(404, 'not_found', 'You have no candidate profile yet.');
    })
    .put('/me', async (c) => {
      const body = await readJson(c.req);
      const viewer = c.var.viewer!;
      const [existing] = await listVisible(db, 'candidates', viewer, sql`owner_user_id = ${viewer.userId}`);
      const id = (existing?.id as string | undefined) ?? randomUUID();
      return c.json(await writeDocument(db, 'candidates', c.var.viewer!, { ...body, id }, deps.now));
    })
    .get('/user/:userId', async (c) => {
      const [profile] = await listVisible(db, 'candidates', c.var.viewer!, sql`owner_user_id = ${c.req.param('userId')}`);
      return profile ? c.json(profile) : httpError(404, 'not_found', 'No visible candidate profile for this user.');
    })
    .get('/:candidateId/potential-matches', async (c) => {
      const candidate = await getVisible(db, 'candidates', c.var.viewer!, c.req.param('candidateId'));
      if (!candidate) httpError(404, 'not_found', 'No visible candidate profile.');
      return c.json({ count: await countPotentialMatches(db, c.var.viewer!, candidate) });
    })
    .get('/:candidateId/scheduled-calls', async (c) => {
      const interviews = await listVisible(
        db,
        'interviews',
        c.var.viewer!,
        sql`doc->>'candidateId' = ${c.req.param('candidateId')} and doc->>'status' = 'scheduled'
            and (doc->>'scheduledDateTime')::timestamptz >= ${deps.now().toISOString()}::timestamptz`,
      );
      return c.json({ count: interviews.length, interviews });
    });
}
