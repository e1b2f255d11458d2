/**
 * Magic sign-in links. The mailed URL (`/auth?magic=<token>`) only opens the app; its 'Continue' button POSTs
 * the token to /magic-link/consume, the one call that uses it up (decisions.md: mail scanners fetch links).
 */
import { Hono } from 'hono';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { emailRequestSchema, magicLinkConsumeRequestSchema } from '@shared/schemas/auth-requests.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import { normalizeEmail } from '../../auth/create-user.ts';
import { consumeMagicLink, issueMagicLink } from '../../auth/magic-links.ts';
import type { AppEnv } from '../../context.ts';
import { magicLinkEmail } from '../../delivery/auth-messages.ts';
import { deliver } from '../../delivery/transport.ts';
import { httpError } from '../../http-error.ts';
import { jsonBody } from '../../middleware/validate.ts';
import { describeRoute } from '../../openapi/route-docs.ts';
import { SENT_ANSWERS } from './code-routes.ts';
import { CODE_SENT, type AuthKit } from './kit.ts';
import { codeSentResponseSchema, verifiedResponseSchema } from '@shared/schemas/auth-responses.ts';

export function magicLinkRoutes(kit: AuthKit) {
  return new Hono<AppEnv>()
    .post(
      '/magic-link',
      describeRoute({
        summary: 'E-mail a single-use sign-in link (same answer for every address)',
        tag: 'Auth', response: codeSentResponseSchema,
        answers: SENT_ANSWERS,
        example: { email: 'casey@example.com' },
      }),
      jsonBody(emailRequestSchema),
      async (c) => {
        const email = normalizeEmail(c.req.valid('json').email);
        const token = await kit.throttleSend(c, email, () => issueMagicLink(kit.db, email, kit.now()));
        const link = `${kit.publicOrigin}/auth?magic=${token}`;
        deliver(kit.transport.sendEmail(magicLinkEmail(email, link)), 'a magic link');
        return c.json(CODE_SENT);
      },
    )
    .post(
      '/magic-link/consume',
      describeRoute({
        summary: 'Use a sign-in link: signs in, or marks the address verified',
        tag: 'Auth', response: verifiedResponseSchema,
        answers: { 200: '`signed-in` with the user, or `verified`', 400: 'Unknown, used or expired link: `invalid_link`', 429: 'Too many bad links' },
        example: { token: 'Zm9yLWRvY3MtZXhhbXBsZS1vbmx5' },
      }),
      jsonBody(magicLinkConsumeRequestSchema),
      async (c) => {
        const { token } = c.req.valid('json');
        const email = await kit.attempt([kit.perAddress(c, 'linkFailuresPerAddress')], () => consumeMagicLink(kit.db, token, kit.now()));
        if (!email) httpError(400, AUTH_ERROR_CODES.invalidLink, AUTH_ERROR_MESSAGES.invalidLink);
        return c.json(await kit.finishProof(c, { identifier: email, kind: 'email' }));
      },
    );
}
