/** /api/employers: company profiles (spec section 7), through the replication rules. */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { companyProfileIdFor } from '@shared/rules/natural-ids.ts';
import { companyProfileFormSchema } from '@shared/schemas/company-profile-form.ts';
import { companyProfileWriteSchema } from '@shared/schemas/device-writes.ts';
import { jsonBody, jsonChanges } from '../middleware/validate.ts';
import { DOCUMENT_WRITE_ANSWERS, describeRoute } from '../openapi/route-docs.ts';
import { createOnce, listVisible, writeDocument } from '../replication/documents.ts';
import { employerSchema } from '@shared/schemas/employer.ts';

const COMPANY_EXAMPLE = {
  companyName: 'Acme Robotics',
  industry: 'Technology',
  companySize: '51-200',
  location: 'Berlin, Germany',
  website: 'https://acme.example',
  description: 'Acme Robotics builds warehouse robots that work safely beside people. We are a team of engineers, designers and operators.',
  contactEmail: 'jobs@acme.example',
};

export function employerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/user/:userId', describeRoute({ summary: "A user's company profile", tag: 'Employers', response: employerSchema, answers: { 404: 'No company profile for this user' } }), async (c) => {
      const [employer] = await listVisible(db, 'employers', c.var.viewer!, sql`owner_user_id = ${c.req.param('userId')}`);
      return employer ? c.json(employer) : httpError(404, 'not_found', 'No company profile for this user.');
    })
    .post(
      '/',
      describeRoute({
        summary: 'Create the caller’s company profile',
        tag: 'Employers', response: employerSchema,
        answers: { 201: 'The new profile', 200: 'Created before: the stored profile, unchanged', ...DOCUMENT_WRITE_ANSWERS },
        example: COMPANY_EXAMPLE,
      }),
      jsonBody(companyProfileFormSchema),
      async (c) => {
        // One company profile per employer: a second create answers the stored profile (200), unchanged.
        const body = c.req.valid('json');
        const viewer = c.var.viewer!;
        const findExisting = async () => (await listVisible(db, 'employers', viewer, sql`owner_user_id = ${viewer.userId}`))[0];
        const doc = { ...body, id: companyProfileIdFor(viewer.userId) };
        const { doc: stored, created } = await createOnce(db, 'employers', viewer, doc, deps.now, findExisting);
        return c.json(stored, created ? 201 : 200);
      },
    )
    .put(
      '/:id',
      describeRoute({
        summary: 'Update the caller’s company profile (fields left out keep their values)',
        tag: 'Employers', response: employerSchema,
        answers: DOCUMENT_WRITE_ANSWERS,
        example: { ...COMPANY_EXAMPLE, companySize: '201-500' },
      }),
      jsonChanges(companyProfileWriteSchema),
      async (c) => {
        const body = c.req.valid('json');
        return c.json(await writeDocument(db, 'employers', c.var.viewer!, { ...body, id: c.req.param('id') }, deps.now));
      },
    );
}
