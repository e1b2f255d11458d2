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
import { countEvent, refuseIfOver } from '../../auth/throttle.ts';
import type { AppEnv } from '../../context.ts';
import { magicLinkEmail } from '../../delivery/auth-messages.ts';
import { deliver } from '../../delivery/transport.ts';
import { httpError } from '../../http-error.ts';
import { CODE_SENT, type AuthKit } from './kit.ts';

export function magicLinkRoutes(kit: AuthKit) {
  return new Hono<AppEnv>()
    .post('/magic-link', async (c) => {
      const email = normalizeEmail((await kit.parse(c, emailRequestSchema)).email);
      const token = await kit.throttleSend(c, email, () => issueMagicLink(kit.db, email, kit.now()));
      const link = `${kit.origin(c)}/auth?magic=${token}`;
      deliver(kit.transport.sendEmail(magicLinkEmail(email, link)), 'a magic link');
      return c.json(CODE_SENT);
    })
    .post('/magic-link/consume', async (c) => {
      const { token } = await kit.parse(c, magicLinkConsumeRequestSchema);
      const now = kit.now();
      const counters = [kit.perAddress(c, 'linkFailuresPerAddress')];
      await refuseIfOver(kit.db, counters, now);
      const email = await consumeMagicLink(kit.db, token, now);
      if (!email) {
        await countEvent(kit.db, counters, now);
        httpError(400, AUTH_ERROR_CODES.invalidLink, AUTH_ERROR_MESSAGES.invalidLink);
      }
      return c.json(await kit.finishProof(c, { identifier: email, kind: 'email' }));
    });
}
