/**
 * The company e-mail check (decisions.md: confirmed by a 6-digit code sent to that address). Sending makes the
 * check pending; the right code makes it verified, flags the candidate profile and notifies the user. Codes
 * follow the sign-in codes' rules: hashed, 10 minutes, single use, 5 wrong tries burn, sends throttled.
 */
import { Hono } from 'hono';
import { NOTIFICATION_TEXTS, VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import { companyEmailCodeFormSchema, companyEmailVerificationFormSchema } from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import { normalizeEmail } from '../../auth/create-user.ts';
import type { AppEnv } from '../../context.ts';
import { companyEmailCodeEmail } from '../../delivery/auth-messages.ts';
import { deliver } from '../../delivery/transport.ts';
import { httpError } from '../../http-error.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { jsonBody } from '../../middleware/validate.ts';
import { describeRoute } from '../../openapi/route-docs.ts';
import { createNotification } from '../../notifications/create-notification.ts';
import { issueThrottledCode, requireCode } from '../auth/code-routes.ts';
import { CODE_SENT, type AuthKit } from '../auth/kit.ts';
import { checkId, readCheck, setCandidateFlag, writeCheck } from '../../verification/checks.ts';
import { codeSentResponseSchema } from '@shared/schemas/auth-responses.ts';
import { verificationSchema } from '@shared/schemas/verification.ts';

/** The code is bound to the user and the address: a code sent for one cannot confirm another. */
const codeIdentifier = (userId: string, companyEmail: string) => `${userId}|${companyEmail}`;

export function companyEmailRoutes(kit: AuthKit) {
  const { db } = kit;
  return new Hono<AppEnv>()
    .post(
      '/email',
      describeRoute({
        summary: 'Send a 6-digit code to the company e-mail; the check becomes pending',
        tag: 'Verification', response: codeSentResponseSchema,
        answers: { 200: 'Sent', 409: 'This address is verified already: `already_verified`', 429: 'Too many sends' },
        example: { companyEmail: 'casey@acme.example', companyName: 'Acme Robotics' },
      }),
      requireViewer,
      jsonBody(companyEmailVerificationFormSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const body = c.req.valid('json');
        const companyEmail = normalizeEmail(body.companyEmail);
        const current = await readCheck(db, viewer.userId, 'email');
        if (current?.status === 'verified' && current.details.companyEmail === companyEmail) {
          httpError(409, 'already_verified', VERIFICATION_ERROR_MESSAGES.alreadyVerified);
        }
        const code = await issueThrottledCode(kit, c, codeIdentifier(viewer.userId, companyEmail), 'company-email');
        const now = kit.now();
        const check: Verification = {
          id: checkId(viewer.userId, 'email'),
          userId: viewer.userId,
          kind: 'email',
          status: 'pending',
          details: { companyEmail, companyName: body.companyName },
          submittedAt: now.toISOString(),
          updatedAt: now.toISOString(),
        };
        await db.transaction(async (tx) => {
          await writeCheck(tx, check, now);
          // A new address replaces a verified one: the profile is not verified until this one is.
          await setCandidateFlag(tx, viewer.userId, 'isCompanyEmailVerified', false, now);
        });
        deliver(kit.transport.sendEmail(companyEmailCodeEmail(companyEmail, code, body.companyName)), 'a company e-mail code');
        return c.json(CODE_SENT);
      },
    )
    .post(
      '/email/confirm',
      describeRoute({
        summary: 'Confirm the company e-mail with its code; the check becomes verified',
        tag: 'Verification', response: verificationSchema,
        answers: { 200: 'The verified check', 400: 'Wrong, expired or used code: `invalid_code`', 409: 'No code is pending: `nothing_pending`', 429: 'Too many wrong codes' },
        example: { code: '123456' },
      }),
      requireViewer,
      jsonBody(companyEmailCodeFormSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const { code } = c.req.valid('json');
        const pending = await readCheck(db, viewer.userId, 'email');
        if (pending?.status !== 'pending') httpError(409, 'nothing_pending', VERIFICATION_ERROR_MESSAGES.noCodePending);
        const companyEmail = pending.details.companyEmail!;
        const companyName = pending.details.companyName!;
        await requireCode(kit, c, codeIdentifier(viewer.userId, companyEmail), 'company-email', code);
        const now = kit.now();
        const verified: Verification = { ...pending, status: 'verified', reviewedAt: now.toISOString(), updatedAt: now.toISOString() };
        await db.transaction(async (tx) => {
          await writeCheck(tx, verified, now);
          await setCandidateFlag(tx, viewer.userId, 'isCompanyEmailVerified', true, now);
          const text = NOTIFICATION_TEXTS.companyEmailVerified(companyEmail, companyName);
          await createNotification(tx, viewer.userId, { type: 'verification', ...text, actionUrl: '/id-verification' }, now);
        });
        return c.json(verified);
      },
    );
}
