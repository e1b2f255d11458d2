/**
 * The professional reference check (decisions.md: the reference confirms by a single-use link sent to them).
 * The candidate's request makes the check pending and mails the link; the reference's page reads the request
 * with a GET that uses nothing up, and only its Confirm or Decline POST spends the link, making the check
 * verified or rejected, flagging the profile and notifying the candidate. The reference needs no account.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { REFERENCE_LINK_EXPIRY_MS } from '@shared/catalog.ts';
import { NOTIFICATION_TEXTS, VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import {
  referenceRequestQuerySchema,
  referenceResponseRequestSchema,
  referenceVerificationFormSchema,
  type ReferenceRequestView,
  type ReferenceResponseResult,
  type ReferenceVerificationForm,
} from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import { normalizeEmail } from '../../auth/create-user.ts';
import { hashToken, newToken } from '../../auth/sessions.ts';
import { findUserById } from '../../auth/users.ts';
import type { AppEnv } from '../../context.ts';
import { referenceRequests } from '../../db/schema.ts';
import { referenceRequestEmail } from '../../delivery/auth-messages.ts';
import { deliver } from '../../delivery/transport.ts';
import { httpError } from '../../http-error.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { jsonBody, validQuery } from '../../middleware/validate.ts';
import { describeRoute } from '../../openapi/route-docs.ts';
import { createNotification } from '../../notifications/create-notification.ts';
import type { AuthKit } from '../auth/kit.ts';
import { candidateNameOf, checkId, readCheck, setCandidateFlag, writeCheck } from '../../verification/checks.ts';
import { referenceRequestViewSchema, referenceResponseResultSchema } from '@shared/schemas/verification-forms.ts';
import { verificationSchema } from '@shared/schemas/verification.ts';

function invalidLink(): never {
  httpError(404, 'invalid_link', VERIFICATION_ERROR_MESSAGES.invalidReferenceLink);
}

export function referenceRoutes(kit: AuthKit) {
  const { db } = kit;

  /** The live request of a token and the pending check it answers; a bad token counts against the address. */
  async function findRequest(c: Context, token: string) {
    const found = await kit.attempt([kit.perAddress(c, 'linkFailuresPerAddress')], async () => {
      const now = kit.now();
      const [request] = await db
        .select()
        .from(referenceRequests)
        .where(and(eq(referenceRequests.tokenHash, hashToken(token)), isNull(referenceRequests.consumedAt), gt(referenceRequests.expiresAt, now)))
        .limit(1);
      const check = request ? await readCheck(db, request.userId, 'reference') : null;
      return request && check?.status === 'pending' ? { request, check } : null;
    });
    if (!found) invalidLink();
    return found;
  }

  return new Hono<AppEnv>()
    .post(
      '/reference',
      describeRoute({
        summary: 'Ask a professional reference to confirm your work; they get a single-use link and the check becomes pending',
        tag: 'Verification', response: verificationSchema,
        answers: { 200: 'The pending check', 400: 'Your own address as the reference: `self_reference`', 429: 'Too many requests' },
        example: { referenceName: 'Robin Meyer', referenceEmail: 'robin@acme.example', referenceCompany: 'Acme Robotics', referenceRelation: 'direct_manager', workDescription: 'We built the route planner together.' },
      }),
      requireViewer,
      jsonBody(referenceVerificationFormSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const body: ReferenceVerificationForm = c.req.valid('json');
        const referenceEmail = normalizeEmail(body.referenceEmail);
        if (viewer.email !== '' && referenceEmail === viewer.email) httpError(400, 'self_reference', VERIFICATION_ERROR_MESSAGES.selfReference);
        const user = (await findUserById(db, viewer.userId))!;
        const now = kit.now();
        const token = newToken();
        const details: Record<string, string> = {
          referenceName: body.referenceName,
          referenceEmail,
          referenceCompany: body.referenceCompany,
          referenceRelation: body.referenceRelation,
          ...(body.referencePhone ? { referencePhone: body.referencePhone } : {}),
          ...(body.workDescription ? { workDescription: body.workDescription } : {}),
        };
        const check: Verification = {
          id: checkId(viewer.userId, 'reference'),
          userId: viewer.userId,
          kind: 'reference',
          status: 'pending',
          details,
          submittedAt: now.toISOString(),
          updatedAt: now.toISOString(),
        };
        await kit.throttleSend(c, `reference:${viewer.userId}`, () => db.transaction(async (tx) => {
          // One open request per user: a new one replaces the old link, which stops working.
          await tx.delete(referenceRequests).where(eq(referenceRequests.userId, viewer.userId));
          await tx.delete(referenceRequests).where(lt(referenceRequests.expiresAt, new Date(now.getTime() - 86_400_000)));
          await tx.insert(referenceRequests).values({
            tokenHash: hashToken(token),
            userId: viewer.userId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + REFERENCE_LINK_EXPIRY_MS),
          });
          await writeCheck(tx, check, now);
          await setCandidateFlag(tx, viewer.userId, 'isReferenceVerified', false, now);
        }));
        const candidateName = await candidateNameOf(db, user);
        const link = `${kit.publicOrigin}/reference-check?token=${token}`;
        deliver(kit.transport.sendEmail(referenceRequestEmail(referenceEmail, link, { candidateName, ...body })), 'a reference request');
        return c.json(check);
      },
    )
    .get(
      '/reference/request',
      describeRoute({
        summary: "What the reference's page shows for its link (?token=); uses nothing up",
        tag: 'Verification', response: referenceRequestViewSchema,
        answers: { 200: 'Who asked, and what they said', 404: 'Unknown, used or expired link: `invalid_link`', 429: 'Too many bad links' },
      }),
      validQuery(referenceRequestQuerySchema),
      async (c) => {
        const { request, check } = await findRequest(c, c.req.valid('query').token ?? '');
        const user = await findUserById(db, request.userId);
        const view: ReferenceRequestView = {
          candidateName: await candidateNameOf(db, user),
          referenceName: check.details.referenceName!,
          referenceCompany: check.details.referenceCompany!,
          referenceRelation: check.details.referenceRelation as ReferenceRequestView['referenceRelation'],
          ...(check.details.workDescription ? { workDescription: check.details.workDescription } : {}),
          expiresAt: request.expiresAt.toISOString(),
        };
        return c.json(view);
      },
    )
    .post(
      '/reference/respond',
      describeRoute({
        summary: 'The reference confirms or declines; spends the link; the check becomes verified or rejected',
        tag: 'Verification', response: referenceResponseResultSchema,
        answers: { 200: 'What the answer made of the check', 404: 'Unknown, used or expired link: `invalid_link`', 429: 'Too many bad links' },
        example: { token: 'Zm9yLWRvY3MtZXhhbXBsZS1vbmx5', decision: 'confirm' },
      }),
      jsonBody(referenceResponseRequestSchema),
      async (c) => {
        const { token, decision } = c.req.valid('json');
        const { request, check } = await findRequest(c, token);
        const now = kit.now();
        const confirmed = decision === 'confirm';
        const answered: Verification = {
          ...check,
          status: confirmed ? 'verified' : 'rejected',
          reviewedAt: now.toISOString(),
          ...(confirmed ? {} : { rejectionReason: `${check.details.referenceName} did not confirm your work together.` }),
          updatedAt: now.toISOString(),
        };
        const spent = await db.transaction(async (tx) => {
          // Conditional update: of two answers at once, only one spends the link.
          const used = await tx
            .update(referenceRequests)
            .set({ consumedAt: now })
            .where(and(eq(referenceRequests.tokenHash, request.tokenHash), isNull(referenceRequests.consumedAt)))
            .returning({ userId: referenceRequests.userId });
          if (used.length !== 1) return false;
          await writeCheck(tx, answered, now);
          await setCandidateFlag(tx, request.userId, 'isReferenceVerified', confirmed, now);
          const text = NOTIFICATION_TEXTS.referenceAnswered(confirmed, check.details.referenceName!, check.details.referenceCompany!);
          await createNotification(tx, request.userId, { type: 'verification', ...text, actionUrl: '/id-verification' }, now);
          return true;
        });
        if (!spent) invalidLink();
        const result: ReferenceResponseResult = { status: confirmed ? 'verified' : 'rejected' };
        return c.json(result);
      },
    );
}
