/** Replication endpoints: pull and push per collection, and the one live stream per device. */
import { Hono, type Context } from 'hono';
import { pullQuerySchema, pushBodySchema, replicationPathSchema } from '@shared/schemas/replication.ts';
import { createSessionWatch } from '../auth/session-watch.ts';
import { hashToken, sessionToken } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody, validParams } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { pullChanges } from '../replication/pull.ts';
import { pushChanges } from '../replication/push.ts';
import { HEARTBEAT_MS, streamChanges } from '../replication/stream.ts';

/** The collection of a pull or push; an unknown one is 404, as an unknown route would be. */
const collectionParam = validParams(replicationPathSchema, {
  status: 404,
  meaning: 'Unknown collection: `not_found`',
  refuse: (c: Context) => httpError(404, 'not_found', `Unknown collection ${c.req.param('collection')}`),
});

const PULL_ANSWERS = { 200: 'The documents after the checkpoint, and the new checkpoint' };
const PUSH_ANSWERS = { 200: 'The conflicts (the server state to merge with) and the refused writes' };

export function replicationRoutes(deps: AppDeps) {
  // The sessions of this instance's open streams, checked together at the heartbeat's pace.
  const sessionWatch = createSessionWatch(deps.database.db, (listener) => deps.bus.onSessionsEnded(listener), deps.now, HEARTBEAT_MS, deps.sessionIdleMs);
  return new Hono<AppEnv>()
    .use(requireViewer)
    .post(
      '/:collection/pull',
      describeRoute({ summary: 'Changes after a checkpoint', tag: 'Replication', answers: PULL_ANSWERS, example: { checkpoint: null, limit: 50 } }),
      collectionParam,
      jsonBody(pullQuerySchema, { anyJson: true, message: 'Invalid pull request.' }),
      async (c) => {
        const { checkpoint, limit, pageSize } = c.req.valid('json');
        return c.json(
          await pullChanges(deps.database.db, c.req.valid('param').collection, c.var.viewer!, checkpoint, limit, deps.now(), {
            sliceCap: deps.sliceCap ?? deps.env.SLICE_CAP,
            ...(pageSize === undefined ? {} : { pageSize }),
          }),
        );
      },
    )
    .post(
      '/:collection/push',
      describeRoute({
        summary: 'Write documents; answers conflicts and refusals',
        tag: 'Replication',
        answers: PUSH_ANSWERS,
        // Saving a job (POST /api/replication/savedJobs/push): a new document assumes no server state.
        example: [{ assumedMasterState: null, newDocumentState: { id: '6d1f3a52-0c7e-4b8e-9a1d-2f3e4a5b6c7d', _deleted: false, jobId: '3f0b6f2e-8f4e-4c1e-9a57-1c2d3e4f5a6b' } }],
      }),
      collectionParam,
      jsonBody(pushBodySchema, { anyJson: true, message: 'Invalid push request.' }),
      async (c) =>
        c.json(await pushChanges(deps.database.db, c.req.valid('param').collection, c.var.viewer!, c.req.valid('json'), deps.now, deps.sliceCap ?? deps.env.SLICE_CAP)),
    )
    .get('/stream', describeRoute({ summary: 'Server-Sent Events naming changed collections', tag: 'Replication' }), (c) =>
      streamChanges(c, deps.bus, c.var.viewer!, (onEnd) =>
        sessionWatch.watch(hashToken(sessionToken(c) ?? ''), c.var.viewer!.userId, onEnd),
      ),
    );
}
