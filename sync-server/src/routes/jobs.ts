/** /api/jobs: the jobs the viewer may see, an employer's jobs, and posting (spec section 7). */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jobPostingWriteSchema } from '@shared/schemas/device-writes.ts';
import { jsonBody } from '../middleware/validate.ts';
import { DOCUMENT_WRITE_ANSWERS, describeRoute } from '../openapi/route-docs.ts';
import { listVisible, writeDocument } from '../replication/documents.ts';
import { jobListResponseSchema } from '@shared/schemas/api-responses.ts';
import { jobSchema } from '@shared/schemas/job.ts';

export function jobRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/', describeRoute({ summary: 'Jobs visible to the caller (a candidate: active jobs; an employer: its own, the others through search)', tag: 'Jobs', response: jobListResponseSchema }), async (c) => c.json(await listVisible(db, 'jobs', c.var.viewer!)))
    .get('/employer/:employerId', describeRoute({ summary: 'An employer’s jobs visible to the caller', tag: 'Jobs', response: jobListResponseSchema }), async (c) =>
      c.json(await listVisible(db, 'jobs', c.var.viewer!, sql`doc->>'employerId' = ${c.req.param('employerId')}`)),
    )
    .post(
      '/',
      describeRoute({
        summary: 'Post a job (employers with a company profile, within the plan’s monthly limit)',
        tag: 'Jobs', response: jobSchema,
        answers: { 201: 'The posted job', ...DOCUMENT_WRITE_ANSWERS },
        example: {
          title: 'Senior TypeScript Engineer',
          description:
            'Build the software that plans robot routes in real time. You will own services in TypeScript and Node.js and work with our robotics team.',
          location: 'Berlin, Germany',
          jobType: 'full-time',
          skills: ['TypeScript', 'Node.js', 'PostgreSQL'],
          requiredExperience: 3,
          remoteOk: false,
          visaSponsorship: true,
          salaryMin: 70000,
          salaryMax: 95000,
        },
      }),
      // The schema has no employerId: the job is the session's company's, whatever the body says.
      jsonBody(jobPostingWriteSchema),
      async (c) => {
        const doc = await writeDocument(db, 'jobs', c.var.viewer!, { ...c.req.valid('json'), id: randomUUID() }, deps.now);
        return c.json(doc, 201);
      },
    );
}
