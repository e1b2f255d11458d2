/**
 * The support console's server side: the ID verifications waiting for review, each document (decrypted, never
 * cached) and the decision. Support agents only; to anyone else, signed in or not, these paths answer exactly
 * like a path that does not exist, so the console's endpoints reveal nothing about who reviews.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { inArray } from 'drizzle-orm';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import { idReviewDecisionRequestSchema } from '@shared/schemas/verification-forms.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { httpError } from '../http-error.ts';
import { jsonBody } from '../middleware/validate.ts';
import { describeRoute, documented } from '../openapi/route-docs.ts';
import { readCheck } from '../verification/checks.ts';
import { decideIdVerification, IdDecisionError } from '../verification/decide-id-verification.ts';
import { listPendingIdDocuments, readIdDocument } from '../verification/id-documents.ts';
import { Readable } from 'node:stream';
import type { IdReview } from '@shared/schemas/id-review.ts';
import { verificationResponseSchema } from '@shared/schemas/api-responses.ts';
import { idReviewListSchema } from '@shared/schemas/id-review.ts';

const notFound = (): never => httpError(404, 'not_found', API_ERROR_MESSAGES.notFound);

/** Agents pass; everyone else gets the unknown-path answer. */
const requireAgent = documented(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.viewer?.isSupportAgent) notFound();
    await next();
  }),
  { session: true, answers: { 404: 'Not a support agent (answered exactly like an unknown path): `not_found`' } },
);


export function supportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return new Hono<AppEnv>()
    .get(
      '/id-reviews',
      describeRoute({ summary: 'ID verifications waiting for review, oldest first (support agents)', tag: 'Support', response: idReviewListSchema, answers: { 200: '`{ reviews }`' } }),
      requireAgent,
      async (c) => {
        // An agent's own check is another agent's to decide, so it is not on their list.
        const pending = (await listPendingIdDocuments(db)).filter((p) => p.userId !== c.var.viewer!.userId);
        const ids = [...new Set(pending.map((p) => p.userId))];
        const emails = new Map(
          ids.length ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u.email ?? '']) : [],
        );
        const reviews: IdReview[] = [];
        for (const p of pending) {
          const details = (await readCheck(db, p.userId, 'id'))?.details ?? {};
          reviews.push({
            verificationId: p.verificationId,
            userId: p.userId,
            userEmail: emails.get(p.userId) ?? '',
            documentType: details.documentType ?? '',
            firstName: details.firstName ?? '',
            lastName: details.lastName ?? '',
            dateOfBirth: details.dateOfBirth ?? '',
            submittedAt: p.submittedAt.toISOString(),
            idDocumentId: p.idDocumentId,
            contentType: p.contentType,
            size: p.size,
          });
        }
        return c.json({ reviews });
      },
    )
    .get(
      '/id-reviews/:verificationId/document',
      describeRoute({
        summary: 'The submitted ID document, decrypted (support agents; never cached)',
        tag: 'Support', response: { type: '*/*', schema: { type: 'string', description: "The document's bytes, in the type detected at upload (its Content-Type)" } },
        answers: { 200: 'The bytes, shown inline', 404: 'No document kept for this verification: `not_found`' },
      }),
      requireAgent,
      async (c) => {
        const document = await readIdDocument(db, deps.storage, c.req.param('verificationId'), deps.env.FILE_ENCRYPTION_KEY);
        if (!document) return notFound();
        const headers = new Headers({
          'content-type': document.contentType,
          'content-length': String(document.size),
          'content-disposition': 'inline',
          'x-content-type-options': 'nosniff',
          // An identity document: no copy in any cache, the browser's and the service worker's included.
          'cache-control': 'no-store',
        });
        return new Response(Readable.toWeb(document.stream) as ReadableStream<Uint8Array>, { status: 200, headers });
      },
    )
    .post(
      '/id-reviews/:verificationId/decision',
      describeRoute({
        summary: 'Approve or reject a pending ID verification (support agents); recorded with the agent and time',
        tag: 'Support', response: verificationResponseSchema,
        answers: {
          200: '`{ verification }`',
          400: 'A rejection without a reason: `reason_required`',
          403: 'The agent’s own verification: `own_verification`',
          404: 'No such verification: `not_found`',
          409: 'Not pending (`not_pending`), or the user replaced the document since it was read (`document_replaced`)',
        },
        example: { decision: 'rejected', reason: 'The photo is unreadable.', idDocumentId: 'example-document' },
      }),
      requireAgent,
      jsonBody(idReviewDecisionRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        try {
          const verification = await decideIdVerification(db, {
            verificationId: c.req.param('verificationId'),
            agentUserId: c.var.viewer!.userId,
            decision: body.decision,
            reason: body.reason,
            idDocumentId: body.idDocumentId,
            now: deps.now(),
          });
          return c.json({ verification });
        } catch (err) {
          if (err instanceof IdDecisionError) return httpError(err.status, err.code, err.message);
          throw err;
        }
      },
    );
}
