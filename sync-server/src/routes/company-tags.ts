/**
 * /api/company/tags and /api/company/candidates/{candidateId}/tags: the company's tags on candidates
 * (issue 48; company/tags.ts decides who may do what and projects every change onto the applications).
 */
import { Hono } from 'hono';
import { okResponseSchema } from '@shared/schemas/api-responses.ts';
import { candidateTagsResponseSchema, candidateTagsUpdateSchema, companyTagSchema, tagFormSchema, tagListResponseSchema, tagPatchSchema } from '@shared/schemas/company-tags.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { createTag, deleteTag, listTags, setCandidateTags, updateTag } from '../company/tags.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';

export function companyTagRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get(
      '/tags',
      describeRoute({ summary: "The company's tags, with which candidates carry which", tag: 'Company', response: tagListResponseSchema, answers: { 403: 'Not a member of a company' } }),
      requireViewer,
      async (c) => c.json(await listTags(db, c.var.viewer!)),
    )
    .post(
      '/tags',
      describeRoute({
        summary: 'Add a tag (admins, recruiters)',
        tag: 'Company',
        response: companyTagSchema,
        answers: { 201: 'The new tag', 400: 'Not a valid tag', 403: 'Not an admin or recruiter', 409: 'The name is taken (case aside), or the company has the most tags it may keep' },
        example: { name: 'Strong portfolio', colour: 'green' },
      }),
      requireViewer,
      jsonBody(tagFormSchema),
      async (c) => c.json(await createTag(db, c.var.viewer!, c.req.valid('json'), deps.now()), 201),
    )
    .patch(
      '/tags/:tagId',
      describeRoute({
        summary: 'Rename or recolour a tag; every application carrying it follows',
        tag: 'Company',
        response: companyTagSchema,
        answers: { 400: 'Not a valid change', 403: 'Not an admin or recruiter', 404: 'No such tag', 409: 'The name is taken' },
        example: { colour: 'blue' },
      }),
      requireViewer,
      jsonBody(tagPatchSchema),
      async (c) => c.json(await updateTag(db, c.var.viewer!, c.req.param('tagId'), c.req.valid('json'), deps.now())),
    )
    .delete(
      '/tags/:tagId',
      describeRoute({ summary: 'Delete a tag: it leaves every candidate and application', tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin or recruiter', 404: 'No such tag' } }),
      requireViewer,
      async (c) => {
        await deleteTag(db, c.var.viewer!, c.req.param('tagId'), deps.now());
        return c.json({ ok: true as const });
      },
    )
    .put(
      '/candidates/:candidateId/tags',
      describeRoute({
        summary: "Set a candidate's tags (the whole set); each of their applications to the company follows",
        tag: 'Company',
        response: candidateTagsResponseSchema,
        answers: { 400: 'Not a valid set', 403: 'Not an admin or recruiter', 404: 'No such candidate for the company, or a tag it does not have' },
        example: { tagIds: [] },
      }),
      requireViewer,
      jsonBody(candidateTagsUpdateSchema),
      async (c) => c.json(await setCandidateTags(db, c.var.viewer!, c.req.param('candidateId'), c.req.valid('json').tagIds, deps.now())),
    );
}
