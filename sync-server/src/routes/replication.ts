/** Replication endpoints: pull and push per collection, and the one live stream per device. */
import { Hono, type Context } from 'hono';
import { PUSH_STORED_HEADER, pullQuerySchema, pushBodySchema, replicationPathSchema, type PushResponse } from '@shared/schemas/replication.ts';
import { createSessionWatch } from '../auth/session-watch.ts';
import { hashToken, sessionToken } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import type { Metrics } from '../observability/metrics.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody, validParams } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { pullChanges } from '../replication/pull.ts';
import { pushChanges } from '../replication/push.ts';
import { HEARTBEAT_MS } from '../live/sse.ts';
import { streamChanges } from '../replication/stream.ts';
import { pullResponseSchema, pushResponseSchema } from '@shared/schemas/api-responses.ts';

/** The collection of a pull or push; an unknown one is 404, as an unknown route would be. */
const collectionParam = validParams(replicationPathSchema, {
  status: 404,
  meaning: 'Unknown collection: `not_found`',
  refuse: (c: Context) => httpError(404, 'not_found', `Unknown collection ${c.req.param('collection')}`),
});

/** A push in the metrics: the push, its rows, and each refused row by its reason code. */
function countPush(metrics: Metrics, collection: string, rows: number, answer: PushResponse): void {
  metrics.pushes.inc({ collection });
  metrics.pushedRows.inc({ collection }, rows);
  for (const refused of answer.refused) metrics.refusedRows.inc({ collection, reason: refused.code });
  // A refused row also comes back as a conflict (the state to revert to): only the rest are real conflicts.
  const conflicts = answer.conflicts.length - answer.refused.length;
  if (conflicts > 0) metrics.conflicts.inc({ collection }, conflicts);
}

const PULL_ANSWERS = { 200: 'The documents after the checkpoint, and the new checkpoint' };
const PUSH_ANSWERS = { 200: 'The conflicts (the server state to merge with) and the refused writes' };

export function replicationRoutes(deps: AppDeps) {
  // The sessions of this instance's open streams, checked together at the heartbeat's pace.
  const sessionWatch = createSessionWatch(deps.database.db, (listener) => deps.bus.onSessionsEnded(listener), deps.now, HEARTBEAT_MS, deps.sessionIdleMs);
  return new Hono<AppEnv>()
    .use(requireViewer)
    .post(
      '/:collection/pull',
      describeRoute({ summary: 'Changes after a checkpoint', tag: 'Replication', response: pullResponseSchema, answers: PULL_ANSWERS, example: { checkpoint: null, limit: 50 } }),
      collectionParam,
      jsonBody(pullQuerySchema, { anyJson: true, message: 'Invalid pull request.' }),
      async (c) => {
        const { checkpoint, limit, pageSize } = c.req.valid('json');
        const { collection } = c.req.valid('param');
        const page = await pullChanges(deps.database.db, collection, c.get('viewer')!, checkpoint, limit, deps.now(), {
          sliceCap: deps.sliceCap ?? deps.env.SLICE_CAP,
          ...(pageSize === undefined ? {} : { pageSize }),
        });
        deps.metrics.pulls.inc({ collection });
        if (page.documents.length > 0) deps.metrics.pulledDocuments.inc({ collection }, page.documents.length);
        return c.json(page);
      },
    )
    .post(
      '/:collection/push',
      describeRoute({
        summary: 'Write documents; answers conflicts and refusals',
        tag: 'Replication', response: pushResponseSchema,
        answers: PUSH_ANSWERS,
        // Saving a job (POST /api/replication/savedJobs/push): a new document assumes no server state.
        example: [{ assumedMasterState: null, newDocumentState: { id: '6d1f3a52-0c7e-4b8e-9a1d-2f3e4a5b6c7d', _deleted: false, jobId: '3f0b6f2e-8f4e-4c1e-9a57-1c2d3e4f5a6b' } }],
      }),
      collectionParam,
      jsonBody(pushBodySchema, { anyJson: true, message: 'Invalid push request.' }),
      async (c) => {
        const { collection } = c.req.valid('param');
        const rows = c.req.valid('json');
        const answer = await pushChanges(deps.database.db, collection, c.get('viewer')!, rows, deps.now, deps.sliceCap ?? deps.env.SLICE_CAP,
          c.req.header(PUSH_STORED_HEADER) !== undefined);
        countPush(deps.metrics, collection, rows.length, answer);
        return c.json(answer);
      },
    )
    .get('/stream', describeRoute({ summary: 'Server-Sent Events naming changed collections', tag: 'Replication', response: { type: 'text/event-stream', schema: { type: 'string' } } }), (c) =>
      streamChanges(c, deps.bus, c.var.viewer!, (onEnd) =>
        sessionWatch.watch(hashToken(sessionToken(c) ?? ''), c.var.viewer!.userId, onEnd),
      ),
    );
}
