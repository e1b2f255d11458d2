/**
 * The board's bulk action (issue 48): one request moves or rejects many applications, each written through the
 * same collection rule as a single move (the pipeline rule, the company's rights, the status-change rate), so a
 * bulk can never do what the cards one by one could not. Refusals are per application, with their reason; the
 * rest are stored.
 */
import { HTTPException } from 'hono/http-exception';
import { BOARD_TEXTS } from '@shared/messages.ts';
import type { ApplicationBulkAction } from '@shared/schemas/application-forms.ts';
import type { BulkActionResponse } from '@shared/schemas/api-responses.ts';
import type { Viewer } from '../auth/sessions.ts';
import { roleMayWrite } from '../auth/company-viewer.ts';
import type { Db } from '../db/client.ts';
import { httpError } from '../http-error.ts';
import { getVisible, writeDocument } from '../replication/documents.ts';

export async function bulkApplicationAction(db: Db, viewer: Viewer, action: ApplicationBulkAction, now: () => Date): Promise<BulkActionResponse> {
  // Asked once for the whole request: an interviewer or a candidate has no card to move at all.
  // (An interviewer may write notes on their applications, never move one: no bulk action is theirs.)
  if (viewer.userType !== 'employer' || !roleMayWrite(viewer, 'applications') || viewer.company?.role === 'interviewer') {
    httpError(403, 'forbidden', 'Your role in the company does not allow this change.');
  }
  const { applicationIds, ...review } = action;
  const answer: BulkActionResponse = { done: [], refused: [] };
  // One after another: each write takes the company's lock anyway, and the order of the answer is the order asked.
  for (const id of applicationIds) {
    // Another company's application, or none, reads as not found: the answer tells nothing about it.
    if (!(await getVisible(db, 'applications', viewer, id))) {
      answer.refused.push({ id, code: 'not_found', reason: BOARD_TEXTS.notFound });
      continue;
    }
    try {
      await writeDocument(db, 'applications', viewer, { id, ...review }, now);
      answer.done.push(id);
    } catch (error) {
      if (!(error instanceof HTTPException)) throw error;
      const body = (await error.getResponse().json()) as { error: { code: string; message: string } };
      answer.refused.push({ id, code: body.error.code, reason: body.error.message });
    }
  }
  return answer;
}
