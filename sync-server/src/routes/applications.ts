/** /api/applications: a candidate's or an employer's applications, applying, and reviewing (spec section 7). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { applicationIdFor } from '@shared/rules/natural-ids.ts';
import { applicationBulkActionSchema, applicationStatusUpdateSchema, applyFormSchema } from '@shared/schemas/application-forms.ts';
import { jsonBody } from '../middleware/validate.ts';
import { DOCUMENT_WRITE_ANSWERS, describeRoute } from '../openapi/route-docs.ts';
import { createOnce, listVisible, writeDocument } from '../replication/documents.ts';
import { applicationListResponseSchema, bulkActionResponseSchema } from '@shared/schemas/api-responses.ts';
import { bulkApplicationAction } from './applications-bulk.ts';
import { applicationSchema } from '@shared/schemas/application.ts';

export function applicationRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/candidate/:candidateId', describeRoute({ summary: "A candidate's applications visible to the caller", tag: 'Applications', response: applicationListResponseSchema }), async (c) =>
      c.json(await listVisible(db, 'applications', c.var.viewer!, sql`doc->>'candidateId' = ${c.req.param('candidateId')}`)),
    )
    .get('/employer/:employerId', describeRoute({ summary: "Applications to an employer's jobs (that employer only)", tag: 'Applications', response: applicationListResponseSchema }), async (c) =>
      c.json(await listVisible(db, 'applications', c.var.viewer!, sql`doc->>'employerId' = ${c.req.param('employerId')}`)),
    )
    .post(
      '/',
      describeRoute({
        summary: 'Apply to an active job',
        tag: 'Applications', response: applicationSchema,
        answers: { 201: 'The new application', 200: 'Applied before: the first application, unchanged', ...DOCUMENT_WRITE_ANSWERS },
        example: { jobId: '3f0b6f2e-8f4e-4c1e-9a57-1c2d3e4f5a6b', coverLetter: 'I have planned warehouse routes for five years.' },
      }),
      jsonBody(applyFormSchema),
      async (c) => {
        // candidateId and appliedAt of the spec's payload are the server's to decide: taken from the session and clock.
        // One application per candidate and job: applying again answers the first application (200), unchanged.
        // The résumé sent is one of the candidate's uploads, their latest when none is named (rules/application-resume.ts).
        const { jobId, coverLetter, resumeFileId, screeningAnswers, source } = c.req.valid('json');
        const viewer = c.var.viewer!;
        const id = applicationIdFor(viewer.userId, jobId) ?? randomUUID();
        const findExisting = async () =>
          (await listVisible(db, 'applications', viewer, sql`owner_user_id = ${viewer.userId} and doc->>'jobId' = ${jobId}`))[0];
        const { doc, created } = await createOnce(db, 'applications', viewer, { id, jobId, coverLetter, resumeFileId, screeningAnswers, source }, deps.now, findExisting);
        return c.json(doc, created ? 201 : 200);
      },
    )
    .post(
      '/bulk',
      describeRoute({
        summary: 'Move or reject several applications at once (their company)',
        tag: 'Applications', response: bulkActionResponseSchema,
        answers: { 200: 'Which applications took the action and which were refused, with why', 400: 'Not a valid bulk action: `invalid`', 403: 'Your role in the company does not move applications: `forbidden`' },
        example: { applicationIds: ['3f0b6f2e-8f4e-4c1e-9a57-1c2d3e4f5a6b'], status: 'rejected', rejectionReason: 'experience' },
      }),
      jsonBody(applicationBulkActionSchema),
      async (c) => c.json(await bulkApplicationAction(db, c.var.viewer!, c.req.valid('json'), deps.now)),
    )
    .put(
      '/:applicationId',
      describeRoute({
        summary: 'Move an application through the pipeline (its employer)',
        tag: 'Applications', response: applicationSchema,
        answers: DOCUMENT_WRITE_ANSWERS,
        example: { status: 'considered', notes: 'Strong routing background; invite to a first call.' },
      }),
      jsonBody(applicationStatusUpdateSchema),
      async (c) => {
        const { status, notes, rejectionReason, rejectionDetail } = c.req.valid('json');
        const change = { id: c.req.param('applicationId'), status, notes, rejectionReason, rejectionDetail };
        return c.json(await writeDocument(db, 'applications', c.var.viewer!, change, deps.now));
      },
    );
}
