/** Replication endpoints: pull and push per collection, and the one live stream per device. */
import { Hono } from 'hono';
import { collectionNameSchema, pullQuerySchema, pushBodySchema } from '@shared/schemas/replication.ts';
import { readViewer } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { pullChanges } from '../replication/pull.ts';
import { pushChanges } from '../replication/push.ts';
import { streamChanges } from '../replication/stream.ts';

function collectionParam(raw: string) {
  const parsed = collectionNameSchema.safeParse(raw);
  if (!parsed.success) httpError(404, 'not_found', `Unknown collection ${raw}`);
  return parsed.data;
}

async function jsonBody(req: { json(): Promise<unknown> }) {
  try {
    return await req.json();
  } catch {
    return httpError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}

export function replicationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireViewer)
    .post('/:collection/pull', async (c) => {
      const collection = collectionParam(c.req.param('collection'));
      const query = pullQuerySchema.safeParse(await jsonBody(c.req));
      if (!query.success) httpError(400, 'invalid', 'Invalid pull request.', query.error.issues);
      const { checkpoint, limit } = query.data;
      return c.json(await pullChanges(deps.database.db, collection, c.var.viewer!, checkpoint, limit));
    })
    .post('/:collection/push', async (c) => {
      const collection = collectionParam(c.req.param('collection'));
      const rows = pushBodySchema.safeParse(await jsonBody(c.req));
      if (!rows.success) httpError(400, 'invalid', 'Invalid push request.', rows.error.issues);
      return c.json(await pushChanges(deps.database.db, collection, c.var.viewer!, rows.data, deps.now));
    })
    .get('/stream', (c) =>
      streamChanges(c, deps.bus, c.var.viewer!, async () => (await readViewer(c, deps.database.db)) !== null),
    );
}
