/**
 * POST /api/interviews/{id}/scorecard (issue 49): the member who ran an interview, once it started, submits (or
 * replaces) their scorecard. Author and time are the server's; the answer is the interview as the caller now
 * sees it, with the others' scorecards, since their own is in.
 */
import { Hono } from 'hono';
import { interviewResponseSchema } from '@shared/schemas/api-responses.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { scorecardFormSchema } from '@shared/schemas/scorecard.ts';
import { actingViewer } from '../auth/company-viewer.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { participantAccess } from '../interviews/room-access.ts';
import { scorecardAuthor, withScorecard } from '../interviews/scorecard-submit.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { interviewRules } from '../rules/interviews.ts';
import { readRow, writeRow } from '../store/rows.ts';

export function interviewScorecardRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().use(requireViewer).post(
    '/:id/scorecard',
    describeRoute({
      summary: 'Submit your scorecard for an interview that took place (the company that ran it)',
      tag: 'Interviews',
      response: interviewResponseSchema,
      answers: {
        200: '`{ interview }` with every scorecard, yours included',
        403: 'The candidate: `forbidden`',
        404: 'Not an interview of the caller: `not_found`',
        409: 'The interview’s room has not opened yet, or it was cancelled: `not_started`',
      },
      example: { ratings: [{ attribute: 'Communication', rating: 4, comment: 'Clear and calm.' }], recommendation: 4, notes: 'Would hire.' },
    }),
    jsonBody(scorecardFormSchema),
    async (c) => {
      // A company's admin or recruiter acts as the company (its rows name the company); the card is the member's.
      const viewer = actingViewer(c.var.viewer!, 'interviews');
      const form = c.req.valid('json');
      const access = await participantAccess(db, c.req.param('id'), viewer);
      if (access.role !== 'employer') httpError(403, 'forbidden', 'Scorecards are written by the company.');
      const now = deps.now();
      const projected = await db.transaction(async (tx) => {
        const row = await readRow(tx, 'interviews', access.row.id, true);
        const before = row?.doc as Interview | undefined;
        if (!row || !before) return httpError(404, 'not_found', 'Not found');
        const author = await scorecardAuthor(tx, viewer.memberUserId, access.self.name);
        const outcome = withScorecard(before, form, author, now);
        if (!outcome.ok) return httpError(409, 'not_started', outcome.reason);
        const next = { ...row, doc: outcome.doc };
        if (outcome.changed) await writeRow(tx, 'interviews', next, now);
        return interviewRules.project(next, viewer);
      });
      return c.json({ interview: projected as Interview });
    },
  );
}
