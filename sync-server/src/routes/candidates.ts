/** /api/candidates: profiles the viewer may see, one's own profile, and counts for the dashboard (spec section 7). */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { actingViewer } from '../auth/company-viewer.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { openProfile, readProfileViewUsage } from '../profile-views/open-profile.ts';
import { candidateProfileIdFor } from '@shared/rules/natural-ids.ts';
import { createOnce, getVisible, listVisible, writeDocument } from '../replication/documents.ts';
import { countPotentialMatches } from '../replication/potential-matches.ts';
import { candidateProfileWriteSchema } from '@shared/schemas/device-writes.ts';
import { jsonChanges } from '../middleware/validate.ts';
import { DOCUMENT_WRITE_ANSWERS, describeRoute } from '../openapi/route-docs.ts';
import { candidateSchema } from '@shared/schemas/candidate.ts';
import { profileOpenAnswerSchema, profileViewUsageSchema } from '@shared/schemas/profile-views.ts';
import { candidateListResponseSchema, countResponseSchema, scheduledCallsResponseSchema } from '@shared/schemas/api-responses.ts';

export function candidateRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .use(requireViewer)
    .get('/', describeRoute({ summary: 'Candidate profiles visible to the caller', tag: 'Candidates', response: candidateListResponseSchema }), async (c) => c.json(await listVisible(db, 'candidates', c.var.viewer!, undefined, deps.now())))
    .get('/me', describeRoute({ summary: "The caller's candidate profile", tag: 'Candidates', response: candidateSchema, answers: { 404: 'No profile yet' } }), async (c) => {
      const [profile] = await listVisible(db, 'candidates', c.var.viewer!, sql`owner_user_id = ${c.var.viewer!.userId}`);
      return profile ? c.json(profile) : httpError(404, 'not_found', 'You have no candidate profile yet.');
    })
    .put(
      '/me',
      describeRoute({
        summary: "Create or update the caller's candidate profile (fields left out keep their values)",
        tag: 'Candidates', response: candidateSchema,
        answers: DOCUMENT_WRITE_ANSWERS,
        example: {
          firstName: 'Casey',
          lastName: 'Jones',
          email: 'casey@example.com',
          phone: '+491701234567',
          title: 'Full-stack developer',
          bio: 'I build web products end to end, from database schemas to accessible interfaces, mostly in TypeScript.',
          location: 'Berlin, Germany',
          skills: ['TypeScript', 'React', 'Node.js', 'SQL'],
          workAuthorizationStatus: 'citizen',
          salaryExpectation: 80000,
          isOpenToEmployers: true,
        },
      }),
      jsonChanges(candidateProfileWriteSchema),
      async (c) => {
        const body = c.req.valid('json');
        const viewer = c.var.viewer!;
        const findExisting = async () => (await listVisible(db, 'candidates', viewer, sql`owner_user_id = ${viewer.userId}`))[0];
        const existing = await findExisting();
        if (existing) return c.json(await writeDocument(db, 'candidates', viewer, { ...body, id: existing.id as string }, deps.now));
        // One profile per candidate: a first save racing another (two tabs, a resend) answers the one stored.
        const doc = { ...body, id: candidateProfileIdFor(viewer.userId) };
        return c.json((await createOnce(db, 'candidates', viewer, doc, deps.now, findExisting)).doc);
      },
    )
    .get(
      '/profile-views',
      describeRoute({
        summary: "The caller's full candidate profiles opened this UTC month (free plan: 10; employers only)",
        tag: 'Candidates', response: profileViewUsageSchema,
        answers: { 200: 'Usage: used, limit, remaining, when it resets, and when each was first opened', 404: 'Not an employer' },
      }),
      async (c) => {
        const viewer = c.var.viewer!;
        if (viewer.userType !== 'employer') httpError(404, 'not_found', 'Only employers open candidate profiles.');
        // Profile views are the company's: 10 a month for the company, not per member.
        return c.json(await readProfileViewUsage(db, actingViewer(viewer, 'candidates').userId, deps.now()));
      },
    )
    .post(
      '/:candidateId/view',
      describeRoute({
        summary: 'Open a full candidate profile: counted on the free plan (10 distinct a UTC month), then it replicates in full to the caller',
        tag: 'Candidates', response: profileOpenAnswerSchema,
        answers: {
          200: 'Opened (counted says whether it used one of the free views) and the usage after it',
          404: 'No open profile with this id, or the caller is not an employer: `not_found`',
          429: 'The free limit is reached; nothing is stored: `limit`',
        },
      }),
      async (c) => {
        const outcome = await openProfile(db, actingViewer(c.var.viewer!, 'candidates'), c.req.param('candidateId'), deps.now());
        if (outcome.kind === 'not_found') return httpError(404, 'not_found', 'No visible candidate profile.');
        // The one error shape: its `issues` are a body's zod issues, so the usage is not sent here (GET /api/candidates/profile-views has it).
        if (outcome.kind === 'refused') return httpError(429, 'limit', outcome.message);
        return c.json({ candidateId: c.req.param('candidateId'), counted: outcome.counted, usage: outcome.usage });
      },
    )
    .get(
      '/user/:userId',
      describeRoute({ summary: "A user's candidate profile, as the caller may see it", tag: 'Candidates', response: candidateSchema, answers: { 404: 'No visible profile' } }),
      async (c) => {
        const [profile] = await listVisible(db, 'candidates', c.var.viewer!, sql`owner_user_id = ${c.req.param('userId')}`);
        return profile ? c.json(profile) : httpError(404, 'not_found', 'No visible candidate profile for this user.');
      },
    )
    .get(
      '/:candidateId/potential-matches',
      describeRoute({ summary: 'How many active jobs match the candidate at 70 or more', tag: 'Candidates', response: countResponseSchema, answers: { 404: 'No visible profile' } }),
      async (c) => {
        const now = deps.now();
        const candidate = await getVisible(db, 'candidates', c.var.viewer!, c.req.param('candidateId'), now);
        if (!candidate) httpError(404, 'not_found', 'No visible candidate profile.');
        return c.json({ count: await countPotentialMatches(db, c.var.viewer!, candidate, now) });
      },
    )
    .get('/:candidateId/scheduled-calls', describeRoute({ summary: "The candidate's upcoming interviews", tag: 'Candidates', response: scheduledCallsResponseSchema }), async (c) => {
      const interviews = await listVisible(
        db,
        'interviews',
        c.var.viewer!,
        sql`doc->>'candidateId' = ${c.req.param('candidateId')} and doc->>'status' = 'scheduled'
            and (doc->>'scheduledDateTime')::timestamptz >= ${deps.now().toISOString()}::timestamptz`,
      );
      return c.json({ count: interviews.length, interviews });
    });
}
